import type { ErrorAnswer, ContractSummaryAnswer } from '../../support/answers';
import type { InitiatedOrderAnswer, OrderStatusAnswer } from '../../../src/domain/api-answers';
import { DATABASE_TARGETS } from '../../support/databases';
import { startOrderTestApp, type OrderTestApp } from '../../support/order-test-app';
import { FIXTURE } from '../../support/order-fixture';
import { pdfText } from '../../support/pdf-text';
import { newSessionToken } from '../../support/test-app';
import { saveAvailability } from '../../../server/db/availability-results';
import {
  auth,
  initiate,
  save,
  sessionIdOf,
  VALID_LANDLINE_CONSENTS,
  VALID_PAYMENT,
  VALID_PERSONAL_DATA,
} from './helpers';

const PATH = 'landline/new-customer/new-contract';
const BONN = {
  street: 'Lindenallee',
  house_no: '12',
  house_no_suffix: '',
  zipcode: '53113',
  city: 'Bonn',
  district: '',
};
const BERLIN = {
  street: 'Kirchweg',
  house_no: '7',
  house_no_suffix: '',
  zipcode: '10115',
  city: 'Berlin',
  district: '',
};
const LEIPZIG = { street: 'Am Markt', house_no: '3', zipcode: '04109', city: 'Leipzig' };
const cart = (connection_address?: object) => ({
  tariff: { id: FIXTURE.homeM },
  options: [],
  promotions: [],
  ...(connection_address ? { connection_address } : {}),
});

describe.each(DATABASE_TARGETS)('the connection address of a landline order on $name', (target) => {
  let t: OrderTestApp;
  let token: string;
  beforeAll(async () => {
    t = await startOrderTestApp(target, { storedAvailability: true });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    token = await newSessionToken(t.app);
    const sessionId = await sessionIdOf(t.db, token);
    // Bonn first (the tariff is bookable), then Berlin where it is not: the order names Bonn.
    await saveAvailability(
      t.db,
      sessionId,
      { address: BONN, max_bandwidth: [], products: [FIXTURE.homeM] },
      t.clock.now,
    );
    await saveAvailability(t.db, sessionId, { address: BERLIN, max_bandwidth: [], products: [] }, t.clock.now + 1000);
  });

  it('is the checked address the cart names, kept with the order whatever personal address follows', async () => {
    const response = await initiate(t.app, token, cart({ ...BONN, street: 'lindenallee' }), PATH);
    expect(response.json()).toMatchObject({ status_code: 200 });
    const orderId = response.json<InitiatedOrderAnswer>().temp_order_id as string;
    const leipzigCustomer = { customer: { ...VALID_PERSONAL_DATA.customer, address: LEIPZIG } };
    for (const [step, body] of [
      ['PERSONAL_DATA', leipzigCustomer],
      ['PAYMENT', VALID_PAYMENT],
      ['ORDER_OVERVIEW', VALID_LANDLINE_CONSENTS],
    ] as const) {
      expect((await save(t.app, token, orderId, step, body, 'landline')).statusCode).toBe(200);
    }
    const status = await t.app.inject({ url: `/api/landline/order/${orderId}`, headers: auth(token) });
    expect(status.json<OrderStatusAnswer>().connection_address).toEqual(BONN);

    const summary = await t.app.inject({
      url: `/api/landline/order/${orderId}/contract-summary`,
      headers: auth(token),
    });
    expect(summary.json<ContractSummaryAnswer>().sections[0].lines).toContain(
      'Anschlussadresse: Lindenallee 12, Bonn 53113',
    );
    const pdf = await t.app.inject({
      url: `/api/landline/order/${orderId}/contract-summary`,
      headers: auth(token, { accept: 'application/pdf' }),
    });
    expect(pdfText(pdf.rawPayload)).toContain('Anschlussadresse: Lindenallee 12, Bonn 53113');
    expect(pdfText(pdf.rawPayload)).not.toContain('Leipzig');
  });

  it('refuses an address the session did not check, or one where the tariff is not available', async () => {
    for (const address of [LEIPZIG, BERLIN]) {
      const refused = await initiate(t.app, token, cart(address), PATH);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ErrorAnswer>().type).toBe('TariffNotAvailableException');
    }
  });

  it('refuses a malformed connection address', async () => {
    for (const address of [
      'Bonn',
      { ...BONN, street: '' },
      { ...BONN, floor: '3' },
      { ...BONN, city: 'x'.repeat(61) },
    ]) {
      const response = await initiate(t.app, token, cart(address as object), PATH);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorAnswer>().type).toBe('MalformedRequestException');
    }
  });
});
