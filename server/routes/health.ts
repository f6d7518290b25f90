import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';
import { StringEnum } from '../http-schemas';
import { describe } from '../schemas/answers';
import { ApiError } from '../errors';

export const healthRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, drain }) => {
  const schema = describe(
    { operationId: 'getHealth', summary: 'Liveness: the server answers and reaches its database', tags: ['Operations'] },
    { 200: Type.Object({ status: Type.Literal('ok'), database: StringEnum(['pglite', 'postgres'] as const) }) },
  );
  app.get('/health', { schema }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });

  // Readiness: may this process be sent new work? No once it has been asked to stop.
  const readiness = describe(
    { operationId: 'getReadiness', summary: 'Readiness: whether this process takes new work (503 once it drains for a stop)', tags: ['Operations'] },
    { 200: Type.Object({ status: Type.Literal('ready') }) },
    503,
  );
  app.get('/health/ready', { schema: readiness }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // The process is stopping: a load balancer sends new work elsewhere.
    if (drain.draining) {
      reply.header('Retry-After', '1');
      throw new ApiError(503, 'ServiceUnavailableException', 'Der Server wird gerade beendet; bitte versuchen Sie es gleich noch einmal.');
    }
    await db.query('SELECT 1');
    return { status: 'ready' };
  });
};
