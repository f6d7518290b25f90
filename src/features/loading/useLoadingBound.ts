import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch } from '../../state/store-types';
import { loadingRetried, loadingTimedOut } from '../../state/loading';

/**
 * How long 'Wird geladen..' may stay before the shopper is told and offered to try again: longer
 * than a slow connection needs for a page's data, shorter than anyone waits without a word.
 */
export const LOADING_BOUND_MS = 20_000;

export const LOADING_TOO_LONG =
  'Das Laden dauert länger als erwartet. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';

/** The page's own way to ask again; without one, the page loads afresh (what a stuck page's code needs). */
const reloadPage = () => window.location.reload();

/**
 * No endless loader: true once the loader has been shown for `LOADING_BOUND_MS` (the event log
 * records it), with `retry` to ask again, which also starts the bound anew.
 */
export function useLoadingBound(
  where: string,
  onRetry: () => void = reloadPage,
): { timedOut: boolean; retry: () => void } {
  const dispatch = useAppDispatch();
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setTimedOut(true);
      dispatch(loadingTimedOut({ where, afterMs: LOADING_BOUND_MS }));
    }, LOADING_BOUND_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, where, round]);
  const retry = useCallback(() => {
    dispatch(loadingRetried({ where }));
    setTimedOut(false);
    setRound((r) => r + 1);
    onRetry();
  }, [dispatch, where, onRetry]);
  return { timedOut, retry };
}
