import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';
import { StringEnum } from '../http-schemas';
import { describe } from '../schemas/answers';

export const healthRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const schema = describe(
    { operationId: 'getHealth', summary: 'Liveness: the server answers and reaches its database', tags: ['Operations'] },
    { 200: Type.Object({ status: Type.Literal('ok'), database: StringEnum(['pglite', 'postgres'] as const) }) },
  );
  app.get('/health', { schema }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });
};
