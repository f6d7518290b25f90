import { answerError, NO_ANSWER, type ApiResult } from '../domain/api-error';
import { readCookie, TOKEN_COOKIE } from './cookies';

/** As the axios instance of src/api/http.ts. */
const TIMEOUT_MS = 20_000;

/**
 * The session calls, with the browser's fetch instead of axios: `/zuhause` and `/warenkorb` open a
 * session on arrival (spec §9), and axios (about 21 KB gzip) would otherwise load with the page
 * (issue 13). Same contract as src/api/client.ts: JSON, the bearer token unless `skipAuth`, a
 * result that never throws.
 */
export async function sessionRequest<T>(method: 'GET' | 'PUT', url: string, { skipAuth = false } = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = skipAuth ? undefined : readCookie(TOKEN_COOKIE);
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`${__API_BASE_URL__}${url}`, { method, headers, credentials: 'include', signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a proxy's error page): the status alone tells.
    }
    return response.ok ? { ok: true, data: body as T } : { ok: false, error: answerError(response.status, body) };
  } catch {
    return { ok: false, error: NO_ANSWER };
  }
}
