import { DATABASE_TARGETS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const RECEIVED_AT = Date.UTC(2026, 0, 15, 9, 30);

describe.each(DATABASE_TARGETS)('POST /api/analytics/events on $name', (target) => {
  let shop: TestApp;

  beforeEach(async () => {
    shop = await startTestApp(target);
    shop.clock.now = RECEIVED_AT;
  });
  afterEach(() => shop.close());

  const post = (payload: unknown) =>
    shop.app.inject({ method: 'POST', url: '/api/analytics/events', payload: payload as Record<string, unknown> });

  it('stores page views with their time, tracking id and path without query, and answers 202', async () => {
    const views = [
      { type: 'page_view', path: '/unterwegs/tarife/mobilfunk?iban=DE02120300000000202051', ts: RECEIVED_AT - 5_000, tracking_id: 'newsletter-01' },
      { type: 'page_view', path: '/', ts: RECEIVED_AT - 1_000 },
    ];
    const response = await post(views);
    expect(response.statusCode).toBe(202);
    const { rows } = await shop.db.query<{ path: string; occurred_at: Date; tracking_id: string | null; received_at: Date }>(
      'SELECT path, occurred_at, tracking_id, received_at FROM analytics_events ORDER BY occurred_at',
    );
    expect(rows.map((row) => [row.path, row.occurred_at.getTime(), row.tracking_id, row.received_at.getTime()])).toEqual([
      ['/unterwegs/tarife/mobilfunk', RECEIVED_AT - 5_000, 'newsletter-01', RECEIVED_AT],
      ['/', RECEIVED_AT - 1_000, null, RECEIVED_AT],
    ]);
  });

  it.each([
    ['an unknown event type', [{ type: 'click', path: '/', ts: 1 }]],
    ['a path that is not one', [{ type: 'page_view', path: 'https://elsewhere.example/', ts: 1 }]],
    ['more than 50 events', Array.from({ length: 51 }, () => ({ type: 'page_view', path: '/', ts: 1 }))],
    ['no list', { type: 'page_view', path: '/', ts: 1 }],
  ])('refuses %s with 400 and stores nothing', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().type).toBeDefined();
    const { rows } = await shop.db.query<{ count: number }>('SELECT count(*)::int8 AS count FROM analytics_events');
    expect(rows[0].count).toBe(0);
  });
});
