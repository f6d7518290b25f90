import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { RateLimits } from '../config';
import type { Database } from '../db/client';
import { databaseRateLimitStore } from '../db/rate-limit-store';
import { ApiError } from '../errors';

const ONE_MINUTE = 60_000;

export const tooManyRequests = (ttlMs: number) =>
  new ApiError(
    429,
    'TooManyRequestsException',
    `Zu viele Anfragen. Bitte versuchen Sie es in ${Math.max(1, Math.ceil(ttlMs / 1000))} Sekunden erneut.`,
  );

/**
 * @fastify/rate-limit keyed by the real client address (request.ip, which honours
 * X-Forwarded-For only from the proxies TRUST_PROXY names). On PostgreSQL the counters live in
 * the database, shared by every process; PGlite is one process, so memory is enough there.
 */
export async function registerRateLimits(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(db.kind === 'postgres' ? { store: databaseRateLimitStore(db) } : {}),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
}

/** The session the order flow runs in (set by requireSession); the address when there is none yet. */
const sessionKey = (request: FastifyRequest) =>
  request.shopSession ? `session:${request.shopSession.id}` : request.ip;

/**
 * The order flow's writes (initiate-order, step saves, the overview save, submit) share one limit
 * per client address and one per session; runs after requireSession.
 */
export function orderWriteLimit(app: FastifyInstance, limits: RateLimits): preValidationAsyncHookHandler {
  const limiter = (options: CreateRateLimitOptions & { bucket: string }) => app.createRateLimit(options);
  const perAddress = limiter({
    bucket: 'order-writes-address',
    max: limits.orderWritesPerAddress,
    timeWindow: ONE_MINUTE,
  });
  const perSession = limiter({
    bucket: 'order-writes-session',
    max: limits.orderWritesPerSession,
    timeWindow: ONE_MINUTE,
    keyGenerator: sessionKey,
  });
  return async (request) => {
    for (const limit of [perAddress, perSession]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttl);
    }
  };
}
