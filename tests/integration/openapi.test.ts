import { expect } from '@jest/globals';
import { schemaNodeAt, type FormSchema, type SchemaNode } from '../../src/domain/form-schema';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_TARGETS } from '../support/databases';
import { routesOf } from '../support/route-list';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { checkAnswersAgainstDocument, contractChecker, type OpenApiDocument } from '../support/contract';
import { newSessionToken, startTestApp, type TestApp } from '../support/test-app';

/** The validator ships as ESM only, so it runs as its own command (its CLI), as a developer would run it. */
const VALIDATOR_CLI = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');

function validateOpenApi(document: unknown): { valid: boolean; errors?: unknown } {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const run = spawnSync(process.execPath, [VALIDATOR_CLI, file], { encoding: 'utf8' });
    return JSON.parse(run.stdout) as { valid: boolean; errors?: unknown };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Fastify's `/a/:id` as OpenAPI writes it: `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The parts of the served OpenAPI document these tests read. */
interface Operation {
  parameters: { in: string; name: string; required?: boolean }[];
  security?: unknown;
  requestBody: { content: Record<string, { schema: SchemaNode }> };
}
interface ApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(DATABASE_TARGETS[0]);
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<ApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    expect(validateOpenApi(document)).toEqual({ valid: true });
  });

  it('describes every registered route, method by method', async () => {
    const { paths } = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    // HEAD answers are Fastify's copies of the GET routes; the SPA's static fallback is no API.
    const routes = routesOf(t.app).filter(({ method, url }) => method !== 'HEAD' && url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const undescribed = routes.filter(({ method, url }) => !paths[openApiPath(url)]?.[method.toLowerCase()]);
    expect(undescribed).toEqual([]);
  });

  it('describes the order routes with their params, Idempotency-Key and bearer token', async () => {
    const { paths } = (await t.app.inject({ url: '/api/openapi.json' })).json<ApiDocument>();
    const submit = paths['/api/{line}/order/{orderId}/submit'].post;
    const parameters = submit.parameters.map((p) => `${p.in}:${p.name}:${Boolean(p.required)}`);
    expect(parameters).toEqual(
      expect.arrayContaining(['path:line:true', 'path:orderId:true', 'header:idempotency-key:true']),
    );
    expect(submit.security).toEqual([{ bearerAuth: [] }]);
    expect(
      paths['/api/{line}/new-customer/{kind}/initiate-order'].post.requestBody.content['application/json'].schema
        .required,
    ).toEqual(['cart']);
  });

  it('names, summarises and tags every operation, with a schema for every answer and ApiError on every error', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json<
      OpenApiDocument & {
        paths: Record<
          string,
          Record<
            string,
            {
              operationId?: string;
              summary?: string;
              tags?: string[];
              responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
            }
          >
        >;
      }
    >();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ at: `${method} ${path}`, ...operation })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(31);
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      operations.filter((operation) => !operation.summary || !operation.tags?.length).map((operation) => operation.at),
    ).toEqual([]);
    for (const operation of operations) {
      const statuses = Object.keys(operation.responses);
      // Every operation can fail to read a request (400) and fail itself (500); each answer has a schema.
      expect([operation.at, ['400', '500'].every((status) => statuses.includes(status))]).toEqual([operation.at, true]);
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (status === '304') continue; // Not modified: no body by definition.
        const schemas = Object.values(answer.content ?? {}).map((media) => media.schema);
        expect([operation.at, status, schemas.length > 0 && schemas.every(Boolean)]).toEqual([
          operation.at,
          status,
          true,
        ]);
        if (Number(status) >= 400)
          expect([operation.at, status, schemas]).toEqual([
            operation.at,
            status,
            [{ $ref: '#/components/schemas/ApiError' }],
          ]);
      }
    }
    expect(document.components?.schemas?.ApiError).toMatchObject({
      required: ['type', 'message'],
      properties: { request_id: { type: 'string' } },
    });
  });

  it('declares the errors each route can answer: 404/414 with a path, 413 with a body, 401 behind a session', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json<
      OpenApiDocument & {
        paths: Record<
          string,
          Record<
            string,
            {
              parameters?: { in: string }[];
              requestBody?: unknown;
              security?: unknown;
              responses: Record<string, unknown>;
            }
          >
        >;
      }
    >();
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const expected = [
          ...(operation.parameters?.some((parameter) => parameter.in === 'path') ? ['404', '414'] : []),
          ...(operation.requestBody ? ['413'] : []),
          // 403 (expired) only where an expired token is not simply refused: refresh answers 401 for it.
          ...(operation.security ? ['401'] : []),
        ];
        for (const status of expected)
          if (!(status in operation.responses)) missing.push(`${method} ${path}: ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('refuses an answer that breaks the document: an undeclared status, a wrong body, an error of another shape', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
    const check = contractChecker(document);
    const answer = (statusCode: number, body: unknown) =>
      ({
        statusCode,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        rawPayload: Buffer.from(JSON.stringify(body)),
        body: JSON.stringify(body),
        json: () => body,
      }) as never;
    expect(check('GET', '/api/auth/create-session', answer(200, { token: 't', expires_at: 1 }))).toBeUndefined();
    expect(check('GET', '/api/auth/create-session', answer(200, { token: 1, expires_at: 1 }))).toMatch(
      /does not match/,
    );
    expect(check('GET', '/api/auth/create-session', answer(418, { type: 'NotFoundException', message: 'x' }))).toMatch(
      /status not declared/,
    );
    expect(check('GET', '/api/auth/create-session', answer(429, { error: 'Too Many Requests' }))).toMatch(
      /does not match/,
    );
    expect(
      check('GET', '/api/nirgendwo', answer(404, { type: 'NotFoundException', message: 'Nicht gefunden' })),
    ).toBeUndefined();
    expect(check('GET', '/api/nirgendwo', answer(404, { statusCode: 404 }))).toMatch(/does not match/);
  });

  it('answers readiness while draining with the shared error shape, as the document declares', async () => {
    const draining = checkAnswersAgainstDocument(
      await buildApp({ db: t.db, config: readConfig(), now: Date.now, drain: { draining: true } }),
    );
    try {
      const response = await draining.inject({
        url: '/api/health/ready',
        headers: { 'x-request-id': 'probe-while-draining' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({
        type: 'BackendUnavailableException',
        message: expect.stringMatching(/beendet/),
        request_id: 'probe-while-draining',
      });
    } finally {
      await draining.close();
    }
  });

  it('validates the availability check with the address node of the very form schema it serves', async () => {
    const { paths } = (await t.app.inject({ url: '/api/openapi.json' })).json<ApiDocument>();
    const base = '/api/landline/new-customer/new-contract';
    const body = paths[`${base}/check-availability`].post.requestBody.content['application/json'].schema;
    const token = await newSessionToken(t.app);
    const served = await t.app.inject({
      method: 'POST',
      url: `${base}/form-schemas`,
      headers: { authorization: `Bearer ${token}` },
      payload: { scope: 'AVAILABILITY_CHECK' },
    });
    const address = schemaNodeAt(served.json<FormSchema>().validationSchema, 'customer.address');
    // The served node, closed against properties no field declares.
    expect(body.required).toEqual(['address']);
    expect(body.properties?.address).toEqual({ ...address, additionalProperties: false });
  });
});
