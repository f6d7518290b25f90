import { schemaNodeAt, type FormElement, type FormSchema, type SchemaNode } from '../../src/domain/form-schema';
import { closed } from './validator';

const DATASET = 'customer.address';

const field = (name: string, label: string, cols: number, autocomplete?: string): FormElement => ({
  type: 'field',
  name,
  dataset: DATASET,
  label,
  component: 'text',
  ...(autocomplete ? { autocomplete } : {}),
  layout: { cols },
});

const text = (maxLength: number, extra: Partial<SchemaNode> = {}): SchemaNode => ({
  type: 'string',
  maxLength,
  ...extra,
});

/** Scope AVAILABILITY_CHECK: the connection address, with the labels of UX.md. */
export const AVAILABILITY_CHECK_SCHEMA: FormSchema = {
  definitionSchema: {
    steps: [
      {
        id: 'AVAILABILITY_CHECK',
        title: 'Verfügbarkeit prüfen',
        elements: [
          // Postcode first: it narrows the street and house-number suggestions.
          field('zipcode', 'PLZ', 4, 'postal-code'),
          field('city', 'Ort', 8, 'address-level2'),
          field('street', 'Straße', 8, 'address-line1'),
          field('house_no', 'Hausnummer', 2),
          field('house_no_suffix', 'Zusatz', 2),
          field('district', 'Ortsteil', 12, 'address-level3'),
        ],
      },
    ],
  },
  validationSchema: {
    type: 'object',
    properties: {
      customer: {
        type: 'object',
        properties: {
          address: {
            type: 'object',
            required: ['street', 'house_no', 'zipcode', 'city'],
            properties: {
              street: text(80, {
                minLength: 2,
                errorMessage: {
                  minLength: 'Bitte geben Sie eine Straße ein.',
                  maxLength: 'Der Straßenname ist zu lang.',
                },
              }),
              house_no: text(5, {
                pattern: '^[0-9]{1,5}$',
                errorMessage: { pattern: 'Bitte geben Sie eine Hausnummer aus Ziffern ein.' },
              }),
              house_no_suffix: text(3, {
                pattern: '^[A-Za-z]{0,3}$',
                errorMessage: { pattern: 'Der Zusatz besteht aus Buchstaben, z. B. a.' },
              }),
              zipcode: text(5, {
                pattern: '^[0-9]{5}$',
                errorMessage: { pattern: 'Bitte geben Sie eine gültige Postleitzahl ein.' },
              }),
              city: text(60, { minLength: 2, errorMessage: { minLength: 'Bitte geben Sie einen Ort ein.' } }),
              district: text(60),
            },
          },
        },
      },
    },
  },
};

/**
 * check-availability's body, `{ address }`, with the address node of the very schema served for
 * AVAILABILITY_CHECK: the browser and the server refuse the same addresses with the same texts.
 */
export const AVAILABILITY_CHECK_BODY: SchemaNode = closed({
  type: 'object',
  required: ['address'],
  properties: { address: schemaNodeAt(AVAILABILITY_CHECK_SCHEMA.validationSchema, 'customer.address') as SchemaNode },
});
