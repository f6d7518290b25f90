/** Keys whose values are personal data and never shown in DevTools or the event log. */
const PERSONAL_KEYS =
  /^(iban|bic|account_holder|birth_?date|date_of_birth|first_?name|last_?name|name|street|house_no|house_no_suffix|zipcode|city|district|email|phone|id_number|id_card_number|document_number|passport_number|valid_until|ported_number|bday|birthday|mobile|token|payback)$/i;

/** Dotted keys (`customer.first_name`) are judged by their last part. */
const isPersonalKey = (key: string) => PERSONAL_KEYS.test(key.slice(key.lastIndexOf('.') + 1));

export const MASK = '•••';

/** A deep copy with personal values replaced by a mask; the structure stays readable. */
export function maskPersonalData<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => maskPersonalData(item)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      out[key] = isPersonalKey(key) && inner !== null && typeof inner !== 'object' ? MASK : maskPersonalData(inner);
    }
    return out as T;
  }
  return value;
}
