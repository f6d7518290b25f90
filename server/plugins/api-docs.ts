import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PROJECT_ROOT } from '../config';
import { describe } from '../schemas/answers';

/**
 * GET /api/docs: the OpenAPI document, readable, rendered by Scalar's standalone bundle that the
 * server itself serves (no CDN, no inline script), so the page runs under the shop's own CSP.
 */
// Named `require` so that dependency checks (knip) see the package this file needs at run time.
const require = createRequire(path.join(PROJECT_ROOT, 'package.json'));

/** The package's own browser entry (its `browser` field): the standalone bundle, which the package does not export to Node. */
function rendererFile(): string {
  let dir = path.dirname(require.resolve('@scalar/api-reference'));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, browser } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; browser?: string };
      if (name === '@scalar/api-reference' && browser) return path.join(dir, browser);
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('@scalar/api-reference names no browser bundle');
    dir = parent;
  }
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Mobilfunk-Angebote-Shop API</title>
  </head>
  <body>
    <!-- Not #api-reference: the bundle would mount a second reference there with its default settings. -->
    <div id="docs"></div>
    <script src="/api/docs/config.js"></script>
    <script src="/api/docs/renderer.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

// Zod inside the bundle would probe whether `new Function` runs (the policy refuses eval, so the
// browser reports the probe). Zod reads its configuration from this global, shared by every copy of
// Zod on the page; it has to be set before the bundle defines its schemas, hence its own script.
const CONFIG = `globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
`;

// The shop's origin only: the system's fonts instead of Scalar's font CDN, no agent (it asks
// Scalar's registry through their proxy), no request client that would send through that proxy.
const START = `Scalar.createApiReference('#docs', ${JSON.stringify({
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  hideTestRequestButton: true,
  agent: { disabled: true, hideAddApi: true },
})});
`;

const text = (type: string, description: string) => ({ content: { [type]: { schema: Type.String({ description }) } } });

const docs = (operationId: string, summary: string, type: string, description: string) => ({
  schema: describe({ operationId, summary, tags: ['Operations'] }, { 200: text(type, description) }),
});

export function apiDocsRoutes(api: FastifyInstance): void {
  let compressed: Promise<{ plain: Buffer; gzipped: Buffer }> | undefined;
  // Read and compressed on first use: the bundle is large and most processes never serve it.
  const renderer = () =>
    (compressed ??= readFile(rendererFile()).then(async (plain) => ({ plain, gzipped: await promisify(gzip)(plain) })));

  api.get(
    '/docs',
    docs('getApiDocs', 'This description as a readable page', 'text/html', 'The page.'),
    async (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(PAGE),
  );

  api.get(
    '/docs/config.js',
    docs(
      'getApiDocsConfig',
      'The page’s configuration of the renderer’s validation (no eval)',
      'text/javascript',
      'Script.',
    ),
    async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(CONFIG),
  );

  api.get(
    '/docs/start.js',
    docs('getApiDocsStart', 'The page’s start script', 'text/javascript', 'Script.'),
    async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(START),
  );

  api.get(
    '/docs/renderer.js',
    docs('getApiDocsRenderer', 'The page’s renderer (Scalar API Reference)', 'text/javascript', 'Script.'),
    async (request, reply) => {
      const { plain, gzipped } = await renderer();
      const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('Vary', 'Accept-Encoding')
        .type('text/javascript; charset=utf-8');
      return acceptsGzip ? reply.header('Content-Encoding', 'gzip').send(gzipped) : reply.send(plain);
    },
  );
}
