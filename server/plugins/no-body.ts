import type { FastifyRequest } from 'fastify';
import { malformedRequest, UNKNOWN_FIELD_MESSAGE, validationFailed } from '../errors';

/**
 * For routes that take no body (submit, refresh-session): a body with properties is refused like
 * an unknown property anywhere else (README "API notes"); none, or `{}`, is fine.
 */
export async function refuseBodyProperties(request: FastifyRequest): Promise<void> {
  const { body } = request;
  if (body === undefined || body === null) return;
  if (typeof body !== 'object' || Array.isArray(body)) throw malformedRequest('Diese Anfrage hat keinen Inhalt.');
  const unknown = Object.keys(body);
  if (unknown.length) throw validationFailed(Object.fromEntries(unknown.map((key) => [key, UNKNOWN_FIELD_MESSAGE])));
}
