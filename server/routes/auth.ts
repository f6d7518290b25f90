import type { FastifyPluginAsync } from 'fastify';
import { unauthorized } from '../errors';
import { createSession, refreshSession } from '../db/sessions';
import { bearerToken } from '../plugins/session-auth';
import { BEARER_AUTH, NoBody, refuseAnyBody } from '../http-schemas';
import type { AppDeps } from '../deps';

const tokenAnswer = {
  type: 'object',
  properties: { token: { type: 'string' }, expires_at: { type: 'integer' } },
  required: ['token', 'expires_at'],
} as const;

export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, now, config }) => {
  app.get(
    '/auth/create-session',
    {
      schema: { response: { 200: tokenAnswer } },
      config: { rateLimit: { max: config.rateLimits.sessionsPerMinute, timeWindow: '1 minute' } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return createSession(db, now());
    },
  );

  app.put(
    '/auth/refresh-session',
    { schema: { body: NoBody, security: BEARER_AUTH, response: { 200: tokenAnswer } }, config: { refuse: { body: refuseAnyBody } } },
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
