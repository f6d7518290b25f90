import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_PATH } from '../support/ensure-chromium.mjs';
import { gzipSize, recordFirstLoad } from '../support/first-load';
import { EMPTY_REACT_PAGE, HELLO_PAGE } from './build';

export const CHROMIUM = CHROMIUM_PATH;
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
];

export interface FirstLoad {
  path: string;
  /** Where the page ended up (a checkout without a cart would land on the cart). */
  finalPath: string;
  jsGzip: number;
  cssGzip: number;
  requests: number;
}

export const launch = (): Promise<Browser> =>
  puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });

/** Puts a device with its tariff into the cart, so that `/checkout` opens the checkout and not the cart. */
async function fillCart(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/unterwegs/geraete/smartphones/aurelon-vista-15`, { waitUntil: 'networkidle0' });
  await page.locator('button::-p-text(In den Warenkorb)').click();
  await page.waitForFunction(() => location.pathname === '/warenkorb');
  // The cart's change loads the code that keeps the session: measure from a quiet page, so that no
  // answer of this page is counted for the next (and cannot be read once the page is gone).
  await page.waitForNetworkIdle();
}

/**
 * Every script and style the page loads until the network is idle, gzipped as a server would send
 * them. `/checkout` is measured with a filled cart (set up before the measurement starts).
 */
async function firstLoad(browser: Browser, baseUrl: string, path: string): Promise<FirstLoad> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 375, height: 812, isMobile: true });
  if (path.startsWith('/checkout')) await fillCart(page, baseUrl);
  const { jsGzip, cssGzip, requests } = await recordFirstLoad(page, baseUrl + path);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { path, finalPath, jsGzip, cssGzip, requests };
}

export interface HtmlUntilContent {
  /** Bytes of HTML before the first heading or image; null when the HTML holds neither (rendered by script). */
  rawBytes: number | null;
  gzipBytes: number | null;
  totalRawBytes: number;
}

async function htmlUntilContent(url: string): Promise<HtmlUntilContent> {
  const html = Buffer.from(await (await fetch(url, { headers: { accept: 'text/html' } })).arrayBuffer());
  const match = /<(h1|h2|img)[\s>]/i.exec(html.toString('utf8'));
  if (!match) return { rawBytes: null, gzipBytes: null, totalRawBytes: html.length };
  const end = html.toString('utf8').indexOf('>', match.index) + 1;
  const prefix = Buffer.from(html.toString('utf8').slice(0, end));
  return { rawBytes: prefix.length, gzipBytes: gzipSize(prefix), totalRawBytes: html.length };
}

export interface BundleReport {
  baseline: FirstLoad;
  pages: FirstLoad[];
  html: { home: HtmlUntilContent; baseline: HtmlUntilContent };
}

export async function measureBundles(baseUrl: string, paths: string[]): Promise<BundleReport> {
  const browser = await launch();
  try {
    const baseline = await firstLoad(browser, baseUrl, EMPTY_REACT_PAGE);
    const pages: FirstLoad[] = [];
    for (const path of paths) pages.push(await firstLoad(browser, baseUrl, path));
    return {
      baseline,
      pages,
      html: { home: await htmlUntilContent(baseUrl + '/'), baseline: await htmlUntilContent(baseUrl + HELLO_PAGE) },
    };
  } finally {
    await browser.close();
  }
}
