import type { FormElement, SchemaNode } from '../../../../src/domain/form-schema';
import { messageFor, REQUIRED_MESSAGE } from '../../../../src/domain/validation/messages';
import { mapFields, requiredNames, rulesOf } from '../../../../src/domain/validation/schema-mapping';
import { firstError } from '../../../../src/domain/validation/validate';

const field = (dataset: string, name: string): FormElement => ({
  type: 'field',
  dataset,
  name,
  label: name,
  component: 'text',
});

describe('schema mapping (spec §5)', () => {
  it('maps each keyword to its rule', () => {
    const node: SchemaNode = {
      type: 'integer',
      minLength: 2,
      maxLength: 5,
      pattern: '^[0-9]+$',
      enum: ['1', '2'],
      dateMinimum: '2000-01-01',
      dateMaximum: '2010-01-01',
      minItems: 1,
      maxItems: 3,
    };
    expect(rulesOf(node, true)).toEqual([
      { name: 'required' },
      { name: 'numeric' },
      { name: 'min', params: 2 },
      { name: 'max', params: 5 },
      { name: 'regex', params: '^[0-9]+$' },
      { name: 'one_of', params: ['1', '2'] },
      { name: 'dateMinimum', params: '2000-01-01' },
      { name: 'dateMaximum', params: '2010-01-01' },
      { name: 'minItems', params: 1 },
      { name: 'maxItems', params: 3 },
    ]);
  });

  it.each(['email', 'payback', 'iban'])('maps format %s to the rule of that name', (format) => {
    expect(rulesOf({ type: 'string', format }, false)).toEqual([{ name: format }]);
  });

  it('ignores formats that are no rule of their own', () => {
    expect(rulesOf({ type: 'string', format: 'date' }, false)).toEqual([]);
  });

  it('makes a field required when its lowercased name is in any required list', () => {
    const schema: SchemaNode = {
      type: 'object',
      required: ['customer'],
      properties: {
        customer: {
          type: 'object',
          required: ['Zipcode'],
          properties: { zipcode: { type: 'string' }, city: { type: 'string' } },
        },
      },
    };
    expect(requiredNames(schema)).toEqual(new Set(['customer', 'zipcode']));
    const [zipcode, city] = mapFields([field('customer', 'zipcode'), field('customer', 'city')], schema);
    expect(zipcode?.rules).toEqual([{ name: 'required' }]);
    expect(city?.rules).toEqual([]);
    expect(zipcode?.path).toBe('customer.zipcode');
  });
});

describe('messages (spec §5)', () => {
  const node: SchemaNode = {
    errorMessage: {
      minLength: 'zu kurz',
      maxLength: 'zu lang',
      minItems: 'zu wenige',
      maxItems: 'zu viele',
      pattern: 'Muster',
      format: 'Format',
      type: 'Typ',
      one_of: 'Auswahl',
    },
  };
  it.each([
    ['min', 'zu kurz'],
    ['max', 'zu lang'],
    ['minItems', 'zu wenige'],
    ['maxItems', 'zu viele'],
    ['regex', 'Muster'],
    ['email', 'Format'],
    ['iban', 'Format'],
    ['payback', 'Format'],
    ['numeric', 'Typ'],
    ['one_of', 'Auswahl'],
  ] as const)('%s speaks with errorMessage text %p', (rule, text) => {
    expect(messageFor({ name: rule }, node)).toBe(text);
  });

  it('defaults required to the spec text and falls back to German defaults', () => {
    expect(messageFor({ name: 'required' }, {})).toBe(REQUIRED_MESSAGE);
    expect(REQUIRED_MESSAGE).toBe('Dieses Feld ist erforderlich');
    expect(messageFor({ name: 'required' }, { errorMessage: { required: 'Bitte zustimmen.' } })).toBe(
      'Bitte zustimmen.',
    );
    expect(messageFor({ name: 'iban' }, {})).toBe('Bitte geben Sie eine gültige IBAN ein.');
  });

  it('firstError reports the first broken rule only', () => {
    const zip: SchemaNode = { type: 'string', pattern: '^[0-9]{5}$', errorMessage: { pattern: 'PLZ ungültig' } };
    const rules = rulesOf(zip, true);
    expect(firstError('', rules, zip)).toBe(REQUIRED_MESSAGE);
    expect(firstError('123', rules, zip)).toBe('PLZ ungültig');
    expect(firstError('12345', rules, zip)).toBeUndefined();
  });
});
