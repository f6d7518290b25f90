import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/** Luhn (mod 10) over a string of digits; anything else fails. */
export function passesLuhn(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < value.length; index += 1) {
    let digit = Number(value[value.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** PAYBACK card numbers: 16 digits behind the fixed issuer prefix 308342, Luhn check digit last. */
export const PAYBACK_PREFIX = '308342';

export function isPaybackCardNumber(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  return /^\d{16}$/.test(digits) && digits.startsWith(PAYBACK_PREFIX) && passesLuhn(digits);
}

/**
 * IBAN: ibantools checks the country's length table (DE 22, AT 20, CH 21, NL 18, FR 27,
 * GB 22 …) and the mod-97 check digits. Blanks and lower case are accepted as typed.
 */
export function isIban(value: string): boolean {
  const electronic = electronicFormatIBAN(value);
  return electronic !== null && isValidIBAN(electronic);
}
