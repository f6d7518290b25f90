import axios, { type AxiosRequestConfig } from 'axios';
import { NO_ANSWER, type ApiError, type ApiResult } from '../domain/api-error';
import { readCookie, TOKEN_COOKIE } from './cookies';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Spec §7: every product call carries the bearer token unless authentication is skipped. */
    skipAuth?: boolean;
  }
}

/** The axios instance; loaded by src/api/client.ts with the first request, not with the page. */
export const http = axios.create({
  baseURL: typeof __API_BASE_URL__ === 'string' ? __API_BASE_URL__ : '/api',
  withCredentials: true,
  timeout: 20_000,
  headers: { Accept: 'application/json' },
});

http.interceptors.request.use((config) => {
  const token = config.skipAuth ? undefined : readCookie(TOKEN_COOKIE);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** The text fields of an error answer (ApiErrorSchema of src/domain/schemas/api-error.ts), if they are texts. */
function messagesOf(fields: unknown): Record<string, string> | undefined {
  if (typeof fields !== 'object' || fields === null) return undefined;
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A failed answer as an ApiError: the server's type, message and fields, never an HTTP library's own (English) text. */
export function answerError(status: number, body: unknown): ApiError {
  // Read field by field: a proxy or a crashed server may answer with anything, or with HTML.
  const answer: object = typeof body === 'object' && body !== null ? body : {};
  const fields = 'fields' in answer ? messagesOf(answer.fields) : undefined;
  return {
    status,
    type: 'type' in answer && typeof answer.type === 'string' ? answer.type : `Http${status}`,
    // Without a message of the server each screen shows its German default of spec §8.
    message: 'message' in answer && typeof answer.message === 'string' ? answer.message : '',
    ...(fields ? { fields } : {}),
    ...('request_id' in answer && typeof answer.request_id === 'string' ? { requestId: answer.request_id } : {}),
  };
}

function toApiError(error: unknown): ApiError {
  if (axios.isAxiosError(error) && error.response) return answerError(error.response.status, error.response.data);
  return NO_ANSWER;
}

/** One request as a result; never throws. */
export async function send<T>(config: AxiosRequestConfig): Promise<ApiResult<T>> {
  try {
    const response = await http.request<T>(config);
    return { ok: true, data: response.data };
  } catch (error) {
    return { ok: false, error: toApiError(error) };
  }
}
