import type { ApiResult } from '../domain/api-error';
import { request } from './client';

/**
 * The session calls (spec §9: `/zuhause` and `/warenkorb` open a session on arrival) through the
 * one HTTP client of the browser, axios, loaded with the first request (src/api/client.ts): the
 * same bearer token rule, time-out and error shape as every other call, a result that never throws.
 */
export const sessionRequest = <T>(
  method: 'GET' | 'PUT',
  url: string,
  { skipAuth = false } = {},
): Promise<ApiResult<T>> => request<T>({ method, url, skipAuth });
