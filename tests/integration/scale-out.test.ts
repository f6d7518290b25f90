import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { startShopProcess, stopShop, stubStaticDir, type ShopProcess } from '../support/shop-process';
import { alternating, firstMobileTariff, prepareOrder, readOrder, submitOrder } from '../support/shopper';

const adminUrl = process.env.TEST_DATABASE_URL;
const CONCURRENT_SUBMITS = 10;

if (!adminUrl) {
  console.warn('scale-out.test.ts übersprungen: TEST_DATABASE_URL ist nicht gesetzt (zwei Prozesse brauchen PostgreSQL).');
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

(adminUrl ? describe : describe.skip)('two server processes on one PostgreSQL', () => {
  const database = `shop_scale_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const staticDir = stubStaticDir();
  let servers: ShopProcess[] = [];
  let databaseUrl: string;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    // Both start at once: migrations and seeding must not collide.
    servers = await Promise.all([1, 2].map(() => startShopProcess({ DATABASE_URL: databaseUrl, STATIC_DIR: staticDir })));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopShop(server)));
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const submittedCount = async (tempOrderId: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT count(*)::int AS n FROM submitted_orders WHERE temp_order_id = $1', [tempOrderId]);
      return rows[0].n as number;
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
    const answers = await Promise.all(Array.from({ length: CONCURRENT_SUBMITS }, () => submitOrder(balancer, order, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(CONCURRENT_SUBMITS).fill(200));
    expect(new Set(answers.map((answer) => answer.body.order_id)).size).toBe(1);
    expect(await submittedCount(order.tempOrderId)).toBe(1);
  });
});
