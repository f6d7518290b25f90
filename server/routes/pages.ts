import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';
import { pageDataFor } from '../catalogue/pages';
import { makeCacheable } from './cacheable';
import { describe } from '../schemas/answers';
import { cacheable, PageData } from '../schemas/catalogue';

export const pageRoutes: FastifyPluginAsync<AppDeps> = async (app, { catalogue }) => {
  makeCacheable(app);

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/pages',
    {
      schema: {
        querystring: Type.Object({ path: Type.String({ maxLength: 300 }) }),
        ...describe({ operationId: 'getPageData', summary: 'The metadata of a shop page', tags: ['Catalogue'] }, cacheable(PageData)),
      },
    },
    async (request) => pageDataFor(request.query.path, catalogue.seed.stages),
  );
};
