import './load-failed.css';

export const FORM_LOAD_FAILED = 'Das Formular konnte nicht geladen werden.';

/**
 * Where loaded content should be but its fetch failed: nothing asks again on its own,
 * the shopper does ('Erneut versuchen'), or closes the message where it would stand in the way.
 */
export function LoadFailed({
  text = FORM_LOAD_FAILED,
  onRetry,
  onClose,
}: {
  text?: string;
  onRetry: () => void;
  onClose?: () => void;
}) {
  return (
    <div className="load-failed">
      <p>{text}</p>
      <button type="button" className="button" onClick={onRetry}>
        Erneut versuchen
      </button>
      {onClose && (
        <button type="button" className="button" onClick={onClose}>
          Schließen
        </button>
      )}
    </div>
  );
}
