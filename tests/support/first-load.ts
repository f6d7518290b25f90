import { gzipSync } from 'node:zlib';
import type { HTTPResponse, Page } from 'puppeteer-core';

export interface ScriptFile {
  file: string;
  gzip: number;
}

export interface LoadedFiles {
  /** The scripts that count, gzipped as a server would send them (level 9). */
  jsGzip: number;
  cssGzip: number;
  requests: number;
  /** The counted scripts with their gzip size, biggest first (to see what a page pays for). */
  scripts: ScriptFile[];
  /** Scripts left out of `jsGzip`: requested after the page's load event and named by `notCountedAfterLoad`. */
  notCounted: ScriptFile[];
  /**
   * With `interactiveMark`: the scripts the page requested once it was interactive, left out of
   * `jsGzip` and listed here, so that nothing is hidden (they still travel, only later).
   */
  afterInteractive: ScriptFile[];
}

export interface FirstLoadOptions {
  /**
   * Scripts that do not count when the page requests them only after its load event (the service
   * worker's client: it serves the next visit, nothing on this page waits for it). Requested
   * earlier, they count like any other.
   */
  notCountedAfterLoad?: (file: string) => boolean;
  /**
   * The performance mark (User Timing) the page sets once a shopper can act on it (its ready
   * signal). Given, only scripts requested before it count; the page must set it.
   */
  interactiveMark?: string;
}

/** Times in ms since the navigation began; null when the moment has not come (JSON knows no Infinity). */
interface Timings {
  loadEnd: number | null;
  interactiveAt: number | null;
  /** Each script's path with the time its request started (the earliest when it came twice). */
  started: Record<string, number>;
}

const readTimings = (page: Page, mark: string | undefined): Promise<Timings> =>
  page.evaluate((mark) => {
    const [navigation] = performance.getEntriesByType('navigation');
    const started: Record<string, number> = {};
    for (const entry of performance.getEntriesByType('resource')) {
      const path = new URL(entry.name).pathname;
      started[path] = Math.min(started[path] ?? Infinity, entry.startTime);
    }
    const [interactive] = mark ? performance.getEntriesByName(mark, 'mark') : [];
    return { loadEnd: navigation?.loadEventEnd || null, interactiveAt: interactive?.startTime ?? null, started };
  }, mark);

export const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

const bySize = (list: Array<{ file: string; size: number }>): ScriptFile[] =>
  list.map((r) => ({ file: r.file, gzip: r.size })).sort((a, b) => b.gzip - a.gzip);

/**
 * Opens `url` in `page` and records every script and style sheet it loads until the network has
 * been idle (no request for 500 ms) — with `interactiveMark`, idle after the page became
 * interactive. Byte counts, not times: which scripts come before the ready signal depends on the
 * page's order of work, not on the machine's speed.
 */
export async function recordFirstLoad(page: Page, url: string, options: FirstLoadOptions = {}): Promise<LoadedFiles> {
  const pending: Array<Promise<{ type: string; file: string; size: number }>> = [];
  const onResponse = (response: HTTPResponse) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const file = new URL(response.url()).pathname;
    pending.push(response.buffer().then((body) => ({ type, file, size: gzipSize(body) })));
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle0' });
    const mark = options.interactiveMark;
    if (mark) {
      // Idle may come before the signal on a busy machine (hydration is work, not traffic).
      await page.waitForFunction(
        (name) => performance.getEntriesByName(name, 'mark').length > 0,
        { timeout: 60_000 },
        mark,
      );
      await page.waitForNetworkIdle({ idleTime: 500 });
    }
    const timings = await readTimings(page, mark);
    const interactiveAt = timings.interactiveAt ?? Infinity;
    const loadEnd = timings.loadEnd ?? Infinity;
    const startedAt = (file: string) => timings.started[file] ?? -Infinity;
    const all = await Promise.all(pending);
    const scripts = all.filter((r) => r.type === 'script');
    const afterInteractive = scripts.filter((r) => startedAt(r.file) >= interactiveAt);
    const swClient = scripts.filter(
      (r) => !afterInteractive.includes(r) && startedAt(r.file) >= loadEnd && options.notCountedAfterLoad?.(r.file),
    );
    const counted = scripts.filter((r) => !afterInteractive.includes(r) && !swClient.includes(r));
    const sum = (list: typeof all) => list.reduce((total, r) => total + r.size, 0);
    return {
      jsGzip: sum(counted),
      cssGzip: sum(all.filter((r) => r.type === 'stylesheet')),
      requests: all.length,
      scripts: bySize(counted),
      notCounted: bySize(swClient),
      afterInteractive: bySize(afterInteractive),
    };
  } finally {
    page.off('response', onResponse);
  }
}
