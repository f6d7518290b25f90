import { ApiError, malformedRequest } from '../errors';

/** Spec §7 "Cart payload" after its shape is checked: ids only. */
export interface CartRequest {
  tariffId: string;
  handsetIds: string[];
  optionIds: string[];
  hardwareIds: string[];
  promotionIds: string[];
  trackingId?: string;
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
  const trackingId = isObject(context) && typeof context.tracking_id === 'string' ? context.tracking_id.slice(0, 100) : undefined;
  return {
    tariffId: tariffs[0] as string,
    handsetIds,
    optionIds: idList(cart.options, 'options'),
    hardwareIds: idList(cart.hardware, 'hardware'),
    promotionIds: idList(cart.promotions, 'promotions'),
    ...(trackingId ? { trackingId } : {}),
  };
}
