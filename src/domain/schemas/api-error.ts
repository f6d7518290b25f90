import { Type } from '@sinclair/typebox';
import { StringEnum } from './string-enum';

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
