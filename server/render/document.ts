import { PAGE_CODE_ID, PRERENDER_STATE_ID, type ServerRendered } from '../../src/domain/server-render';
import type { PageAssets } from './page-assets';
import { escapeHtml } from './escape-html';

const ROOT_ELEMENT = '<div id="root"></div>';

/** JSON that cannot end the data block early (`</script>`) nor open a comment. */
const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The app's code (the module script and its preloads, started by the early script once the page has
 * painted) at low priority: the largest image goes first on a slow line; the code follows for the
 * interaction. (The plain shell keeps its code at the browser's default: it renders nothing without it.)
 */
const deprioritiseCode = (head: string) =>
  head.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');

/** The page's own chunks as a data block for the entry script (src/boot.ts), which preloads them with the app. */
const pageCodeBlock = (scripts: string[]) =>
  scripts.length > 0 ? `<script type="application/json" id="${PAGE_CODE_ID}">${safeJson(scripts)}</script>` : '';

/** React puts the preload hints of `fetchPriority="high"` images first; they belong in the head, not in #root (hydration). */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/?>)+/;

/**
 * The page as sent: the build's template of pages (its CSS, its code inert in a template and the early
 * script, scripts/page-template.ts) with the rendered markup in #root, the title, description and the
 * rendered pages' own stylesheets in the head, and the state the browser hydrates from as a
 * non-executing JSON data block (the CSP allows no inline script but the early script, by its hash). The pages' own
 * chunks are listed in a second data block, which the entry script preloads with the app once the
 * page has painted: as preload links in the head they would share the line with the first image.
 */
export function renderDocument(
  template: string,
  rendered: ServerRendered,
  assets: PageAssets = { stylesheets: [], scripts: [] },
): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`${ROOT_ELEMENT} fehlt in der Vorlage der Seiten`);
  const preloads = LEADING_PRELOADS.exec(rendered.html)?.[0] ?? '';
  const markup = rendered.html.slice(preloads.length);
  const links = assets.stylesheets
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  const data = `<script type="application/json" id="${PRERENDER_STATE_ID}">${safeJson(rendered.state)}</script>${pageCodeBlock(assets.scripts)}`;
  return deprioritiseCode(template)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(rendered.description)}"`,
    )
    .replace('</head>', () => `${links}${preloads}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>\n    ${data}`);
}

/**
 * The plain shell of a page rendered in the browser, which shows nothing until its code has run:
 * every file of that code is preloaded from the head, so the browser fetches it beside the entry
 * script instead of a round trip after it (the entry script would ask for the app and the page's
 * chunks only once it has arrived and run). The shell's own tags are not repeated.
 */
export function shellDocument(shell: string, scripts: string[]): string {
  if (!shell.includes('</head>')) throw new Error('</head> fehlt in der Shell');
  const preloads = scripts
    .filter((href) => !shell.includes(`href="${href}"`) && !shell.includes(`src="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  return shell.replace('</head>', () => `${preloads}</head>`);
}
