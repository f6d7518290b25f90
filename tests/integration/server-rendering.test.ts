import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { apiReader, createPageRenderer } from '../../server/render/page-renderer';
import { sendRenderedPage } from '../../server/render/send-page';
import type { RenderPage } from '../../src/domain/server-render';
import { checkAnswersAgainstDocument } from '../support/contract';

/**
 * The server's side of server-side rendering, through `inject`: the build's server bundle
 * (src/entry-server.tsx, tested end to end in tests/e2e/server-rendering.test.ts) is stood in for by
 * a render function with the same contract that reads the real catalogue API in-process.
 */
const SHELL =
  '<!doctype html><html><head><title>Shell</title><meta name="description" content="x" /></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

/** Stands in for the cookie banner (src/features/consent/), rendered exactly when the request carries no choice. */
const BANNER = '<section data-testid="consent-banner">Ihre Privatsphäre</section>';

const render: RenderPage = async ({ url, getJson, consent }) => {
  if (url === '/weiter') return { status: 302, redirect: '/' };
  if (url === '/kaputt') throw new Error('render failed');
  const answer = await getJson(`/catalogue/tariffs/${url.split('/')[3]}`);
  const found = answer?.status === 200;
  const heading = found
    ? (answer.data as { tariffs: { product_name: string }[] }).tariffs[0].product_name
    : 'Seite nicht gefunden';
  return {
    status: found ? 200 : 404,
    html: `${consent ? '' : BANNER}<main><h1>${heading}</h1></main>`,
    state: { store: { note: '</script><script>alert(1)</script>', consent: { status: consent } } },
    title: `${heading} | Shop`,
    description: 'Beschreibung',
    pages: ['TariffListPage'],
  };
};

/**
 * The client build's manifest, as far as the page's assets go: the entry, which loads the app
 * itself; the page's chunk and a chunk it imports; another page.
 */
const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    name: 'index',
    css: ['assets/index.css'],
    isEntry: true,
    imports: ['_runtime.js'],
    dynamicImports: ['_app.js'],
  },
  '_runtime.js': { file: 'assets/runtime.js', name: 'runtime' },
  '_app.js': { file: 'assets/app.js', name: 'app', imports: ['_runtime.js'] },
  'src/features/tariffs/TariffListPage.tsx': {
    file: 'assets/TariffListPage.js',
    name: 'TariffListPage',
    css: ['assets/TariffListPage.css'],
    imports: ['_app.js', '_PriceLines.js'],
  },
  '_PriceLines.js': {
    file: 'assets/PriceLines.js',
    name: 'PriceLines',
    css: ['assets/PriceLines.css'],
    imports: ['_runtime.js'],
  },
  'src/features/devices/DeviceListPage.tsx': {
    file: 'assets/DeviceListPage.js',
    name: 'DeviceListPage',
    css: ['assets/DeviceListPage.css'],
    imports: ['_app.js'],
  },
};

describe('pages rendered on the server', () => {
  let api: FastifyInstance;
  let site: FastifyInstance;
  let db: Awaited<ReturnType<typeof openDatabase>>;

  beforeAll(async () => {
    db = await openDatabase({});
    api = checkAnswersAgainstDocument(await buildApp({ db, config: readConfig() }));
    const renderPage = createPageRenderer(render, SHELL, apiReader(api), MANIFEST);
    site = Fastify({ logger: false });
    site.get('/*', async (request, reply) =>
      (await sendRenderedPage(request, reply, renderPage)) ? reply : reply.send('shell'),
    );
    await site.ready();
  });
  afterAll(async () => {
    await site.close();
    await api.close();
    await db.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    site.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('answers with the page rendered from the catalogue API, its title, and the state as an inert data block', async () => {
    const page = await get('/unterwegs/tarife/mobilfunk');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(
      /<div id="root"><section[^>]*>Ihre Privatsphäre<\/section><main><h1>Mobil \w+<\/h1><\/main><\/div>/,
    );
    expect(page.body).toMatch(/<title>Mobil \w+ \| Shop<\/title>/);
    // The page's own stylesheets (and those of the code it imports) are in the head, no other page's.
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head.match(/href="[^"]+\.css"/g)).toEqual([
      'href="/assets/TariffListPage.css"',
      'href="/assets/PriceLines.css"',
    ]);
    // The page's code and the chunk it imports are listed for the entry script, which preloads them
    // with the app after the first paint; nothing in the head competes with the first image.
    expect(head).not.toContain('modulepreload');
    expect(page.body).toContain(
      '<script type="application/json" id="page-code">["/assets/TariffListPage.js","/assets/PriceLines.js"]</script>',
    );
    expect(page.body).toContain('<script type="application/json" id="prerender-state">');
    // It paints without the code: the code waits behind the page's HTML, CSS and image.
    expect(page.body).toContain('<script type="module" fetchpriority="low" src="/assets/app.js">');
    // The state cannot end its block: no other script opens inside it (the entry script, the state, the page's code list).
    expect(page.body.match(/<script/g)).toHaveLength(3);
    expect(page.body).toContain('\\u003c/script\\u003e');
  });

  it('sends no-cache with a strong ETag, and a 304 without a body when the browser has that page', async () => {
    const first = await get('/unterwegs/tarife/mobilfunk');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/unterwegs/tarife/mobilfunk', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/unterwegs/tarife/young', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('renders the cookie banner into a first visit only, and keeps each variant apart (Vary: Cookie, own ETag)', async () => {
    const CHOSEN = { cookie: 'token=abc; cookie_consent_status=necessary' };
    const first = await get('/unterwegs/tarife/mobilfunk');
    expect(first.body).toContain(BANNER);
    expect(first.body).toContain('"consent":{"status":null}');
    expect(String(first.headers.vary).toLowerCase()).toMatch(/\bcookie\b/);

    const chosen = await get('/unterwegs/tarife/mobilfunk', CHOSEN);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).not.toContain('consent-banner');
    expect(chosen.body).toContain('"consent":{"status":"necessary"}');
    expect(String(chosen.headers.vary).toLowerCase()).toMatch(/\bcookie\b/);
    expect(chosen.headers.etag).not.toBe(first.headers.etag);

    // The page kept for one variant is never served for the other, in either order, nor revalidated as the other.
    expect((await get('/unterwegs/tarife/mobilfunk')).body).toBe(first.body);
    expect((await get('/unterwegs/tarife/mobilfunk', CHOSEN)).body).toBe(chosen.body);
    const afterChoosing = await get('/unterwegs/tarife/mobilfunk', {
      ...CHOSEN,
      'if-none-match': String(first.headers.etag),
    });
    expect(afterChoosing.statusCode).toBe(200);
    expect(afterChoosing.body).not.toContain('consent-banner');
    expect(
      (await get('/unterwegs/tarife/mobilfunk', { ...CHOSEN, 'if-none-match': String(chosen.headers.etag) }))
        .statusCode,
    ).toBe(304);

    // 'all' is a choice too; an unknown value is none (as the browser reads it: the banner asks).
    expect((await get('/unterwegs/tarife/mobilfunk', { cookie: 'cookie_consent_status=all' })).body).not.toContain(
      'consent-banner',
    );
    expect((await get('/unterwegs/tarife/mobilfunk', { cookie: 'cookie_consent_status=maybe' })).body).toContain(
      BANNER,
    );
  });

  it('sends the page brotli- or gzip-compressed to a browser that accepts it, plain otherwise', async () => {
    const plain = await get('/unterwegs/tarife/mobilfunk', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await get('/unterwegs/tarife/mobilfunk', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzipped = await get('/unterwegs/tarife/mobilfunk', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(String(gzipped.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('answers an unknown page with 404 and the error page', async () => {
    const page = await get('/unterwegs/tarife/gibt-es-nicht');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<h1>Seite nicht gefunden</h1>');
  });

  it('leaves a page whose rendering failed to the caller (the shell), having sent nothing', async () => {
    const page = await get('/kaputt');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('shell');
    expect(page.headers.etag).toBeUndefined();
  });

  it('follows the app’s redirects', async () => {
    const redirect = await get('/weiter');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/');
  });
});
