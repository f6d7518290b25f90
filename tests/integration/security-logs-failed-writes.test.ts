import type { TariffList } from '../../src/domain/catalogue-resources';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { capturedLogger } from '../support/captured-logger';
import { readConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { DATABASE_TARGETS, openTestDatabase } from '../support/databases';
import { CANCELLATION, WITHDRAWAL } from '../support/declaration-fixtures';
import { bearer, injectMobileOrder, MOBILE_STEP_BODIES, saveEveryStep } from '../support/inject-order';
import { routesOf } from '../support/route-list';
import { VALID_PAYMENT, VALID_PERSONAL_DATA } from './checkout/helpers';
import { checkAnswersAgainstDocument } from '../support/contract';
import { EVENT_LOG_FORMAT } from '../../src/domain/event-log';

const IBAN = VALID_PAYMENT.payment.iban.replaceAll(' ', '');
const BIRTH_DATE = VALID_PERSONAL_DATA.customer.birth_date;
const LAST_NAME = VALID_PERSONAL_DATA.customer.last_name;
/** Every table a write route writes to. */
const WRITTEN_TABLES = [
  'sessions',
  'orders',
  'submitted_orders',
  'idempotency_keys',
  'declarations',
  'analytics_events',
  'availability_results',
  'diagnostic_reports',
];

/** From now on every insert or update of those tables fails inside the database, with the row in the error's detail. */
async function breakWrites(db: Database) {
  for (const table of WRITTEN_TABLES)
    await db.exec(`ALTER TABLE ${table} ADD CONSTRAINT refuse_all_writes CHECK (false) NOT VALID`);
}

interface WriteCall {
  method: 'POST' | 'PUT' | 'GET';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

describe.each(DATABASE_TARGETS)('logs after failed database writes on $name', (target) => {
  let db: Database;
  let app: FastifyInstance;
  const capture = capturedLogger();
  beforeAll(async () => {
    db = await openTestDatabase(target);
    const config = readConfig();
    app = checkAnswersAgainstDocument(
      await buildApp({
        db,
        logger: capture.logger,
        config: { ...config, availability: { ...config.availability, generatedAddresses: 200 } },
      }),
    );
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('hold no IBAN, birth date, name or token when every write route fails at the database', async () => {
    const { token, orderPath } = await injectMobileOrder(app);
    await saveEveryStep(app, token, orderPath);
    // A known door of the address book (seeded on the first check), so that the check stores its result.
    const availabilityUrl = '/api/landline/new-customer/new-contract/check-availability';
    await app.inject({
      method: 'POST',
      url: availabilityUrl,
      headers: bearer(token),
      payload: { address: { street: 'Xweg', house_no: '1', zipcode: '00000', city: 'Xdorf' } },
    });
    const door = (
      await db.query<Record<string, string>>('SELECT street, house_no, zipcode, city FROM address_book LIMIT 1')
    ).rows[0];
    await breakWrites(db);

    const withKey = { ...bearer(token), 'idempotency-key': randomUUID() };
    const cart = {
      tariff: {
        id: (await app.inject({ url: '/api/catalogue/tariffs/mobilfunk' })).json<TariffList>().tariffs[0]
          .concrete_product_id,
      },
      options: [],
      promotions: [],
    };
    const calls: Record<string, WriteCall[]> = {
      'GET /api/auth/create-session': [{ method: 'GET', url: '/api/auth/create-session' }],
      'PUT /api/auth/refresh-session': [{ method: 'PUT', url: '/api/auth/refresh-session', headers: bearer(token) }],
      'POST /api/:line/new-customer/:kind/initiate-order': [
        {
          method: 'POST',
          url: '/api/mobile/new-customer/new-contract/initiate-order',
          headers: bearer(token),
          payload: { cart },
        },
        {
          method: 'POST',
          url: '/api/mobile/new-customer/new-contract/initiate-order',
          headers: withKey,
          payload: { cart },
        },
      ],
      'POST /api/:line/order/:orderId/save/:step': Object.entries(MOBILE_STEP_BODIES).flatMap(([step, payload]) => [
        { method: 'POST', url: `${orderPath}/save/${step}`, headers: bearer(token), payload },
        {
          method: 'POST',
          url: `${orderPath}/save/${step}`,
          headers: { ...bearer(token), 'idempotency-key': randomUUID() },
          payload,
        },
      ]),
      'POST /api/:line/order/:orderId/submit': [
        { method: 'POST', url: `${orderPath}/submit`, headers: { ...bearer(token), 'idempotency-key': randomUUID() } },
      ],
      'POST /api/cancellations': [
        { method: 'POST', url: '/api/cancellations', payload: { ...CANCELLATION, name: `Erika ${LAST_NAME}` } },
      ],
      'POST /api/withdrawals': [
        { method: 'POST', url: '/api/withdrawals', payload: { ...WITHDRAWAL, name: `Erika ${LAST_NAME}` } },
      ],
      'POST /api/analytics/events': [
        { method: 'POST', url: '/api/analytics/events', payload: [{ type: 'page_view', path: '/', ts: Date.now() }] },
      ],
      // A report whose log, unlike the shop's, was not masked: the failed write must not log it either.
      'POST /api/diagnostics': [
        {
          method: 'POST',
          url: '/api/diagnostics',
          headers: { 'idempotency-key': randomUUID() },
          payload: {
            context: 'footer',
            path: '/checkout',
            log: JSON.stringify({
              format: EVENT_LOG_FORMAT,
              startedAt: 1,
              dropped: 0,
              snapshot: { form: { iban: IBAN, birth_date: BIRTH_DATE, last_name: LAST_NAME } },
              entries: [],
            }),
          },
        },
      ],
      [`POST ${availabilityUrl}`]: [
        { method: 'POST', url: availabilityUrl, headers: bearer(token), payload: { address: door } },
      ],
    };
    // Every write route of the app is here: a route added later fails this test until it is covered.
    // Form schemas and address suggestions are POSTs that only read (the body keeps the typed address out of URL logs).
    const readsOnly = (url: string) => url.endsWith('/form-schemas') || url.endsWith('/address-suggestions');
    const writeRoutes = routesOf(app)
      .filter(({ method, url }) => (method === 'POST' || method === 'PUT') && !readsOnly(url))
      .map(({ method, url }) => `${method} ${url}`);
    expect(
      Object.keys(calls)
        .filter((route) => !route.startsWith('GET'))
        .sort(),
    ).toEqual([...new Set(writeRoutes)].sort());

    for (const [route, list] of Object.entries(calls)) {
      for (const call of list) {
        const response = await app.inject({
          method: call.method,
          url: call.url,
          headers: call.headers,
          payload: call.payload as object,
        });
        // The write really reached the database and failed there.
        expect({ route, status: response.statusCode }).toEqual({ route, status: 500 });
        expect(response.json()).toEqual({
          type: 'InternalServerErrorException',
          message: 'Ihre Anfrage konnte nicht verarbeitet werden',
          request_id: response.headers['x-request-id'],
        });
      }
    }

    const logged = capture.text();
    // The failures were logged, with what an operator needs: the constraint that refused them.
    expect(logged).toContain('refuse_all_writes');
    expect(logged).toContain('"code":"23514"');
    for (const secret of [IBAN, VALID_PAYMENT.payment.iban, BIRTH_DATE, LAST_NAME, token])
      expect(logged).not.toContain(secret);
  });
});
