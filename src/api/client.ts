import type { AxiosRequestConfig } from 'axios';
import { NO_ANSWER, type ApiResult } from '../domain/api-error';
import { loadCode } from './load-code';

/**
 * axios is not needed to paint a page: it loads with the first request
 * ("less JavaScript before the first interaction"). The service worker precaches its
 * chunk, so a request made offline still gets the usual network error, not a failed import.
 */
const loadHttp = () => loadCode(() => import('./http'));

/** The one request helper: resolves to a result, never throws into the sagas. */
export async function request<T>(config: AxiosRequestConfig): Promise<ApiResult<T>> {
  const http = await loadHttp().catch(() => null);
  if (!http) return { ok: false, error: NO_ANSWER };
  return http.send<T>(config);
}
