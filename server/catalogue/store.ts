import type {
  Bundles,
  ConcreteProduct,
  Device,
  FootnoteEntry,
  OptionItem,
  Promotion,
  StageSlide,
  Tariff,
  TariffGroup,
} from '../../src/domain/catalogue-types';

/** Everything the catalogue holds; seeded into the database on first start, then served from memory. */
export interface CatalogueSeed {
  tariffs: Tariff[];
  devices: Device[];
  tariffGroups: TariffGroup[];
  items: OptionItem[];
  promotions: Promotion[];
  footnotes: FootnoteEntry[];
  stages: Record<string, StageSlide[]>;
  categoryTitles: Record<string, string>;
}

export interface CatalogueStore {
  readonly seed: CatalogueSeed;
  tariffsIn(category: string): Tariff[] | undefined;
  tariff(concreteProductId: string): Tariff | undefined;
  tariffBySlug(category: string, slug: string): Tariff | undefined;
  devicesIn(category: string): Device[] | undefined;
  device(category: string, slug: string): Device | undefined;
  concreteDevice(concreteProductId: string): { device: Device; product: ConcreteProduct } | undefined;
  bundlesFor(tariffProductId: string): Bundles;
  item(concreteProductId: string): OptionItem | undefined;
  promotion(concreteProductId: string): Promotion | undefined;
  footnote(tag: string): FootnoteEntry | undefined;
}

function groupBy<T>(list: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of list) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

/** Lookup maps built once; every read is a map access, no query per request. */
export function createCatalogueStore(seed: CatalogueSeed): CatalogueStore {
  const tariffsByCategory = groupBy(seed.tariffs, (t) => t.category);
  const devicesByCategory = groupBy(seed.devices, (d) => d.category);
  const tariffById = new Map(seed.tariffs.map((t) => [t.concrete_product_id, t]));
  const concrete = new Map(
    seed.devices.flatMap((device) =>
      device.concrete_products.map((product) => [product.concrete_product_id, { device, product }] as const),
    ),
  );
  const itemById = new Map(seed.items.map((i) => [i.concrete_product_id, i]));
  const promotionById = new Map(seed.promotions.map((p) => [p.concrete_product_id, p]));
  const footnoteByTag = new Map(seed.footnotes.map((f) => [f.fn_tag, f]));
  return {
    seed,
    tariffsIn: (category) => tariffsByCategory.get(category),
    tariff: (id) => tariffById.get(id),
    tariffBySlug: (category, slug) => tariffsByCategory.get(category)?.find((t) => t.slug === slug),
    devicesIn: (category) => devicesByCategory.get(category),
    device: (category, slug) => devicesByCategory.get(category)?.find((d) => d.slug === slug),
    concreteDevice: (id) => concrete.get(id),
    bundlesFor: (productId) => ({
      tariff_groups: seed.tariffGroups.filter((g) => g.concrete_tariff_group.properties.product_id === productId),
    }),
    item: (id) => itemById.get(id),
    promotion: (id) => promotionById.get(id),
    footnote: (tag) => footnoteByTag.get(tag),
  };
}
