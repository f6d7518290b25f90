import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';

export const healthRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get('/health', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });
};
