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
  /** Landline (issue 17): the checked address the tariff was chosen for. */
  connectionAddress?: Address;
}

export const ambiguousEntry = (what: string) =>
  new ApiError(409, 'AmbigiousCartEntryException', `Der Warenkorb enthält mehr als ${what}.`);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function idOf(entry: unknown, field: string): string {
  if (!isObject(entry) || typeof entry.id !== 'string' || entry.id.length === 0 || entry.id.length > 100) {
    throw malformedRequest(`Ihr Warenkorb enthält ungültige Werte (${field}).`);
  }
  return entry.id;
}

function idList(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 50) throw malformedRequest(`Ihr Warenkorb enthält ungültige Werte (${field}).`);
  return value.map((entry) => idOf(entry, field));
}

const entry = { type: 'object', additionalProperties: false, properties: { id: {} } } as const;
const entries = { additionalProperties: false, properties: { id: {} }, items: entry } as const;

/**
 * The body's declared properties for Fastify (unknown ones are refused with 400); the types and
 * limits stay with parseCartRequest, whose messages speak of the cart.
 */
export const cartRequestBody = {
  additionalProperties: false,
  properties: {
    cart: {
      additionalProperties: false,
      properties: { tariff: entries, handsets: entries, options: entries, hardware: entries, promotions: entries, connection_address: {} },
    },
    context: { additionalProperties: false, properties: { tracking_id: {} } },
  },
} as const;
const ADDRESS_FIELDS = { street: 80, house_no: 10, house_no_suffix: 10, zipcode: 10, city: 60, district: 60 } as const;
const REQUIRED_ADDRESS_FIELDS = ['street', 'house_no', 'zipcode', 'city'];

/** cart.connection_address: the address fields as the availability check takes them, nothing else. */
function connectionAddressOf(value: unknown): Address | undefined {
  if (value === undefined) return undefined;
  const invalid = () => malformedRequest('Ihr Warenkorb enthält ungültige Werte (connection_address).');
  if (!isObject(value)) throw invalid();
  const address: Record<string, string> = {};
  for (const [field, text] of Object.entries(value)) {
    const maxLength = ADDRESS_FIELDS[field as keyof typeof ADDRESS_FIELDS];
    if (!maxLength || typeof text !== 'string' || text.length > maxLength) throw invalid();
    address[field] = text;
  }
  if (REQUIRED_ADDRESS_FIELDS.some((field) => !address[field])) throw invalid();
  return address as unknown as Address;
}

/** Shape only; whether the ids exist and fit together is the cart check's business. */
export function parseCartRequest(body: unknown): CartRequest {
  if (!isObject(body) || !isObject(body.cart)) throw malformedRequest('Ihr Warenkorb enthält ungültige Werte (cart).');
  const { cart, context } = body;
  // Several tariffs can only arrive as a list; one tariff is an object (spec §7 cart.tariff.id).
  const tariffs = Array.isArray(cart.tariff) ? idList(cart.tariff, 'tariff') : [idOf(cart.tariff, 'tariff')];
  if (tariffs.length !== 1) {
    if (tariffs.length > 1) throw ambiguousEntry('einen Tarif');
    throw malformedRequest('Ihr Warenkorb enthält keinen Tarif.');
  }
  const handsetIds = idList(cart.handsets, 'handsets');
  if (handsetIds.length > 1) throw ambiguousEntry('ein Gerät');
  if (context !== undefined && (!isObject(context) || (context.tracking_id !== undefined && typeof context.tracking_id !== 'string'))) {
    throw malformedRequest('Der Kontext der Anfrage ist ungültig.');
  }
  const connectionAddress = connectionAddressOf(cart.connection_address);
  const trackingId = isObject(context) && typeof context.tracking_id === 'string' ? context.tracking_id.slice(0, 100) : undefined;
  return {
    tariffId: tariffs[0] as string,
    handsetIds,
    optionIds: idList(cart.options, 'options'),
    hardwareIds: idList(cart.hardware, 'hardware'),
    promotionIds: idList(cart.promotions, 'promotions'),
    ...(trackingId ? { trackingId } : {}),
    ...(connectionAddress ? { connectionAddress } : {}),
  };
}
