/**
 * `npm run smoke -- --base-url URL [--order]`: a short Puppeteer walk through a running shop, for any
 * deployment (staging, production, a local `npm start`). Read-only unless `--order` is given, which
 * places one order (for test deployments only). It finds controls by role, name and label and waits
 * for the page's ready signal (`<html data-shop-ready="true">`), nothing internal. One line per
 * check, then `N passed, N failed`; the exit code is 1 when a check failed.
 */
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser } from '../e2e/support/browser';
import { fillStepsToIdentification, orderOnOverview } from '../e2e/support/checkout-steps';

const USAGE = 'Aufruf: npm run smoke -- --base-url https://shop.example [--order]';

/** Long enough for a slow deployment; a check that takes longer fails with what it waited for. */
const STEP_TIMEOUT_MS = 30_000;

const LEGAL_PAGES = ['/impressum', '/datenschutz', '/datenschutzhinweise', '/agb', '/produktinformationsblatt'];

interface Check {
  name: string;
  run: (page: Page) => Promise<void>;
}

class SmokeFailure extends Error {}

const fail = (message: string): never => {
  throw new SmokeFailure(message);
};

/** Loads a page with a real navigation and waits for its ready signal; the HTTP status must be 200. */
async function open(page: Page, base: string, path: string) {
  const response = await page.goto(new URL(path, base).href, {
    waitUntil: 'domcontentloaded',
    timeout: STEP_TIMEOUT_MS,
  });
  if (response?.status() !== 200) fail(`${path} antwortet ${response?.status() ?? 'nicht'}`);
  await ready(page);
}

const ready = (page: Page) => page.waitForSelector('html[data-shop-ready="true"]', { timeout: STEP_TIMEOUT_MS });

/** The page's main heading (a level-1 heading: <h1> or role heading with aria-level 1), once it shows. */
async function mainHeading(page: Page): Promise<string> {
  const heading = await page.waitForFunction(
    () => document.querySelector('h1, [role="heading"][aria-level="1"]')?.textContent?.trim() || false,
    { timeout: STEP_TIMEOUT_MS },
  );
  return String(await heading.jsonValue());
}

/** The first link (role link) whose visible name starts with `name`, or whose address starts with `href`. */
async function followLink(page: Page, { name, href }: { name?: string; href?: string }) {
  const link = await page.waitForFunction(
    (text, prefix) =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
        (a) =>
          (text && a.textContent?.trim().startsWith(text)) || (prefix && new URL(a.href).pathname.startsWith(prefix)),
      ),
    { timeout: STEP_TIMEOUT_MS },
    name ?? '',
    href ?? '',
  );
  await (link as Awaited<ReturnType<Page['$']>>)!.click();
}

async function waitForPath(page: Page, predicate: (path: string) => boolean, what: string) {
  try {
    await page.waitForFunction(`(${predicate.toString()})(location.pathname)`, { timeout: STEP_TIMEOUT_MS });
  } catch {
    fail(`erwartet ${what}, die Seite ist auf ${new URL(page.url()).pathname}`);
  }
}

/** Waits for a button (role button) with exactly this name that can be pressed, and presses it. */
async function press(page: Page, name: string, within = '') {
  const button = await page.waitForSelector(`${within} ::-p-aria([name="${name}"][role="button"])`.trim(), {
    timeout: STEP_TIMEOUT_MS,
  });
  if (await button!.evaluate((element) => (element as HTMLButtonElement).disabled)) fail(`'${name}' ist nicht aktiv`);
  await button!.click();
}

/** An error notice the shop shows (role alert), if any: a check that sees one names it. */
async function noAlert(page: Page) {
  const alerts = await page.$$eval('[role="alert"]', (nodes) =>
    nodes.map((node) => node.textContent?.trim()).filter(Boolean),
  );
  if (alerts.length > 0) fail(`Hinweis auf der Seite: ${alerts.join(' | ')}`);
}

function checks(base: string, placeOrder: boolean): Check[] {
  return [
    {
      name: 'API: /api/health',
      run: async () => {
        const response = await fetch(new URL('/api/health', base));
        if (!response.ok) fail(`/api/health antwortet ${response.status}`);
      },
    },
    {
      name: 'Startseite',
      run: async (page) => {
        await open(page, base, '/');
        if (!(await mainHeading(page))) fail('keine Hauptüberschrift');
      },
    },
    {
      // Reached as a shopper does, from the start page: the browser then asks the API for the list itself.
      name: 'Tarifliste (Mobilfunktarife, von der Startseite aus)',
      run: async (page) => {
        await followLink(page, { name: 'Mobilfunktarife' });
        await waitForPath(page, (path) => path === '/unterwegs/tarife/mobilfunk', '/unterwegs/tarife/mobilfunk');
        try {
          await page.waitForSelector('main ::-p-aria([name="In den Warenkorb"][role="button"])', {
            timeout: STEP_TIMEOUT_MS,
          });
        } catch {
          await noAlert(page);
          fail('kein Tarif mit „In den Warenkorb“');
        }
      },
    },
    {
      name: 'Gerätedetail (erstes Smartphone)',
      run: async (page) => {
        await open(page, base, '/unterwegs/geraete/smartphones');
        await followLink(page, { href: '/unterwegs/geraete/smartphones/' });
        await waitForPath(page, (path) => path.startsWith('/unterwegs/geraete/smartphones/'), 'eine Gerätedetailseite');
        await ready(page);
        if (!(await mainHeading(page))) fail('keine Hauptüberschrift');
      },
    },
    {
      name: 'In den Warenkorb',
      run: async (page) => {
        await press(page, 'In den Warenkorb', 'main');
        await waitForPath(page, (path) => path === '/warenkorb', '/warenkorb');
      },
    },
    {
      name: 'Warenkorb',
      run: async (page) => {
        await page.waitForSelector('::-p-aria([name="Zur Kasse"][role="link"])', { timeout: STEP_TIMEOUT_MS });
        await noAlert(page);
      },
    },
    {
      name: 'Checkout: erster Schritt',
      run: async (page) => {
        await followLink(page, { name: 'Zur Kasse' });
        await waitForPath(page, (path) => path === '/checkout', '/checkout');
        await page.waitForSelector('::-p-aria([name="Vorname"][role="textbox"])', { timeout: STEP_TIMEOUT_MS });
      },
    },
    ...(placeOrder
      ? [
          {
            name: 'Bestellung (--order)',
            run: async (page: Page) => {
              await fillStepsToIdentification(page);
              await waitForPath(page, (path) => path === '/checkout/overview', '/checkout/overview');
              const orderNumber = await orderOnOverview(page);
              if (!orderNumber.trim()) fail('keine Bestellnummer');
            },
          },
        ]
      : []),
    ...LEGAL_PAGES.map((path) => ({
      name: `Rechtliche Seite ${path}`,
      run: async (page: Page) => {
        await open(page, base, path);
        if (!(await mainHeading(page))) fail('keine Hauptüberschrift');
      },
    })),
  ];
}

const reason = (error: unknown) =>
  error instanceof SmokeFailure ? error.message : error instanceof Error ? error.message.split('\n')[0] : String(error);

/** Runs every check in order on one page (a later check goes on from where the earlier one left the shopper). */
async function runChecks(
  browser: Browser,
  base: string,
  placeOrder: boolean,
): Promise<{ passed: number; failed: string[] }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 915 });
  // Cookie choice made ('Nur notwendige'), so the banner neither covers a control nor counts page views.
  await page.setCookie({ name: 'cookie_consent_status', value: 'necessary', url: base });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  let passed = 0;
  const failed: string[] = [];
  for (const check of checks(base, placeOrder)) {
    const started = Date.now();
    errors.length = 0;
    try {
      await check.run(page);
      if (errors.length > 0) fail(`Fehler im Browser: ${errors.join(' | ')}`);
      passed += 1;
      console.log(`✓ ${check.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed.push(check.name);
      console.log(`✗ ${check.name}: ${reason(error)}`);
    }
  }
  await context.close();
  return { passed, failed };
}

async function main() {
  const { values } = parseArgs({
    options: { 'base-url': { type: 'string' }, order: { type: 'boolean', default: false } },
  });
  const base = values['base-url'];
  if (!base || !URL.canParse(base)) {
    console.error(USAGE);
    process.exit(2);
  }
  console.log(`Smoke-Test gegen ${base}${values.order ? ' (mit Bestellung)' : ' (nur lesend)'}`);
  const browser = await launchBrowser();
  try {
    const { passed, failed } = await runChecks(browser, base, values.order);
    if (failed.length > 0) console.log(`Fehlgeschlagen: ${failed.join(', ')}`);
    console.log(`${passed} passed, ${failed.length} failed`);
    process.exitCode = failed.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
  }
}

await main();
