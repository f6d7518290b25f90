import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { describe } from '../schemas/answers';
import { unauthorized } from '../errors';
import { createSession, refreshSession } from '../db/sessions';
import { bearerToken } from '../plugins/session-auth';
import { BEARER_AUTH, NoBody } from '../http-schemas';
import type { AppDeps } from '../deps';

const tokenAnswer = Type.Object(
  {
    token: Type.String({ description: 'Sent as Authorization: Bearer … on every product call.' }),
    expires_at: Type.Integer({ description: 'Epoch milliseconds, 24 h ahead.' }),
  },
  { examples: [{ token: 'a3f1c0e2-5b7d-4e8a-9c61-2f0d8b4e7a19', expires_at: 1767225600000 }] },
);

export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, now, config }) => {
  app.get(
    '/auth/create-session',
    {
      schema: describe(
        { operationId: 'createSession', summary: 'Start an anonymous session', tags: ['Session'] },
        { 200: tokenAnswer },
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
          { 200: tokenAnswer },
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
