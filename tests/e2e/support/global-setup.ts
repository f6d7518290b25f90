import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer } from './server-process';
import { E2E_STATE_FILE } from './state-file';

declare global {
  var __E2E_SERVER__: RunningServer | undefined;
}

const ROOT = path.resolve(__dirname, '../../..');

/** Builds the app unless a build exists (npm test builds first), then starts one real server for all e2e tests. */
export default async function globalSetup() {
  if (process.env.E2E_REBUILD === '1' || !fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  }
  const server = await startServer();
  globalThis.__E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = server.baseUrl;
  fs.writeFileSync(E2E_STATE_FILE, JSON.stringify({ baseUrl: server.baseUrl }));
}
