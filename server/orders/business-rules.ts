import { ageOn } from '../../src/domain/validation/dates';
import { valueAt } from '../../src/domain/form-schema';
import type { ResolvedCart } from '../db/order-types';
import { NEW_CUSTOMER_PATH, NEW_CUSTOMER_REFUSAL, RECENT_CONNECTION } from '../../src/content/new-customer';
import { OVERVIEW_STEP } from './types';

/** Spec §5: streaming options need a German residence and the acceptance of the service terms. */
export const streamingOptionsOf = (cart: ResolvedCart) =>
  cart.options.filter((option) => option.requires_german_residence);

/**
 * Spec §5 "Business rules from legal texts" that a schema alone cannot carry: they depend on
 * the cart. Answers field errors by dotted path.
 */
export function businessRuleErrors(
  step: string,
  data: unknown,
  cart: ResolvedCart,
  today: Date,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (step === 'PERSONAL_DATA') {
    const limits = cart.tariff.age_limits;
    const birthDate = valueAt(data, 'customer.birth_date');
    const age = typeof birthDate === 'string' ? ageOn(birthDate, today) : null;
    if (limits && age !== null && (age < limits.min || age > limits.max)) {
      errors['customer.birth_date'] =
        `Young-Tarife sind nur für Kundinnen und Kunden von ${limits.min} bis ${limits.max} Jahren buchbar.`;
    }
    const streaming = streamingOptionsOf(cart);
    if (streaming.length && valueAt(data, 'customer.residence_country') !== 'DE') {
      errors['customer.residence_country'] =
        `${streaming[0]?.name ?? 'Streaming-Optionen'} setzt einen Wohnsitz in Deutschland voraus.`;
    }
  }
  if (
    step === 'IDENTIFICATION' &&
    cart.tariff.sublevel === 'PREPAID' &&
    valueAt(data, 'identification.id_check_accepted') !== true
  ) {
    errors['identification.id_check_accepted'] = 'Für Prepaid-Karten ist eine Identitätsprüfung vorgeschrieben.';
  }
  // Spec §5: only the landline consents ask; an answer of "yes" there means the broadband offer does not apply.
  if (step === OVERVIEW_STEP && valueAt(data, NEW_CUSTOMER_PATH) === RECENT_CONNECTION.YES) {
    errors[NEW_CUSTOMER_PATH] = NEW_CUSTOMER_REFUSAL;
  }
  return errors;
}
