import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { PRERENDER_STATE_ID, PRERENDERED_PATH, SHELL_FILE } from '../src/app/prerender-marker.ts';
import type { Prerendered } from '../src/app/prerender';

const ROOT_ELEMENT = '<div id="root"></div>';

/** JSON that cannot end the data block early (`</script>`) nor open a comment. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * Prerenders the start page at build time: index.html gets its markup (the first heading within
 * the first KB) plus the state it was rendered from as a non-executing JSON data block
 * (the CSP allows no inline script, and needs none); src/main.tsx hydrates it. The page data and
 * stage come from the catalogue seed, as GET /api/pages would answer them; the browser still asks
 * the API afterwards. Every other path is served the untouched page as shell.html.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shop-prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') throw new Error('shop-prerender: index.html fehlt im Build');
      const shell = String(page.source);
      if (!shell.includes(ROOT_ELEMENT)) throw new Error(`shop-prerender: ${ROOT_ELEMENT} fehlt in index.html`);

      const { html: rendered, state } = await renderAtBuildTime(config, PRERENDERED_PATH);
      // React puts image preload hints for `fetchPriority="high"` first; the <img> itself is in the HTML
      // already, and the stage's own preloads (sagas/stage-preload.ts) follow the route.
      const html = rendered.replace(/^(<link rel="preload" as="image"[^>]*>)+/, '');
      const data = `<script type="application/json" id="${PRERENDER_STATE_ID}">${safeJson(state)}</script>`;
      page.source = shell.replace(ROOT_ELEMENT, `<div id="root">${html}</div>\n    ${data}`);
      this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: shell });
    },
  };
}

/**
 * Builds scripts/prerender-entry.ts (the app's prerender with the seed's page data) for Node into a
 * temporary folder and runs it. The folder sits in
 * the project, so that Node resolves the packages the bundle leaves external from node_modules.
 */
async function renderAtBuildTime(config: ResolvedConfig, pathname: string): Promise<Prerendered> {
  const outDir = fs.mkdtempSync(path.join(path.dirname(config.root), '.prerender-'));
  try {
    await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      define: config.define,
      plugins: [react()],
      build: {
        ssr: path.join(path.dirname(config.root), 'scripts/prerender-entry.ts'),
        outDir,
        emptyOutDir: true,
        target: 'node20',
        rollupOptions: { output: { format: 'es', entryFileNames: 'prerender.mjs' } },
      },
    });
    const module = (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as typeof import('./prerender-entry');
    return await module.renderPath(pathname);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
