import { FullScreenLoader } from '../../components/FullScreenLoader';
import { LoadFailed } from '../../components/LoadFailed';
import { LOADING_TOO_LONG, useLoadingBound } from './useLoadingBound';

interface BoundedProps {
  /** Where the loader stands, for the event log when it reaches its bound. */
  where: string;
  /** How to ask again once the bound is reached; the page loads afresh without one. */
  onRetry?: () => void;
}

/** The full-screen 'Wird geladen..' (spec §2), bounded: past its bound the shopper reads why and gets 'Erneut versuchen'. */
export function BoundedLoader({ size = 'large', where, onRetry }: BoundedProps & { size?: 'large' | 'small' }) {
  const { timedOut, retry } = useLoadingBound(where, onRetry);
  return (
    <FullScreenLoader size={size}>
      {timedOut && (
        <div className="loader__overdue" data-testid="loading-overdue">
          <LoadFailed text={LOADING_TOO_LONG} onRetry={retry} />
        </div>
      )}
    </FullScreenLoader>
  );
}

/** The inline 'Wird geladen..' of a part of a page, bounded like the full-screen one. */
export function InlineLoader({ where, onRetry, className }: BoundedProps & { className?: string }) {
  const { timedOut, retry } = useLoadingBound(where, onRetry);
  if (timedOut) return <LoadFailed text={LOADING_TOO_LONG} onRetry={retry} />;
  return (
    <p className={className} aria-live="polite">
      Wird geladen..
    </p>
  );
}
