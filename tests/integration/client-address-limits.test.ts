import { expect } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig, type RateLimits } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { countHit, readHits } from '../../server/db/rate-limit-store';
import { DATABASE_TARGETS, openTestDatabase } from '../support/databases';
import { bearer } from '../support/inject-order';
import { newSessionToken, startTestApp } from '../support/test-app';
import { checkAnswersAgainstDocument } from '../support/contract';

const limits = (overrides: Partial<RateLimits>): RateLimits => ({
  sessionsPerMinute: 1_000,
  availabilityPerMinute: 1_000,
  orderWritesPerAddress: 1_000,
  orderWritesPerSession: 1_000,
  suggestionsPerMinute: 1_000,
  ...overrides,
});

/** The cheapest order-flow write: a cart without a tariff is refused (400) after the limits counted it. */
const initiate = (app: FastifyInstance, token: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/mobile/new-customer/new-contract/initiate-order',
    headers: { ...bearer(token), ...headers },
    payload: { cart: {} },
  });

const statuses = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
  const seen: number[] = [];
  for (const request of requests) seen.push((await request()).statusCode);
  return seen;
};

const times = <T>(count: number, make: (index: number) => T) =>
  Array.from({ length: count }, (_, index) => make(index));
const rotatingAddress = (index: number) => ({ 'x-forwarded-for': `203.0.113.${index + 1}` });

describe.each(DATABASE_TARGETS)('rate limits by the real client on $name', (target) => {
  it('counts session creations per socket address: a rotating X-Forwarded-For still meets 429', async () => {
    const t = await startTestApp(target, { rateLimits: limits({ sessionsPerMinute: 3 }) });
    try {
      const seen = await statuses(
        times(6, (i) => () => t.app.inject({ url: '/api/auth/create-session', headers: rotatingAddress(i) })),
      );
      expect(seen).toEqual([200, 200, 200, 429, 429, 429]);
      const refused = await t.app.inject({ url: '/api/auth/create-session' });
      expect(refused.json()).toEqual({
        type: 'TooManyRequestsException',
        message: expect.stringMatching(/^Zu viele Anfragen/),
        request_id: refused.headers['x-request-id'],
      });
    } finally {
      await t.close();
    }
  });

  it('takes the address from X-Forwarded-For only when the socket is a proxy TRUST_PROXY names', async () => {
    const t = await startTestApp(target, { trustProxy: '127.0.0.1', rateLimits: limits({ sessionsPerMinute: 2 }) });
    try {
      // Behind the trusted proxy every forwarded client has its own count …
      const distinct = await statuses(
        times(4, (i) => () => t.app.inject({ url: '/api/auth/create-session', headers: rotatingAddress(i) })),
      );
      expect(distinct).toEqual([200, 200, 200, 200]);
      // … and one client is limited whatever the proxy's own address.
      const same = await statuses(
        times(3, () => () => t.app.inject({ url: '/api/auth/create-session', headers: rotatingAddress(99) })),
      );
      expect(same).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  it('limits the order flow per session, other sessions unharmed', async () => {
    const t = await startTestApp(target, { rateLimits: limits({ orderWritesPerSession: 3 }) });
    try {
      const busy = await newSessionToken(t.app);
      const calm = await newSessionToken(t.app);
      expect(await statuses(times(4, (i) => () => initiate(t.app, busy, rotatingAddress(i))))).toEqual([
        400, 400, 400, 429,
      ]);
      expect((await initiate(t.app, calm)).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('limits the order flow per client address across sessions', async () => {
    const t = await startTestApp(target, { rateLimits: limits({ orderWritesPerAddress: 4 }) });
    try {
      const tokens = await Promise.all(times(5, () => newSessionToken(t.app)));
      expect(await statuses(tokens.map((token, i) => () => initiate(t.app, token, rotatingAddress(i))))).toEqual([
        400, 400, 400, 400, 429,
      ]);
    } finally {
      await t.close();
    }
  });

  it('keeps database counters per key and window', async () => {
    const db = await openTestDatabase(target);
    try {
      expect(await countHit(db, 'a', 1_000, 10_000)).toEqual({ current: 1, ttl: 1_000 });
      expect(await countHit(db, 'a', 1_000, 10_400)).toEqual({ current: 2, ttl: 600 });
      expect(await countHit(db, 'b', 1_000, 10_400)).toEqual({ current: 1, ttl: 1_000 });
      expect(await readHits(db, 'a', 10_500)).toEqual({ current: 2, ttl: 500 });
      // A window that has ended starts again.
      expect(await countHit(db, 'a', 1_000, 11_000)).toEqual({ current: 1, ttl: 1_000 });
    } finally {
      await db.close();
    }
  });
});

const postgres = DATABASE_TARGETS.find((target) => target.url);
if (!postgres) console.warn('Geteilte Zähler übersprungen: TEST_DATABASE_URL ist nicht gesetzt.');

(postgres ? describe : describe.skip)('two app instances on one PostgreSQL', () => {
  it('share one limit: the counters live in the database, not in either process', async () => {
    const db = await openTestDatabase(postgres as (typeof DATABASE_TARGETS)[number]);
    const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    // Its own pool on the same schema: nothing shared with the first instance but the database.
    const otherDb = await openDatabase({ url: postgres?.url, schema: rows[0].schema, poolSize: 2 });
    const config = { ...readConfig(), rateLimits: limits({ sessionsPerMinute: 3 }) };
    const apps = [
      checkAnswersAgainstDocument(await buildApp({ db, config })),
      checkAnswersAgainstDocument(await buildApp({ db: otherDb, config })),
    ];
    try {
      const seen = await statuses(times(6, (i) => () => apps[i % 2].inject({ url: '/api/auth/create-session' })));
      expect(seen).toEqual([200, 200, 200, 429, 429, 429]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await otherDb.close();
      await db.close();
    }
  });
});
