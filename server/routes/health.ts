import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';
import { StringEnum } from '../../src/domain/schemas/string-enum';
import { describe } from '../schemas/answers';
import { ApiError } from '../errors';

const stopping = () =>
  new ApiError(
    503,
    'BackendUnavailableException',
    'Der Server wird gerade beendet. Bitte versuchen Sie es gleich noch einmal.',
  );

export const healthRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, drain }) => {
  const schema = describe(
    {
      operationId: 'getHealth',
      summary: 'Liveness: the server answers and reaches its database',
      tags: ['Operations'],
    },
    { 200: Type.Object({ status: Type.Literal('ok'), database: StringEnum(['pglite', 'postgres'] as const) }) },
  );
  app.get('/health', { schema }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });

  // Readiness: may this process be sent new work? No once it has been asked to stop.
  const readiness = describe(
    {
      operationId: 'getReadiness',
      summary: 'Readiness: whether this process takes new work (503 once it drains for a stop)',
      tags: ['Operations'],
    },
    {
      200: Type.Object({ status: Type.Literal('ready') }),
    },
    503,
  );
  app.get('/health/ready', { schema: readiness }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // An error like every other (the shared shape): a probe reads the status, a person the message.
    if (drain.draining) return reply.status(503).header('Retry-After', '1').send(stopping().toBody(request.id));
    await db.query('SELECT 1');
    return { status: 'ready' };
  });
};
