import type { FormSchema } from '../../src/domain/form-schema';
import { birthDateBounds } from '../../src/domain/validation/dates';
import { buildFormSchema, choice, type FieldSpec } from './builder';
import { ADULT_AGE, type FormContext } from './context';

/** Spec §3 "Field values". */
export const SALUTATIONS = ['Herr', 'Frau', 'Firma'];
export const TITLES = ['Dr.', 'Prof.', 'Dr. Prof.', 'Prof. Dr.'];

/** Streaming options need a residence in Germany (spec §5), so it is asked for. */
export const RESIDENCES = [
  { value: 'DE', label: 'Deutschland' },
  { value: 'AT', label: 'Österreich' },
  { value: 'CH', label: 'Schweiz' },
  { value: 'OTHER', label: 'anderes Land' },
];

const NAME_PATTERN = "^[\\p{L}][\\p{L} .'-]*$";

const name = (path: string, label: string, autocomplete: string): FieldSpec => ({
  path,
  label,
  component: 'text',
  required: true,
  autocomplete,
  cols: 6,
  schema: {
    type: 'string',
    minLength: 2,
    maxLength: 50,
    pattern: NAME_PATTERN,
    errorMessage: {
      minLength: `${label}: bitte mindestens 2 Zeichen eingeben.`,
      maxLength: `${label}: bitte höchstens 50 Zeichen eingeben.`,
      pattern: `${label}: bitte nur Buchstaben, Leerzeichen, Punkt, Apostroph oder Bindestrich verwenden.`,
    },
  },
});

function birthDate(context: FormContext): FieldSpec {
  const limits = context.ageLimits ?? ADULT_AGE;
  const bounds = birthDateBounds(context.today, limits.min, limits.max);
  const tooOld = context.ageLimits
    ? `Young-Tarife sind nur bis zum Alter von ${limits.max} Jahren buchbar.`
    : 'Bitte prüfen Sie Ihr Geburtsdatum.';
  return {
    path: 'customer.birth_date',
    label: 'Geburtsdatum',
    component: 'date',
    required: true,
    autocomplete: 'bday',
    cols: 6,
    schema: {
      type: 'string',
      format: 'date',
      dateMinimum: bounds.min,
      dateMaximum: bounds.max,
      errorMessage: {
        format: 'Bitte geben Sie ein gültiges Datum ein.',
        dateMinimum: tooOld,
        dateMaximum: `Sie müssen mindestens ${limits.min} Jahre alt sein.`,
      },
    },
  };
}

const ADDRESS: FieldSpec[] = [
  {
    path: 'customer.address.street',
    label: 'Straße',
    component: 'text',
    required: true,
    autocomplete: 'address-line1',
    cols: 8,
    schema: {
      type: 'string',
      minLength: 2,
      maxLength: 60,
      errorMessage: { minLength: 'Bitte geben Sie eine Straße ein.' },
    },
  },
  {
    path: 'customer.address.house_no',
    label: 'Hausnummer',
    component: 'text',
    required: true,
    cols: 2,
    schema: {
      type: 'string',
      pattern: '^[0-9]{1,4}$',
      errorMessage: { pattern: 'Bitte geben Sie eine Hausnummer aus Ziffern ein.' },
    },
  },
  {
    path: 'customer.address.house_no_suffix',
    label: 'Zusatz',
    component: 'text',
    cols: 2,
    schema: {
      type: 'string',
      maxLength: 5,
      pattern: '^[A-Za-z0-9 /-]*$',
      errorMessage: {
        maxLength: 'Der Zusatz darf höchstens 5 Zeichen haben.',
        pattern: 'Bitte nur Buchstaben oder Ziffern eingeben.',
      },
    },
  },
  {
    path: 'customer.address.zipcode',
    label: 'PLZ',
    component: 'text',
    required: true,
    autocomplete: 'postal-code',
    cols: 4,
    schema: {
      type: 'string',
      pattern: '^[0-9]{5}$',
      errorMessage: { pattern: 'Bitte geben Sie eine gültige Postleitzahl ein.' },
    },
  },
  {
    path: 'customer.address.city',
    label: 'Ort',
    component: 'text',
    required: true,
    autocomplete: 'address-level2',
    cols: 8,
    schema: {
      type: 'string',
      minLength: 2,
      maxLength: 50,
      errorMessage: { minLength: 'Bitte geben Sie einen Ort ein.' },
    },
  },
  {
    path: 'customer.address.district',
    label: 'Ortsteil',
    component: 'text',
    cols: 12,
    schema: { type: 'string', maxLength: 50 },
  },
];

/**
 * Landline orders: the fibre house connection is planned per building (spec §5), so the number of
 * homes in it is asked for (optional; the technician asks on site otherwise). A whole number.
 */
const RESIDENTIAL_UNITS: FieldSpec = {
  path: 'connection.residential_units',
  label: 'Wohneinheiten im Gebäude (optional)',
  component: 'number',
  cols: 6,
  hint: 'Für die Planung des Hausanschlusses, z. B. 1 für ein Einfamilienhaus.',
  schema: {
    type: 'integer',
    minimum: 1,
    maximum: 999,
    errorMessage: {
      type: 'Bitte geben Sie die Anzahl als ganze Zahl ein.',
      minimum: 'Bitte geben Sie mindestens 1 ein.',
      maximum: 'Bitte geben Sie höchstens 999 ein.',
    },
  },
};

/** Provider change: the number to take along and the current provider. */
const PROVIDER_CHANGE: FieldSpec[] = [
  {
    path: 'provider_change.current_provider',
    label: 'Bisheriger Anbieter',
    component: 'text',
    required: true,
    cols: 6,
    schema: { type: 'string', minLength: 2, maxLength: 50 },
  },
  {
    path: 'provider_change.ported_number',
    label: 'Mitzunehmende Rufnummer',
    component: 'tel',
    required: true,
    cols: 6,
    schema: {
      type: 'string',
      pattern: '^0[0-9]{5,14}$',
      errorMessage: { pattern: 'Bitte geben Sie die Rufnummer mit Vorwahl nur aus Ziffern ein.' },
    },
  },
];

export function personalDataSchema(context: FormContext): FormSchema {
  const fields: FieldSpec[] = [
    {
      path: 'customer.salutation',
      label: 'Anrede',
      component: 'select',
      required: true,
      autocomplete: 'honorific-prefix',
      cols: 6,
      ...choice(SALUTATIONS),
    },
    { path: 'customer.title', label: 'Titel', component: 'select', cols: 6, ...choice(TITLES) },
    name('customer.first_name', 'Vorname', 'given-name'),
    name('customer.last_name', 'Nachname', 'family-name'),
    birthDate(context),
    {
      path: 'customer.email',
      label: 'E-Mail-Adresse',
      component: 'email',
      required: true,
      autocomplete: 'email',
      cols: 6,
      schema: {
        type: 'string',
        format: 'email',
        maxLength: 100,
        errorMessage: { format: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
      },
    },
    {
      path: 'customer.phone',
      label: 'Telefonnummer',
      component: 'tel',
      required: true,
      autocomplete: 'tel',
      cols: 6,
      schema: {
        type: 'string',
        pattern: '^[0-9]{6,15}$',
        errorMessage: { pattern: 'Bitte geben Sie Ihre Telefonnummer nur mit Ziffern ein (6 bis 15).' },
      },
    },
    ...ADDRESS,
    {
      path: 'customer.residence_country',
      label: 'Wohnsitz',
      component: 'select',
      required: true,
      cols: 6,
      options: RESIDENCES,
      schema: {
        type: 'string',
        enum: RESIDENCES.map((r) => r.value),
        errorMessage: {
          enum: 'Bitte wählen Sie Ihr Wohnsitzland aus.',
          one_of: 'Bitte wählen Sie Ihr Wohnsitzland aus.',
        },
      },
    },
    {
      path: 'customer.payback',
      label: 'PAYBACK-Kartennummer (optional)',
      component: 'text',
      cols: 6,
      hint: '16 Ziffern, beginnt mit 308342',
      schema: {
        type: 'string',
        format: 'payback',
        errorMessage: {
          format: 'Bitte geben Sie eine gültige PAYBACK-Kartennummer ein (16 Ziffern, beginnt mit 308342).',
        },
      },
    },
    ...(context.line === 'landline' ? [RESIDENTIAL_UNITS] : []),
    ...(context.kind === 'provider-change' ? PROVIDER_CHANGE : []),
  ];
  return buildFormSchema({ id: 'PERSONAL_DATA', title: 'Persönliche Daten' }, fields);
}
