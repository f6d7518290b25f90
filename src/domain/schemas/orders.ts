import { Type } from '@sinclair/typebox';
import { StringEnum } from './string-enum';
import { PriceCondition } from './catalogue';

/** The order flow's answers (API.md "Order"), with examples of one mobile order from cart to submit. */
const Open = { additionalProperties: true } as const;

export const Address = Type.Object(
  {
    street: Type.String(),
    house_no: Type.String(),
    house_no_suffix: Type.Optional(Type.String()),
    city: Type.String(),
    zipcode: Type.String(),
    district: Type.Optional(Type.String()),
  },
  { examples: [{ street: 'Lindenallee', house_no: '12', zipcode: '53113', city: 'Bonn' }] },
);

/** What a cart line (and an entry the server takes out of the cart) is. */
const CartLineType = StringEnum(['tariff', 'handset', 'option', 'hardware', 'promotion'] as const);

const RemoveFromCart = Type.Object({
  action: Type.Literal('REMOVE_FROM_CART'),
  id: Type.String(),
  type: CartLineType,
});

export const InitiatedOrder = Type.Object(
  {
    status_code: Type.Union([Type.Literal(200), Type.Literal(300)], {
      description:
        '200: the order exists (temp_order_id); 300: items are not combinable any more and should leave the cart (details).',
    }),
    temp_order_id: Type.Optional(Type.String({ format: 'uuid' })),
    details: Type.Array(RemoveFromCart),
    handsets: Type.Optional(Type.Array(Type.Object({ id: Type.String(), bundle_id: Type.String() }))),
  },
  {
    examples: [
      { status_code: 200, temp_order_id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', details: [], handsets: [] },
      { status_code: 300, details: [{ action: 'REMOVE_FROM_CART', id: 'OPT-STREAM', type: 'option' }] },
    ],
  },
);

const CartLine = Type.Object(
  {
    id: Type.String(),
    type: CartLineType,
    name: Type.String(),
    conditions: Type.Array(PriceCondition),
  },
  Open,
);

const PriceSummary = Type.Object(
  {
    positions: Type.Array(
      Type.Object(
        {
          kind: StringEnum(['tariff', 'handset', 'hardware', 'option'] as const),
          id: Type.String(),
          name: Type.String(),
          details: Type.Optional(Type.Array(Type.String())),
          conditions: Type.Array(PriceCondition),
        },
        Open,
      ),
    ),
    monthly: Type.Array(PriceCondition),
    perFourWeeks: Type.Integer(),
    oneTime: Type.Array(Type.Object({ label: Type.String(), amount_cents: Type.Integer() })),
    oneTimeTotal: Type.Integer(),
    termMonths: Type.Integer(),
    totalMonths: Type.Integer(),
    total: Type.Integer(),
    offers: Type.Array(Type.String()),
    credits: Type.Array(Type.Object({ name: Type.String(), amount_cents: Type.Integer(), text: Type.String() })),
  },
  { ...Open, description: 'The order’s prices by the shop’s price model, in integer cents.' },
);

export const OrderStatus = Type.Object(
  {
    steps: Type.Array(Type.String()),
    completed_steps: Type.Array(Type.String()),
    cart: Type.Object(
      {
        tariff: CartLine,
        handset: Type.Union([CartLine, Type.Null()]),
        options: Type.Array(CartLine),
        hardware: Type.Array(CartLine),
        promotions: Type.Array(CartLine),
        connection_address: Type.Optional(Address),
      },
      { ...Open, description: 'The cart as frozen at initiate-order.' },
    ),
    prices: PriceSummary,
    connection_address: Type.Optional(Address),
    contract: Type.Optional(
      Type.Object(
        {
          service: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
          termination: Type.Array(Type.String()),
        },
        {
          description:
            'What the order box states besides the prices (§312j BGB): the service characteristics and the term and termination conditions.',
        },
      ),
    ),
  },
  {
    examples: [
      {
        steps: ['PERSONAL_DATA', 'PAYMENT', 'IDENTIFICATION'],
        completed_steps: ['PERSONAL_DATA'],
        cart: {
          tariff: {
            id: 'TM-MOBIL-M',
            type: 'tariff',
            name: 'MagentaMobil M',
            conditions: [{ type: 'monthly', amount_cents: 3995 }],
          },
          handset: null,
          options: [],
          hardware: [],
          promotions: [],
        },
        prices: {
          positions: [
            {
              kind: 'tariff',
              id: 'TM-MOBIL-M',
              name: 'MagentaMobil M',
              conditions: [{ type: 'monthly', amount_cents: 3995 }],
            },
          ],
          monthly: [{ type: 'monthly', amount_cents: 3995, from_month: 1 }],
          perFourWeeks: 0,
          oneTime: [],
          oneTimeTotal: 0,
          termMonths: 24,
          totalMonths: 24,
          total: 95880,
          offers: [],
          credits: [],
        },
      },
    ],
  },
);

export const FormSchema = Type.Object(
  {
    definitionSchema: Type.Object(
      { steps: Type.Array(Type.Object({ id: Type.String(), title: Type.String() }, Open)) },
      Open,
    ),
    validationSchema: Type.Object(
      { type: Type.Literal('object') },
      { ...Open, description: 'A JSON Schema with errorMessage texts (Ajv).' },
    ),
  },
  { description: 'A step’s form: what to show (definitionSchema) and how to check it (validationSchema).' },
);

export const SavedStep = Type.Object(
  { step: Type.String(), saved: Type.Literal(true) },
  { examples: [{ step: 'PERSONAL_DATA', saved: true }] },
);

export const SubmittedOrder = Type.Object(
  { order_id: Type.String({ description: 'The order number the shopper keeps.' }) },
  { examples: [{ order_id: 'MA-2026-000123' }] },
);

export const ContractSummary = Type.Object(
  {
    title: Type.String(),
    intro: Type.String(),
    provider: Type.String(),
    date: Type.String(),
    sections: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), lines: Type.Array(Type.String()) })),
  },
  {
    description:
      'The EU contract summary (Implementing Regulation (EU) 2019/2243); with Accept: application/pdf, the PDF.',
  },
);
