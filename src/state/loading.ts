import { createAction } from '@reduxjs/toolkit';

/**
 * A loader stayed on screen for its whole bound (src/components/useLoadingBound.ts): recorded in
 * the event log, so a report of "it kept loading" shows where and after how long.
 */
export const loadingTimedOut = createAction<{ where: string; afterMs: number }>('loading/timedOut');
/** The shopper pressed 'Erneut versuchen' on a loader past its bound. */
export const loadingRetried = createAction<{ where: string }>('loading/retried');
