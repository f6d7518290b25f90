import path from 'node:path';
import { build } from 'esbuild';
import { APP_CODE_TEMPLATE_ID } from '../src/early/signals.ts';

/** Vite's tags for the entry script and the modules it imports, as it writes them into the shell. */
const CODE_TAGS = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;

/**
 * The early script (src/early/early-script.ts) as one classic script, to be inlined: it runs before
 * the first paint, so it must not wait for a request of its own.
 */
export async function buildEarlyScript(sourceRoot: string, target: string): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [path.join(sourceRoot, 'early/early-script.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target,
    write: false,
    logLevel: 'warning',
  });
  const code = outputFiles[0]?.text.trim() ?? '';
  if (/<\/script/i.test(code)) throw new Error('page-template: das frühe Skript enthält "</script"');
  return code;
}

/**
 * The web app manifest (and the icons it names): the browser fetches it as soon as it parses the
 * head, beside the page's first screen. It waits in the template with the code: on a slow line the
 * bandwidth goes to the page first. (The tab's icon stays in the head: without one there when the
 * page has loaded, the browser asks for /favicon.ico instead.)
 */
const AFTER_PAINT_LINKS = /\s*<link rel="manifest"[^>]*>/g;

/** The shell's stylesheet links (Vite writes one: `build.cssCodeSplit` is off). */
const STYLESHEET_LINKS = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * The stylesheets inline, each where its link was: the first paint then waits for no request but
 * the page's own. `data-href` keeps the address, so that a page's stylesheet already in the
 * template is not linked again (server/render/document.ts).
 */
function inlineStylesheets(html: string, stylesheets: Record<string, string>): string {
  return html.replace(STYLESHEET_LINKS, (link, href: string) => {
    const css = stylesheets[href];
    if (css === undefined) return link;
    if (/<\/style/i.test(css)) throw new Error(`page-template: ${href} enthält "</style"`);
    return `<style data-href="${href}">${css}</style>`;
  });
}

/**
 * The template of server-rendered pages: the stylesheet inline, the shell's code tags (and the
 * manifest link) moved, unchanged, into an inert `<template>` (started by the early
 * script once the page has painted),
 * followed by the early script inline. The server allows exactly that script by its hash
 * (server/render/page-template.ts). `stylesheets`: the build's CSS by address.
 */
export function pageTemplate(shell: string, earlyScript: string, stylesheets: Record<string, string> = {}): string {
  const links = [...shell.matchAll(AFTER_PAINT_LINKS)].map(([link]) => link.trim());
  const withoutLinks = shell.replace(AFTER_PAINT_LINKS, '');
  const tags = [...withoutLinks.matchAll(CODE_TAGS)];
  const at = tags[0]?.index;
  if (at === undefined || !tags.some(([tag]) => tag.includes('<script')))
    throw new Error('page-template: kein Modulskript in der Vorlage');
  const inert = [...tags.map(([tag]) => tag.trim()), ...links].join('');
  const withoutTags = withoutLinks.replace(CODE_TAGS, '');
  const template = `${withoutTags.slice(0, at)}\n    <template id="${APP_CODE_TEMPLATE_ID}">${inert}</template><script>${earlyScript}</script>${withoutTags.slice(at)}`;
  return inlineStylesheets(template, stylesheets);
}
