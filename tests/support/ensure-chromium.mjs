// Debian's chromium for the Puppeteer tests and the benchmarks: installed with apt-get when it is
// missing and this process may (root, or sudo without a password). Shared by `npm test` and `npm run bench`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** True when Chromium is (now) there; otherwise says in German what to do and answers false. */
export function ensureChromium(consequence) {
  if (fs.existsSync(CHROMIUM_PATH)) return true;
  console.log(`Chromium fehlt unter ${CHROMIUM_PATH}; installiere Debians Paket "chromium" …`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(isRoot ? [] : ['apt-get']), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium']);
  if (fs.existsSync(CHROMIUM_PATH)) return true;
  console.error(
    `Chromium konnte nicht installiert werden. Bitte "apt-get install chromium" als root ausführen ` +
      `oder CHROMIUM_PATH auf ein Chromium-Binary setzen. ${consequence}`,
  );
  return false;
}
