import { NEW_CUSTOMER_MONTHS } from '../domain/offer-figures';

/**
 * Spec §5: broadband offers are for new customers only, with no connection from us in the last
 * months of the figures table. The landline checkout asks, the server refuses a "yes", and the
 * order box says so; all three read these texts.
 */
export const NEW_CUSTOMER_PATH = 'new_customer.recent_connection';

/** The answers, as stored with the order. */
export const RECENT_CONNECTION = { NO: 'NO', YES: 'YES' } as const;

export const NEW_CUSTOMER_QUESTION = `Hatten Sie in den letzten ${NEW_CUSTOMER_MONTHS} Monaten einen Festnetz- oder Breitbandanschluss bei uns?`;

export const NEW_CUSTOMER_ANSWERS = [
  {
    value: RECENT_CONNECTION.NO,
    label: `Nein, in den letzten ${NEW_CUSTOMER_MONTHS} Monaten hatte ich keinen Anschluss bei Ihnen.`,
  },
  {
    value: RECENT_CONNECTION.YES,
    label: `Ja, ich hatte in den letzten ${NEW_CUSTOMER_MONTHS} Monaten einen Anschluss bei Ihnen.`,
  },
];

export const NEW_CUSTOMER_REFUSAL =
  `Dieses Breitband-Angebot gilt nur für Neukunden, die in den letzten ${NEW_CUSTOMER_MONTHS} Monaten keinen Anschluss bei uns hatten. ` +
  'Online können wir Ihre Bestellung deshalb leider nicht annehmen; bitte wenden Sie sich an unseren Kundenservice.';

/** The order box's row: what happens to an order from someone who is not a new customer. */
export const NEW_CUSTOMER_ORDER_ROW = {
  label: 'Nur für Neukunden',
  value:
    `Das Angebot gilt nur, wenn Sie in den letzten ${NEW_CUSTOMER_MONTHS} Monaten keinen Festnetz- oder Breitbandanschluss bei uns hatten. ` +
    'Andernfalls nehmen wir die Bestellung nicht an.',
};
