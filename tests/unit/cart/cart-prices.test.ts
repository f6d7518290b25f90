import { monthlyPeriods, oneTimeLines, periodLabel, priceLines, summarizeCart } from '../../../src/domain/cart-prices';
import { cartWith, handset, item, landlineTariff, mobileTariff, promotion } from './fixtures';

const shipping = { type: 'one_time' as const, amount_cents: 695, label: 'Versand' };

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

  it('sums one-time amounts per label and charges shipping once', () => {
    expect(
      oneTimeLines([
        { type: 'one_time', amount_cents: 6995, label: 'Bereitstellungspreis' },
        shipping,
        { type: 'one_time', amount_cents: 6900, label: 'Gerätepreis' },
        shipping,
        { type: 'one_time', amount_cents: 100, label: 'Gerätepreis' },
      ]),
    ).toEqual([
      { label: 'Bereitstellungspreis', amount_cents: 6995 },
      { label: 'Versand', amount_cents: 695 },
      { label: 'Gerätepreis', amount_cents: 7000 },
    ]);
  });

  it('totals a mobile tariff with device over 24 months', () => {
    // 3 × 29,95 + 21 × 49,95 + 39,95 set-up + 99,00 device
    const summary = summarizeCart(cartWith({ tariff: mobileTariff(), handset: handset() }));
    expect(summary.oneTimeTotal).toBe(3995 + 9900);
    expect(summary.total24Months).toBe(3 * 2995 + 21 * 4995 + 3995 + 9900);
    expect(Number.isInteger(summary.total24Months)).toBe(true);
  });

  it('totals a landline cart with hardware and options, hardware shipping once', () => {
    const cart = cartWith({
      tariff: landlineTariff(),
      hardware: [
        item('HW-ROUTER', { kind: 'hardware', conditions: [{ type: 'monthly', amount_cents: 695, to_month: 12 }, shipping] }),
        item('HW-TVBOX', { kind: 'hardware', conditions: [{ type: 'monthly', amount_cents: 500 }, shipping] }),
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
    expect(summary.total24Months).toBe(3 * 3185 + 9 * 6685 + 12 * 5990 + 6995 + 695);
  });

  it('leaves promotions paid out later out of the total', () => {
    const cashback = promotion('PR-CASHBACK-240', { conditions: [{ type: 'one_time', amount_cents: -24000, label: 'Cashback' }] });
    const withPromotion = summarizeCart(cartWith({ tariff: mobileTariff({ incentives: [cashback] }), promotions: [cashback] }));
    expect(withPromotion).toEqual(summarizeCart(cartWith({ tariff: mobileTariff() })));
  });

  it('counts a prepaid base price per 4 weeks, 26 times in 24 months', () => {
    const prepaid = mobileTariff({
      conditions: [
        { type: 'monthly', period: 'four_weeks', amount_cents: 995 },
        { type: 'one_time', amount_cents: 995, label: 'Kartenpreis inkl. Startguthaben' },
      ],
    });
    const summary = summarizeCart(cartWith({ tariff: prepaid, options: [item('OP-VIDEO', { conditions: [{ type: 'monthly', amount_cents: 599 }] })] }));
    expect(summary.perFourWeeks).toBe(995);
    expect(summary.monthly).toEqual([{ type: 'monthly', amount_cents: 599, from_month: 1, to_month: undefined }]);
    expect(summary.total24Months).toBe(995 + 26 * 995 + 24 * 599);
  });

  it('is all zero for an empty cart', () => {
    expect(summarizeCart(cartWith({}))).toEqual({
      monthly: [{ type: 'monthly', amount_cents: 0, from_month: 1, to_month: undefined }],
      perFourWeeks: 0,
      oneTime: [],
      oneTimeTotal: 0,
      total24Months: 0,
    });
  });

  it('writes the price lines of one entry', () => {
    expect(priceLines(mobileTariff().conditions)).toEqual([
      '1.–3. Monat 29,95 €, ab 4. Monat 49,95 €',
      'Bereitstellungspreis: 39,95 €',
    ]);
    expect(priceLines([{ type: 'one_time', amount_cents: 6900 }])).toEqual(['Einmalig: 69,00 €']);
    expect(priceLines([{ type: 'monthly', amount_cents: 1101, label: 'Gerätezuschlag' }])).toEqual(['Gerätezuschlag: 11,01 € mtl.']);
  });

  it('names the summary periods', () => {
    expect([{}, { from_month: 1, to_month: 3 }, { from_month: 4 }, { from_month: 13, to_month: 13 }].map(periodLabel)).toEqual([
      'Monatlich',
      '1.–3. Monat',
      'ab 4. Monat',
      '13. Monat',
    ]);
  });
});
