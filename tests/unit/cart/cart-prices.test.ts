import { promotionsToOrder, summarizeCart, tradeInChoices } from '../../../src/domain/cart-prices';
import { buildCartPayload } from '../../../src/domain/cart-payload';
import { priceTexts } from '../../../src/domain/price-texts';
import { monthlyPeriods, oneTimeLines, periodLabel } from '../../../src/domain/prices';
import { cartWith, handset, item, landlineTariff, mobileTariff, promotion } from './fixtures';

describe('cart price summary in cents', () => {
  it('adds monthly amounts per period across items and merges equal neighbours', () => {
    const periods = monthlyPeriods([
      { type: 'monthly', amount_cents: 995, to_month: 3 },
      { type: 'monthly', amount_cents: 4495, from_month: 4 },
      { type: 'monthly', amount_cents: 695 },
      { type: 'monthly', amount_cents: 500, from_month: 1, to_month: 12 },
    ]);
    expect(periods).toEqual([
      { type: 'monthly', amount_cents: 2190, from_month: 1, to_month: 3 },
      { type: 'monthly', amount_cents: 5690, from_month: 4, to_month: 12 },
      { type: 'monthly', amount_cents: 5190, from_month: 13, to_month: undefined },
    ]);
    const flat = monthlyPeriods([
      { type: 'monthly', amount_cents: 1000, to_month: 6 },
      { type: 'monthly', amount_cents: 1000, from_month: 7 },
    ]);
    expect(flat).toEqual([{ type: 'monthly', amount_cents: 1000, from_month: 1, to_month: undefined }]);
  });

  it('sums one-time amounts per label and charges shipping once for all hardware', () => {
    const position = (kind: 'tariff' | 'hardware', amount_cents: number, label: string) => ({
      kind,
      id: label,
      name: label,
      conditions: [{ type: 'one_time' as const, amount_cents, label }],
    });
    expect(
      oneTimeLines([
        position('tariff', 6995, 'Bereitstellungspreis'),
        position('hardware', 6900, 'Gerätepreis'),
        position('hardware', 100, 'Gerätepreis'),
      ]),
    ).toEqual([
      { label: 'Bereitstellungspreis', amount_cents: 6995 },
      { label: 'Gerätepreis', amount_cents: 7000 },
      { label: 'Versand', amount_cents: 695 },
    ]);
  });

  it('totals a mobile tariff with device over 24 months', () => {
    // 3 × 29,95 + 21 × 49,95 + 39,95 set-up + 99,00 device
    const summary = summarizeCart(cartWith({ tariff: mobileTariff(), handset: handset() }));
    expect(summary.oneTimeTotal).toBe(3995 + 9900);
    expect(summary.total).toBe(3 * 2995 + 21 * 4995 + 3995 + 9900);
    expect(Number.isInteger(summary.total)).toBe(true);
  });

  it('totals a landline cart with hardware and options, hardware shipping once', () => {
    const cart = cartWith({
      tariff: landlineTariff(),
      hardware: [
        item('HW-ROUTER', { kind: 'hardware', conditions: [{ type: 'monthly', amount_cents: 695, to_month: 12 }] }),
        item('HW-TVBOX', { kind: 'hardware', conditions: [{ type: 'monthly', amount_cents: 500 }] }),
      ],
      options: [item('OPT-WLAN', { conditions: [{ type: 'monthly', amount_cents: 995 }] })],
    });
    const summary = summarizeCart(cart);
    expect(summary.monthly.map((p) => [p.from_month, p.to_month, p.amount_cents])).toEqual([
      [1, 3, 995 + 695 + 500 + 995],
      [4, 12, 4495 + 695 + 500 + 995],
      [13, undefined, 4495 + 500 + 995],
    ]);
    expect(summary.oneTime).toEqual([
      { label: 'Bereitstellungspreis', amount_cents: 6995 },
      { label: 'Versand', amount_cents: 695 },
    ]);
    expect(summary.total).toBe(3 * 3185 + 9 * 6685 + 12 * 5990 + 6995 + 695);
  });

  it('names cashback as a credit and leaves it out of every amount', () => {
    const cashback = promotion('PR-CASHBACK-240', {
      product_name: '240 € Cashback',
      credit_cents: 24000,
      credit_when: 'nach Registrierung',
    });
    const withPromotion = summarizeCart(cartWith({ tariff: mobileTariff({ incentives: [cashback] }) }));
    const without = summarizeCart(cartWith({ tariff: mobileTariff() }));
    expect(withPromotion.credits.map((credit) => credit.text)).toEqual(['Cashback 240 € nach Registrierung']);
    expect({ ...withPromotion, credits: [] }).toEqual(without);
  });

  it('orders the 1-€ offer only with a device at 1 €', () => {
    const deal = promotion('PR-DEAL', { kind: 'device_offer', device_price_cents: 100 });
    const tariff = mobileTariff({ possible_promotions: [deal] });
    const atOneEuro = handset({ conditions: [{ type: 'one_time', amount_cents: 100, label: 'Gerätepreis' }] });
    expect(promotionsToOrder(cartWith({ tariff, handset: atOneEuro }))).toEqual([deal]);
    expect(promotionsToOrder(cartWith({ tariff, handset: handset() }))).toEqual([]);
    expect(promotionsToOrder(cartWith({ tariff }))).toEqual([]);
    expect(buildCartPayload(cartWith({ tariff, handset: handset() }))?.cart.promotions).toEqual([]);
  });

  it('orders a trade-in only when the shopper chose it, as a credit', () => {
    const tradeIn = promotion('PR-TRADE-IN-100', {
      kind: 'trade_in',
      product_name: '100 € Eintauschprämie',
      credit_cents: 10000,
      credit_when: 'nach Eingang Ihres Altgeräts',
    });
    const tariff = mobileTariff({ possible_promotions: [tradeIn] });
    const offered = cartWith({ tariff, handset: handset() });
    expect(tradeInChoices(offered)).toEqual([tradeIn]);
    expect(promotionsToOrder(offered)).toEqual([]);
    const chosen = { ...offered, promotions: [tradeIn] };
    expect(buildCartPayload(chosen)?.cart.promotions).toEqual([{ id: 'PR-TRADE-IN-100' }]);
    expect(summarizeCart(chosen).credits.map((credit) => credit.text)).toEqual([
      'Eintauschprämie 100 € nach Eingang Ihres Altgeräts',
    ]);
    expect(summarizeCart(chosen).total).toBe(summarizeCart(offered).total);
    expect(tradeInChoices(cartWith({ tariff }))).toEqual([]);
  });

  it('counts a prepaid base price per 4 weeks, 26 times in 24 months', () => {
    const prepaid = mobileTariff({
      conditions: [
        { type: 'monthly', period: 'four_weeks', amount_cents: 995 },
        { type: 'one_time', amount_cents: 995, label: 'Kartenpreis inkl. Startguthaben' },
      ],
    });
    const summary = summarizeCart(
      cartWith({
        tariff: prepaid,
        options: [item('OP-VIDEO', { conditions: [{ type: 'monthly', amount_cents: 599 }] })],
      }),
    );
    expect(summary.perFourWeeks).toBe(995);
    expect(summary.monthly).toEqual([{ type: 'monthly', amount_cents: 599, from_month: 1, to_month: undefined }]);
    expect(summary.total).toBe(995 + 26 * 995 + 24 * 599);
  });

  it('is all zero for an empty cart', () => {
    expect(summarizeCart(cartWith({}))).toMatchObject({
      monthly: [{ type: 'monthly', amount_cents: 0, from_month: 1, to_month: undefined }],
      perFourWeeks: 0,
      oneTime: [],
      oneTimeTotal: 0,
      total: 0,
      credits: [],
    });
  });

  it('writes the price lines of one entry', () => {
    expect(priceTexts(mobileTariff().conditions)).toEqual([
      '1.–3. Monat 29,95 €, ab 4. Monat 49,95 €',
      'Bereitstellungspreis: 39,95 €',
    ]);
    expect(priceTexts([{ type: 'one_time', amount_cents: 6900 }])).toEqual(['Einmalig: 69,00 €']);
    expect(priceTexts([{ type: 'monthly', amount_cents: 1101, label: 'Gerätezuschlag' }])).toEqual([
      'Gerätezuschlag: 11,01 € mtl.',
    ]);
  });

  it('names the summary periods', () => {
    expect(
      [{}, { from_month: 1, to_month: 3 }, { from_month: 4 }, { from_month: 13, to_month: 13 }].map(periodLabel),
    ).toEqual(['Monatlich', '1.–3. Monat', 'ab 4. Monat', '13. Monat']);
  });
});
