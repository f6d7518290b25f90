import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { freePort } from './support/server-process';
import { groupAlive } from '../support/process-group';
import { hydrated, openPage, pageErrors, useBrowser } from './support/browser';

/** A developer's first run: `npm run dev` from the checkout, hot reload, Ctrl-C leaves nothing running. */

const ROOT = path.resolve(__dirname, '../..');
const HOME_PAGE = path.join(ROOT, 'src/features/home/HomePage.tsx');
/** The start page's section heading (its h1 is the stage's title, which comes from the catalogue). */
const HEADING = 'Mobilfunk Angebote für Mitarbeitende';
const EDITED = 'Mobilfunk Angebote für Mitarbeitende (geändert)';

/** Waits until a heading of the page reads exactly `text`. */
const headingShows = (page: Page, text: string) =>
  page.waitForFunction(
    (t) => [...document.querySelectorAll('h1, h2')].some((heading) => heading.textContent === t),
    {},
    text,
  );

/**
 * The dev server's file watcher (chokidar, bundled in Vite) drops, for good, a change of a file that
 * comes within 50 ms of the change it last reported for that file (`_throttle(EV_CHANGE, path, 50)`).
 * A person does not save twice that fast; this test would, as the hot update reaches the page in
 * less than 50 ms on a fast machine. Once the page shows a change, the watcher has reported it, so
 * a save this long after that is seen.
 */
const WATCHER_CHANGE_THROTTLE_MS = 50;
const afterWatcherThrottle = () => new Promise((resolve) => setTimeout(resolve, WATCHER_CHANGE_THROTTLE_MS));

/** The address `npm run dev` prints, once it does; its whole output so far when it ends without one. */
function printedUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /läuft auf (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm run dev endete (${code}) ohne Adresse:\n${output}`)));
  });
}

/** Polls (every 100 ms) while `condition` holds; fails naming `what` after `timeoutMs`. */
async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (condition()) {
    if (Date.now() > deadline) throw new Error(what);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm run dev', () => {
  const browser = useBrowser();
  const original = fs.readFileSync(HOME_PAGE, 'utf8');
  const { atime, mtime } = fs.statSync(HOME_PAGE);
  /**
   * Saved as many editors save: written beside and renamed over, so the dev server's watcher never
   * reads the file half-written (a write in place empties it first; a watcher that reads it then
   * sees an empty module, and the write's own event may fall within its 5 ms throttle).
   */
  const save = (content: string) => {
    const next = `${HOME_PAGE}.${process.pid}.tmp`;
    fs.writeFileSync(next, content);
    fs.renameSync(next, HOME_PAGE);
  };
  // Back as it was, time included, so the e2e set-up does not take the file for a change and rebuild.
  const restore = () => {
    save(original);
    fs.utimesSync(HOME_PAGE, atime, mtime);
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dev-'));
  let dev: ChildProcess | undefined;

  afterAll(async () => {
    restore();
    if (dev?.pid && groupAlive(dev.pid)) {
      process.kill(-dev.pid, 'SIGKILL');
      await until(() => groupAlive(dev!.pid!), 10_000, 'dev processes survived SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts the API and the app in one command, hot-reloads a component and stops completely', async () => {
    const port = await freePort();
    // Its own process group, as in a terminal: Ctrl-C reaches every process of it.
    dev = spawn('npm', ['run', 'dev'], {
      cwd: ROOT,
      // A small address book: this test needs none, and seeding 50 000 addresses takes a minute on a busy machine.
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ADDRESS_BOOK_SIZE: '100' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await printedUrl(dev);
    expect(url).toBe(`http://127.0.0.1:${port}/`);

    const page = await openPage(browser());
    // The first load in development transforms every module on request: on a busy machine that takes a while.
    page.setDefaultTimeout(120_000);
    await page.goto(url, { waitUntil: 'networkidle0' });
    await hydrated(page);
    await headingShows(page, HEADING);
    // The API answers through the same address, and the app's own modules under /api/… stay modules.
    expect(await page.evaluate(async () => (await fetch('/api/health')).status)).toBe(200);
    expect(await page.evaluate(async () => (await fetch('/api/health.ts')).headers.get('content-type'))).toMatch(
      /javascript/,
    );

    // A full reload would lose this; hot module replacement keeps the page and swaps the component.
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    save(original.replace(`"${HEADING}"`, `"${EDITED}"`));
    await headingShows(page, EDITED);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await afterWatcherThrottle();
    restore();
    await headingShows(page, HEADING);
    expect(pageErrors(page)).toEqual([]);

    // Ctrl-C: the dev server, the API and its watcher all end, and the port is free again.
    process.kill(-dev.pid!, 'SIGINT');
    await until(() => groupAlive(dev!.pid!), 30_000, 'npm run dev left processes behind');
    await expect(fetch(url)).rejects.toThrow();
    // A fresh data folder is migrated and seeded, then the first page load transforms every module on request.
  }, 480_000);
});
