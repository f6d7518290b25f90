import {
  CHECKOUT_ORDER_COOKIE,
  checkoutOrderCookieValue,
  checkoutOrderOf,
} from '../../../src/domain/checkout-order-cookie';
import { cookieFromHeader } from '../../../src/domain/cookie-header';

const ORDER_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

describe('the checkout order cookie', () => {
  it('names an order by its line and temp order id, and reads it back', () => {
    const value = checkoutOrderCookieValue({ line: 'landline', tempOrderId: ORDER_ID });
    expect(value).toBe(`landline.${ORDER_ID}`);
    expect(checkoutOrderOf(value)).toEqual({ line: 'landline', tempOrderId: ORDER_ID });
  });

  it.each([
    ['no cookie', undefined],
    ['another line', `fax.${ORDER_ID}`],
    ['an id that is no UUID', 'mobile.../../auth/create-session'],
    ['a path in the id', `mobile.${ORDER_ID}/submit`],
    ['no line', ORDER_ID],
  ])('reads no order from %s', (_case, value) => {
    expect(checkoutOrderOf(value)).toBeNull();
  });
});

describe('cookieFromHeader', () => {
  const header = `token=abc; ${CHECKOUT_ORDER_COOKIE}=mobile.${ORDER_ID}; note=a%20b`;

  it('finds one cookie of a Cookie header among others, decoded', () => {
    expect(cookieFromHeader(header, CHECKOUT_ORDER_COOKIE)).toBe(`mobile.${ORDER_ID}`);
    expect(cookieFromHeader(header, 'note')).toBe('a b');
    expect(cookieFromHeader(header, 'tok')).toBeUndefined();
    expect(cookieFromHeader(undefined, 'token')).toBeUndefined();
  });

  it('answers undefined for a value that cannot be decoded, instead of failing the request', () => {
    expect(cookieFromHeader('token=%E0%A4%A', 'token')).toBeUndefined();
  });
});
