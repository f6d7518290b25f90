import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ErrorObject } from 'ajv';
import type { SchemaNode } from '../../src/domain/form-schema';
import { ApiError, internalError, malformedRequest, notFound, validationFailed } from '../errors';
import { fieldErrorsOf } from '../forms/validator';
import { defaultSecurityHeaders } from './security-headers';
import { REQUEST_ID_HEADER } from '../request-id';

/** The property a `required` refusal names (Ajv's params are whatever its keyword sets). */
function missingProperty(issue: FastifySchemaValidationError | undefined): string | undefined {
  const missing = issue?.params.missingProperty;
  return typeof missing === 'string' ? missing : undefined;
}

/** API.md: the Idempotency-Key is a UUID; submit needs one. */
function headerRefusal(issue: FastifySchemaValidationError | undefined): ApiError {
  const missing = missingProperty(issue);
  if (missing === 'idempotency-key') return malformedRequest('Der Header Idempotency-Key fehlt.');
  if (issue?.instancePath === '/idempotency-key') return malformedRequest('Der Idempotency-Key muss eine UUID sein.');
  return malformedRequest();
}

/** Refusals of the cart's shape name the part of the cart (API.md: MalformedRequestException). */
function cartRefusal(issue: FastifySchemaValidationError): ApiError {
  const [part, field] = issue.instancePath.split('/').slice(1);
  if (part === 'context') return malformedRequest('Der Kontext der Anfrage ist ungültig.');
  return malformedRequest(`Ihr Warenkorb enthält ungültige Werte (${field ?? missingProperty(issue) ?? 'cart'}).`);
}

/**
 * A body the schema refuses: a property nobody declares is a ValidationException at its field
 * (never stripped); a body of the wrong kind, or a cart of the wrong shape, is malformed; any
 * other value is a ValidationException at its field, in the texts of the schema that refused it.
 */
function bodyRefusal(issues: FastifySchemaValidationError[], schema: unknown): ApiError {
  const unknown = issues.filter((issue) => issue.keyword === 'additionalProperties');
  if (unknown.length) return validationFailed(fieldErrorsOf(schema as SchemaNode, unknown as ErrorObject[]));
  const first = issues[0];
  if (!first || (first.instancePath === '' && first.keyword !== 'required')) {
    return malformedRequest('Der Inhalt der Anfrage hat nicht die erwartete Form.');
  }
  const part = first.instancePath.split('/')[1] ?? missingProperty(first);
  if (part === 'cart' || part === 'context') return cartRefusal(first);
  return validationFailed(fieldErrorsOf(schema as SchemaNode, issues as ErrorObject[]));
}

/**
 * Schema refusals in the spec's types, by where the refused value sits: a path that names nothing
 * this API serves (an unknown line, a malformed id) is a 404 as a wrong id is; headers, body and
 * query string as API.md describes them.
 */
function validationRefusal(error: FastifyError, request: FastifyRequest): ApiError {
  const issues = error.validation ?? [];
  const context = error.validationContext;
  if (context === 'params') return notFound();
  if (context === 'headers') return headerRefusal(issues[0]);
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[context ?? 'body'];
  if (context === 'body') return bodyRefusal(issues, schema);
  return validationFailed(fieldErrorsOf(schema as SchemaNode, issues as ErrorObject[]));
}

const notJson = () => malformedRequest('Der Inhalt der Anfrage ist kein gültiges JSON.');

/** Fastify's own errors by code, in the typed shape (API.md: wrong content type or broken JSON is a 400). */
const FRAMEWORK_ERRORS: Record<string, () => ApiError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new ApiError(413, 'PayloadTooLargeException', 'Die Anfrage ist zu groß (höchstens 64 KiB).'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => malformedRequest('Dieser Inhaltstyp wird nicht unterstützt.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => malformedRequest('Die Länge des Inhalts stimmt nicht.'),
  FST_ERR_CTP_INVALID_JSON_BODY: notJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: notJson,
  FST_ERR_BAD_URL: () => malformedRequest('Die Adresse der Anfrage ist ungültig.'),
  FST_ERR_MAX_PARAM_LENGTH: () => new ApiError(414, 'UriTooLongException', 'Die Adresse der Anfrage ist zu lang.'),
};

/** Maps every failure to the typed shape of API.md; never an HTML page or a stack trace. */
function toApiError(error: FastifyError | ApiError, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) return validationRefusal(error, request);
  const framework = FRAMEWORK_ERRORS[error.code];
  if (framework) return framework();
  if (error.statusCode === 429) return new ApiError(429, 'TooManyRequestsException', error.message);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return malformedRequest();
  }
  return internalError();
}

export function errorHandler(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error, request);
  if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ type: apiError.type, status: apiError.status }, 'request refused');
  void reply.status(apiError.status).header('Cache-Control', 'no-store').send(apiError.toBody(request.id));
}

/**
 * Fastify's router errors (a URL that does not decode, an over-long parameter) skip the hooks,
 * so the security headers are set here before the typed answer.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(defaultSecurityHeaders()).header(REQUEST_ID_HEADER, request.id);
  errorHandler(error, request, reply);
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  void reply
    .status(404)
    .send(notFound(`Nicht gefunden: ${request.method} ${request.url.split('?')[0]}`).toBody(request.id));
}

/** A client that is too slow (408) or sends no HTTP at all (400) gets the typed shape too, then the socket closes. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const apiError =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? new ApiError(408, 'RequestTimeoutException', 'Die Anfrage hat zu lange gedauert.')
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? new ApiError(431, 'MalformedRequestException', 'Die Kopfzeilen der Anfrage sind zu groß.')
        : malformedRequest();
  const body = JSON.stringify(apiError.toBody());
  const headers = {
    ...defaultSecurityHeaders(),
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  };
  if (socket.writable) {
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}\r\n${head}\r\n\r\n${body}`);
  }
  socket.destroy();
}
