import type { FormSchema } from '../../src/domain/validation/form-schema';
import { buildFormSchema, type FieldSpec } from './builder';

/** Contact channels for offers (a list: minItems and maxItems of spec §5). */
export const MARKETING_CHANNELS = [
  { value: 'EMAIL', label: 'E-Mail' },
  { value: 'SMS', label: 'SMS' },
  { value: 'PHONE', label: 'Telefon' },
];

const mustAccept = (path: string, label: string, message: string): FieldSpec => ({
  path,
  label,
  component: 'checkbox',
  required: true,
  schema: { type: 'boolean', const: true, errorMessage: { const: message, required: message } },
});

/** Saved with the overview (API.md); the first form entry is the consents form (spec §3). */
export function consentsSchema(): FormSchema {
  return buildFormSchema({ id: 'CONSENTS', title: 'Einwilligungen' }, [
    mustAccept('consents.terms', 'Ich habe die Allgemeinen Geschäftsbedingungen gelesen und akzeptiere sie.', 'Bitte akzeptieren Sie die AGB.'),
    mustAccept('consents.withdrawal', 'Ich habe die Widerrufsbelehrung zur Kenntnis genommen.', 'Bitte bestätigen Sie die Widerrufsbelehrung.'),
    mustAccept('consents.data_protection', 'Ich habe die Datenschutzhinweise zur Kenntnis genommen.', 'Bitte bestätigen Sie die Datenschutzhinweise.'),
    {
      path: 'consents.marketing',
      label: 'Ich möchte über Angebote per E-Mail informiert werden (optional, jederzeit widerruflich).',
      component: 'checkbox',
      schema: { type: 'boolean' },
    },
    {
      path: 'consents.marketing_channels',
      label: 'Auf diesen Wegen dürfen Sie mich informieren (optional)',
      component: 'checkboxes',
      options: MARKETING_CHANNELS,
      schema: {
        type: 'array',
        items: {
          type: 'string',
          enum: MARKETING_CHANNELS.map((channel) => channel.value),
          errorMessage: { type: 'Bitte wählen Sie die Kontaktwege aus der Liste.', enum: 'Bitte wählen Sie die Kontaktwege aus der Liste.' },
        },
        minItems: 1,
        maxItems: MARKETING_CHANNELS.length,
        errorMessage: {
          type: 'Bitte wählen Sie die Kontaktwege aus der Liste.',
          minItems: 'Bitte wählen Sie mindestens einen Kontaktweg.',
          maxItems: `Bitte wählen Sie höchstens ${MARKETING_CHANNELS.length} Kontaktwege.`,
        },
      },
    },
  ]);
}
