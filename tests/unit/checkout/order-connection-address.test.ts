import { orderActions, orderSlice } from '../../../src/state/order';
import type { OrderStatus } from '../../../src/domain/order-status';

const BONN = { street: 'Lindenallee', house_no: '12', city: 'Bonn', zipcode: '53113' };
const status = (extra: Partial<OrderStatus> = {}): OrderStatus => ({
  steps: ['PERSONAL_DATA', 'PAYMENT'],
  completed_steps: ['PERSONAL_DATA', 'PAYMENT'],
  prices: {
    positions: [],
    monthly: [],
    perFourWeeks: 0,
    oneTime: [],
    oneTimeTotal: 0,
    termMonths: 24,
    totalMonths: 24,
    total: 0,
    offers: [],
    credits: [],
  },
  ...extra,
});

describe('the confirmation keeps the connection address of the submitted order', () => {
  const submitted = (orderStatus: OrderStatus) => {
    const loaded = orderSlice.reducer(undefined, orderActions.statusLoaded(orderStatus));
    return orderSlice.reducer(loaded, orderActions.submitSucceeded({ order_id: 'MA-20260115-000001' }));
  };

  it('takes it from the order status when the order is submitted', () => {
    const state = submitted(status({ connection_address: BONN }));
    expect(state).toMatchObject({ orderId: 'MA-20260115-000001', status: null, receipt: { connectionAddress: BONN } });
  });

  it('has none for an order without one (mobile)', () => {
    expect(submitted(status()).receipt?.connectionAddress).toBeNull();
  });
});
