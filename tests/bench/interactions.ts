/**
 * Interactions at Lighthouse's CPU slowdown: how long from a click to the next paint (Event Timing,
 * the figure INP is made of), for the shop's busiest clicks and for a bare page's button in the
 * same browser and run. Each click is measured in a fresh browser context, the kinds taking turns.
 */
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { launchBrowser } from '../e2e/support/browser';
import { clickButton, personalData, waitForPath } from '../e2e/support/checkout-steps';
import { BARE_CLICK_PAGE } from './build';
import { PRESET_CPU_SLOWDOWN } from './cpu-slowdown';

export interface InteractionFigures {
  label: string;
  /** Median of the runs: input to the next paint, the longest entry of the click's interaction. */
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number;
}

const TIMEOUT_MS = 60_000;

/** Collects every Event Timing entry of the page from its start (the smallest threshold the API allows). */
const OBSERVE_EVENTS = () => {
  const seen: { startTime: number; duration: number }[] = [];
  (window as unknown as { __benchEvents: typeof seen }).__benchEvents = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) seen.push({ startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
};

/**
 * The longest entry of the interactions since `since` (the page's clock, ms), or 0 when none took
 * 16 ms or more; waits two frames for the observer's report.
 */
const longestInteraction = (page: Page, since: number) =>
  page.evaluate(
    (from) =>
      new Promise<number>((resolve) => {
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        const entries = (window as unknown as { __benchEvents: { startTime: number; duration: number }[] })
          .__benchEvents;
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(
              () => resolve(Math.max(0, ...entries.filter((e) => e.startTime >= from).map((e) => e.duration))),
              0,
            ),
          ),
        );
      }),
    since,
  );

/** The enabled button (or link) whose text reads `text`, once there. */
async function control(page: Page, text: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (t) =>
      [...document.querySelectorAll('button, a')].find(
        (b) => b.textContent?.trim() === t && !(b as HTMLButtonElement).disabled,
      ),
    { timeout: TIMEOUT_MS },
    text,
  );
  return handle as ElementHandle<Element>;
}

/** Waits until the main thread had an idle moment: what the page does by itself after the ready signal is not the click's. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

async function freshPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  await page.setViewport({ width: 412, height: 823 });
  await page.setCookie({ name: 'cookie_consent_status', value: 'necessary', url: baseUrl });
  await page.evaluateOnNewDocument(OBSERVE_EVENTS);
  return page;
}

/**
 * A trusted click (input events through the browser, which Event Timing measures) at the CPU
 * slowdown; answers the page's clock just before it.
 */
async function measuredClick(page: Page, text: string): Promise<number> {
  const button = await control(page, text);
  await settled(page);
  await page.emulateCPUThrottling(PRESET_CPU_SLOWDOWN);
  const since = await page.evaluate(() => performance.now());
  await button.click();
  return since;
}

interface Scenario {
  label: string;
  /** Opens the page and clicks; answers, once the click's consequences are visible, the page's clock before the click. */
  run(page: Page, baseUrl: string): Promise<number>;
}

const SCENARIOS: Scenario[] = [
  {
    label: 'Klick auf einer leeren Seite (Basis)',
    run: async (page, baseUrl) => {
      await page.goto(baseUrl + BARE_CLICK_PAGE);
      const since = await measuredClick(page, 'Klick');
      await page.waitForFunction(() => document.querySelector('button')?.textContent !== 'Klick');
      return since;
    },
  },
  {
    label: "'In den Warenkorb' (Tarifliste)",
    run: async (page, baseUrl) => {
      await page.emulateCPUThrottling(PRESET_CPU_SLOWDOWN);
      await page.goto(`${baseUrl}/unterwegs/tarife/mobilfunk`);
      await page.waitForSelector('html[data-shop-ready="true"]');
      const since = await measuredClick(page, 'In den Warenkorb');
      await waitForPath(page, '/warenkorb', TIMEOUT_MS);
      return since;
    },
  },
  {
    label: "'Weiter' (Bestellung, Schritt 1)",
    run: async (page, baseUrl) => {
      await page.goto(`${baseUrl}/unterwegs/tarife/mobilfunk`);
      await page.waitForSelector('html[data-shop-ready="true"]');
      await clickButton(page, 'In den Warenkorb');
      await waitForPath(page, '/warenkorb', TIMEOUT_MS);
      await clickButton(page, 'Zur Kasse');
      await waitForPath(page, '/checkout', TIMEOUT_MS);
      await personalData(page);
      const since = await measuredClick(page, 'Weiter');
      await waitForPath(page, '/checkout/zahlung', TIMEOUT_MS);
      return since;
    },
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `runs` clicks of each kind, the kinds taking turns, in one browser against one server. */
export async function measureInteractions(baseUrl: string, runs: number): Promise<InteractionFigures[]> {
  const browser = await launchBrowser();
  const samples = SCENARIOS.map(() => [] as number[]);
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [index, scenario] of SCENARIOS.entries()) {
        const page = await freshPage(browser, baseUrl);
        try {
          const since = await scenario.run(page, baseUrl);
          samples[index].push(await longestInteraction(page, since));
        } finally {
          await page.browserContext().close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return SCENARIOS.map(({ label }, index) => ({
    label,
    medianMs: median(samples[index]),
    minMs: Math.min(...samples[index]),
    maxMs: Math.max(...samples[index]),
    runs,
  }));
}

/** The table: each click beside the bare page's (the first row) of the same run. */
export function printInteractions([bare, ...clicks]: InteractionFigures[]): void {
  console.log(
    `\nKlick bis zum nächsten Bild (Event Timing, CPU ${PRESET_CPU_SLOWDOWN}× gedrosselt, Median) – Basis: Klick auf einer leeren Seite`,
  );
  console.log('(0 ms: kein Eintrag, die Antwort kam in weniger als 16 ms; das Verhältnis zählt dann 16 ms)');
  for (const row of [bare, ...clicks]) {
    const factor = row === bare ? '1.00×' : `${(Math.max(row.medianMs, 16) / Math.max(bare.medianMs, 16)).toFixed(2)}×`;
    console.log(
      `${row.label.padEnd(40)}  ${String(Math.round(row.medianMs)).padStart(5)} ms  ${factor.padStart(6)}  (${Math.round(row.minMs)}–${Math.round(row.maxMs)} ms, ${row.runs} Läufe)`,
    );
  }
}
