// `npm start`: builds app and server when the build is missing or older than the sources, then runs
// the compiled server in this process (no tsx). Production runs `node dist/server/main.js` directly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER = path.resolve('dist/server/main.js');
// The schema functions are written after the bundle (scripts/build-server.mjs): a build cut short between them counts as missing.
const BUILT = [SERVER, path.resolve('dist/server/schema-functions.cjs'), path.resolve('dist/index.html')];
const SOURCES = ['server', 'src', 'sagas', 'public', 'scripts', 'package.json', 'package-lock.json', 'vite.config.ts'];

/** The newest modification time of a file or of anything below a folder. */
function newest(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((latest, name) => Math.max(latest, newest(path.join(entry, name))), stat.mtimeMs);
}

const builtAt = Math.min(...BUILT.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
if (builtAt < Math.max(...SOURCES.map(newest))) {
  console.log('Build fehlt oder ist älter als die Quellen: npm run build …');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(SERVER).href);
