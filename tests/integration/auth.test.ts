import type { TokenAnswer } from '../../src/domain/api-answers';
import { DATABASE_TARGETS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { REFRESH_GRACE_MS } from '../../server/db/sessions';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_TARGETS)('sessions on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const create = () => t.app.inject({ method: 'GET', url: '/api/auth/create-session' });
  const refresh = (token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/refresh-session',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('creates a session with a token valid for 24 hours', async () => {
    const response = await create();
    expect(response.statusCode).toBe(200);
    const body = response.json<TokenAnswer>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.expires_at).toBe(t.clock.now + DAY);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives every session its own token', async () => {
    const [a, b] = await Promise.all([create(), create()]);
    expect(a.json<TokenAnswer>().token).not.toBe(b.json<TokenAnswer>().token);
  });

  it('stores no token in clear text', async () => {
    const { token } = (await create()).json<TokenAnswer>();
    const { rows } = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('refreshes a valid token: a new token, a new expiry, the old token gone after the grace period', async () => {
    const { token } = (await create()).json<TokenAnswer>();
    t.clock.now += 23 * 60 * 60 * 1000;
    const response = await refresh(token);
    expect(response.statusCode).toBe(200);
    const body = response.json<TokenAnswer>();
    expect(body.token).not.toBe(token);
    expect(body.expires_at).toBe(t.clock.now + DAY);
    t.clock.now += REFRESH_GRACE_MS;
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await refresh(body.token)).statusCode).toBe(200);
  });

  it('answers a retried refresh within the grace period with the same new token (a lost answer strands nobody)', async () => {
    const { token } = (await create()).json<TokenAnswer>();
    const first = (await refresh(token)).json<TokenAnswer>();
    t.clock.now += REFRESH_GRACE_MS - 1;
    const retry = await refresh(token);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first);
    // The old token opens nothing else: only the refresh is idempotent.
    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/mobile/order/00000000-0000-4000-8000-000000000000',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(orders.statusCode).toBe(401);
    t.clock.now += 1;
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await refresh(first.token)).statusCode).toBe(200);
  });

  it('gives five concurrent refreshes of one token one and the same new token', async () => {
    const { token } = (await create()).json<TokenAnswer>();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json<TokenAnswer>().token)).size).toBe(1);
  });

  it('keeps no refreshed token readable in the database', async () => {
    const { token } = (await create()).json<TokenAnswer>();
    const next = (await refresh(token)).json<TokenAnswer>().token;
    const { rows } = await t.db.query('SELECT * FROM sessions');
    expect(JSON.stringify(rows)).not.toContain(next);
  });

  it('refuses to refresh an expired token with 401', async () => {
    const { token } = (await create()).json<TokenAnswer>();
    t.clock.now += DAY;
    const response = await refresh(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      type: 'UnauthorizedException',
      message: 'Authentifizierung fehlgeschlagen',
      request_id: response.headers['x-request-id'],
    });
  });

  it('refuses a garbage or missing token with 401', async () => {
    expect((await refresh('kein-gueltiges-token')).statusCode).toBe(401);
    expect((await refresh()).statusCode).toBe(401);
  });
});
