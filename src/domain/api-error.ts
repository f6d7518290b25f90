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

/** A failed answer as an ApiError: the server's type, message and fields, never an HTTP library's own (English) text. */
export function answerError(status: number, body: unknown): ApiError {
  const fields = body && typeof body === 'object' ? (body as Partial<ApiError>) : {};
  return {
    status,
    type: typeof fields.type === 'string' ? fields.type : `Http${status}`,
    // Without a message of the server each screen shows its German default of spec §8.
    message: typeof fields.message === 'string' ? fields.message : '',
    ...(fields.fields ? { fields: fields.fields } : {}),
    ...(typeof (fields as { request_id?: unknown }).request_id === 'string' ? { requestId: (fields as { request_id: string }).request_id } : {}),
  };
}
