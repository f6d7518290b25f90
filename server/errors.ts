/** The one error shape of API.md: HTTP status plus { type, message, fields? } with German texts. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  /** The request's id goes into every body answered to a request, so a shopper can quote it. */
  toBody(requestId?: string): ErrorBody {
    const body: ErrorBody = this.fields
      ? { type: this.type, message: this.message, fields: this.fields }
      : { type: this.type, message: this.message };
    if (requestId) body.request_id = requestId;
    return body;
  }
}

export interface ErrorBody {
  type: string;
  message: string;
  fields?: Record<string, string>;
  /** The request's X-Request-Id (absent only where no request was parsed, such as a malformed one). */
  request_id?: string;
}

export const notFound = (what = 'Die angefragte Ressource wurde nicht gefunden.') =>
  new ApiError(404, 'NotFoundException', what);

export const unauthorized = () => new ApiError(401, 'UnauthorizedException', 'Authentifizierung fehlgeschlagen');

export const sessionExpired = () => new ApiError(403, 'SessionExpiredException', 'Ihre Session ist abgelaufen');

export const malformedRequest = (message = 'Die Anfrage ist ungültig.') =>
  new ApiError(400, 'MalformedRequestException', message);

/** A property that no route or form declares (README "API notes": refused, never stripped). */
export const UNKNOWN_FIELD_MESSAGE = 'Dieses Feld ist nicht vorgesehen.';

export const validationFailed = (fields: Record<string, string>) =>
  new ApiError(400, 'ValidationException', 'Bitte prüfen Sie Ihre Eingaben.', fields);

export const internalError = () =>
  new ApiError(500, 'InternalServerErrorException', 'Ihre Anfrage konnte nicht verarbeitet werden');
