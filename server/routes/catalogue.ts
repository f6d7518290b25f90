import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import {
  DEVICE_CATEGORIES,
  isOneOf,
  LANDLINE_TARIFF_CATEGORIES,
  MOBILE_TARIFF_CATEGORIES,
} from '../../src/domain/categories';
import type { Bundles, OptionItem, Tariff } from '../../src/domain/catalogue-types';
import {
  applyFilters,
  bundledProductIds,
  FILTER_KEYS,
  filterOptions,
  narrowToBundles,
  sortDevices,
  type ActiveFilter,
} from '../../src/domain/device-filters';
import type { CatalogueStore } from '../catalogue/store';
import { makeCacheable } from './cacheable';
import { describe } from '../schemas/answers';
import * as Answer from '../../src/domain/schemas/catalogue';
import { berlinDay } from '../../src/domain/berlin-day';

const TARIFF_CATEGORIES = [...MOBILE_TARIFF_CATEGORIES, ...LANDLINE_TARIFF_CATEGORIES];

type ListQuery = Record<string, string | string[] | undefined>;

/** Path segments are looked up in the store; an unknown one answers 404 from the handler. */
const categoryParams = { params: Type.Object({ category: Type.String() }) };
const itemParams = { params: Type.Object({ category: Type.String(), slug: Type.String() }) };

const catalogue = (operationId: string, summary: string, answer: TSchema) =>
  describe({ operationId, summary, tags: ['Catalogue'] }, Answer.cacheable(answer), 404, 414);
/** Filters repeat a key for several values (?company=a&company=b); unknown keys are ignored. */
const oneOrMore = Type.Union([Type.String(), Type.Array(Type.String())]);
const listQuery = Type.Object(
  Object.fromEntries(['tariff', 'device', ...FILTER_KEYS].map((key) => [key, Type.Optional(oneOrMore)])),
);

const asList = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const filtersOf = (query: ListQuery): ActiveFilter[] =>
  FILTER_KEYS.flatMap((key) =>
    asList(query[key])
      .filter(Boolean)
      .map((value) => ({ key, value })),
  );

function tariffOrNotFound(store: CatalogueStore, category: string, slug: string): Tariff {
  const tariff = isOneOf(TARIFF_CATEGORIES, category) ? store.tariffBySlug(category, slug) : undefined;
  if (!tariff) throw notFound('Der Tarif wurde nicht gefunden.');
  return tariff;
}

const itemsOf = (store: CatalogueStore, ids: string[] | undefined): OptionItem[] =>
  (ids ?? []).map((id) => store.item(id)).filter((item): item is OptionItem => item !== undefined);

/** Bundles of the given tariffs, or of every tariff when none is named; optionally only one device's. */
function bundlesOf(store: CatalogueStore, tariffProductIds: string[], smartphoneGroupId?: string): Bundles {
  const groups = tariffProductIds.length
    ? tariffProductIds.flatMap((id) => store.bundlesFor(id).tariff_groups)
    : store.seed.tariffGroups;
  if (!smartphoneGroupId) return { tariff_groups: groups };
  return {
    tariff_groups: groups
      .map((group) => ({
        ...group,
        smartphone_bundles: group.smartphone_bundles.filter(
          (b) => b.concrete_smartphone_group.id === smartphoneGroupId,
        ),
      }))
      .filter((group) => group.smartphone_bundles.length > 0),
  };
}

/** The public catalogue of API.md, served from the in-memory store (ARCHITECTURE.md: no query per request). */
export const catalogueRoutes: FastifyPluginAsync<AppDeps> = async (app, { catalogue: store, now }) => {
  makeCacheable(app, now, berlinDay);

  app.get<{ Params: { category: string } }>(
    '/catalogue/tariffs/:category',
    { schema: { ...categoryParams, ...catalogue('listTariffs', 'The tariffs of a category', Answer.TariffList) } },
    async (request) => {
      const { category } = request.params;
      if (!isOneOf(TARIFF_CATEGORIES, category)) throw notFound('Die Tarifkategorie wurde nicht gefunden.');
      return {
        category,
        title: store.seed.categoryTitles[category] ?? category,
        tariffs: store.tariffsIn(category) ?? [],
      };
    },
  );

  app.get<{ Params: { category: string; slug: string } }>(
    '/catalogue/tariffs/:category/:slug',
    { schema: { ...itemParams, ...catalogue('getTariff', 'One tariff by its slug', Answer.Tariff) } },
    async (request) => tariffOrNotFound(store, request.params.category, request.params.slug),
  );

  app.get<{ Params: { category: string; slug: string } }>(
    '/catalogue/tariffs/:category/:slug/hardware',
    {
      schema: {
        ...itemParams,
        ...catalogue('listTariffHardware', 'The hardware offered with a landline tariff', Answer.ItemList),
      },
    },
    async (request) => ({
      items: itemsOf(store, tariffOrNotFound(store, request.params.category, request.params.slug).hardware_ids),
    }),
  );

  app.get<{ Params: { category: string; slug: string } }>(
    '/catalogue/tariffs/:category/:slug/options',
    {
      schema: {
        ...itemParams,
        ...catalogue('listTariffOptions', 'The options offered with a landline tariff', Answer.ItemList),
      },
    },
    async (request) => ({
      items: itemsOf(store, tariffOrNotFound(store, request.params.category, request.params.slug).option_ids),
    }),
  );

  app.get<{ Params: { category: string }; Querystring: ListQuery }>(
    '/catalogue/devices/:category',
    {
      schema: {
        ...categoryParams,
        querystring: listQuery,
        ...catalogue(
          'listDevices',
          'The devices of a category, optionally those bundled with a tariff and filtered',
          Answer.DeviceList,
        ),
      },
    },
    async (request) => {
      const { category } = request.params;
      if (!isOneOf(DEVICE_CATEGORIES, category)) throw notFound('Die Gerätekategorie wurde nicht gefunden.');
      const tariffId = asList(request.query.tariff)[0];
      let devices = store.devicesIn(category) ?? [];
      if (tariffId) {
        const tariff = store.tariff(tariffId);
        if (!tariff) throw notFound('Der Tarif wurde nicht gefunden.');
        devices = narrowToBundles(devices, bundledProductIds(store.bundlesFor(tariff.properties.product_id)));
      }
      // The choices come from the tariff's list before filtering, so a shopper can widen a filter again.
      return { devices: sortDevices(applyFilters(devices, filtersOf(request.query))), filters: filterOptions(devices) };
    },
  );

  app.get<{ Params: { category: string; slug: string } }>(
    '/catalogue/devices/:category/:slug',
    {
      schema: { ...itemParams, ...catalogue('getDevice', 'One device by its slug, with its variants', Answer.Device) },
    },
    async (request) => {
      const { category, slug } = request.params;
      const device = isOneOf(DEVICE_CATEGORIES, category) ? store.device(category, slug) : undefined;
      if (!device) throw notFound('Das Gerät wurde nicht gefunden.');
      return device;
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/catalogue/bundles',
    {
      schema: {
        querystring: listQuery,
        ...describe(
          {
            operationId: 'listBundles',
            summary: 'Device bundles of the given tariffs (or of all)',
            tags: ['Catalogue'],
          },
          Answer.cacheable(Answer.Bundles),
        ),
      },
    },
    async (request) => bundlesOf(store, asList(request.query.tariff), asList(request.query.device)[0]),
  );

  app.get(
    '/catalogue/footnotes',
    {
      schema: describe(
        { operationId: 'listFootnotes', summary: 'Every footnote text by its tag', tags: ['Catalogue'] },
        Answer.cacheable(Answer.Footnotes),
      ),
    },
    async () => ({ footnotes: store.seed.footnotes }),
  );
};
