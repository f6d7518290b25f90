import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { clientErrorHandler, errorHandler, frameworkErrorHandler } from './plugins/error-handler';
import { addJsonBodyParser } from './plugins/json-body';
import { registerRateLimits } from './plugins/rate-limits';
import { addSecurityHeaders } from './plugins/security-headers';
import { ApiErrorSchema } from '../src/domain/schemas/api-error';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';
import type { SchemaCompilers } from './schema-functions';

/** API.md: bodies over 64 KiB are refused with 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** The longest path parameter (order ids are UUIDs, slugs short); longer ones answer 414. */
export const MAX_PARAM_LENGTH = 100;

/** Node checks request and header time-outs on this beat; its default of 30 s would let a slow client stay 30 s longer. */
const timeoutCheckInterval = ({ requestMs, headersMs }: ServerConfig['timeouts']) =>
  Math.max(100, Math.min(1_000, Math.floor(Math.min(requestMs, headersMs) / 4)));

/**
 * Fastify as the shop runs it on the open internet, before any route: client address, time-outs,
 * typed errors (its own included) with the security headers, the guarded JSON parser, rate limits.
 * `schemaCompilers` replaces Fastify's own (server/schema-functions.ts: the build's compiled functions).
 */
export async function createHttpServer(
  config: ServerConfig,
  db: Database,
  logger?: FastifyBaseLogger,
  schemaCompilers?: SchemaCompilers,
): Promise<FastifyInstance> {
  const { timeouts } = config;
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-For counts only from the proxies TRUST_PROXY names; otherwise the socket's address.
    trustProxy: config.trustProxy,
    // Requests that reach a closing server are still served (main.ts drains them); readiness tells balancers to stop.
    return503OnClosing: false,
    // The id is checked in genReqId (kept when valid, else random) and stands in every log line of the request.
    requestIdHeader: false,
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: timeoutCheckInterval(timeouts),
    },
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // A body with a property no route declares is refused (400), never silently stripped or stored.
    ajv: { customOptions: { removeAdditional: false, strictTypes: false } },
    ...(schemaCompilers ? { schemaController: { compilersFactory: schemaCompilers } } : {}),
  });
  app.setErrorHandler(errorHandler);
  // The one error shape, referenced by every route's error answers.
  app.addSchema(ApiErrorSchema);
  // On every answer, so a caller (or a shopper reading an error page) can quote it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  addSecurityHeaders(app);
  addJsonBodyParser(app);
  await registerRateLimits(app, db);
  return app;
}
