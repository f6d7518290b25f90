import { createHash } from 'node:crypto';
import type { Database } from './client';
import { CATALOGUE_SEED } from '../catalogue/seed';
import { createCatalogueStore, type CatalogueSeed, type CatalogueStore } from '../catalogue/store';

/** Any constant works; it only has to be the same in every process seeding the catalogue. */
const SEED_LOCK_KEY = 4_711_2010;

type Kind = 'tariff' | 'device' | 'tariff_group' | 'item' | 'promotion' | 'footnote' | 'stage' | 'category_title';

interface Entry {
  kind: Kind;
  entry_key: string;
  position: number;
  body: unknown;
}

function entriesOf(seed: CatalogueSeed): Entry[] {
  const of = <T>(kind: Kind, list: T[], key: (item: T) => string, body: (item: T) => unknown = (item) => item) =>
    list.map((item, position) => ({ kind, entry_key: key(item), position, body: body(item) }));
  return [
    ...of('tariff', seed.tariffs, (t) => t.concrete_product_id),
    ...of('device', seed.devices, (d) => `${d.category}/${d.slug}`),
    ...of('tariff_group', seed.tariffGroups, (g) => g.concrete_tariff_group.properties.product_id),
    ...of('item', seed.items, (i) => i.concrete_product_id),
    ...of('promotion', seed.promotions, (p) => p.concrete_product_id),
    ...of('footnote', seed.footnotes, (f) => f.fn_tag),
    ...of(
      'stage',
      Object.entries(seed.stages),
      ([route]) => route,
      ([, slides]) => slides,
    ),
    ...of(
      'category_title',
      Object.entries(seed.categoryTitles),
      ([category]) => category,
      ([, title]) => title,
    ),
  ];
}

export const catalogueHash = (seed: CatalogueSeed) => createHash('sha256').update(JSON.stringify(seed)).digest('hex');

/**
 * Writes the seed on first start, and again only when a deployment changed it. Safe when several
 * processes start together: an advisory lock serialises them and the later ones find the hash stored.
 * Returns whether it wrote anything.
 */
export async function seedCatalogue(db: Database, seed: CatalogueSeed = CATALOGUE_SEED): Promise<boolean> {
  const hash = catalogueHash(seed);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const { rows } = await tx.query<{ seed_hash: string }>('SELECT seed_hash FROM catalogue_meta WHERE id = 1');
    if (rows[0]?.seed_hash === hash) return false;
    await tx.query('DELETE FROM catalogue_entries');
    await tx.query(
      `INSERT INTO catalogue_entries (kind, entry_key, position, body)
       SELECT kind, entry_key, position, body FROM jsonb_to_recordset($1::jsonb)
         AS e(kind text, entry_key text, position integer, body jsonb)`,
      [JSON.stringify(entriesOf(seed))],
    );
    await tx.query(
      `INSERT INTO catalogue_meta (id, seed_hash, seeded_at) VALUES (1, $1, now())
       ON CONFLICT (id) DO UPDATE SET seed_hash = EXCLUDED.seed_hash, seeded_at = EXCLUDED.seeded_at`,
      [hash],
    );
    return true;
  });
}

/** Reads the catalogue back into memory, in seed order. */
export async function loadCatalogue(db: Database): Promise<CatalogueStore> {
  const { rows } = await db.query<{ kind: Kind; entry_key: string; body: never }>(
    'SELECT kind, entry_key, body FROM catalogue_entries ORDER BY kind, position',
  );
  const bodies = (kind: Kind) => rows.filter((row) => row.kind === kind).map((row) => row.body);
  const record = (kind: Kind) =>
    Object.fromEntries(rows.filter((row) => row.kind === kind).map((row) => [row.entry_key, row.body]));
  return createCatalogueStore({
    tariffs: bodies('tariff'),
    devices: bodies('device'),
    tariffGroups: bodies('tariff_group'),
    items: bodies('item'),
    promotions: bodies('promotion'),
    footnotes: bodies('footnote'),
    stages: record('stage'),
    categoryTitles: record('category_title'),
  });
}
