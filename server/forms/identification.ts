import type { FormSchema } from '../../src/domain/form-schema';
import { toIsoDate } from '../../src/domain/validation/dates';
import { buildFormSchema, choice, type FieldSpec } from './builder';
import type { FormContext } from './context';

export const ID_DOCUMENTS = ['Personalausweis', 'Reisepass'];

/** Prepaid activation requires an ID check (spec §5): the shopper must agree to one. */
const PREPAID_ID_CHECK: FieldSpec = {
  path: 'identification.id_check_accepted',
  label: 'Ich lasse meine Identität vor der Freischaltung der Prepaid-Karte per Video-Ident prüfen.',
  component: 'checkbox',
  required: true,
  schema: {
    type: 'boolean',
    const: true,
    errorMessage: {
      const: 'Für Prepaid-Karten ist eine Identitätsprüfung vorgeschrieben.',
      required: 'Für Prepaid-Karten ist eine Identitätsprüfung vorgeschrieben.',
    },
  },
};

export function identificationSchema(context: FormContext): FormSchema {
  const fields: FieldSpec[] = [
    {
      path: 'identification.document_type',
      label: 'Ausweisdokument',
      component: 'radio',
      required: true,
      ...choice(ID_DOCUMENTS),
    },
    {
      path: 'identification.document_number',
      label: 'Ausweisnummer',
      component: 'text',
      required: true,
      cols: 6,
      schema: {
        type: 'string',
        pattern: '^[A-Za-z0-9]{8,10}$',
        errorMessage: { pattern: 'Bitte geben Sie die Ausweisnummer (8 bis 10 Buchstaben oder Ziffern) ein.' },
      },
    },
    {
      path: 'identification.valid_until',
      label: 'Gültig bis',
      component: 'date',
      required: true,
      cols: 6,
      schema: {
        type: 'string',
        format: 'date',
        dateMinimum: toIsoDate(context.today),
        errorMessage: {
          format: 'Bitte geben Sie ein gültiges Datum ein.',
          dateMinimum: 'Das Ausweisdokument ist abgelaufen.',
        },
      },
    },
    ...(context.prepaid ? [PREPAID_ID_CHECK] : []),
  ];
  return buildFormSchema({ id: 'IDENTIFICATION', title: 'Identifikation' }, fields);
}
