import { passes, type RuleName } from '../../../../src/domain/validation/rules';

const check = (name: RuleName, value: unknown, params?: unknown, lookup?: (path: string) => unknown) =>
  passes({ name, params }, value, lookup);

describe('required', () => {
  it.each([[''], [null], [undefined], [false], [[]]])('counts %p as missing', (value) => {
    expect(check('required', value)).toBe(false);
  });
  it.each([['a'], [0], [true], [['x']]])('accepts %p', (value) => {
    expect(check('required', value)).toBe(true);
  });
});

describe('rules for present values (empty values pass every rule but required)', () => {
  it.each<[RuleName, unknown, unknown, boolean]>([
    ['min', 'ab', 3, false],
    ['min', 'abc', 3, true],
    ['max', 'abcd', 3, false],
    ['max', 'abc', 3, true],
    ['min_value', '17', 18, false],
    ['min_value', '18', 18, true],
    ['max_value', '101', 100, false],
    ['max_value', 100, 100, true],
    ['between', '5', [1, 10], true],
    ['between', '11', [1, 10], false],
    ['regex', '12345', '^[0-9]{5}$', true],
    ['regex', '1234', '^[0-9]{5}$', false],
    ['one_of', 'Frau', ['Herr', 'Frau', 'Firma'], true],
    ['one_of', 'Fräulein', ['Herr', 'Frau', 'Firma'], false],
    ['numeric', '0170', undefined, true],
    ['numeric', '12a', undefined, false],
    ['integer', '-12', undefined, true],
    ['integer', '1.5', undefined, false],
    ['digits', '12345', 5, true],
    ['digits', '1234', 5, false],
    ['email', 'erika@example.de', undefined, true],
    ['email', 'erika@', undefined, false],
    ['url', 'https://example.de/x', undefined, true],
    ['url', 'example', undefined, false],
    ['alpha', 'Müller', undefined, true],
    ['alpha', 'Müller1', undefined, false],
    ['alpha_num', 'Abc123', undefined, true],
    ['alpha_num', 'Abc-123', undefined, false],
    ['alpha_dash', 'Abc-1_2', undefined, true],
    ['alpha_dash', 'Abc 12', undefined, false],
    ['alpha_spaces', 'Bad Honnef', undefined, true],
    ['alpha_spaces', 'Bad-Honnef', undefined, false],
    ['luhn', '4111 1111 1111 1111', undefined, true],
    ['luhn', '4111111111111112', undefined, false],
    ['payback', '3083420000000004', undefined, true],
    ['payback', '3083420000000001', undefined, false],
    ['payback', '1234560000000006', undefined, false],
  ])('%s(%p, %p) → %p', (name, value, params, expected) => {
    expect(check(name, value, params)).toBe(expected);
    expect(check(name, '', params)).toBe(true);
  });

  it('confirmed compares with the other field', () => {
    const lookup = (path: string) => (path === 'customer.email' ? 'a@b.de' : undefined);
    expect(check('confirmed', 'a@b.de', 'customer.email', lookup)).toBe(true);
    expect(check('confirmed', 'x@b.de', 'customer.email', lookup)).toBe(false);
  });
});

describe('iban', () => {
  it.each([
    ['DE', 22, 'DE89 3704 0044 0532 0130 00'],
    ['AT', 20, 'AT61 1904 3002 3457 3201'],
    ['CH', 21, 'CH93 0076 2011 6238 5295 7'],
    ['NL', 18, 'NL91 ABNA 0417 1643 00'],
    ['FR', 27, 'FR14 2004 1010 0505 0001 3M02 606'],
    ['GB', 22, 'GB29 NWBK 6016 1331 9268 19'],
  ])('accepts a %s IBAN of %i characters', (_country, length, iban) => {
    expect(iban.replaceAll(' ', '')).toHaveLength(length);
    expect(check('iban', iban)).toBe(true);
    expect(check('iban', iban.toLowerCase())).toBe(true);
  });

  it('refuses a wrong length for the country and a broken mod-97 check', () => {
    expect(check('iban', 'DE89 3704 0044 0532 0130 0')).toBe(false);
    expect(check('iban', 'DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(check('iban', 'DE88 3704 0044 0532 0130 00')).toBe(false);
  });
});

describe('dateMinimum and dateMaximum', () => {
  it('compare calendar dates; an empty value is valid, an invalid date fails', () => {
    expect(check('dateMinimum', '1998-01-16', '1998-01-16')).toBe(true);
    expect(check('dateMinimum', '1998-01-15', '1998-01-16')).toBe(false);
    expect(check('dateMaximum', '2008-01-15', '2008-01-15')).toBe(true);
    expect(check('dateMaximum', '2008-01-16', '2008-01-15')).toBe(false);
    expect(check('dateMinimum', '', '2000-01-01')).toBe(true);
    expect(check('dateMaximum', null, '2000-01-01')).toBe(true);
    expect(check('dateMinimum', '2001-02-30', '2000-01-01')).toBe(false);
    expect(check('dateMaximum', '15.01.2000', '2030-01-01')).toBe(false);
  });
});

describe('minItems and maxItems', () => {
  it('count list entries; an empty value is valid, a non-array fails', () => {
    expect(check('minItems', ['a', 'b'], 2)).toBe(true);
    expect(check('minItems', ['a'], 2)).toBe(false);
    expect(check('maxItems', ['a', 'b', 'c'], 2)).toBe(false);
    expect(check('maxItems', ['a'], 2)).toBe(true);
    expect(check('minItems', undefined, 2)).toBe(true);
    expect(check('maxItems', '', 2)).toBe(true);
    expect(check('minItems', 'ab', 1)).toBe(false);
    expect(check('maxItems', { length: 1 }, 2)).toBe(false);
  });
});

describe('file rules', () => {
  const photo = { name: 'ausweis.JPG', size: 300 * 1024, type: 'image/jpeg', width: 800, height: 600 };
  const pdf = { name: 'vertrag.pdf', size: 3 * 1024 * 1024, type: 'application/pdf' };

  it('image accepts image files only', () => {
    expect(check('image', photo)).toBe(true);
    expect(check('image', pdf)).toBe(false);
    expect(check('image', [photo, pdf])).toBe(false);
  });
  it('ext checks the extension case-insensitively', () => {
    expect(check('ext', photo, ['jpg', 'png'])).toBe(true);
    expect(check('ext', pdf, ['jpg', 'png'])).toBe(false);
  });
  it('size limits kilobytes', () => {
    expect(check('size', photo, 512)).toBe(true);
    expect(check('size', pdf, 2048)).toBe(false);
  });
  it('dimensions need the exact pixel size', () => {
    expect(check('dimensions', photo, [800, 600])).toBe(true);
    expect(check('dimensions', photo, [600, 800])).toBe(false);
  });
  it('file rules refuse what is not a file', () => {
    expect(check('ext', 'ausweis.jpg', ['jpg'])).toBe(false);
  });
});
