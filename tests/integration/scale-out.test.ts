import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { adminUrl, startPairOnFreshDatabase, type ProcessPair } from '../support/postgres-pair';
import type { ShopProcess } from '../support/shop-process';
import { alternating, firstMobileTariff, prepareOrder, readOrder, submitOrder } from '../support/shopper';

const CONCURRENT_SUBMITS = 10;
/** Small, so that the shared limit is met within the test. */
const SESSION_LIMIT = 3;

if (!adminUrl) {
  console.warn(
    'scale-out.test.ts übersprungen: TEST_DATABASE_URL ist nicht gesetzt (zwei Prozesse brauchen PostgreSQL).',
  );
}

(adminUrl ? describe : describe.skip)('two server processes on one PostgreSQL', () => {
  let pair: ProcessPair;
  let servers: ShopProcess[] = [];
  let databaseUrl: string;

  beforeAll(async () => {
    pair = await startPairOnFreshDatabase();
    ({ servers, databaseUrl } = pair);
  });
  afterAll(() => pair?.stop());

  const submittedCount = async (tempOrderId: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM submitted_orders WHERE temp_order_id = $1',
        [tempOrderId],
      );
      return rows[0].n;
    } finally {
      await client.end();
    }
  };

  it('finishes on one process a checkout started on the other', async () => {
    const balancer = alternating(servers.map((server) => server.baseUrl));
    const order = await prepareOrder(balancer, await firstMobileTariff(balancer));
    // Both processes see the same order with every step saved.
    for (const server of servers) {
      const seen = await readOrder(() => server.baseUrl, order);
      expect(seen.status).toBe(200);
      expect(seen.body.completed_steps).toEqual(expect.arrayContaining(['PERSONAL_DATA', 'PAYMENT', 'IDENTIFICATION']));
    }
    const submitted = await submitOrder(balancer, order, randomUUID());
    expect(submitted.status).toBe(200);
    expect(submitted.body.order_id).toMatch(/^MA-/);
    expect(await submittedCount(order.tempOrderId)).toBe(1);
  });

  it('makes one order of concurrent submits with one key across both processes', async () => {
    const balancer = alternating(servers.map((server) => server.baseUrl));
    const order = await prepareOrder(balancer, await firstMobileTariff(balancer));
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_SUBMITS }, () => submitOrder(balancer, order, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(CONCURRENT_SUBMITS).fill(200));
    expect(new Set(answers.map((answer) => answer.body.order_id)).size).toBe(1);
    expect(await submittedCount(order.tempOrderId)).toBe(1);
  });
});

(adminUrl ? describe : describe.skip)('rate limits of two server processes on one PostgreSQL', () => {
  let pair: ProcessPair | undefined;
  afterAll(() => pair?.stop());

  it('count into one shared window: the limit holds for both processes together, not for each', async () => {
    pair = await startPairOnFreshDatabase({ RATE_LIMIT_SESSIONS: String(SESSION_LIMIT) });
    const balancer = alternating(pair.servers.map((server) => server.baseUrl));
    const statuses: number[] = [];
    for (let i = 0; i < 2 * SESSION_LIMIT; i += 1)
      statuses.push((await fetch(`${balancer()}/api/auth/create-session`)).status);
    expect(statuses).toEqual([...Array<number>(SESSION_LIMIT).fill(200), ...Array<number>(SESSION_LIMIT).fill(429)]);
  });
});
