import { repricedLines } from '../../../src/domain/cart-repricing';
import { EMPTY_CART, type CartContents, type CartHandset } from '../../../src/domain/cart';
import type { PriceCondition, Tariff } from '../../../src/domain/catalogue-types';
import type { PricePosition } from '../../../src/domain/prices';

const monthly = (amount_cents: number, to_month?: number): PriceCondition => ({
  type: 'monthly',
  amount_cents,
  ...(to_month ? { to_month } : {}),
});
const tariff = { concrete_product_id: 'T', product_name: 'Young M', conditions: [monthly(3595, 36)] } as Tariff;
const deviceCost: PriceCondition = { type: 'one_time', amount_cents: 9995, label: 'Gerätepreis' };
const handset = {
  concrete_product_id: 'H',
  bundle_id: 'B-1',
  product_name: 'Kestrel K9',
  variant: 'Graphit, 128 GB',
  conditions: [deviceCost],
} as CartHandset;
const cart = (lastBundle: string): CartContents => ({
  ...EMPTY_CART,
  tariff,
  handset,
  lastResponse: { status_code: 200, details: [], handsets: [{ id: 'H', bundle_id: lastBundle }] },
});
const ordered = (tariffConditions: PriceCondition[], handsetConditions: PriceCondition[]): PricePosition[] => [
  { kind: 'tariff', id: 'T', name: 'Young M', conditions: tariffConditions },
  { kind: 'handset', id: 'H', name: 'Kestrel K9', details: ['Graphit, 128 GB'], conditions: handsetConditions },
];

describe('lines the server priced otherwise than the cart shows them', () => {
  it('are none when the server kept bundle and prices, whatever order the stored keys are in', () => {
    const reordered = [{ label: 'Gerätepreis', amount_cents: 9995, type: 'one_time' } as PriceCondition];
    expect(repricedLines(cart('B-1'), ordered([monthly(3595, 36)], reordered))).toEqual([]);
  });

  it('name the device with its new price when the server answered another bundle (spec §4)', () => {
    expect(repricedLines(cart('B-2'), ordered([monthly(3595, 36)], [deviceCost]))).toEqual([
      { name: 'Kestrel K9, Graphit, 128 GB', prices: 'Gerätepreis: 99,95 €' },
    ]);
  });

  it('name the tariff whose price the server changed, e.g. after its Young window ended', () => {
    expect(repricedLines(cart('B-1'), ordered([monthly(4495)], [deviceCost]))).toEqual([
      { name: 'Young M', prices: '44,95 € mtl.' },
    ]);
  });
});
