import type { TSchema } from '@sinclair/typebox';

const ERROR_MEANING: Record<number, string> = {
  400: 'MalformedRequestException (wrong content type, broken JSON, a body of the wrong shape) or ValidationException with fields.',
  401: 'UnauthorizedException: no token, or one the server does not know.',
  403: 'SessionExpiredException: the session token has expired.',
  404: 'NotFoundException (or AddressNotFoundException): the path names nothing this API serves.',
  409: 'A conflict: AmbigiousCartEntryException or OrderAlreadySubmittedException.',
  413: 'PayloadTooLargeException: the body is over 64 KiB.',
  414: 'UriTooLongException: a path parameter is too long.',
  422: 'The request is understood but cannot be carried out (see the type).',
  429: 'TooManyRequestsException: the rate limit of this call is reached.',
  500: 'InternalServerErrorException.',
  503: 'BackendUnavailableException: a system behind the shop is not reachable.',
};

/** The shared error schema, by reference, as the answer for each given status. */
export const errorAnswers = (...statuses: number[]): Record<number, object> =>
  Object.fromEntries(
    statuses.map((status) => [status, { $ref: 'ApiError#', description: ERROR_MEANING[status] ?? 'An error.' }]),
  );

const SUCCESS: Record<number, string> = { 200: 'OK.', 201: 'Created.', 202: 'Accepted.' };

/** What may go wrong with any call: a URL or header that cannot be read (400) and the server's own failure (500). */
const ALWAYS = [400, 500];

/** A success answer in more than one media type (JSON or PDF, HTML or PDF), as OpenAPI's `content` writes it. */
export interface ContentAnswer {
  content: Record<string, { schema: object }>;
  description?: string;
}

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  description?: string;
}

/** The route's OpenAPI operation: its name, summary and tag, its success answers and every error status it answers. */
export function describe(
  operation: Operation,
  success: Record<number, TSchema | ContentAnswer>,
  ...errorStatuses: number[]
) {
  const statuses = [...new Set([...ALWAYS, ...errorStatuses])].sort();
  const described = Object.fromEntries(
    Object.entries(success).map(([status, schema]) => [
      status,
      { ...schema, description: schema.description ?? SUCCESS[Number(status)] ?? 'Success.' },
    ]),
  );
  return { ...operation, response: { ...described, ...errorAnswers(...statuses) } };
}
