/**
 * Numbers written the German way ('1.234,56'), without Intl. The first Intl formatter a page
 * creates makes the browser load its ICU data: 40–70 ms on a desktop CPU, several times that on a
 * phone, spent while the page hydrates. The shop writes only one locale, so plain string work
 * gives the same text (tests/unit/domain/german-numbers.test.ts compares it with Intl's).
 */

/** '1234567' → '1.234.567': a dot between groups of three digits. */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * A number with up to `maxFractionDigits` decimals, rounded half away from zero and without
 * trailing zeros, as Intl.NumberFormat('de-DE', { maximumFractionDigits }) writes it.
 */
export function formatDecimal(value: number, maxFractionDigits = 3, grouping = true): string {
  const scale = 10 ** maxFractionDigits;
  const scaled = Math.round(Math.abs(value) * scale);
  const whole = String(Math.floor(scaled / scale));
  const fraction = String(scaled % scale)
    .padStart(maxFractionDigits, '0')
    .replace(/0+$/, '');
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${grouping ? groupThousands(whole) : whole}${fraction ? `,${fraction}` : ''}`;
}
