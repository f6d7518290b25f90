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
   * With `interactiveWhen`: the scripts the page requested once it was interactive, left out of
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
   * The attribute of `<html>` the page sets to "true" once a shopper can act on it (its ready
   * signal). Given, only scripts requested before it count; the page must set it.
   */
  interactiveWhen?: string;
}

/** Times in ms since the navigation began; null when the moment has not come (JSON knows no Infinity). */
interface Timings {
  loadEnd: number | null;
  interactiveAt: number | null;
  /** Each script's path with the time its request started (the earliest when it came twice). */
  started: Record<string, number>;
}

/**
 * Notes the moment `attribute` of `<html>` turns "true", from the document's first script on (the
 * attribute is set once; a MutationObserver sees it whenever it happens).
 */
function watchAttribute(attribute: string) {
  const seen = window as unknown as { __interactiveAt?: number };
  const note = () => {
    if (seen.__interactiveAt === undefined && document.documentElement?.getAttribute(attribute) === 'true') seen.__interactiveAt = performance.now();
  };
  // The document, not <html>: a script run this early may come before the element exists.
  new MutationObserver(note).observe(document, { attributes: true, attributeFilter: [attribute], subtree: true });
  note();
}

const readTimings = (page: Page): Promise<Timings> =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const started: Record<string, number> = {};
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const path = new URL(entry.name).pathname;
      started[path] = Math.min(started[path] ?? Infinity, entry.startTime);
    }
    const interactiveAt = (window as unknown as { __interactiveAt?: number }).__interactiveAt;
    return { loadEnd: navigation?.loadEventEnd || null, interactiveAt: interactiveAt ?? null, started };
  });

export const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

const bySize = (list: Array<{ file: string; size: number }>): ScriptFile[] => list.map((r) => ({ file: r.file, gzip: r.size })).sort((a, b) => b.gzip - a.gzip);

/**
 * Opens `url` in `page` and records every script and style sheet it loads until the network has
 * been idle (no request for 500 ms) — with `interactiveWhen`, idle after the page became
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
  const watcher = options.interactiveWhen ? await page.evaluateOnNewDocument(watchAttribute, options.interactiveWhen) : null;
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle0' });
    if (options.interactiveWhen) {
      // Idle may come before the signal on a busy machine (hydration is work, not traffic).
      await page.waitForFunction((attribute) => document.documentElement.getAttribute(attribute) === 'true', { timeout: 60_000 }, options.interactiveWhen);
      await page.waitForNetworkIdle({ idleTime: 500 });
    }
    const timings = await readTimings(page);
    if (options.interactiveWhen && timings.interactiveAt === null) throw new Error(`${url}: the moment of ${options.interactiveWhen} was not seen`);
    const interactiveAt = timings.interactiveAt ?? Infinity;
    const loadEnd = timings.loadEnd ?? Infinity;
    const startedAt = (file: string) => timings.started[file] ?? -Infinity;
    const all = await Promise.all(pending);
    const scripts = all.filter((r) => r.type === 'script');
    const afterInteractive = scripts.filter((r) => startedAt(r.file) >= interactiveAt);
    const swClient = scripts.filter((r) => !afterInteractive.includes(r) && startedAt(r.file) >= loadEnd && options.notCountedAfterLoad?.(r.file));
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
    if (watcher) await page.removeScriptToEvaluateOnNewDocument(watcher.identifier);
  }
}
