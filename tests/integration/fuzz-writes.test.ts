import type { ErrorAnswer } from '../support/answers';
import type { InitiatedOrderAnswer } from '../../src/domain/api-answers';
import type { TariffList } from '../../src/domain/catalogue-resources';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { DATABASE_TARGETS } from '../support/databases';
import { routesOf } from '../support/route-list';
import { newSessionToken, startTestApp, type TestApp } from '../support/test-app';
import { BODY_LIMIT_BYTES } from '../../server/http-server';
import { DIAGNOSTICS_BODY_LIMIT } from '../../server/routes/diagnostics';

const RUNS_PER_ROUTE = 50;
const HIGH_LIMITS = {
  sessionsPerMinute: 1_000_000,
  availabilityPerMinute: 1_000_000,
  orderWritesPerAddress: 1_000_000,
  orderWritesPerSession: 1_000_000,
  suggestionsPerMinute: 1_000_000,
};

/** Bodies a careless or hostile client might send: any JSON value, deep junk, or text that is not JSON at all. */
const jsonBody = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.object({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      fc.constantFrom(
        'address',
        'cart',
        'customer',
        'payment',
        'iban',
        'name',
        'email',
        'scope',
        '__proto__',
        'constructor',
      ),
      fc.anything({ maxDepth: 2 }),
    )
    .map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('', '{', '[1,', 'null', '"x"', '{"__proto__":{"polluted":true}}', '{"a":1e999}', '\u0000'),
);

/** A path parameter: junk, or a well-formed value; an order id is often the session's real order, so the body is read. */
const junkParam = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom('..', '%00'));
const STEPS = ['PERSONAL_DATA', 'PAYMENT', 'IDENTIFICATION', 'CONSENTS', 'ORDER_OVERVIEW'];
/** Mostly real values, so the bodies reach the cart and schema checks instead of stopping at a 404. */
const REAL_VALUES: Record<string, string[]> = {
  ':line': ['mobile', 'landline'],
  ':kind': ['new-contract', 'provider-change'],
  ':step': STEPS,
};
const paramValue = (name: string, orderId: string) =>
  name === ':orderId'
    ? fc.oneof({ arbitrary: fc.constant(orderId), weight: 3 }, { arbitrary: junkParam, weight: 1 })
    : REAL_VALUES[name]
      ? fc.oneof({ arbitrary: fc.constantFrom(...REAL_VALUES[name]), weight: 3 }, { arbitrary: junkParam, weight: 1 })
      : junkParam;

function expectTypedError(status: number, body: string): void {
  expect(status).toBeLessThan(500);
  if (status < 400) return;
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(typeof parsed.type).toBe('string');
  expect(typeof parsed.message).toBe('string');
  expect(Object.keys(parsed).every((key) => ['type', 'message', 'fields', 'request_id'].includes(key))).toBe(true);
  expect(typeof parsed.request_id).toBe('string');
  if (parsed.fields !== undefined) {
    expect(Object.values(parsed.fields as object).every((message) => typeof message === 'string')).toBe(true);
  }
}

const writeRoutes = (app: FastifyInstance) =>
  routesOf(app).filter(({ method }) => method === 'POST' || method === 'PUT');

describe.each(DATABASE_TARGETS)('random and malformed bodies on every write route ($name)', (target) => {
  let t: TestApp;
  let token: string;
  let orderId: string;
  let client = 0;
  beforeAll(async () => {
    t = await startTestApp(target, { rateLimits: HIGH_LIMITS });
    token = await newSessionToken(t.app);
    const tariff = (await t.app.inject({ url: '/api/catalogue/tariffs/mobilfunk' })).json<TariffList>().tariffs[0]
      .concrete_product_id;
    const initiated = await t.app.inject({
      method: 'POST',
      url: '/api/mobile/new-customer/new-contract/initiate-order',
      headers: { authorization: `Bearer ${token}` },
      payload: { cart: { tariff: { id: tariff }, options: [], promotions: [] } },
    });
    orderId = initiated.json<InitiatedOrderAnswer>().temp_order_id as string;
  });
  afterAll(() => t.close());

  it('the app has write routes to fuzz, the order flow among them', () => {
    expect(writeRoutes(t.app).map(({ url }) => url)).toEqual(
      expect.arrayContaining([
        '/api/:line/new-customer/:kind/initiate-order',
        '/api/:line/order/:orderId/save/:step',
        '/api/:line/order/:orderId/submit',
      ]),
    );
    expect(writeRoutes(t.app).length).toBeGreaterThanOrEqual(9);
  });

  it('refuses a body over its limit with 413 and broken JSON with 400 on every write route', async () => {
    // 64 KiB everywhere but for a problem report, which carries a whole event log.
    const limitOf = (url: string) => (url === '/api/diagnostics' ? DIAGNOSTICS_BODY_LIMIT : BODY_LIMIT_BYTES);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    for (const route of writeRoutes(t.app)) {
      const url = route.url.replace(':orderId', orderId).replace(':step', 'PERSONAL_DATA');
      const method = route.method as 'POST' | 'PUT';
      const huge = await t.app.inject({
        method,
        url,
        headers,
        payload: JSON.stringify({ filler: 'x'.repeat(limitOf(route.url) + 1024) }),
      });
      expect([route.url, huge.statusCode, huge.json<ErrorAnswer>().type]).toEqual([
        route.url,
        413,
        'PayloadTooLargeException',
      ]);
      const broken = await t.app.inject({ method, url, headers, payload: '{"cart": {' });
      expect([route.url, broken.statusCode, broken.json<ErrorAnswer>().type]).toEqual([
        route.url,
        400,
        'MalformedRequestException',
      ]);
    }
  });

  it('never answers 5xx and always in the typed error shape', async () => {
    for (const route of writeRoutes(t.app)) {
      const params = route.url.match(/:\w+/g) ?? [];
      await fc.assert(
        fc.asyncProperty(
          jsonBody,
          fc.tuple(...params.map((name) => paramValue(name, orderId))),
          fc.boolean(),
          fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
          fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 60 }))),
          async (payload, values, withToken, contentType, idempotencyKey) => {
            const url = params.reduce(
              (path, param, index) => path.replace(param, encodeURIComponent(String(values[index]))),
              route.url,
            );
            client += 1;
            const response = await t.app.inject({
              method: route.method as 'POST' | 'PUT',
              url,
              payload,
              // Each run comes from another address, so the per-client rate limits do not hide the routes.
              remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
              headers: {
                'content-type': contentType,
                ...(withToken ? { authorization: `Bearer ${token}` } : {}),
                ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }),
              },
            });
            expectTypedError(response.statusCode, response.body);
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  });
});
