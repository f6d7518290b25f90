import { expect } from '@jest/globals';
import type { ErrorAnswer } from '../support/answers';
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
      {
        type: 'page_view',
        path: '/unterwegs/tarife/mobilfunk?iban=DE02120300000000202051',
        ts: RECEIVED_AT - 5_000,
        tracking_id: 'newsletter-01',
      },
      { type: 'page_view', path: '/', ts: RECEIVED_AT - 1_000 },
    ];
    const response = await post(views);
    expect(response.statusCode).toBe(202);
    const { rows } = await shop.db.query<{
      path: string;
      occurred_at: Date;
      tracking_id: string | null;
      received_at: Date;
    }>('SELECT path, occurred_at, tracking_id, received_at FROM analytics_events ORDER BY occurred_at');
    expect(
      rows.map((row) => [row.path, row.occurred_at.getTime(), row.tracking_id, row.received_at.getTime()]),
    ).toEqual([
      ['/unterwegs/tarife/mobilfunk', RECEIVED_AT - 5_000, 'newsletter-01', RECEIVED_AT],
      ['/', RECEIVED_AT - 1_000, null, RECEIVED_AT],
    ]);
  });

  it('stores web-vitals measurements (LCP, INP, CLS) with their figure and rating beside the page views', async () => {
    const events = [
      { type: 'page_view', path: '/', ts: RECEIVED_AT - 9_000 },
      {
        type: 'measurement',
        name: 'LCP',
        value: 3120.5,
        rating: 'needs-improvement',
        path: '/unterwegs?wt_mc=x',
        ts: RECEIVED_AT - 8_000,
      },
      { type: 'measurement', name: 'INP', value: 88, rating: 'good', path: '/warenkorb', ts: RECEIVED_AT - 7_000 },
      { type: 'measurement', name: 'CLS', value: 0.31, rating: 'poor', path: '/warenkorb', ts: RECEIVED_AT - 6_000 },
    ];
    expect((await post(events)).statusCode).toBe(202);
    const { rows } = await shop.db.query<{
      type: string;
      path: string;
      metric: string | null;
      value: number | null;
      rating: string | null;
    }>('SELECT type, path, metric, value, rating FROM analytics_events ORDER BY occurred_at');
    expect(
      rows.map((row) => [row.type, row.path, row.metric, row.value === null ? null : Number(row.value), row.rating]),
    ).toEqual([
      ['page_view', '/', null, null, null],
      ['measurement', '/unterwegs', 'LCP', 3120.5, 'needs-improvement'],
      ['measurement', '/warenkorb', 'INP', 88, 'good'],
      ['measurement', '/warenkorb', 'CLS', 0.31, 'poor'],
    ]);
  });

  it.each([
    [
      'a measurement of an unknown figure',
      [{ type: 'measurement', name: 'FID', value: 10, rating: 'good', path: '/', ts: RECEIVED_AT }],
    ],
    ['a measurement without its rating', [{ type: 'measurement', name: 'LCP', value: 10, path: '/', ts: RECEIVED_AT }]],
    [
      'a negative figure',
      [{ type: 'measurement', name: 'CLS', value: -1, rating: 'good', path: '/', ts: RECEIVED_AT }],
    ],
    ['an unknown event type', [{ type: 'click', path: '/', ts: RECEIVED_AT }]],
    ['a path that is not one', [{ type: 'page_view', path: 'https://elsewhere.example/', ts: RECEIVED_AT }]],
    ['more than 50 events', Array.from({ length: 51 }, () => ({ type: 'page_view', path: '/', ts: RECEIVED_AT }))],
    ['no list', { type: 'page_view', path: '/', ts: RECEIVED_AT }],
    ['a time beyond any date (1e21)', [{ type: 'page_view', path: '/', ts: 1e21 }]],
    ['a time in the year 275760', [{ type: 'page_view', path: '/', ts: 8.64e15 }]],
    ['a negative time', [{ type: 'page_view', path: '/', ts: -1 }]],
    ['a time before 2000', [{ type: 'page_view', path: '/', ts: 1 }]],
    ['a time that is no whole number', [{ type: 'page_view', path: '/', ts: RECEIVED_AT + 0.5 }]],
    [
      'a figure beyond an hour',
      [{ type: 'measurement', name: 'LCP', value: 1e308, rating: 'poor', path: '/', ts: RECEIVED_AT }],
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().type).toBeDefined();
    const { rows } = await shop.db.query<{ count: number }>('SELECT count(*)::int8 AS count FROM analytics_events');
    expect(rows[0].count).toBe(0);
  });

  it('names the time field when it is out of range, as a ValidationException, never a 500', async () => {
    const response = await post([
      { type: 'page_view', path: '/', ts: RECEIVED_AT },
      { type: 'page_view', path: '/', ts: 1e21 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'ValidationException', fields: { ts: expect.any(String) } });
  });

  it.each(['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded'])(
    'answers a %s body with 400 MalformedRequestException, not field errors',
    async (contentType) => {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        headers: { 'content-type': contentType },
        payload: 'hallo',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        type: 'MalformedRequestException',
        message: 'Dieser Inhaltstyp wird nicht unterstützt.',
      });
      expect(response.json<ErrorAnswer>().fields).toBeUndefined();
    },
  );
});
