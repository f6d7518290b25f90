import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShopProcess, stopShop, stubStaticDir, type ShopProcess } from '../support/shop-process';
import { MOBILE_STEP_BODIES } from '../support/inject-order';
import { storedOrdersIn } from '../support/stored-orders';

/** An outside-style probe on loopback: whole order flows whose requests a flaky client often gives up on. */
const FLOWS = 100;
const CONCURRENT_FLOWS = 10;
/** Bounded: a request is tried at most this often before the flow counts as failed. */
const MAX_TRIES = 12;

/** Requests tried, given up on by the client, and answered with a 5xx. */
type Tally = Record<'tried' | 'aborted' | 'serverErrors', number>;

/** Every second attempt is given up after a few milliseconds, mid-flight, as a phone in a tunnel would. */
function flakyClient(baseUrl: string, tally: Tally) {
  let attempt = 0;
  return async (
    method: string,
    url: string,
    token: string | undefined,
    body: unknown,
    key?: string,
  ): Promise<Record<string, unknown>> => {
    for (let tries = 0; tries < MAX_TRIES; tries += 1) {
      attempt += 1;
      tally.tried += 1;
      const controller = new AbortController();
      const giveUp = attempt % 2 === 0 ? setTimeout(() => controller.abort(), attempt % 7) : undefined;
      try {
        const response = await fetch(`${baseUrl}/api${url}`, {
          method,
          signal: controller.signal,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(key ? { 'idempotency-key': key } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        if (response.status >= 500) tally.serverErrors += 1;
        if (response.status === 200) return JSON.parse(text) as Record<string, unknown>;
      } catch {
        tally.aborted += 1;
      } finally {
        clearTimeout(giveUp);
      }
    }
    throw new Error(`${method} ${url}: no answer after ${MAX_TRIES} tries`);
  };
}

/** One shopper's whole checkout; every write keeps its Idempotency-Key across retries, as the outbox does. */
async function orderFlow(call: ReturnType<typeof flakyClient>, tariff: string): Promise<{ orderId?: string }> {
  try {
    const { token } = (await call('GET', '/auth/create-session', undefined, undefined)) as { token: string };
    const cart = { tariff: { id: tariff }, options: [], promotions: [] };
    const initiated = await call(
      'POST',
      '/mobile/new-customer/new-contract/initiate-order',
      token,
      { cart },
      randomUUID(),
    );
    const orderPath = `/mobile/order/${initiated.temp_order_id as string}`;
    for (const [step, body] of Object.entries(MOBILE_STEP_BODIES))
      await call('POST', `${orderPath}/save/${step}`, token, body, randomUUID());
    const submitted = await call('POST', `${orderPath}/submit`, token, undefined, randomUUID());
    return { orderId: submitted.order_id as string };
  } catch {
    return {};
  }
}

describe('probe: order flows with half the requests aborted (PGlite process on 127.0.0.1)', () => {
  const staticDir = stubStaticDir();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-probe-'));
  let shop: ShopProcess | undefined;
  afterAll(async () => {
    await stopShop(shop);
    for (const dir of [staticDir, dataDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(`stores exactly one order per flow for ${FLOWS} flows, without a 5xx`, async () => {
    shop = await startShopProcess({ DATA_DIR: dataDir, STATIC_DIR: staticDir });
    const baseUrl = shop.baseUrl;
    const tariff = (
      (await (await fetch(`${baseUrl}/api/catalogue/tariffs/mobilfunk`)).json()) as {
        tariffs: { concrete_product_id: string }[];
      }
    ).tariffs[0].concrete_product_id;
    const tally: Tally = { tried: 0, aborted: 0, serverErrors: 0 };
    const answered: (string | undefined)[] = [];
    for (let start = 0; start < FLOWS; start += CONCURRENT_FLOWS) {
      const batch = Array.from({ length: Math.min(CONCURRENT_FLOWS, FLOWS - start) }, () =>
        orderFlow(flakyClient(baseUrl, tally), tariff),
      );
      answered.push(...(await Promise.all(batch)).map((flow) => flow.orderId));
    }
    await stopShop(shop);

    const stored = await storedOrdersIn(dataDir);
    const storedNumbers = new Set([...stored.byTempOrder.values()].flat());
    const figures = {
      flows: FLOWS,
      requestsTried: tally.tried,
      requestsAborted: tally.aborted,
      serverErrors: tally.serverErrors,
      ordersExpected: FLOWS,
      ordersAnswered: answered.filter(Boolean).length,
      ordersStored: storedNumbers.size,
      duplicated:
        [...stored.byTempOrder.values()].filter((ids) => ids.length > 1).length +
        [...stored.bySession.values()].filter((n) => n > 1).length,
      lost: answered.filter((id) => !id || !storedNumbers.has(id)).length,
    };
    console.log(`Probe: ${JSON.stringify(figures)}`);
    expect(figures.requestsAborted).toBeGreaterThan(FLOWS);
    expect(figures).toEqual(
      expect.objectContaining({ serverErrors: 0, ordersAnswered: FLOWS, ordersStored: FLOWS, duplicated: 0, lost: 0 }),
    );
  });
});
