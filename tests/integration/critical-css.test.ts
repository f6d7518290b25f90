import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { criticalCssInWorker, withCriticalStylesheet, type CriticalCss } from '../../server/render/critical-css';
import { compressedPage } from '../../server/render/kept-page';
import { until } from '../support/until';
import { PROJECT_ROOT } from '../../server/config';

/** A page as the template makes it: the whole stylesheet inline, with the address it came from. */
const CSS =
  '.card{padding:1rem}.card h2{margin:0}.dialog{position:fixed}' +
  ".button[aria-busy='true']::after{animation:spin .8s linear infinite}" +
  '@keyframes spin{to{transform:rotate(1turn)}}@media (min-width:600px){.card{padding:2rem}.checkout{display:grid}}';
const PAGE =
  `<!doctype html><html lang="de"><head><title>Tarife</title><style data-href="/assets/app-1.css">${CSS}</style></head>` +
  '<body><div id="root"><main><article class="card"><h2>Tarif&nbsp;M</h2><button class="button" aria-busy="false">' +
  'In den Warenkorb</button></article></main></div>' +
  '<script type="application/json" id="prerender-state">{"store":{"a":"<\\/script>"}}</script></body></html>';

const inlineCss = (html: string) => /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('a page’s stylesheet reduced to the rules its markup uses (server/render/critical-css.ts)', () => {
  let critical: CriticalCss;
  beforeAll(() => {
    critical = criticalCssInWorker(path.join(PROJECT_ROOT, 'server/render/critical-css-worker.ts'));
  });
  afterAll(() => critical.close());

  it('keeps the rules of the markup, drops the others, and leaves the rest of the page byte for byte', async () => {
    const reduced = await critical.reduce(PAGE);
    const css = inlineCss(reduced);
    expect(css).toContain('.card{padding:1rem}');
    expect(css).toContain('.card h2');
    expect(css).not.toContain('.dialog');
    expect(css).not.toContain('.checkout');
    expect(css).not.toContain('aria-busy');
    expect(reduced).toContain('<style data-href="/assets/app-1.css" data-critical>');
    // Everything but the stylesheet as React rendered it: hydration reads it.
    expect(reduced.replace(css, CSS).replace(' data-critical', '')).toBe(PAGE);
  });

  it('leaves a page without the template’s stylesheet as it is', () => {
    const plain = '<!doctype html><html><head><style>.a{}</style></head><body></body></html>';
    expect(withCriticalStylesheet(plain, plain)).toBe(plain);
    expect(withCriticalStylesheet(PAGE, '<html><head></head><body></body></html>')).toBe(PAGE);
  });

  it('is what a kept page becomes after its first shopper: a new body with its own ETag, each variant of it', async () => {
    const page = await compressedPage(200, PAGE, (body) => critical.reduce(body));
    const first = page.etag;
    expect(page.body).toBe(PAGE);
    await until(() => page.etag !== first);
    expect(page.body).toContain('data-critical');
    expect(brotliDecompressSync(page.br).toString()).toBe(page.body);
    expect(gunzipSync(page.gzip).toString()).toBe(page.body);
  });

  it('says so when its worker cannot run, and starts a new one for the next page', async () => {
    const broken = criticalCssInWorker(path.join(PROJECT_ROOT, 'server/render/no-such-worker.js'));
    try {
      await expect(broken.reduce(PAGE)).rejects.toThrow();
      await expect(broken.reduce(PAGE)).rejects.toThrow();
    } finally {
      await broken.close();
    }
  });
});
