import { guardRedirect, maskIban, routeAfter } from '../../../src/domain/order-flow';
import { formActions, formSlice } from '../../../src/state/form';

const MOBILE = ['PERSONAL_DATA', 'PAYMENT', 'IDENTIFICATION'];

describe('checkout guard', () => {
  it('sends a shopper who skips a step to the first incomplete one', () => {
    expect(guardRedirect('/checkout/identifikation', MOBILE, ['PERSONAL_DATA'])).toBe('/checkout/zahlung');
    expect(guardRedirect('/checkout/overview', MOBILE, ['PERSONAL_DATA', 'PAYMENT'])).toBe('/checkout/identifikation');
    expect(guardRedirect('/checkout/zahlung', MOBILE, [])).toBe('/checkout');
  });
  it('lets completed and current steps through', () => {
    expect(guardRedirect('/checkout', MOBILE, [])).toBeNull();
    expect(guardRedirect('/checkout/zahlung', MOBILE, ['PERSONAL_DATA'])).toBeNull();
    expect(guardRedirect('/checkout', MOBILE, MOBILE)).toBeNull();
    expect(guardRedirect('/checkout/overview', MOBILE, MOBILE)).toBeNull();
  });
  it('sends a landline shopper away from the identification step', () => {
    expect(guardRedirect('/checkout/identifikation', ['PERSONAL_DATA', 'PAYMENT'], ['PERSONAL_DATA'])).toBe(
      '/checkout/zahlung',
    );
    expect(guardRedirect('/checkout/identifikation', ['PERSONAL_DATA', 'PAYMENT'], ['PERSONAL_DATA', 'PAYMENT'])).toBe(
      '/checkout/overview',
    );
  });
});

describe('checkout helpers', () => {
  it('route after each step', () => {
    expect(routeAfter('PERSONAL_DATA', MOBILE)).toBe('/checkout/zahlung');
    expect(routeAfter('IDENTIFICATION', MOBILE)).toBe('/checkout/overview');
    expect(routeAfter('PAYMENT', ['PERSONAL_DATA', 'PAYMENT'])).toBe('/checkout/overview');
  });
  it('keeps the active step index at 0 or above', () => {
    const activeStepAfter = (index: number) =>
      formSlice.reducer(undefined, formActions.stepActivated(index)).activeStep;
    expect(activeStepAfter(-1)).toBe(0);
    expect(activeStepAfter(Number.NaN)).toBe(0);
    expect(activeStepAfter(2)).toBe(2);
  });
  it('masks an IBAN except its last four characters', () => {
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('•••• •••• •••• •••• ••30 00');
  });
});
