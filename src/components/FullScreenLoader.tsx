import type { ReactNode } from 'react';

export interface FullScreenLoaderProps {
  size?: 'large' | 'small';
  /** Shown instead of the spinner (a loader past its bound: why, and a way to try again). */
  children?: ReactNode;
}

/** Spec §2: a full-screen loader with the text 'Wird geladen..' in two sizes. */
export function FullScreenLoader({ size = 'large', children }: FullScreenLoaderProps) {
  return (
    <div className={`loader loader--${size}`} role="status" aria-live="polite">
      {children || (
        <>
          <span className="loader__spinner" aria-hidden="true" />
          <span className="loader__text">Wird geladen..</span>
        </>
      )}
    </div>
  );
}
