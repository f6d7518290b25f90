import { stepPageName } from '../../../src/domain/order-flow';

describe('stepPageName', () => {
  const mobile = ['PERSONAL_DATA', 'PAYMENT', 'IDENTIFICATION'];

  it('counts the order’s own steps plus the overview', () => {
    expect(stepPageName(mobile, 'PAYMENT')).toBe('Schritt 2 von 4: Zahlung');
    expect(stepPageName(mobile, 'OVERVIEW')).toBe('Schritt 4 von 4: Übersicht');
    expect(stepPageName(['PERSONAL_DATA', 'PAYMENT'], 'OVERVIEW')).toBe('Schritt 3 von 3: Übersicht');
  });

  it('names no step the order does not have', () => {
    expect(stepPageName(['PERSONAL_DATA', 'PAYMENT'], 'IDENTIFICATION')).toBeUndefined();
  });
});
