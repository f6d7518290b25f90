import type { DeclarationConfirmation } from '../../src/domain/declarations';
import type { AvailabilityAnswer, InitiatedOrderAnswer, OrderStatusAnswer } from '../../src/domain/api-answers';
import type { ErrorAnswer } from '../support/answers';
import type { TariffList } from '../../src/domain/catalogue-resources';
import { DATABASE_TARGETS } from '../support/databases';
import { newSessionToken, startTestApp, type TestApp } from '../support/test-app';
import { CANCELLATION } from '../support/declaration-fixtures';
import { VALID_PERSONAL_DATA } from './checkout/helpers';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(DATABASE_TARGETS)('one session cannot reach another’s data on $name', (target) => {
  let t: TestApp;
  let alice: string;
  let mallory: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    alice = await newSessionToken(t.app);
    mallory = await newSessionToken(t.app);
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const initiate = (token: string, line: string, tariffId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${line}/new-customer/new-contract/initiate-order`,
      headers: as(token),
      payload: { cart: { tariff: { id: tariffId }, options: [], promotions: [] } },
    });

  it('an order: another session can neither read, change, submit nor download it', async () => {
    const tariff = (await t.app.inject({ url: '/api/catalogue/tariffs/mobilfunk' })).json<TariffList>().tariffs[0]
      .concrete_product_id;
    const orderId = (await initiate(alice, 'mobile', tariff)).json<InitiatedOrderAnswer>().temp_order_id as string;
    const base = `/api/mobile/order/${orderId}`;
    const foreign = [
      await t.app.inject({ url: base, headers: as(mallory) }),
      await t.app.inject({
        method: 'POST',
        url: `${base}/save/PERSONAL_DATA`,
        headers: as(mallory),
        payload: VALID_PERSONAL_DATA,
      }),
      await t.app.inject({
        method: 'POST',
        url: `${base}/submit`,
        headers: { ...as(mallory), 'idempotency-key': crypto.randomUUID() },
      }),
      await t.app.inject({ url: `${base}/contract-summary`, headers: as(mallory) }),
    ];
    expect(foreign.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
    const own = await t.app.inject({ url: base, headers: as(alice) });
    expect(own.statusCode).toBe(200);
    expect(own.json<OrderStatusAnswer>().completed_steps).toEqual([]);
  });

  it('an availability result: another session cannot order on the strength of it', async () => {
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/landline/new-customer/new-contract/check-availability',
      headers: as(alice),
      payload: { address: { street: 'Lindenallee', house_no: '12', zipcode: '53113', city: 'Bonn' } },
    });
    const [bookable] = check.json<AvailabilityAnswer>().availability.products;
    expect(bookable).toBeDefined();
    expect((await initiate(mallory, 'landline', bookable)).json<ErrorAnswer>().type).toBe(
      'TariffNotAvailableException',
    );
    expect((await initiate(alice, 'landline', bookable)).json<ErrorAnswer>().type).not.toBe(
      'TariffNotAvailableException',
    );
  });

  it('a cancellation confirmation is found only by its unguessable id', async () => {
    const filed = await t.app.inject({ method: 'POST', url: '/api/cancellations', payload: CANCELLATION });
    const id = filed.json<DeclarationConfirmation>().id;
    expect(id).toMatch(UUID_V4);
    const neighbour = id.slice(0, -1) + (id.endsWith('0') ? '1' : '0');
    expect((await t.app.inject({ url: `/api/cancellations/${neighbour}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/withdrawals/${id}` })).statusCode).toBe(404);
  });
});
