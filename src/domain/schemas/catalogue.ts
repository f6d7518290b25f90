import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import type { FilterKey } from '../device-filters';
import { StringEnum } from './string-enum';

/**
 * The catalogue entities of spec §3 (src/domain/catalogue-types.ts) as answer schemas. Entities
 * stay open to properties the seed adds later, so that the serialiser never drops one.
 */
/** Public reads carry an ETag; a matching If-None-Match answers 304 without a body. */
export const cacheable = (answer: TSchema) => ({
  200: answer,
  304: Type.Null({ description: 'Not modified: the If-None-Match ETag still matches; no body.' }),
});

const Entity = <T extends TProperties>(properties: T, description?: string) =>
  Type.Object(properties, { additionalProperties: true, ...(description ? { description } : {}) });

const Tags = Type.Array(Type.String(), { description: 'Footnote tags (spec §3 fn_tag).' });

export const PriceCondition = Entity(
  {
    type: StringEnum(['monthly', 'one_time'] as const),
    amount_cents: Type.Integer({ description: 'Integer euro cents.' }),
    from_month: Type.Optional(Type.Integer({ minimum: 1 })),
    to_month: Type.Optional(Type.Integer({ minimum: 1 })),
    label: Type.Optional(Type.String()),
    footnotes: Type.Optional(Tags),
    period: Type.Optional(Type.Literal('four_weeks')),
  },
  'One price step: “1.–3. Monat 9,95 €, ab 4. Monat 39,95 €” is two of them.',
);
const Conditions = Type.Array(PriceCondition);

const Promotion = Entity({
  concrete_product_id: Type.String(),
  product_name: Type.String(),
  description: Type.Optional(Type.String()),
  kind: StringEnum(['device_offer', 'cashback', 'trade_in', 'data_bonus'] as const),
  credit_cents: Type.Optional(Type.Integer()),
  credit_when: Type.Optional(Type.String()),
  device_price_cents: Type.Optional(Type.Integer()),
  device_slugs: Type.Optional(
    Type.Array(Type.String(), { description: 'Trade-in: the devices (by slug) it applies to.' }),
  ),
  conditions: Conditions,
  footnotes: Type.Optional(Tags),
  valid_from: Type.Optional(Type.String({ description: 'First day on offer (yyyy-MM-dd, German time).' })),
  valid_until: Type.Optional(Type.String({ description: 'Last day on offer (yyyy-MM-dd, German time).' })),
});

const Bounds = Type.Object({ min: Type.Integer(), max: Type.Integer() });

const Speed = Type.Object({ download_mbit: Type.Number(), upload_mbit: Type.Number() }, { description: 'Mbit/s.' });

export const Tariff = Entity({
  concrete_product_id: Type.String(),
  slug: Type.String(),
  category: Type.String(),
  product_name: Type.String(),
  description: Type.Optional(Type.String()),
  conditions: Conditions,
  properties: Entity({
    product_id: Type.String(),
    sublevel: StringEnum(['NO_DEVICE', 'WITH_DEVICE', 'PREPAID', 'DATA', 'LANDLINE'] as const),
    sort_index: Type.Optional(Type.Number()),
    min_term_months: Type.Integer(),
  }),
  data_volume: Type.Optional(Type.String()),
  bandwidth: Type.Optional(
    Type.Object(
      {
        download_mbit: Type.Number(),
        upload_mbit: Type.Number(),
        normal: Speed,
        minimum: Speed,
      },
      {
        description:
          'Fixed-line tariffs: the maximum speed, with the normally available and the minimum speed (TK-Transparenzverordnung).',
      },
    ),
  ),
  highlights: Type.Array(Type.String()),
  footnotes: Tags,
  age_limits: Type.Optional(Bounds),
  possible_promotions: Type.Array(Promotion),
  incentives: Type.Array(Promotion),
  price_window: Type.Optional(
    Type.Object(
      { valid_from: Type.String(), valid_until: Type.String(), regular_conditions: Conditions },
      {
        description:
          'Introductory or Young price: outside these days the tariff is offered and charged at regular_conditions.',
      },
    ),
  ),
  hardware_ids: Type.Optional(Type.Array(Type.String())),
  option_ids: Type.Optional(Type.Array(Type.String())),
});

export const OptionItem = Entity({
  concrete_product_id: Type.String(),
  product_name: Type.String(),
  description: Type.Optional(Type.String()),
  kind: StringEnum(['option', 'hardware'] as const),
  mandatory: Type.Boolean(),
  grouping_id: Type.Optional(Type.String()),
  conditions: Conditions,
  footnotes: Type.Optional(Tags),
  requires_german_residence: Type.Optional(Type.Boolean()),
});

const ConcreteProduct = Entity({
  concrete_product_id: Type.String(),
  color: Type.Object({ color: Type.String(), color_group: Type.String(), hex: Type.String() }),
  storage: Type.Object({ name: Type.String() }),
  image: Type.String(),
  gallery: Type.Array(Type.String()),
});

export const Device = Entity({
  slug: Type.String(),
  category: Type.String(),
  product_name: Type.String(),
  description: Type.Optional(Type.String()),
  properties: Entity({ sort_index: Type.Optional(Type.Number()), smartphone_group_id: Type.String() }),
  manufacturer_informations: Type.Object({ company: Type.String() }),
  technical_specifications: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  legal_information: Type.String(),
  energy_informations: Entity({
    powersupply: Type.String(),
    efficiency: Type.Object({ class: StringEnum(['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const) }),
    information_sheet: Type.String(),
    product_sheet: Type.String(),
  }),
  concrete_products: Type.Array(ConcreteProduct),
});

export const TariffList = Type.Object({ category: Type.String(), title: Type.String(), tariffs: Type.Array(Tariff) });

export const ItemList = Type.Object({ items: Type.Array(OptionItem) });

/** The values one filter of the device list offers (src/domain/device-filters.ts). */
const FilterValues = Type.Array(Type.String());

export const DeviceList = Type.Object({
  devices: Type.Array(Device),
  filters: Type.Object({
    company: FilterValues,
    color_group: FilterValues,
    storage: FilterValues,
  } satisfies Record<FilterKey, TSchema>),
});

export const Bundles = Type.Object({
  tariff_groups: Type.Array(
    Entity({
      concrete_tariff_group: Type.Object({ properties: Type.Object({ product_id: Type.String() }) }),
      smartphone_bundles: Type.Array(
        Entity({
          bundle_id: Type.String(),
          cheapest_bundle: Type.Boolean(),
          concrete_smartphone_group: Type.Object({ id: Type.String() }),
          concrete_product_ids: Type.Array(Type.String()),
          conditions: Conditions,
          offer: Type.Optional(
            Type.Object(
              { promotion_id: Type.String(), regular_conditions: Conditions },
              { description: 'A promotion’s price: outside its window the bundle has its regular conditions.' },
            ),
          ),
        }),
      ),
    }),
  ),
});

export const Footnotes = Type.Object({
  footnotes: Type.Array(Type.Object({ fn_tag: Type.String(), text: Type.String({ description: 'German HTML.' }) })),
});

export const PageData = Type.Object({
  name: Type.String(),
  description: Type.String(),
  image: Type.String(),
  url: Type.String(),
  stage: Type.Optional(
    Type.Array(
      Type.Object({
        title: Type.String(),
        text: Type.String(),
        image: Type.String(),
        link: Type.Object({ label: Type.String(), to: Type.String() }),
      }),
    ),
  ),
});
