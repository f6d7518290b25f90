import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionExpired, unauthorized } from '../errors';
import { findSessionByToken } from '../db/sessions';
import type { Database } from '../db/client';

export interface RequestSession {
  id: string;
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    shopSession?: RequestSession;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * API.md: a missing or unknown token answers 401; an expired one 403, which the browser reads
 * as "session expired" (spec §6).
 */
export function requireSession(db: Database, now: () => number) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const session = await findSessionByToken(db, token);
    if (!session) throw unauthorized();
    const expiresAt = session.expires_at.getTime();
    if (expiresAt <= now()) throw sessionExpired();
    request.shopSession = { id: session.id, expiresAt };
  };
}

/** The session requireSession found; a route behind it that runs without one is refused, never served anonymously. */
export function sessionIdOf(request: FastifyRequest): string {
  if (!request.shopSession) throw unauthorized();
  return request.shopSession.id;
}
