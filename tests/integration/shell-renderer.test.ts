import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { createShellRenderer } from '../../server/render/shell-renderer';
import { sendRenderedPage } from '../../server/render/send-page';
import type { PagesOfPath } from '../../src/domain/server-render';

/**
 * The shell of a page rendered in the browser (the checkout) preloads the code it waits for from
 * its head: the app the entry script imports, and the page's own chunks. The server bundle names
 * the path's pages (stood in for here), the client build's manifest gives their chunks and what
 * they import.
 */
const SHELL =
  '<!doctype html><html><head><title>Shell</title><script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** The entry, the app it imports (with react-dom), the step page with a chunk it imports, and another page. */
const MANIFEST = {
  'index.html': { file: 'assets/index.js', name: 'index', isEntry: true, dynamicImports: ['_app.js', '_react-dom.js'] },
  '_app.js': { file: 'assets/app.js', name: 'app' },
  '_react-dom.js': { file: 'assets/react-dom.js', name: 'react-dom' },
  'src/features/checkout/CheckoutStepPage.tsx': {
    file: 'assets/CheckoutStepPage.js',
    name: 'CheckoutStepPage',
    imports: ['_app.js', '_SchemaForm.js'],
  },
  '_SchemaForm.js': { file: 'assets/SchemaForm.js', name: 'SchemaForm', imports: ['_app.js'] },
  'src/features/checkout/FinishPage.tsx': { file: 'assets/FinishPage.js', name: 'FinishPage', imports: ['_app.js'] },
};

const PAGES: Record<string, string[]> = { '/checkout': ['CheckoutStepPage'], '/checkout/finish': ['FinishPage'] };

describe('the shell of a page rendered in the browser', () => {
  let site: FastifyInstance;
  const asked: string[] = [];

  beforeAll(async () => {
    const pagesOf: PagesOfPath = async (pathname) => {
      asked.push(pathname);
      return PAGES[pathname] ?? [];
    };
    const shell = createShellRenderer(SHELL, pagesOf, MANIFEST);
    site = Fastify({ logger: false });
    site.get('/*', async (request, reply) =>
      (await sendRenderedPage(request, reply, shell)) ? reply : reply.send(''),
    );
    await site.ready();
  });
  afterAll(() => site.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    site.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  const preloads = (...files: string[]) =>
    files.map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`).join('');

  it("preloads the app, react-dom, the page's chunk and the chunks it imports from the head, each once", async () => {
    const page = await get('/checkout?step=1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(
      SHELL.replace('</head>', `${preloads('app.js', 'react-dom.js', 'CheckoutStepPage.js', 'SchemaForm.js')}</head>`),
    );
    expect((await get('/checkout/finish')).body).toContain(
      `${preloads('app.js', 'react-dom.js', 'FinishPage.js')}</head>`,
    );
  });

  it('preloads only the app and react-dom for a path without a page of its own, and not the entry script it already has', async () => {
    const page = await get('/checkout/unbekannt');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(SHELL.replace('</head>', `${preloads('app.js', 'react-dom.js')}</head>`));
    expect(page.body).not.toContain('href="/assets/index.js"');
  });

  it('is made once per path, compressed, with no-cache and a strong ETag (a 304 for the browser that has it)', async () => {
    const first = await get('/checkout', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('CheckoutStepPage.js');
    const again = await get('/checkout?other=query', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(asked.filter((pathname) => pathname === '/checkout')).toHaveLength(1);
  });
});
