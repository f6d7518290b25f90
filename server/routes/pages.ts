import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';
import { pageDataFor } from '../catalogue/pages';
import { makeCacheable } from './cacheable';

export const pageRoutes: FastifyPluginAsync<AppDeps> = async (app, { catalogue }) => {
  makeCacheable(app);

  app.get<{ Querystring: { path?: string } }>(
    '/pages',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { path: { type: 'string', maxLength: 300 } },
          required: ['path'],
        },
      },
    },
    async (request) => pageDataFor(request.query.path ?? '/', catalogue.seed.stages),
  );
};
