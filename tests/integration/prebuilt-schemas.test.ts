import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { PROJECT_ROOT, readConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import {
  loadSchemaFunctions,
  prebuiltCompilers,
  SCHEMA_FUNCTIONS_FILE,
  type RoutePart,
  type SchemaFunctions,
} from '../../server/schema-functions';
import { compileSchemaFunctions, type CompiledSchemas } from '../../server/schema-functions-compile';
import { DATABASE_TARGETS, openTestDatabase } from '../support/databases';
import { bearer, injectMobileOrder } from '../support/inject-order';
import { VALID_PERSONAL_DATA } from './checkout/helpers';

/**
 * What a client sees of an answer: the status, the type and the body, as text where it carries no
 * request id (which differs from request to request), else parsed without it.
 */
function seen(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const type = String(response.headers['content-type']);
  const body: unknown = type.startsWith('application/json') ? JSON.parse(response.body) : response.body;
  const text = body && typeof body === 'object' && 'request_id' in body ? undefined : response.body;
  if (text === undefined) delete (body as { request_id?: string }).request_id;
  return { status: response.statusCode, type, body, text };
}

/**
 * The compiled server answers with the validators and serialisers `npm run build` compiled
 * (scripts/compile-schemas.ts) instead of compiling them at start: the same answers, refusals
 * included, as the app compiling them at run time, from a file written here the way the build writes it.
 */
describe('the routes’ prebuilt schema functions', () => {
  // Inside the project, as dist/server/ is: the generated code requires Ajv's and fast-json-stringify's helpers.
  const results = path.join(PROJECT_ROOT, 'test-results');
  let folder: string;
  const config = readConfig();
  const clock = { now: Date.now() };
  const now = () => clock.now;
  let db: Database;
  let compiled: CompiledSchemas;
  let runtime: FastifyInstance;
  let prebuilt: FastifyInstance;
  const missed: RoutePart[] = [];

  const appWith = async (functions: SchemaFunctions, onMiss: (part: RoutePart) => void) => {
    const app = await buildApp({ db, config, now, schemaCompilers: prebuiltCompilers(functions, onMiss) });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    fs.mkdirSync(results, { recursive: true });
    folder = fs.mkdtempSync(path.join(results, 'schema-functions-'));
    const file = path.join(folder, SCHEMA_FUNCTIONS_FILE);
    db = await openTestDatabase(DATABASE_TARGETS[0]);
    compiled = await compileSchemaFunctions(file, (schemaCompilers) => buildApp({ db, config, schemaCompilers }));
    runtime = await buildApp({ db, config, now });
    await runtime.ready();
    prebuilt = await appWith(loadSchemaFunctions(file) as SchemaFunctions, (part) => missed.push(part));
  });
  afterAll(async () => {
    await prebuilt.close();
    await runtime.close();
    await db.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  /** Sends the same request to both apps (one database, one session) and expects the same answer. */
  const bothAnswer = async (request: InjectOptions) => {
    const [compiledAtStart, fromBuild] = await Promise.all([runtime.inject(request), prebuilt.inject(request)]);
    expect(seen(fromBuild)).toEqual(seen(compiledAtStart));
    return seen(fromBuild);
  };

  it('covers every route part: the app built on the file compiles nothing at start', () => {
    expect(compiled.missing).toEqual([]);
    expect(missed).toEqual([]);
    expect(compiled.validators).toBeGreaterThan(5);
    expect(compiled.serializers).toBeGreaterThan(10);
    // What the file requires at run time (Ajv's helpers, fast-json-stringify's serializer) are runtime dependencies.
    const text = fs.readFileSync(path.join(folder, SCHEMA_FUNCTIONS_FILE), 'utf8');
    const { dependencies } = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const required = new Set([...text.matchAll(/require\(["']((?:@[^/"']+\/)?[^/"']+)[^"']*["']\)/g)].map((m) => m[1]));
    expect(required.size).toBeGreaterThan(0);
    expect([...required].filter((name) => !(name in dependencies))).toEqual([]);
  });

  it('serialises answers as the compilers at start do', async () => {
    const { token, orderPath } = await injectMobileOrder(runtime);
    expect((await bothAnswer({ url: '/api/catalogue/tariffs/mobilfunk' })).status).toBe(200);
    expect((await bothAnswer({ url: '/api/health' })).body).toEqual({ status: 'ok', database: 'pglite' });
    expect((await bothAnswer({ url: orderPath, headers: bearer(token) })).status).toBe(200);
    const saved = await bothAnswer({
      method: 'POST',
      url: `${orderPath}/save/PERSONAL_DATA`,
      headers: bearer(token),
      payload: VALID_PERSONAL_DATA,
    });
    expect(saved.status).toBe(200);
  });

  it('refuses bodies, headers and paths with the same German answers', async () => {
    const { token, orderPath } = await injectMobileOrder(runtime);
    const cart = await bothAnswer({
      method: 'POST',
      url: '/api/mobile/new-customer/new-contract/initiate-order',
      headers: bearer(token),
      payload: { cart: { tariff: 'TM-MOBIL-M' } },
    });
    expect(cart).toMatchObject({
      status: 400,
      body: { type: 'MalformedRequestException', message: expect.stringMatching(/^Ihr Warenkorb enthält ungültige/) },
    });
    const unknown = await bothAnswer({ method: 'POST', url: '/api/cancellations', payload: { spitzname: 'Eri' } });
    expect(unknown).toMatchObject({
      status: 400,
      type: 'application/json; charset=utf-8',
      body: {
        type: 'ValidationException',
        message: expect.any(String),
        fields: { spitzname: 'Dieses Feld ist nicht vorgesehen.' },
      },
    });
    const zipcode = await bothAnswer({
      method: 'POST',
      url: '/api/landline/new-customer/new-contract/address-suggestions',
      payload: { field: 'zipcode', zipcode: '5a' },
    });
    expect(zipcode.body).toMatchObject({ type: 'ValidationException', fields: { zipcode: expect.any(String) } });
    const list = await bothAnswer({
      method: 'POST',
      url: `${orderPath}/save/PERSONAL_DATA`,
      headers: bearer(token),
      payload: [1, 2],
    });
    expect(list).toMatchObject({ status: 400, body: { type: 'MalformedRequestException' } });
    const noKey = await bothAnswer({ method: 'POST', url: `${orderPath}/submit`, headers: bearer(token), payload: {} });
    expect(noKey.body).toMatchObject({ message: 'Der Header Idempotency-Key fehlt.' });
    const notAnId = await bothAnswer({ url: '/api/cancellations/keine-nummer' });
    expect(notAnId).toMatchObject({ status: 404, body: { type: 'NotFoundException' } });
    const unknownOrder = await bothAnswer({ url: `/api/festnetz/order/${randomUUID()}`, headers: bearer(token) });
    expect(unknownOrder.status).toBe(404);
  });

  it('compiles at start, and reports, a schema the build has no function for (a stale build)', async () => {
    const stale: RoutePart[] = [];
    const app = await appWith({ validator: () => undefined, serializer: () => undefined }, (part) => stale.push(part));
    try {
      expect(stale).toContainEqual(
        expect.objectContaining({ method: 'POST', url: '/api/cancellations', httpPart: 'body' }),
      );
      expect(stale).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/health', httpStatus: '200' }));
      const unknown = await app.inject({ method: 'POST', url: '/api/cancellations', payload: { spitzname: 'Eri' } });
      expect(seen(unknown)).toEqual(
        seen(await runtime.inject({ method: 'POST', url: '/api/cancellations', payload: { spitzname: 'Eri' } })),
      );
      expect(seen(await app.inject({ url: '/api/health' }))).toEqual(
        seen(await runtime.inject({ url: '/api/health' })),
      );
    } finally {
      await app.close();
    }
  });
});
