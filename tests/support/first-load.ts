import { gzipSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';

export interface LoadedFiles {
  /** Every script of the load, gzipped as a server would send it (level 9). */
  jsGzip: number;
  cssGzip: number;
  requests: number;
  /** Script file names with their gzip size, biggest first (to see what a page pays for). */
  scripts: Array<{ file: string; gzip: number }>;
}

export const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/**
 * Opens `url` in `page` and records every script and style sheet it loads until the network has
 * been idle (no request for 500 ms): what a first visit costs before the shopper does anything.
 * Byte counts, not times: the figure is the same on a slow and on a fast machine.
 */
export async function recordFirstLoad(page: Page, url: string): Promise<LoadedFiles> {
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
    const loaded = await Promise.all(pending);
    const scripts = loaded.filter((r) => r.type === 'script').map((r) => ({ file: r.file, gzip: r.size }));
    const sum = (type: string) => loaded.filter((r) => r.type === type).reduce((total, r) => total + r.size, 0);
    return { jsGzip: sum('script'), cssGzip: sum('stylesheet'), requests: loaded.length, scripts: scripts.sort((a, b) => b.gzip - a.gzip) };
  } finally {
    page.off('response', onResponse);
  }
}
