import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';

export const healthRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, drain }) => {
  // Liveness: the process answers and reaches its database.
  app.get('/health', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });

  // Readiness: may this process be sent new work? No once it has been asked to stop.
  app.get('/health/ready', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (drain.draining) return reply.status(503).header('Retry-After', '1').send({ status: 'draining' });
    await db.query('SELECT 1');
    return { status: 'ready' };
  });
};
