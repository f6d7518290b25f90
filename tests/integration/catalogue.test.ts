import type { DeviceList, ResourceData, TariffList } from '../../src/domain/catalogue-resources';
import type { PageDataAnswer } from '../../src/domain/api-answers';
import type { ErrorAnswer } from '../support/answers';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { loadCatalogue, seedCatalogue } from '../../server/db/catalogue';
import { CATALOGUE_SEED } from '../../server/catalogue/seed';
import type { CatalogueSeed } from '../../server/catalogue/store';
import type { Device, OptionItem, Tariff } from '../../src/domain/catalogue-types';
import { DATABASE_TARGETS, openTestDatabase } from '../support/databases';
import { checkAnswersAgainstDocument } from '../support/contract';

/** A landline tariff of our own, so hardware and options are served through the store like B's seed will be. */
const ROUTER: OptionItem = {
  concrete_product_id: 'HW-TEST-ROUTER',
  product_name: 'Test-Router',
  kind: 'hardware',
  mandatory: true,
  conditions: [{ type: 'monthly', amount_cents: 695 }],
};
const FIBRE: Tariff = {
  ...CATALOGUE_SEED.tariffs[0],
  concrete_product_id: 'TL-TEST-FIBRE',
  slug: 'test-glasfaser',
  category: 'glasfaser-tarife',
  product_name: 'Test Glasfaser',
  data_volume: undefined,
  bandwidth: {
    download_mbit: 1000,
    upload_mbit: 200,
    normal: { download_mbit: 800, upload_mbit: 160 },
    minimum: { download_mbit: 500, upload_mbit: 100 },
  },
  hardware_ids: ['HW-TEST-ROUTER'],
  option_ids: ['OP-VIDEO-STREAMING'],
};
const SEED: CatalogueSeed = {
  ...CATALOGUE_SEED,
  tariffs: [...CATALOGUE_SEED.tariffs, FIBRE],
  items: [...CATALOGUE_SEED.items, ROUTER],
};

const slugsOf = (body: { devices: Device[] }) => body.devices.map((d) => d.slug);

describe.each(DATABASE_TARGETS)('catalogue API on $name', (target) => {
  let db: Database;
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers });

  beforeAll(async () => {
    db = await openTestDatabase(target);
    await seedCatalogue(db, SEED);
    app = checkAnswersAgainstDocument(await buildApp({ db, config: readConfig(), catalogue: await loadCatalogue(db) }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('seeds once, even when two processes start together, and reads back exactly the seed', async () => {
    const again = await Promise.all([seedCatalogue(db, SEED), seedCatalogue(db, SEED)]);
    expect(again).toEqual([false, false]);
    const store = await loadCatalogue(db);
    expect(store.seed).toEqual(JSON.parse(JSON.stringify(SEED)));
  });

  it('replaces the catalogue exactly once when a deployment changes the seed', async () => {
    const changed = { ...SEED, categoryTitles: { ...SEED.categoryTitles, daten: 'Datentarife neu' } };
    expect(await Promise.all([seedCatalogue(db, changed), seedCatalogue(db, changed)])).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect((await loadCatalogue(db)).seed.categoryTitles.daten).toBe('Datentarife neu');
    await seedCatalogue(db, SEED);
  });

  it.each([
    ['mobilfunk', ['Mobil XS', 'Mobil S', 'Mobil M', 'Mobil L', 'Mobil XL']],
    ['young', ['Young XS', 'Young S', 'Young M', 'Young L', 'Young XL']],
    [
      'prepaid',
      ['Prepaid M', 'Prepaid L', 'Prepaid XL', 'Prepaid M Vorteil', 'Prepaid L Vorteil', 'Prepaid XL Vorteil'],
    ],
    ['daten', ['Data S', 'Data M', 'Data L']],
  ])('lists the %s tariffs with their title', async (category, names) => {
    const response = await get(`/catalogue/tariffs/${category}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ category: string; title: string; tariffs: Tariff[] }>();
    expect(body.category).toBe(category);
    expect(body.title).toBeTruthy();
    expect(body.tariffs.map((t) => t.product_name)).toEqual(names);
    expect(
      body.tariffs.every((t) => t.data_volume && t.conditions.every((c) => Number.isInteger(c.amount_cents))),
    ).toBe(true);
  });

  it('serves landline tariffs from the same store, with hardware and options looked up by id', async () => {
    const listed = (await get('/catalogue/tariffs/glasfaser-tarife')).json<TariffList>().tariffs as Tariff[];
    expect(listed.map((t) => t.slug)).toContain('test-glasfaser');
    // Every speed the contract must state, in the list and by slug (nothing dropped on the way out).
    expect(listed.find((t) => t.slug === 'test-glasfaser')?.bandwidth).toEqual(FIBRE.bandwidth);
    expect((await get('/catalogue/tariffs/glasfaser-tarife/test-glasfaser')).json<Tariff>().bandwidth).toEqual(
      FIBRE.bandwidth,
    );
    expect(
      (await get('/catalogue/tariffs/glasfaser-tarife/test-glasfaser/hardware')).json<{ items: OptionItem[] }>().items,
    ).toEqual([ROUTER]);
    const options = (await get('/catalogue/tariffs/glasfaser-tarife/test-glasfaser/options')).json<{
      items: OptionItem[];
    }>().items;
    expect(options.map((o) => o.product_name)).toEqual(['Video-Streaming-Option']);
  });

  it('answers a tariff by slug with the spec figures, and 404 for unknown categories and slugs', async () => {
    const young = (await get('/catalogue/tariffs/young/young-m')).json<Tariff>();
    expect(young.conditions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'monthly', from_month: 1, to_month: 36 }),
        expect.objectContaining({ type: 'monthly', from_month: 37, amount_cents: 4495 }),
        expect.objectContaining({ type: 'one_time', amount_cents: 3995 }),
      ]),
    );
    for (const url of [
      '/catalogue/tariffs/unbekannt',
      '/catalogue/tariffs/mobilfunk/mobil-xxl',
      '/catalogue/tariffs/young/mobil-m',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorAnswer>().type).toBe('NotFoundException');
    }
  });

  it('narrows the device list to devices bundled with the chosen tariff', async () => {
    const all = slugsOf((await get('/catalogue/devices/smartphones')).json());
    const xs = slugsOf((await get('/catalogue/devices/smartphones?tariff=TM-MOBIL-XS')).json());
    const xl = slugsOf((await get('/catalogue/devices/smartphones?tariff=TM-MOBIL-XL')).json());
    expect(all.length).toBeGreaterThanOrEqual(16);
    expect(xs).not.toContain('kestrel-k9-fold');
    expect(xs).toContain('ma-smart-lite');
    expect(xl).toContain('kestrel-k9-fold');
    expect(xl).not.toContain('ma-smart-lite');
    expect(xs.length).toBeLessThan(all.length);
    expect((await get('/catalogue/devices/smartphones?tariff=TM-NICHT-DA')).statusCode).toBe(404);
    expect((await get('/catalogue/devices/handys')).statusCode).toBe(404);
  });

  it('filters by manufacturer, colour group and storage; an empty group does not restrict', async () => {
    const list = async (query: string) =>
      (await get(`/catalogue/devices/smartphones?tariff=TM-MOBIL-M${query}`)).json<DeviceList>();
    const unfiltered = await list('');
    expect(unfiltered.filters.company).toHaveLength(5);
    const kestrel = (await list('&company=Kestrel')).devices as Device[];
    expect(kestrel.length).toBeGreaterThan(0);
    expect(kestrel.every((d) => d.manufacturer_informations.company === 'Kestrel')).toBe(true);
    const gold = (await list('&color_group=Gold')).devices as Device[];
    expect(gold.map((d) => d.slug)).toEqual(['aurelon-vista-15-pro', 'aurelon-vista-15-pro-xl']);
    const terabyte = (await list('&storage=1%20TB')).devices as Device[];
    expect(terabyte.every((d) => d.concrete_products.some((p) => p.storage.name === '1 TB'))).toBe(true);
    expect(terabyte.length).toBeLessThan(unfiltered.devices.length);
    const twoMakers = slugsOf(await list('&company=Kestrel&company=Tessera'));
    expect(twoMakers.length).toBe(kestrel.length + (await list('&company=Tessera')).devices.length);
    expect(slugsOf(await list('&company='))).toEqual(slugsOf(unfiltered));
    expect(slugsOf(await list('&company=Kestrel&storage=512%20GB'))).toEqual(['kestrel-k9-plus', 'kestrel-k9-fold']);
  });

  it('sorts devices by sort_index ascending with unsorted devices last', async () => {
    const devices = (await get('/catalogue/devices/smartphones')).json<DeviceList>().devices as Device[];
    const indexes = devices.map((d) => d.properties.sort_index);
    const firstUnsorted = indexes.findIndex((index) => index === undefined);
    expect(firstUnsorted).toBeGreaterThan(0);
    expect(indexes.slice(firstUnsorted).every((index) => index === undefined)).toBe(true);
    const sorted = indexes.slice(0, firstUnsorted) as number[];
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  });

  it('answers a device by slug with its variants, and 404 for an unknown one', async () => {
    const device = (await get('/catalogue/devices/tablets/kestrel-tab-s10')).json<Device>();
    expect(device.concrete_products).toHaveLength(6);
    expect(device.energy_informations.efficiency.class).toMatch(/^[A-G]$/);
    expect((await get('/catalogue/devices/tablets/kestrel-k9')).statusCode).toBe(404);
  });

  it('answers the bundles of a tariff with one cheapest bundle per device', async () => {
    const body = (await get('/catalogue/bundles?tariff=P-MOBIL-M')).json<ResourceData['bundles']>();
    expect(body.tariff_groups).toHaveLength(1);
    const bundles = body.tariff_groups[0].smartphone_bundles as {
      cheapest_bundle: boolean;
      concrete_smartphone_group: { id: string };
      conditions: { amount_cents: number }[];
    }[];
    const groups = new Set(bundles.map((b) => b.concrete_smartphone_group.id));
    expect(bundles.filter((b) => b.cheapest_bundle)).toHaveLength(groups.size);
    const deal = bundles.find((b) => b.concrete_smartphone_group.id === 'SG-AURELON-VISTA-15' && b.cheapest_bundle);
    expect(deal?.conditions[0].amount_cents).toBe(100);
    expect((await get('/catalogue/bundles?tariff=P-UNBEKANNT')).json()).toEqual({ tariff_groups: [] });
  });

  it('serves footnotes, and every footnote tag used anywhere in the catalogue exists', async () => {
    const { footnotes } = (await get('/catalogue/footnotes')).json<{ footnotes: { fn_tag: string; text: string }[] }>();
    const known = new Set(footnotes.map((f) => f.fn_tag));
    const used = new Set<string>();
    JSON.stringify(CATALOGUE_SEED, (key, value: unknown) => {
      const tags = key === 'footnotes' && Array.isArray(value) ? (value as unknown[]) : [];
      if (tags.every((tag): tag is string => typeof tag === 'string')) tags.forEach((tag) => used.add(tag));
      return value;
    });
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((tag) => !known.has(tag))).toEqual([]);
    expect(footnotes.every((f) => /^[A-Z0-9_]+$/.test(f.fn_tag))).toBe(true);
  });

  it('is publicly cacheable with an ETag and answers 304 when it still matches', async () => {
    const first = await get('/catalogue/tariffs/mobilfunk');
    expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const again = await get('/catalogue/tariffs/mobilfunk', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/catalogue/tariffs/mobilfunk', { 'if-none-match': '"anders"' })).statusCode).toBe(200);
  });

  it('puts the section stage into the page data of the start page and the sections only', async () => {
    const stageOf = async (path: string) =>
      (await get(`/pages?path=${encodeURIComponent(path)}`)).json<PageDataAnswer>().stage;
    expect((await stageOf('/'))?.[0].title).toBe(CATALOGUE_SEED.stages['/'][0].title);
    expect(await stageOf('/unterwegs/geraete/smartphones')).toEqual(CATALOGUE_SEED.stages['/unterwegs']);
    expect(await stageOf('/zuhause')).toEqual(CATALOGUE_SEED.stages['/zuhause']);
    expect(await stageOf('/agb')).toBeUndefined();
  });
});
