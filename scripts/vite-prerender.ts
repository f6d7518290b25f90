import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { PAGE_TEMPLATE_FILE, SHELL_FILE, SSR_ENTRY } from '../src/domain/server-render.ts';
import { buildEarlyScript, pageTemplate } from './page-template.ts';

const PRERENDER_ENTRY = 'prerender.mjs';

/**
 * Builds the app's server bundle (src/entry-server.tsx) into dist/ssr/, with which the Fastify
 * server renders every catalogue and content page (server/render/), and uses it to prerender the
 * start page into index.html (scripts/prerender-entry.ts): the service worker precaches that page.
 * The untouched page is kept as shell.html, rendered in the browser (the checkout, the service
 * worker's offline fallback); the template of server-rendered pages, with the early script, beside
 * the server bundle (scripts/page-template.ts).
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
      const outDir = await buildServerBundle(config);
      const entry = (await import(
        pathToFileURL(path.join(outDir, PRERENDER_ENTRY)).href
      )) as typeof import('./prerender-entry');
      const target = typeof config.build.target === 'string' ? config.build.target : 'es2022';
      const template = pageTemplate(
        shell,
        await buildEarlyScript(config.root, target),
        stylesheetsOf(bundle, config.base),
      );
      page.source = await entry.prerenderStartPage(template, chunksOf(bundle));
      this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: shell });
      this.emitFile({ type: 'asset', fileName: PAGE_TEMPLATE_FILE, source: template });
    },
  };
}

/** The build's CSS by the address the shell links it with. */
function stylesheetsOf(bundle: Rolldown.OutputBundle, base: string): Record<string, string> {
  const sheets = Object.values(bundle).filter(
    (item): item is Rolldown.OutputAsset => item.type === 'asset' && item.fileName.endsWith('.css'),
  );
  return Object.fromEntries(
    sheets.map(({ fileName, source }) => [
      base + fileName,
      typeof source === 'string' ? source : new TextDecoder().decode(source),
    ]),
  );
}

/** The client build's chunks in the shape of its manifest (written only after this hook), keyed by file. */
function chunksOf(bundle: Rolldown.OutputBundle) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  return Object.fromEntries(
    chunks.map((chunk) => [
      chunk.fileName,
      {
        file: chunk.fileName,
        name: chunk.name,
        imports: chunk.imports,
        dynamicImports: chunk.dynamicImports,
        isEntry: chunk.isEntry,
        css: [...(chunk.viteMetadata?.importedCss ?? [])],
      },
    ]),
  );
}

/**
 * Builds src/entry-server.tsx (and the build-time prerendering) for Node into dist/ssr/. The folder
 * sits in the project, so that Node resolves the packages the bundle leaves external from
 * node_modules; the server refuses to serve it.
 */
async function buildServerBundle(config: ResolvedConfig): Promise<string> {
  const outDir = path.resolve(config.root, config.build.outDir, path.dirname(SSR_ENTRY));
  const projectRoot = path.dirname(config.root);
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    define: config.define,
    publicDir: false,
    plugins: [react()],
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: {
        input: {
          [path.basename(SSR_ENTRY, '.mjs')]: path.join(config.root, 'entry-server.tsx'),
          [path.basename(PRERENDER_ENTRY, '.mjs')]: path.join(projectRoot, 'scripts/prerender-entry.ts'),
        },
        output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  });
  return outDir;
}
