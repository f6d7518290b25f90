/** What people type between the digits of a phone number: '0228 1234567', '0228/1234567', '(0228) 123-45 67'. */
const SEPARATORS = /[\s/()\-.]/g;

/**
 * A German phone number as the shop stores it: digits only, national form. Separators are
 * dropped and the country code +49 (also 0049 and '+49 (0)') becomes the leading 0. Anything else stays as typed,
 * so the field's rules can name what is wrong.
 */
export function normalisePhone(value: string): string {
  const compact = value.replace(SEPARATORS, '');
  const national = compact.replace(/^(?:\+|00)490?(?=\d)/, '0');
  return /^\d+$/.test(national) ? national : value.trim();
}
