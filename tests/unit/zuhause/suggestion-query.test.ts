import { suggestionQuery } from '../../../src/domain/address-suggestions';

describe('when typing asks the address book', () => {
  it('asks for places from the second digit of a postcode', () => {
    expect(suggestionQuery('zipcode', { zipcode: '5' })).toBeNull();
    expect(suggestionQuery('zipcode', { zipcode: '53' })).toEqual({ field: 'zipcode', zipcode: '53' });
    expect(suggestionQuery('zipcode', { zipcode: '53a' })).toBeNull();
  });

  it('asks for streets only with a whole postcode and from the second letter', () => {
    expect(suggestionQuery('street', { zipcode: '531', street: 'Li' })).toBeNull();
    expect(suggestionQuery('street', { zipcode: '53113', street: 'L' })).toBeNull();
    expect(suggestionQuery('street', { zipcode: '53113', street: ' Li ' })).toEqual({
      field: 'street',
      zipcode: '53113',
      street: 'Li',
    });
  });

  it('asks for house numbers once the street is there, even before a digit', () => {
    expect(suggestionQuery('house_no', { zipcode: '53113', street: '' })).toBeNull();
    expect(suggestionQuery('house_no', { zipcode: '53113', street: 'Lindenallee' })).toEqual({
      field: 'house_no',
      zipcode: '53113',
      street: 'Lindenallee',
      house_no: '',
    });
    expect(suggestionQuery('city', { zipcode: '53113' })).toBeNull();
  });
});
