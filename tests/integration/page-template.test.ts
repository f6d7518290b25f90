import { createHash } from 'node:crypto';
import { pageTemplate } from '../../scripts/page-template';
import { inlineScriptHashes } from '../../server/render/page-template';
import { renderDocument } from '../../server/render/document';

/** The shell as Vite writes it: the stylesheet, the entry script and its preload in the head. */
const SHELL = `<!doctype html>
<html lang="de">
  <head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Startseite | Mobilfunk Angebote</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const EARLY = '(()=>{document.documentElement.dataset.early="1"})();';
const CSS = 'body{margin:0}';

describe('the template of server-rendered pages', () => {
  const template = pageTemplate(SHELL, EARLY, { '/assets/style-1.css': CSS });

  it('keeps the code inert in a template, followed by the early script, and the stylesheet inline', () => {
    expect(template).toContain(
      '<template id="app-code"><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">' +
        '<link rel="manifest" href="/manifest.webmanifest">' +
        '</template>' +
        `<script>${EARLY}</script>`,
    );
    expect(template).toContain(`<style data-href="/assets/style-1.css">${CSS}</style>`);
    // Nothing is requested before the first paint but the page itself and the tab's icon: no code, no manifest.
    expect(template.replace(/<template[\s\S]*<\/template>/, '')).not.toMatch(/ (src|href)="\/(?!favicon\.svg")/);
    expect(template).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  });

  it('is refused without a module script: the shell’s shape changed', () => {
    expect(() => pageTemplate('<html><head></head><body><div id="root"></div></body></html>', EARLY)).toThrow(
      'kein Modulskript',
    );
  });

  it('names exactly the early script for the policy, by its hash', () => {
    const hash = createHash('sha256').update(EARLY).digest('base64');
    expect(inlineScriptHashes(template)).toEqual([`'sha256-${hash}'`]);
  });

  it('does not link the inlined stylesheet again for a page that names it', () => {
    const page = renderDocument(
      template,
      {
        status: 200,
        html: '<main>Tarife</main>',
        title: 'Tarife',
        description: 'Tarife',
        state: { store: {} },
        pages: [],
      },
      { stylesheets: ['/assets/style-1.css', '/assets/page-2.css'], scripts: [] },
    );
    expect(page).not.toContain('<link rel="stylesheet" crossorigin href="/assets/style-1.css">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/page-2.css">');
  });
});
