export interface FullScreenLoaderProps {
  size?: 'large' | 'small';
}

/** Spec §2: a full-screen loader with the text 'Wird geladen..' in two sizes. */
export function FullScreenLoader({ size = 'large' }: FullScreenLoaderProps) {
  return (
    <div className={`loader loader--${size}`} role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="loader__text">Wird geladen..</span>
    </div>
  );
}
