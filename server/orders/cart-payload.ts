import { Type, type Static } from '@sinclair/typebox';
import type { Address } from '../../src/domain/address';
import { ApiError, malformedRequest } from '../errors';

/** Spec §7 "Cart payload" after its shape is checked: ids only. */
export interface CartRequest {
  tariffId: string;
  handsetIds: string[];
  optionIds: string[];
  hardwareIds: string[];
  promotionIds: string[];
  trackingId?: string;
  /** Landline: the checked address the tariff was chosen for. */
  connectionAddress?: Address;
}

const ambiguousEntry = (what: string) =>
  new ApiError(409, 'AmbigiousCartEntryException', `Der Warenkorb enthält mehr als ${what}.`);

const Entry = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
const Entries = Type.Array(Entry, { maxItems: 50 });
const text = (maxLength: number, minLength = 0) => Type.String({ maxLength, ...(minLength ? { minLength } : {}) });

/**
 * cart.connection_address: the address fields as the availability check takes them. propertyNames
 * rather than additionalProperties: a foreign field here makes the cart malformed (API.md), not a form error.
 */
const ConnectionAddress = Type.Object(
  {
    street: text(80, 1),
    house_no: text(10, 1),
    house_no_suffix: Type.Optional(text(10)),
    zipcode: text(10, 1),
    city: text(60, 1),
    district: Type.Optional(text(60)),
  },
  { propertyNames: { enum: ['street', 'house_no', 'house_no_suffix', 'zipcode', 'city', 'district'] } },
);

/** Spec §7: one tariff is an object; several can only arrive as a list (refused as ambiguous below). */
export const CartRequestBody = Type.Object(
  {
    cart: Type.Object(
      {
        tariff: Type.Union([Entry, Entries]),
        handsets: Type.Optional(Entries),
        options: Type.Optional(Entries),
        hardware: Type.Optional(Entries),
        promotions: Type.Optional(Entries),
        connection_address: Type.Optional(ConnectionAddress),
      },
      { additionalProperties: false },
    ),
    context: Type.Optional(Type.Object({ tracking_id: Type.Optional(Type.String()) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

type CartRequestBody = Static<typeof CartRequestBody>;

const idsOf = (entries: { id: string }[] | undefined) => (entries ?? []).map((entry) => entry.id);

/** What the schema cannot say: exactly one tariff, at most one handset; whether the ids exist is the cart check's business. */
export function cartRequestOf({ cart, context }: CartRequestBody): CartRequest {
  const tariffs = Array.isArray(cart.tariff) ? idsOf(cart.tariff) : [cart.tariff.id];
  if (tariffs.length > 1) throw ambiguousEntry('einen Tarif');
  if (tariffs.length === 0) throw malformedRequest('Ihr Warenkorb enthält keinen Tarif.');
  const handsetIds = idsOf(cart.handsets);
  if (handsetIds.length > 1) throw ambiguousEntry('ein Gerät');
  const trackingId = context?.tracking_id?.slice(0, 100);
  return {
    tariffId: tariffs[0] as string,
    handsetIds,
    optionIds: idsOf(cart.options),
    hardwareIds: idsOf(cart.hardware),
    promotionIds: idsOf(cart.promotions),
    ...(trackingId ? { trackingId } : {}),
    ...(cart.connection_address ? { connectionAddress: cart.connection_address } : {}),
  };
}
