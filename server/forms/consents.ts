import type { FormSchema } from '../../src/domain/validation/form-schema';
import { buildFormSchema, type FieldSpec } from './builder';

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
  ]);
}
