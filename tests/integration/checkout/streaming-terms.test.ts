import { expect } from '@jest/globals';
import { schemaNodeAt, type FormSchema } from '../../../src/domain/form-schema';
import type { InitiatedOrderAnswer, SubmittedOrderAnswer } from '../../../src/domain/api-answers';
import type { FastifyInstance } from 'fastify';
import { saveStepData } from '../../../server/db/orders';
import { DATABASE_TARGETS } from '../../support/databases';
import { startOrderTestApp, type OrderTestApp } from '../../support/order-test-app';
import { FIXTURE } from '../../support/order-fixture';
import { newSessionToken } from '../../support/test-app';
import {
  auth,
  countSubmitted,
  ids,
  initiate,
  save,
  submit,
  VALID_CONSENTS,
  VALID_IDENTIFICATION,
  VALID_PAYMENT,
  VALID_PERSONAL_DATA,
} from './helpers';

const STREAMING_TERMS = {
  'consents.streaming_terms': 'Bitte akzeptieren Sie die Nutzungsbedingungen des Streamingdienstes.',
};
const WITH_STREAMING_TERMS = { consents: { ...VALID_CONSENTS.consents, streaming_terms: true } };

/** A mobile order with the fixture's streaming option 'StreamOn' (or none), its form steps saved. */
async function orderWithSteps(app: FastifyInstance, options: string[]) {
  const token = await newSessionToken(app);
  const orderId = (
    await initiate(app, token, { tariff: { id: FIXTURE.mobileM }, options: ids(...options), promotions: [] })
  ).json<InitiatedOrderAnswer>().temp_order_id as string;
  for (const [step, body] of [
    ['PERSONAL_DATA', VALID_PERSONAL_DATA],
    ['PAYMENT', VALID_PAYMENT],
    ['IDENTIFICATION', VALID_IDENTIFICATION],
  ] as const) {
    const response = await save(app, token, orderId, step, body);
    if (response.statusCode !== 200) throw new Error(`${step}: ${response.body}`);
  }
  return { token, orderId };
}

const consentsForm = async (app: FastifyInstance, token: string, orderId: string) =>
  (
    await app.inject({ url: `/api/mobile/order/${orderId}/form-schemas/CONSENTS`, headers: auth(token) })
  ).json<FormSchema>();

describe.each(DATABASE_TARGETS)('streaming terms (spec §5) on $name', (target) => {
  let t: OrderTestApp;
  beforeAll(async () => {
    t = await startOrderTestApp(target);
  });
  afterAll(() => t.close());

  it('asks for the streaming terms in the consents form only when the cart holds a streaming option', async () => {
    const streaming = await orderWithSteps(t.app, [FIXTURE.streaming]);
    const form = await consentsForm(t.app, streaming.token, streaming.orderId);
    const field = form.definitionSchema.steps[0].elements.find(
      (element: { name: string }) => element.name === 'streaming_terms',
    );
    expect(field).toMatchObject({
      component: 'checkbox',
      dataset: 'consents',
      label: expect.stringContaining('StreamOn'),
    });
    expect(schemaNodeAt(form.validationSchema, 'consents')?.required).toContain('streaming_terms');

    const plain = await orderWithSteps(t.app, []);
    const plainForm = await consentsForm(t.app, plain.token, plain.orderId);
    expect(plainForm.definitionSchema.steps[0].elements.map((element: { name: string }) => element.name)).not.toContain(
      'streaming_terms',
    );
    expect((await save(t.app, plain.token, plain.orderId, 'ORDER_OVERVIEW', VALID_CONSENTS)).statusCode).toBe(200);
  });

  it('refuses the overview and the submit without the streaming terms, and takes the order with them', async () => {
    const { token, orderId } = await orderWithSteps(t.app, [FIXTURE.streaming]);
    const refused = await save(t.app, token, orderId, 'ORDER_OVERVIEW', VALID_CONSENTS);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ type: 'ValidationException', fields: STREAMING_TERMS });
    expect((await submit(t.app, token, orderId)).statusCode).toBe(422);
    expect(await countSubmitted(t, orderId)).toBe(0);

    expect((await save(t.app, token, orderId, 'ORDER_OVERVIEW', WITH_STREAMING_TERMS)).statusCode).toBe(200);
    const submitted = await submit(t.app, token, orderId);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<SubmittedOrderAnswer>().order_id).toMatch(/^MA-\d{8}-\d{6}$/);
    expect(await countSubmitted(t, orderId)).toBe(1);
  });

  it('refuses the submit of an overview stored without the streaming terms (saved before they were asked for)', async () => {
    const { token, orderId } = await orderWithSteps(t.app, [FIXTURE.streaming]);
    await saveStepData(t.db, orderId, 'ORDER_OVERVIEW', VALID_CONSENTS, t.clock.now);
    const refused = await submit(t.app, token, orderId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ type: 'ValidationException', fields: STREAMING_TERMS });
    expect(await countSubmitted(t, orderId)).toBe(0);
  });
});
