import { orderActions, orderSlice } from '../../../src/state/order';
import { receiptContactOf } from '../../../src/domain/order-receipt';
import type { OrderStatus } from '../../../src/domain/order-status';

const prices: OrderStatus['prices'] = {
  positions: [{ id: 'T1', kind: 'tariff', name: 'Prepaid M', conditions: [] }],
  monthly: [{ type: 'monthly', amount_cents: 995, from_month: 1 }],
  perFourWeeks: 0,
  oneTime: [],
  oneTimeTotal: 0,
  termMonths: 0,
  totalMonths: 24,
  total: 23_880,
  offers: [],
  credits: [],
};

describe('the receipt of a sent order (confirmation page)', () => {
  it('reads the e-mail address and the agreed video ident from the entered steps', () => {
    expect(
      receiptContactOf({
        PERSONAL_DATA: { customer: { email: ' erika@example.de ' } },
        IDENTIFICATION: { identification: { id_check_accepted: true } },
      }),
    ).toEqual({ email: 'erika@example.de', videoIdent: true });
    expect(receiptContactOf({})).toEqual({ email: '', videoIdent: false });
  });

  it('keeps what was ordered and where the confirmation went with the order number', () => {
    const reduce = orderSlice.reducer;
    let state = reduce(undefined, orderActions.initSucceeded({ tempOrderId: 'tmp-1', line: 'mobile', cartKey: 'k' }));
    state = reduce(
      state,
      orderActions.statusLoaded({ steps: ['PERSONAL_DATA'], completed_steps: ['PERSONAL_DATA'], prices }),
    );
    state = reduce(
      state,
      orderActions.submitRequested({ terms: true }, { email: 'erika@example.de', videoIdent: true }),
    );
    state = reduce(state, orderActions.submitSucceeded({ order_id: 'MA-20261123-000001' }));
    expect(state.status).toBeNull();
    expect(state.receipt).toEqual({
      orderId: 'MA-20261123-000001',
      line: 'mobile',
      prices,
      connectionAddress: null,
      email: 'erika@example.de',
      videoIdent: true,
    });
  });
});
