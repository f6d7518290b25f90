import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';
import { pageDataFor, type CatalogueNamer } from '../catalogue/pages';
import type { CatalogueStore } from '../catalogue/store';
import { makeCacheable } from './cacheable';
import { describe } from '../schemas/answers';
import { cacheable, PageData } from '../../src/domain/schemas/catalogue';
import { berlinDay } from '../../src/domain/berlin-day';

const ITEM_PAGES: Record<string, string> = { hardware: 'Hardware zu', options: 'Optionen zu' };

/** Tariff lists by their category's title, a device by its name, a landline tariff (and its item pages) by the tariff's. */
const namer =
  (store: CatalogueStore): CatalogueNamer =>
  ([section, kind, category, slug, items]) => {
    const title = category ? store.seed.categoryTitles[category] : undefined;
    if (!category || !title || kind === undefined) return undefined;
    if (section === 'unterwegs' && kind === 'tarife') return slug ? undefined : title;
    if (section === 'unterwegs' && kind === 'geraete')
      return slug ? store.device(category, slug)?.product_name : `${title} mit Vertrag`;
    if (section !== 'zuhause' || kind !== 'tarife') return undefined;
    if (!slug) return title;
    const tariff = store.tariffBySlug(category, slug)?.product_name;
    if (!tariff || items === undefined) return tariff;
    return ITEM_PAGES[items] ? `${ITEM_PAGES[items]} ${tariff}` : undefined;
  };

export const pageRoutes: FastifyPluginAsync<AppDeps> = async (app, { catalogue, now }) => {
  makeCacheable(app, now, berlinDay);

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/pages',
    {
      schema: {
        querystring: Type.Object({ path: Type.String({ maxLength: 300 }) }),
        ...describe(
          { operationId: 'getPageData', summary: 'The metadata of a shop page', tags: ['Catalogue'] },
          cacheable(PageData),
        ),
      },
    },
    async (request) => pageDataFor(request.query.path, catalogue.seed.stages, namer(catalogue)),
  );
};
