import { gzipSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';

export interface LoadedFiles {
  /** Every script of the load, gzipped as a server would send it (level 9). */
  jsGzip: number;
  cssGzip: number;
  requests: number;
  /** Script file names with their gzip size, biggest first (to see what a page pays for). */
  scripts: Array<{ file: string; gzip: number }>;
  /** Scripts left out of `jsGzip`: requested after the page's load event and named by `notCountedAfterLoad`. */
  notCounted: Array<{ file: string; gzip: number }>;
}

export interface FirstLoadOptions {
  /**
   * Scripts that do not count when the page requests them only after its load event (the service
   * worker's client: it serves the next visit, nothing on this page waits for it). Requested
   * earlier, they count like any other.
   */
  notCountedAfterLoad?: (file: string) => boolean;
}

/** The paths of the scripts the page requested after its load event had ended. */
const requestedAfterLoad = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const loadEnd = navigation?.loadEventEnd || Infinity;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime >= loadEnd)
      .map((entry) => new URL(entry.name).pathname);
  });

export const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/**
 * Opens `url` in `page` and records every script and style sheet it loads until the network has
 * been idle (no request for 500 ms): what a first visit costs before the shopper does anything.
 * Byte counts, not times: the figure is the same on a slow and on a fast machine.
 */
export async function recordFirstLoad(page: Page, url: string, options: FirstLoadOptions = {}): Promise<LoadedFiles> {
  const pending: Array<Promise<{ type: string; file: string; size: number }>> = [];
  const onResponse = (response: import('puppeteer-core').HTTPResponse) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const file = new URL(response.url()).pathname;
    pending.push(response.buffer().then((body) => ({ type, file, size: gzipSize(body) })));
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle0' });
    const afterLoad = new Set(options.notCountedAfterLoad ? await requestedAfterLoad(page) : []);
    const uncounted = (r: { type: string; file: string }) => r.type === 'script' && afterLoad.has(r.file) && options.notCountedAfterLoad!(r.file);
    const all = await Promise.all(pending);
    const loaded = all.filter((r) => !uncounted(r));
    const asScripts = (list: typeof all) => list.filter((r) => r.type === 'script').map((r) => ({ file: r.file, gzip: r.size })).sort((a, b) => b.gzip - a.gzip);
    const sum = (type: string) => loaded.filter((r) => r.type === type).reduce((total, r) => total + r.size, 0);
    return { jsGzip: sum('script'), cssGzip: sum('stylesheet'), requests: all.length, scripts: asScripts(loaded), notCounted: asScripts(all.filter(uncounted)) };
  } finally {
    page.off('response', onResponse);
  }
}
