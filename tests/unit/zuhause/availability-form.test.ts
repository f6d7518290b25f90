import {
  addressErrors,
  addressFieldError,
  addressFields,
  fieldMode,
  withFirstCorrections,
} from '../../../src/domain/availability-form';
import { REQUIRED_MESSAGE } from '../../../src/domain/validation/messages';
import { availabilityErrorText, isAvailable } from '../../../src/domain/availability';
import { AVAILABILITY_CHECK_SCHEMA as SCHEMA } from '../../../server/forms/availability-check';

const FIELDS = addressFields(SCHEMA);
const fieldError = (name: 'zipcode' | 'house_no', value: string) => addressFieldError(FIELDS.get(name), value);
const address = {
  street: 'Lindenalle',
  house_no: '12',
  house_no_suffix: '',
  zipcode: '53113',
  city: 'Bonn',
  district: '',
};

describe('availability form rules from the schema', () => {
  it('requires street, house number, postcode and city but not suffix or district', () => {
    expect(
      addressErrors(FIELDS, { street: '', house_no: '', zipcode: '', city: '', house_no_suffix: '', district: '' }),
    ).toEqual({
      street: REQUIRED_MESSAGE,
      house_no: REQUIRED_MESSAGE,
      zipcode: REQUIRED_MESSAGE,
      city: REQUIRED_MESSAGE,
    });
  });

  it('uses the German errorMessage of the failing rule', () => {
    expect(fieldError('zipcode', '5311')).toBe('Bitte geben Sie eine gültige Postleitzahl ein.');
    expect(fieldError('house_no', '12a')).toBe('Bitte geben Sie eine Hausnummer aus Ziffern ein.');
    expect(fieldError('zipcode', '53113')).toBeUndefined();
  });

  it('does not count spaces around a value', () => {
    expect(fieldError('zipcode', '   ')).toBe(REQUIRED_MESSAGE);
    expect(fieldError('zipcode', ' 53113 ')).toBeUndefined();
  });

  it('turns corrected fields into selects and disables the others', () => {
    const corrections = { street: ['Lindenallee'] };
    expect(fieldMode('street', corrections)).toBe('select');
    expect(fieldMode('city', corrections)).toBe('disabled');
    expect(fieldMode('city', undefined)).toBe('text');
    expect(withFirstCorrections(address, corrections)).toEqual({ ...address, street: 'Lindenallee' });
  });
});

describe('availability results and error texts (spec §4, §8)', () => {
  const result = { address, max_bandwidth: [], products: ['ll-glasfaser-150'] };

  it('counts as available only with products and without corrections', () => {
    expect(isAvailable(result)).toBe(true);
    expect(isAvailable({ ...result, products: [] })).toBe(false);
    expect(isAvailable({ ...result, corrections: { street: ['Lindenallee'] } })).toBe(false);
    expect(isAvailable(null)).toBe(false);
  });

  it('maps each error type to its text', () => {
    expect(availabilityErrorText({ status: 404, type: 'AddressNotFoundException', message: 'x' })).toBe(
      'Die Adresse konnte nicht überprüft werden',
    );
    expect(
      availabilityErrorText({ status: 503, type: 'BackendUnavailableException', message: 'Wartung bis 6 Uhr' }),
    ).toBe('Wartung bis 6 Uhr');
    expect(availabilityErrorText({ status: 503, type: 'BackendUnavailableException', message: '' })).toBe(
      'Die Verfügbarkeitsprüfung ist zur Zeit nicht verfügbar',
    );
    expect(availabilityErrorText({ status: 500, type: 'InternalServerErrorException', message: 'x' })).toBe(
      'Es gab einen Fehler bei der Verfügbarkeitsprüfung',
    );
  });
});
