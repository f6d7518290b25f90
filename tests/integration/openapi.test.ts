import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_TARGETS } from '../support/databases';
import { routesOf } from '../support/route-list';
import { startTestApp, type TestApp } from '../support/test-app';

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

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(DATABASE_TARGETS[0]);
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(validateOpenApi(document)).toEqual({ valid: true });
  });

  it('describes every registered route, method by method', async () => {
    const { paths } = (await t.app.inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    // HEAD answers are Fastify's copies of the GET routes; the SPA's static fallback is no API.
    const routes = routesOf(t.app).filter(({ method, url }) => method !== 'HEAD' && url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const undescribed = routes.filter(({ method, url }) => !paths[openApiPath(url)]?.[method.toLowerCase()]);
    expect(undescribed).toEqual([]);
  });

  it('describes the order routes with their params, Idempotency-Key and bearer token', async () => {
    const { paths } = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const submit = paths['/api/{line}/order/{orderId}/submit'].post;
    const parameters = submit.parameters.map((p: { in: string; name: string; required?: boolean }) => `${p.in}:${p.name}:${Boolean(p.required)}`);
    expect(parameters).toEqual(expect.arrayContaining(['path:line:true', 'path:orderId:true', 'header:idempotency-key:true']));
    expect(submit.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/{line}/new-customer/{kind}/initiate-order'].post.requestBody.content['application/json'].schema.required).toEqual(['cart']);
  });
});
