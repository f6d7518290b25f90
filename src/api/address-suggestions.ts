import type { SuggestionQuery, Suggestions } from '../domain/address-suggestions';
import { request } from './client';

/** Suggestions from the address book; `signal` cancels a request a newer one has superseded. */
export const fetchAddressSuggestions = (query: SuggestionQuery, signal: AbortSignal) =>
  request<Suggestions>({
    method: 'POST',
    url: '/landline/new-customer/new-contract/address-suggestions',
    data: query,
    signal,
    skipAuth: true,
  });
