import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';
import { pageDataFor } from '../catalogue/pages';
import { makeCacheable } from './cacheable';
import { berlinDay } from '../../src/domain/promotion-windows';

export const pageRoutes: FastifyPluginAsync<AppDeps> = async (app, { catalogue, now }) => {
  makeCacheable(app, () => berlinDay(now()));

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/pages',
    { schema: { querystring: Type.Object({ path: Type.String({ maxLength: 300 }) }) } },
    async (request) => pageDataFor(request.query.path, catalogue.seed.stages),
  );
};
