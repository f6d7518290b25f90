/** A failed call as a plain, serialisable value (never an Error object in an action). */
export interface ApiError {
  /** HTTP status, or 0 when no answer arrived (offline, timeout, aborted). */
  status: number;
  type: string;
  /** The server's own (German) message; '' when it sent none, so that the screen's default applies. */
  message: string;
  fields?: Record<string, string>;
  /** The server's id of the failed request (its X-Request-Id), shown as 'Fehlercode' so a shopper can quote it. */
  requestId?: string;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

const NETWORK_ERROR_TYPE = 'NetworkError';

/** No answer arrived (offline, timeout, aborted, or the request code itself could not load). */
export const NO_ANSWER: ApiError = { status: 0, type: NETWORK_ERROR_TYPE, message: 'Keine Verbindung zum Server.' };
