import type { ErrorAnswer } from '../support/answers';
import { readConfig } from '../../server/config';
import { DATABASE_TARGETS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(DATABASE_TARGETS)('HTTP basics on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {
      rateLimits: { ...readConfig().rateLimits, sessionsPerMinute: 3, availabilityPerMinute: 3 },
    });
  });
  afterAll(() => t.close());

  it('reports health with the database in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: target.name === 'PGlite' ? 'pglite' : 'postgres' });
  });

  it('answers an unknown API path with a typed 404, not the app shell', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ type: 'NotFoundException' });
  });

  it('answers broken JSON with 400 MalformedRequestException', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/refresh-session',
      headers: { 'content-type': 'application/json' },
      payload: '{"kaputt":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().type).toBe('MalformedRequestException');
  });

  it('refuses bodies over 64 KiB with 413', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/refresh-session',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorAnswer>().type).toBe('PayloadTooLargeException');
  });

  it('sends a strict content security policy and no stack traces', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('rate-limits session creation with a typed 429', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await t.app.inject({ method: 'GET', url: '/api/auth/create-session' }));
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0].json<ErrorAnswer>().type).toBe('TooManyRequestsException');
  });
});
