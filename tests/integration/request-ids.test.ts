import type { ErrorAnswer } from '../support/answers';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { capturedLogger } from '../support/captured-logger';
import { openTestDatabase } from '../support/databases';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let db: Database;
  let app: FastifyInstance;
  const capture = capturedLogger();
  const logLines = () =>
    capture
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    db = await openTestDatabase({ name: 'PGlite' });
    app = await buildApp({ db, config: readConfig(), logger: capture.logger });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('keeps a valid incoming X-Request-Id, returns it, logs it and puts it into the error body', async () => {
    const id = 'lb-7f3a9c21-0001';
    const response = await app.inject({ method: 'GET', url: '/api/gibt-es-nicht', headers: { 'x-request-id': id } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe(id);
    expect(response.json()).toMatchObject({ type: 'NotFoundException', request_id: id });
    const mine = logLines().filter((line) => line.request_id === id);
    expect(mine.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('makes a random id when none or an invalid one comes in, different for every request', async () => {
    const invalid = ['', 'kurz', 'mit Leerzeichen drin', 'x'.repeat(200), 'a\u0007bcdefghij'];
    const ids: string[] = [];
    for (const header of [undefined, ...invalid]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: header === undefined ? {} : { 'x-request-id': header },
      });
      expect(response.statusCode).toBe(200);
      ids.push(String(response.headers['x-request-id']));
    }
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carries the id in validation errors and in the log line of the refusal', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/auth/refresh-session',
      headers: { 'content-type': 'application/json' },
      payload: '{"kaputt":',
    });
    expect(response.statusCode).toBe(400);
    const id = response.headers['x-request-id'];
    expect(response.json()).toMatchObject({ type: 'MalformedRequestException', request_id: id });
    expect(logLines().some((line) => line.request_id === id && line.msg === 'request refused')).toBe(true);
  });

  it('sets the id and a Permissions-Policy on a router error too', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/catalogue/devices/${'x'.repeat(300)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json<ErrorAnswer>().request_id).toBe(response.headers['x-request-id']);
    expect(response.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
  });

  it('switches off camera, microphone, geolocation and payment on every answer', async () => {
    for (const url of ['/api/health', '/api/gibt-es-nicht', '/api/catalogue/tariffs/mobilfunk']) {
      const policy = String((await app.inject({ url })).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(policy.split(', ')).toContain(`${feature}=()`);
    }
  });
});
