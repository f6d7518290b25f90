// Bundles the server (server/main.ts and what it imports from src/) into dist/server/main.js for
// plain `node`. Packages stay external: they are loaded from node_modules, where
// `npm ci --omit=dev` put only the runtime dependencies.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { build } from 'esbuild';

const { metafile } = await build({
  // The critical CSS worker runs in a thread of its own, from its own file (server/main.ts finds it beside main.js).
  entryPoints: { main: 'server/main.ts', 'critical-css-worker': 'server/render/critical-css-worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
});
// What the bundle imports at run time; a test checks that all of it is a runtime dependency.
fs.writeFileSync('dist/server/meta.json', JSON.stringify(metafile));

const runScript = (script) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
};

// The routes' validators and serialisers, compiled once beside the bundle instead of at every start.
runScript('scripts/compile-schemas.ts');

// The data folder a server loads on its first start; `--no-data` leaves it out (a test of the bundle alone).
if (!process.argv.includes('--no-data')) runScript('scripts/prepare-data.ts');
