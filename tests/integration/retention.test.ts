import { randomUUID } from 'node:crypto';
import { deleteExpiredData, type RetentionResult } from '../../server/db/retention';
import { scheduleRetention } from '../../server/retention-schedule';
import { DATABASE_TARGETS } from '../support/databases';
import { bearer, injectMobileOrder, saveEveryStep } from '../support/inject-order';
import { startTestApp, type TestApp } from '../support/test-app';
import { VALID_PAYMENT } from './checkout/helpers';

const DAY = 24 * 60 * 60 * 1000;
const IBAN = VALID_PAYMENT.payment.iban;
const POLICY = { tempOrderDays: 30 };

const count = async (t: TestApp, sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0].n;
const ordersHolding = (t: TestApp, text: string) =>
  count(t, "orders WHERE step_data::text LIKE '%' || $1 || '%'", [text]);

describe.each(DATABASE_TARGETS)('retention on $name', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(target);
  });
  afterEach(() => t.close());

  /** A checkout as it happened `daysAgo`; submitted or left unfinished. */
  async function orderFrom(daysAgo: number, submitted: boolean) {
    const now = t.clock.now;
    t.clock.now = now - daysAgo * DAY;
    try {
      const { token, orderPath } = await injectMobileOrder(t.app);
      await saveEveryStep(t.app, token, orderPath);
      if (submitted) {
        const answer = await t.app.inject({
          method: 'POST',
          url: `${orderPath}/submit`,
          headers: { ...bearer(token), 'idempotency-key': randomUUID() },
        });
        expect(answer.statusCode).toBe(200);
      }
      return { token, orderPath };
    } finally {
      t.clock.now = now;
    }
  }

  it('deletes abandoned orders with their personal data, expired sessions and old keys; keeps submitted orders and recent work', async () => {
    await orderFrom(40, false);
    await orderFrom(40, true);
    const recent = await orderFrom(5, false);
    const today = await orderFrom(0, false);
    expect(await ordersHolding(t, IBAN)).toBe(4);
    const keysBefore = await count(t, 'idempotency_keys');

    const result = await deleteExpiredData(t.db, t.clock.now, POLICY);

    expect(result).toEqual({
      tempOrders: 1,
      sessions: 1,
      idempotencyKeys: 1,
      rateLimitCounters: 0,
      diagnosticReports: 0,
      declarations: 0,
    });
    // The abandoned order's IBAN is gone; the submitted one and the two recent ones keep theirs.
    expect(await ordersHolding(t, IBAN)).toBe(3);
    expect(await count(t, 'submitted_orders')).toBe(1);
    expect(await count(t, 'idempotency_keys')).toBe(keysBefore - 1);
    // The shopper of today (and of five days ago, whose session has expired) still finds the order.
    expect((await t.app.inject({ url: today.orderPath, headers: bearer(today.token) })).statusCode).toBe(200);
    expect(await count(t, 'orders WHERE id = $1', [recent.orderPath.split('/').pop()])).toBe(1);
    // A second run finds nothing more.
    expect(await deleteExpiredData(t.db, t.clock.now, POLICY)).toEqual({
      tempOrders: 0,
      sessions: 0,
      idempotencyKeys: 0,
      rateLimitCounters: 0,
      diagnosticReports: 0,
      declarations: 0,
    });
  });

  it('runs on its own on the configured interval', async () => {
    const old = await orderFrom(40, false);
    const logged: unknown[] = [];
    const schedule = scheduleRetention(
      t.db,
      { intervalMs: 50, tempOrderDays: 30 },
      { info: (entry: unknown) => logged.push(entry), error: () => undefined } as never,
      () => t.clock.now,
    );
    try {
      // The run logs after all its deletes have finished; on PostgreSQL the orders are already gone
      // for other connections before that, so the log entry (not the empty table) marks the end.
      const cleanedUp = () => logged.some((entry) => (entry as { deleted: RetentionResult }).deleted.tempOrders === 1);
      const deadline = Date.now() + 20_000;
      while (!cleanedUp() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(cleanedUp()).toBe(true);
      expect(await count(t, 'orders')).toBe(0);
      expect((await t.app.inject({ url: old.orderPath, headers: bearer(old.token) })).statusCode).toBe(401);
    } finally {
      schedule.stop();
    }
  });
});
