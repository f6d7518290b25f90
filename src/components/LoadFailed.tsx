import './load-failed.css';

export const FORM_LOAD_FAILED = 'Das Formular konnte nicht geladen werden.';

/**
 * Where loaded content should be but its fetch failed: nothing asks again on its own,
 * the shopper does. The failure itself was announced once, by a notice.
 */
export function LoadFailed({ text = FORM_LOAD_FAILED, onRetry }: { text?: string; onRetry: () => void }) {
  return (
    <div className="load-failed">
      <p>{text}</p>
      <button type="button" className="button" onClick={onRetry}>
        Erneut versuchen
      </button>
    </div>
  );
}
