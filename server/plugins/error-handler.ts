import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, internalError, malformedRequest, notFound, validationFailed } from '../errors';

function fieldsOf(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const path = [issue.instancePath.replace(/^\//, '').replaceAll('/', '.'), missing].filter(Boolean).join('.');
    fields[path || error.validationContext || 'body'] = missing
      ? 'Dieses Feld ist erforderlich'
      : 'Dieser Wert ist ungültig';
  }
  return fields;
}

/** Maps every failure to the typed shape of API.md; never an HTML page or a stack trace. */
function toApiError(error: FastifyError | ApiError): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) return validationFailed(fieldsOf(error));
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PayloadTooLargeException', 'Die Anfrage ist zu groß (höchstens 64 KiB).');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'MalformedRequestException', 'Dieser Inhaltstyp wird nicht unterstützt.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return malformedRequest('Der Inhalt der Anfrage ist kein gültiges JSON.');
  }
  if (error.statusCode === 429) return new ApiError(429, 'TooManyRequestsException', error.message);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return malformedRequest();
  }
  return internalError();
}

export function errorHandler(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error);
  if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ type: apiError.type, status: apiError.status }, 'request refused');
  void reply.status(apiError.status).header('Cache-Control', 'no-store').send(apiError.toBody());
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  void reply.status(404).send(notFound(`Nicht gefunden: ${request.method} ${request.url.split('?')[0]}`).toBody());
}
