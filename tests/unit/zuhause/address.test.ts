import { addressKey, formatAddress, isNearMiss, normaliseCity, normaliseStreet } from '../../../src/domain/address';

describe('address normalisation', () => {
  it.each(['Hauptstraße', 'Hauptstrasse', 'Hauptstr.', 'Hauptstr', ' hauptstraße ', 'HAUPTSTRASSE'])(
    'reads "%s" as the same street',
    (street) => expect(normaliseStreet(street)).toBe('hauptstr'),
  );

  it('shortens "Straße" only as a word ending, not inside a name', () => {
    expect(normaliseStreet('Straßburger Platz')).toBe('strassburgerplatz');
    expect(normaliseStreet('Am Markt')).toBe('ammarkt');
    expect(normaliseStreet('Karl-Marx-Str. ')).toBe(normaliseStreet('Karl Marx Straße'));
  });

  it('matches house number and suffix regardless of blanks and case', () => {
    const a = addressKey({
      street: 'Lindenallee',
      house_no: '12',
      house_no_suffix: 'a',
      zipcode: '53113',
      city: 'Bonn',
    });
    const b = addressKey({ street: ' lindenallee', house_no: '12 A', zipcode: ' 53113', city: 'bonn' });
    expect(a).toBe(b);
  });

  it('normalises cities with blanks, ß and brackets', () => {
    expect(normaliseCity('Halle (Saale)')).toBe(normaliseCity('halle saale'));
    expect(normaliseCity('Gießen')).toBe('giessen');
  });

  it('counts a letter or two off as a near miss, not the same or a different name', () => {
    expect(isNearMiss('lindenalle', 'lindenallee')).toBe(true);
    expect(isNearMiss('lindenallee', 'lindenallee')).toBe(false);
    expect(isNearMiss('kirchweg', 'kirchstr')).toBe(false);
    expect(isNearMiss('weg', 'wer')).toBe(true);
    expect(isNearMiss('weg', 'was')).toBe(false);
  });
});

describe('address display format (spec §3)', () => {
  it('shows street, house number with suffix, city, zipcode and district', () => {
    expect(
      formatAddress({
        street: 'Hauptstraße',
        house_no: '1',
        house_no_suffix: 'a',
        city: 'Bad Honnef',
        zipcode: '53604',
        district: 'Rhöndorf',
      }),
    ).toBe('Hauptstraße 1a, Bad Honnef 53604, Rhöndorf');
  });

  it('leaves out an empty suffix and district', () => {
    expect(
      formatAddress({
        street: 'Lindenallee',
        house_no: '12',
        house_no_suffix: '',
        city: 'Bonn',
        zipcode: '53113',
        district: '',
      }),
    ).toBe('Lindenallee 12, Bonn 53113');
  });
});
