import { formatDecimal } from '../../../src/domain/german-numbers';
import { formatCents } from '../../../src/domain/money';

/** What the shop wrote with Intl before; the plain formatting must give the same text. */
const intlEuros = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\u00a0/g, ' ');
const intlDecimal = (value: number, maximumFractionDigits: number, useGrouping: boolean) =>
  new Intl.NumberFormat('de-DE', { maximumFractionDigits, useGrouping }).format(value);

/** Every magnitude from cents to millions, both signs, with the carries (99 → 100, 999 → 1.000). */
const CENTS = [
  0, 1, 5, 9, 10, 99, 100, 101, 995, 999, 1000, 3995, 9999, 10000, 99999, 100000, 123456, 999999, 1000000, 138399,
  12345678, 100000000,
];

describe('German numbers without Intl', () => {
  it('writes integer cents exactly as Intl does (euro sign after a space, dot groups, comma)', () => {
    for (const cents of [...CENTS, ...CENTS.map((c) => -c).filter((c) => c !== 0)])
      expect([cents, formatCents(cents)]).toEqual([cents, intlEuros(cents)]);
    expect(formatCents(123456)).toBe('1.234,56 €');
    expect(formatCents(-500)).toBe('-5,00 €');
  });

  it('writes whole numbers and decimals as Intl does, rounding half away from zero', () => {
    const values = [0, 1, 2.4, 2.45, 16, 64, 100, 250, 1000, 1234.5, 0.064, 0.0645, 1000000, 999.95, -1234.5, -0.5];
    for (const value of values) {
      for (const [digits, grouping] of [
        [3, true],
        [1, false],
        [0, true],
      ] as const) {
        expect([value, digits, grouping, formatDecimal(value, digits, grouping)]).toEqual([
          value,
          digits,
          grouping,
          intlDecimal(value, digits, grouping),
        ]);
      }
    }
  });

  it('never writes a minus before a zero', () => {
    expect(formatDecimal(-0.0001, 3)).toBe('0');
    expect(formatCents(-0)).toBe('0,00 €');
  });
});
