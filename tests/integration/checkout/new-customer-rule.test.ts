import type { InitiatedOrderAnswer } from '../../../src/domain/api-answers';
import { expect } from '@jest/globals';
import { schemaNodeAt } from '../../../src/domain/form-schema';
import type { FormSchema } from '../../../src/domain/form-schema';
import type { ErrorAnswer } from '../../support/answers';
import { randomUUID } from 'node:crypto';
import { saveStepData } from '../../../server/db/orders';
import { saveAvailability } from '../../../server/db/availability-results';
import { NEW_CUSTOMER_MONTHS } from '../../../src/domain/offer-figures';
import { DATABASE_TARGETS } from '../../support/databases';
import { startOrderTestApp, type OrderTestApp } from '../../support/order-test-app';
import { FIXTURE } from '../../support/order-fixture';
import { newSessionToken } from '../../support/test-app';
import {
  auth,
  countSubmitted,
  initiate,
  save,
  sessionIdOf,
  submit,
  VALID_CONSENTS,
  VALID_LANDLINE_CONSENTS,
  VALID_PAYMENT,
  VALID_PERSONAL_DATA,
} from './helpers';

const BONN = {
  street: 'Lindenallee',
  house_no: '12',
  house_no_suffix: '',
  zipcode: '53113',
  city: 'Bonn',
  district: '',
};
const HAD_A_CONNECTION = { ...VALID_CONSENTS, new_customer: { recent_connection: 'YES' } };

describe.each(DATABASE_TARGETS)('the broadband new-customer rule (spec §5) on $name', (target) => {
  let t: OrderTestApp;
  beforeAll(async () => {
    t = await startOrderTestApp(target, { storedAvailability: true });
  });
  afterAll(() => t.close());

  /** A landline order for the checked Bonn address with personal data and payment saved. */
  async function landlineOrder() {
    const token = await newSessionToken(t.app);
    await saveAvailability(
      t.db,
      await sessionIdOf(t.db, token),
      { address: BONN, max_bandwidth: [], products: [FIXTURE.homeM] },
      t.clock.now,
    );
    const cart = { tariff: { id: FIXTURE.homeM }, options: [], promotions: [], connection_address: BONN };
    const orderId = (
      await initiate(t.app, token, cart, 'landline/new-customer/new-contract')
    ).json<InitiatedOrderAnswer>().temp_order_id as string;
    for (const [step, body] of [
      ['PERSONAL_DATA', VALID_PERSONAL_DATA],
      ['PAYMENT', VALID_PAYMENT],
    ] as const) {
      const response = await save(t.app, token, orderId, step, body, 'landline');
      if (response.statusCode !== 200) throw new Error(`${step}: ${response.body}`);
    }
    return { token, orderId };
  }

  it('asks in the landline consents whether the shopper had a connection in the last months of the figures table', async () => {
    const { token, orderId } = await landlineOrder();
    const form = (
      await t.app.inject({ url: `/api/landline/order/${orderId}/form-schemas/CONSENTS`, headers: auth(token) })
    ).json<FormSchema>();
    const field = form.definitionSchema.steps[0].elements.find(
      (element: { name: string }) => element.name === 'recent_connection',
    );
    expect(field).toMatchObject({
      component: 'radio',
      dataset: 'new_customer',
      label: expect.stringContaining(`letzten ${NEW_CUSTOMER_MONTHS} Monaten`),
    });
    expect(schemaNodeAt(form.validationSchema, 'new_customer')?.required).toEqual(['recent_connection']);
    const unanswered = await save(t.app, token, orderId, 'ORDER_OVERVIEW', VALID_CONSENTS, 'landline');
    expect(unanswered.statusCode).toBe(400);
    expect(Object.keys(unanswered.json<ErrorAnswer>().fields ?? {})).toEqual(['new_customer.recent_connection']);
  });

  it('takes the order of a new customer and keeps the answer with it', async () => {
    const { token, orderId } = await landlineOrder();
    expect((await save(t.app, token, orderId, 'ORDER_OVERVIEW', VALID_LANDLINE_CONSENTS, 'landline')).statusCode).toBe(
      200,
    );
    const submitted = await submit(t.app, token, orderId, randomUUID(), 'landline');
    expect(submitted.statusCode).toBe(200);
    expect(await countSubmitted(t, orderId)).toBe(1);
    const stored = await t.db.query<{ answer: string }>(
      `SELECT step_data #>> '{ORDER_OVERVIEW,new_customer,recent_connection}' AS answer FROM orders WHERE id = $1`,
      [orderId],
    );
    expect(stored.rows[0]?.answer).toBe('NO');
  });

  it('refuses, in German, the order of a shopper who had a connection from us in the last months', async () => {
    const { token, orderId } = await landlineOrder();
    const refused = await save(t.app, token, orderId, 'ORDER_OVERVIEW', HAD_A_CONNECTION, 'landline');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      type: 'ValidationException',
      fields: {
        'new_customer.recent_connection': expect.stringContaining(
          `nur für Neukunden, die in den letzten ${NEW_CUSTOMER_MONTHS} Monaten keinen Anschluss bei uns hatten`,
        ),
      },
    });
    expect((await submit(t.app, token, orderId, randomUUID(), 'landline')).statusCode).toBe(422);

    // An answer stored some other way is refused at the submit as well.
    await saveStepData(t.db, orderId, 'ORDER_OVERVIEW', HAD_A_CONNECTION, t.clock.now);
    const refusedSubmit = await submit(t.app, token, orderId, randomUUID(), 'landline');
    expect(refusedSubmit.statusCode).toBe(400);
    expect(Object.keys(refusedSubmit.json<ErrorAnswer>().fields ?? {})).toEqual(['new_customer.recent_connection']);
    expect(await countSubmitted(t, orderId)).toBe(0);
  });
});
