import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer } from './server-process';
import { E2E_STATE_FILE } from './state-file';

declare global {
  var __E2E_SERVER__: RunningServer | undefined;
}

const ROOT = path.resolve(__dirname, '../../..');

/** What the build reads: a file here newer than the build means dist/ is stale. */
const BUILD_INPUTS = ['src', 'sagas', 'public', 'scripts', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time among the build's inputs, in ms. */
function newestInput(): number {
  let newest = 0;
  for (const input of BUILD_INPUTS) {
    const at = path.join(ROOT, input);
    const stat = fs.statSync(at, { throwIfNoEntry: false });
    if (!stat) continue;
    const files = stat.isDirectory()
      ? fs.readdirSync(at, { recursive: true, encoding: 'utf8' }).map((file) => path.join(at, file))
      : [at];
    for (const file of files) newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

/** Why the build must run first, or null when dist/ is current (npm test builds right before). */
function staleBuild(): string | null {
  if (process.env.E2E_REBUILD === '1') return 'E2E_REBUILD=1';
  const built = fs.statSync(path.join(ROOT, 'dist', '.vite', 'manifest.json'), { throwIfNoEntry: false });
  if (!built || !fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) return 'kein Build in dist/';
  return newestInput() > built.mtimeMs ? 'Quellen neuer als dist/' : null;
}

/** Builds the app when dist/ is missing or older than its sources, then starts one real server for all e2e tests. */
export default async function globalSetup() {
  const reason = staleBuild();
  if (reason) {
    console.log(`\nE2E: baue die App neu (${reason}) …`);
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      // Jest sets NODE_ENV=test, which would bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const server = await startServer();
  globalThis.__E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = server.baseUrl;
  fs.writeFileSync(E2E_STATE_FILE, JSON.stringify({ baseUrl: server.baseUrl }));
}
