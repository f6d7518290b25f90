import { DATABASE_TARGETS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_TARGETS)('sessions on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const create = () => t.app.inject({ method: 'GET', url: '/api/auth/create-session' });
  const refresh = (token?: string) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/refresh-session', headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('creates a session with a token valid for 24 hours', async () => {
    const response = await create();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.expires_at).toBe(t.clock.now + DAY);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives every session its own token', async () => {
    const [a, b] = await Promise.all([create(), create()]);
    expect(a.json().token).not.toBe(b.json().token);
  });

  it('stores no token in clear text', async () => {
    const { token } = (await create()).json();
    const { rows } = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('refreshes a valid token: a new token, a new expiry, the old token gone', async () => {
    const { token } = (await create()).json();
    t.clock.now += 23 * 60 * 60 * 1000;
    const response = await refresh(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).not.toBe(token);
    expect(body.expires_at).toBe(t.clock.now + DAY);
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await refresh(body.token)).statusCode).toBe(200);
  });

  it('refuses to refresh an expired token with 401', async () => {
    const { token } = (await create()).json();
    t.clock.now += DAY;
    const response = await refresh(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ type: 'UnauthorizedException', message: 'Authentifizierung fehlgeschlagen', request_id: response.headers['x-request-id'] });
  });

  it('refuses a garbage or missing token with 401', async () => {
    expect((await refresh('kein-gueltiges-token')).statusCode).toBe(401);
    expect((await refresh()).statusCode).toBe(401);
  });
});
