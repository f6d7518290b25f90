import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { createShellRenderer } from '../../server/render/shell-renderer';
import { sendRenderedPage } from '../../server/render/send-page';
import type { PagesOfPath } from '../../src/domain/server-render';

/**
 * The shell of a page rendered in the browser (the checkout) lists that page's own chunks for the
 * entry script, as a server-rendered page does: the server bundle names the path's pages (stood in
 * for here), the client build's manifest gives their chunks and what they import.
 */
const SHELL =
  '<!doctype html><html><head><title>Shell</title><script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** The entry, the app it loads itself, the step page with a chunk it imports, and another page. */
const MANIFEST = {
  'index.html': { file: 'assets/index.js', name: 'index', isEntry: true, dynamicImports: ['_app.js'] },
  '_app.js': { file: 'assets/app.js', name: 'app' },
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

  it("lists the page's chunk and the chunks it imports after #root, not the app the entry loads itself", async () => {
    const page = await get('/checkout?step=1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<div id="root"></div><script type="application/json" id="page-code">["/assets/CheckoutStepPage.js","/assets/SchemaForm.js"]</script>',
    );
    expect((await get('/checkout/finish')).body).toContain('id="page-code">["/assets/FinishPage.js"]</script>');
  });

  it('sends the plain shell for a path without a page of its own', async () => {
    const page = await get('/checkout/unbekannt');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(SHELL);
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
