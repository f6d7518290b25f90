import type { FormSchema } from '../../src/domain/form-schema';
import { buildFormSchema } from './builder';

export function paymentSchema(): FormSchema {
  return buildFormSchema({ id: 'PAYMENT', title: 'Zahlung' }, [
    {
      path: 'payment.account_holder',
      label: 'Kontoinhaber',
      component: 'text',
      required: true,
      autocomplete: 'name',
      schema: {
        type: 'string',
        minLength: 3,
        maxLength: 70,
        errorMessage: { minLength: 'Bitte geben Sie den vollständigen Namen des Kontoinhabers ein.' },
      },
    },
    {
      path: 'payment.iban',
      label: 'IBAN',
      component: 'iban',
      required: true,
      hint: 'z. B. DE89 3704 0044 0532 0130 00',
      schema: { type: 'string', format: 'iban', errorMessage: { format: 'Bitte geben Sie eine gültige IBAN ein.' } },
    },
    {
      path: 'payment.sepa_mandate',
      label: 'Ich erteile das SEPA-Lastschriftmandat für die monatlichen Beträge.',
      component: 'checkbox',
      required: true,
      schema: {
        type: 'boolean',
        const: true,
        errorMessage: {
          const: 'Bitte erteilen Sie das SEPA-Lastschriftmandat.',
          required: 'Bitte erteilen Sie das SEPA-Lastschriftmandat.',
        },
      },
    },
  ]);
}
