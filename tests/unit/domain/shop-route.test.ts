import { isCartOrCheckoutPath, nextLastShopRoute } from '../../../src/domain/shop-route';

describe('last shop route (spec §4)', () => {
  it('remembers the previous path with its query when entering the cart from the shop', () => {
    const previous = { pathname: '/unterwegs/tarife/mobilfunk', search: '?slug=mobil-m' };
    expect(nextLastShopRoute('/', previous, '/warenkorb')).toBe('/unterwegs/tarife/mobilfunk?slug=mobil-m');
    expect(nextLastShopRoute('/', previous, '/checkout/zahlung')).toBe('/unterwegs/tarife/mobilfunk?slug=mobil-m');
  });

  it('keeps the remembered route when moving inside cart and checkout', () => {
    expect(nextLastShopRoute('/zuhause', { pathname: '/warenkorb', search: '' }, '/checkout')).toBe('/zuhause');
  });

  it('keeps the remembered route when moving around the shop', () => {
    expect(nextLastShopRoute('/zuhause', { pathname: '/', search: '' }, '/unterwegs')).toBe('/zuhause');
  });

  it('defaults to / on a first visit straight into the cart', () => {
    expect(nextLastShopRoute('/', null, '/warenkorb')).toBe('/');
  });

  it('knows the cart and checkout prefixes and nothing else', () => {
    expect(isCartOrCheckoutPath('/warenkorb')).toBe(true);
    expect(isCartOrCheckoutPath('/checkout/overview')).toBe(true);
    expect(isCartOrCheckoutPath('/checkoutx')).toBe(false);
    expect(isCartOrCheckoutPath('/unterwegs')).toBe(false);
  });
});
