import { amountParts, formatCents, formatPriceSteps, monthlyAmountInMonth } from '../../../src/domain/money';
import type { PriceCondition } from '../../../src/domain/catalogue-types';

const steps: PriceCondition[] = [
  { type: 'monthly', amount_cents: 3995, from_month: 4 },
  { type: 'monthly', amount_cents: 995, from_month: 1, to_month: 3 },
  { type: 'one_time', amount_cents: 6995, label: 'Bereitstellungspreis' },
];

describe('money in integer cents, German format', () => {
  it('formats cents as euros', () => {
    expect(formatCents(3995)).toBe('39,95 €');
    expect(formatCents(100)).toBe('1,00 €');
    expect(formatCents(123456)).toBe('1.234,56 €');
  });

  it('refuses fractional cents instead of rounding silently', () => {
    expect(() => formatCents(0.5)).toThrow(RangeError);
  });

  it('formats price steps in month order', () => {
    expect(formatPriceSteps(steps)).toBe('1.–3. Monat 9,95 €, ab 4. Monat 39,95 €');
    expect(formatPriceSteps([{ type: 'monthly', amount_cents: 2995 }])).toBe('29,95 € mtl.');
  });

  it('finds the amount due in a month from its steps', () => {
    expect(monthlyAmountInMonth(steps, 3)).toBe(995);
    expect(monthlyAmountInMonth(steps, 4)).toBe(3995);
  });
});

describe('amountParts', () => {
  it('cuts a text at each amount, the amounts at odd indexes, nothing lost', () => {
    const text = `1.–3. Monat ${formatCents(995)}, ab 4. Monat ${formatCents(3995)}; gesamt ${formatCents(138399)}`;
    const parts = amountParts(text);
    expect(parts.filter((_, index) => index % 2 === 1)).toEqual(['9,95 €', '39,95 €', '1.383,99 €']);
    expect(parts.join('')).toBe(text);
  });

  it('leaves a text without an amount whole', () => {
    expect(amountParts('danach monatlich kündbar')).toEqual(['danach monatlich kündbar']);
  });
});
