/**
 * The catalogue pages of one of each kind: the first visit of a shopper lands on one of
 * these. Shared by the JavaScript budget test (tests/e2e/js-budget.test.ts) and `npm run bench`.
 */
export const CATALOGUE_PAGES = {
  home: '/',
  unterwegs: '/unterwegs',
  tariffList: '/unterwegs/tarife/mobilfunk',
  deviceList: '/unterwegs/geraete/smartphones',
  deviceDetail: '/unterwegs/geraete/smartphones/aurelon-vista-15',
  zuhause: '/zuhause',
  cart: '/warenkorb',
  legal: '/impressum',
} as const;
