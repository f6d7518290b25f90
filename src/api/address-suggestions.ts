import type { SuggestionQuery } from '../domain/address-suggestions';
import type { SuggestionsAnswer } from '../domain/api-answers';
import { request } from './client';

/** Suggestions from the address book; `signal` cancels a request a newer one has superseded. */
export const fetchAddressSuggestions = (query: SuggestionQuery, signal: AbortSignal) =>
  request<SuggestionsAnswer>({
    method: 'POST',
    url: '/landline/new-customer/new-contract/address-suggestions',
    data: query,
    signal,
    skipAuth: true,
  });
