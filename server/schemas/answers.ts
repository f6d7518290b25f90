import { Type, type TSchema } from '@sinclair/typebox';
import { StringEnum } from '../http-schemas';

/** Every `type` an error answer carries (spec §7, API.md); the browser picks its German notice by it. */
export const ERROR_TYPES = [
  'MalformedRequestException',
  'ValidationException',
  'UnauthorizedException',
  'SessionExpiredException',
  'NotFoundException',
  'AddressNotFoundException',
  'RequestTimeoutException',
  'AmbigiousCartEntryException',
  'OrderAlreadySubmittedException',
  'ConflictException',
  'PayloadTooLargeException',
  'UriTooLongException',
  'IdempotencyKeyReusedException',
  'IncompleteOrderDataException',
  'TariffNotAvailableException',
  'TooManyRequestsException',
  'InternalServerErrorException',
  'BackendUnavailableException',
] as const;

const ERROR_DESCRIPTION = [
  'Every error answer of this API, whatever its status: never an HTML page, never a stack trace.',
  '`type` names the error (the browser chooses its German notice by it), `message` is a German text',
  'a shopper may read, `fields` (ValidationException only) maps each refused field by its dotted',
  'path (e.g. `customer.address.zipcode`) to its German message, and `request_id` is the reference',
  'of the request that a shopper can quote to support.',
].join(' ');

/** The one error shape (server/errors.ts), shared by every 4xx and 5xx answer of the document. */
export const ApiErrorSchema = Type.Object(
  {
    type: { ...StringEnum(ERROR_TYPES), description: 'The error, by name.' },
    message: Type.String({ description: 'A German text for the shopper.' }),
    fields: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'ValidationException: German message by dotted field path.',
      }),
    ),
    request_id: Type.Optional(Type.String({ description: 'The request’s reference, as in the X-Request-Id header.' })),
  },
  {
    $id: 'ApiError',
    title: 'ApiError',
    description: ERROR_DESCRIPTION,
    additionalProperties: false,
    examples: [
      {
        type: 'ValidationException',
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        fields: { 'customer.address.zipcode': 'Bitte geben Sie eine gültige Postleitzahl ein.' },
      },
      { type: 'NotFoundException', message: 'Die Bestellung wurde nicht gefunden.' },
    ],
  },
);

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

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  description?: string;
}

/** The route's OpenAPI operation: its name, summary and tag, its success answers and every error status it answers. */
export function describe(operation: Operation, success: Record<number, TSchema>, ...errorStatuses: number[]) {
  const statuses = [...new Set([...ALWAYS, ...errorStatuses])].sort();
  const described = Object.fromEntries(
    Object.entries(success).map(([status, schema]) => [
      status,
      { ...schema, description: schema.description ?? SUCCESS[Number(status)] ?? 'Success.' },
    ]),
  );
  return { ...operation, response: { ...described, ...errorAnswers(...statuses) } };
}
