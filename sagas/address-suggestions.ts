import { call, cancelled, delay, put } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SuggestionQuery, Suggestions } from '../src/domain/address-suggestions';
import { fetchAddressSuggestions } from '../src/api/address-suggestions';
import { availabilityActions } from '../src/state/availability';
import { callApi, PUBLIC_ONCE } from './api-call';

/** Ask once the shopper pauses typing, not at every key. */
export const SUGGESTION_DEBOUNCE_MS = 250;

/**
 * Run with takeLatest (sagas/availability.ts): debounced by waiting first (a newer key
 * press cancels the wait), and a
 * request a newer one supersedes is aborted. Failures (offline, rate limit) just show nothing.
 */
export function* suggest(action: PayloadAction<SuggestionQuery | null>): Generator {
  const query = action.payload;
  if (!query) {
    yield* put(availabilityActions.suggestionsCleared());
    return;
  }
  yield* delay(SUGGESTION_DEBOUNCE_MS);
  const controller = new AbortController();
  try {
    const result = yield* call(callApi<Suggestions>, PUBLIC_ONCE, fetchAddressSuggestions, query, controller.signal);
    yield* put(
      result.ok ? availabilityActions.suggestionsLoaded(result.data) : availabilityActions.suggestionsCleared(),
    );
  } finally {
    if (yield* cancelled()) controller.abort();
  }
}
