import fs from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { E2E_STATE_FILE } from './state-file';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function baseUrl(): string {
  if (process.env.E2E_BASE_URL) return process.env.E2E_BASE_URL;
  return (JSON.parse(fs.readFileSync(E2E_STATE_FILE, 'utf8')) as { baseUrl: string }).baseUrl;
}

/** Debian's chromium, headless, with nothing reaching out to the (closed) network. */
export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** One browser for the whole test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Der Browser läuft erst ab beforeAll.');
    return browser;
  };
}

const errorsByPage = new WeakMap<Page, string[]>();

/**
 * A page in a fresh browser context (own cookies and storage) that records uncaught page errors.
 * The cookie choice is made already ('Nur notwendige'), so the banner does not move the page;
 * pass `askConsent` to see the banner.
 */
export async function openPage(browser: Browser, width = 1280, height = 900, askConsent = false): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height });
  if (!askConsent) await page.setCookie({ name: 'cookie_consent_status', value: 'necessary', url: baseUrl() });
  const errors: string[] = [];
  errorsByPage.set(page, errors);
  page.on('pageerror', (error) => errors.push(String(error)));
  return page;
}

/** Uncaught errors the page threw so far; a test expects none. */
export const pageErrors = (page: Page): string[] => errorsByPage.get(page) ?? [];

/**
 * Waits for the page's ready signal (src/ready-signal.ts): the app has hydrated the server's markup
 * and its sagas run (the server-rendered buttons do nothing before).
 */
export const hydrated = async (page: Page): Promise<void> => {
  await page.waitForSelector('html[data-shop-ready="true"]');
};

/** Opens `path`; by default once the network is idle, or as soon as the markup is there ('domcontentloaded'), as a hurried shopper starts. */
export async function goto(
  page: Page,
  path: string,
  base = baseUrl(),
  waitUntil: 'networkidle0' | 'domcontentloaded' = 'networkidle0',
): Promise<void> {
  await page.goto(base + path, { waitUntil });
}

export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};
