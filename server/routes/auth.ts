import type { FastifyPluginAsync } from 'fastify';
import { describe } from '../schemas/answers';
import { TokenAnswer } from '../../src/domain/schemas/session';
import { unauthorized } from '../errors';
import { createSession, refreshSession } from '../db/sessions';
import { bearerToken } from '../plugins/session-auth';
import { BEARER_AUTH, NoBody } from '../http-schemas';
import type { AppDeps } from '../deps';

export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, now, config }) => {
  app.get(
    '/auth/create-session',
    {
      schema: describe(
        { operationId: 'createSession', summary: 'Start an anonymous session', tags: ['Session'] },
        { 200: TokenAnswer },
        429,
      ),
      config: { rateLimit: { max: config.rateLimits.sessionsPerMinute, timeWindow: '1 minute' } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return createSession(db, now());
    },
  );

  app.put(
    '/auth/refresh-session',
    {
      schema: {
        body: NoBody,
        security: BEARER_AUTH,
        ...describe(
          { operationId: 'refreshSession', summary: 'Exchange a valid token for a fresh one', tags: ['Session'] },
          { 200: TokenAnswer },
          401,
          413,
        ),
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const issued = await refreshSession(db, token, now());
      if (!issued) throw unauthorized();
      reply.header('Cache-Control', 'no-store');
      return issued;
    },
  );
};
