import type { FormSchema } from '../../src/domain/form-schema';
import { buildFormSchema, type FieldSpec } from './builder';
import type { FormContext } from './context';
import { NEW_CUSTOMER_ANSWERS, NEW_CUSTOMER_PATH, NEW_CUSTOMER_QUESTION } from '../../src/content/new-customer';

/** Contact channels for offers (a list: minItems and maxItems of spec §5). */
export const MARKETING_CHANNELS = [
  { value: 'EMAIL', label: 'E-Mail' },
  { value: 'SMS', label: 'SMS' },
  { value: 'PHONE', label: 'Telefon' },
];

/** A consent that must be given; `link` names the document its label opens. */
const mustAccept = (path: string, label: string, message: string, link?: FieldSpec['link']): FieldSpec => ({
  path,
  label,
  link,
  component: 'checkbox',
  required: true,
  schema: { type: 'boolean', const: true, errorMessage: { const: message, required: message } },
});

/**
 * § 356 (4), § 357a (2) BGB: the service starts within the withdrawal period only at the shopper's
 * express request, never preset; its effect (value compensation, the right ending once the contract
 * is fully performed) is stated here and in the Widerrufsbelehrung.
 */
export const EARLY_START: FieldSpec = {
  path: 'consents.early_start',
  label:
    'Ich verlange ausdrücklich, dass Sie vor Ablauf der Widerrufsfrist mit der Leistung beginnen, z. B. meinen Anschluss freischalten. ' +
    'Mir ist bekannt, dass ich bei einem Widerruf Wertersatz für die bis dahin erbrachten Leistungen schulde und dass mein Widerrufsrecht ' +
    'erlischt, sobald der Vertrag vollständig erfüllt ist; Einzelheiten in der Widerrufsbelehrung (optional).',
  hint: 'Ohne dieses Verlangen beginnen wir mit der Leistung erst nach Ablauf der vierzehntägigen Widerrufsfrist.',
  link: { text: 'Widerrufsbelehrung', href: '/agb?id=widerrufsrecht' },
  component: 'checkbox',
  schema: {
    type: 'boolean',
    errorMessage: { type: 'Bitte wählen Sie, ob wir vor Ablauf der Widerrufsfrist beginnen sollen.' },
  },
};

export const STREAMING_TERMS_MESSAGE = 'Bitte akzeptieren Sie die Nutzungsbedingungen des Streamingdienstes.';

/** Spec §5: asked only when the cart holds a streaming option, naming the options it is about. */
const streamingTerms = (options: string[]): FieldSpec[] =>
  options.length === 0
    ? []
    : [
        mustAccept(
          'consents.streaming_terms',
          `Ich akzeptiere die Nutzungsbedingungen des Streamingdienstes für: ${options.join(', ')}.`,
          STREAMING_TERMS_MESSAGE,
        ),
      ];

const NEW_CUSTOMER_MESSAGE = 'Bitte geben Sie an, ob Sie in letzter Zeit einen Anschluss bei uns hatten.';

/** Spec §5: broadband offers are for new customers only, so a landline cart asks (the server checks the answer). */
const newCustomerQuestion = (line: FormContext['line']): FieldSpec[] =>
  line !== 'landline'
    ? []
    : [
        {
          path: NEW_CUSTOMER_PATH,
          label: NEW_CUSTOMER_QUESTION,
          component: 'radio',
          required: true,
          options: NEW_CUSTOMER_ANSWERS,
          schema: {
            type: 'string',
            enum: NEW_CUSTOMER_ANSWERS.map((answer) => answer.value),
            errorMessage: { enum: NEW_CUSTOMER_MESSAGE, required: NEW_CUSTOMER_MESSAGE },
          },
        },
      ];

/** Saved with the overview (API.md); the first form entry is the consents form (spec §3). */
export function consentsSchema(context: Pick<FormContext, 'streamingOptions' | 'line'>): FormSchema {
  return buildFormSchema({ id: 'CONSENTS', title: 'Einwilligungen' }, [
    ...newCustomerQuestion(context.line),
    mustAccept(
      'consents.terms',
      'Ich habe die Allgemeinen Geschäftsbedingungen gelesen und akzeptiere sie.',
      'Bitte akzeptieren Sie die AGB.',
      {
        text: 'Allgemeinen Geschäftsbedingungen',
        href: '/agb',
      },
    ),
    ...streamingTerms(context.streamingOptions),
    mustAccept(
      'consents.withdrawal',
      'Ich habe die Widerrufsbelehrung zur Kenntnis genommen.',
      'Bitte bestätigen Sie die Widerrufsbelehrung.',
      {
        text: 'Widerrufsbelehrung',
        href: '/agb?id=widerrufsrecht',
      },
    ),
    EARLY_START,
    mustAccept(
      'consents.data_protection',
      'Ich habe die Datenschutzhinweise zur Kenntnis genommen.',
      'Bitte bestätigen Sie die Datenschutzhinweise.',
      {
        text: 'Datenschutzhinweise',
        href: '/datenschutzhinweise',
      },
    ),
    // Marketing is asked once: the channels chosen are the consent (none chosen, none given).
    {
      path: 'consents.marketing_channels',
      label: 'Ich möchte über Angebote informiert werden, auf diesen Wegen (optional, jederzeit widerruflich):',
      component: 'checkboxes',
      options: MARKETING_CHANNELS,
      schema: {
        type: 'array',
        items: {
          type: 'string',
          enum: MARKETING_CHANNELS.map((channel) => channel.value),
          errorMessage: {
            type: 'Bitte wählen Sie die Kontaktwege aus der Liste.',
            enum: 'Bitte wählen Sie die Kontaktwege aus der Liste.',
          },
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
