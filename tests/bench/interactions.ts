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
  /** The median click's entry in its three parts (web.dev's breakdown of INP). */
  parts: ClickParts;
}

/**
 * Where a click's time went: waiting for the main thread (input delay), the event handlers
 * (processing), and from their end to the next paint (style, layout, paint and what the page ran in between).
 */
export interface ClickParts {
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

const TIMEOUT_MS = 60_000;

/** One Event Timing entry, as the page reports it. */
interface EventEntry {
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** The longest entry of one click; duration 0 when none took 16 ms or more. */
interface Sample {
  durationMs: number;
  parts: ClickParts;
}

const NO_ENTRY: Sample = { durationMs: 0, parts: { inputDelayMs: 0, processingMs: 0, presentationMs: 0 } };

/**
 * The click's longest entry, in parts as web-vitals attributes INP: the input delay of its first
 * event, the handlers of all its events (pointerdown, pointerup, click) from the first one's start
 * to the last one's end, and the rest to the paint.
 */
function sampleOf(entries: EventEntry[]): Sample {
  const longest = entries.reduce<EventEntry | undefined>((a, e) => (a && a.duration >= e.duration ? a : e), undefined);
  if (!longest) return NO_ENTRY;
  const events = entries.filter((e) => e.interactionId === longest.interactionId);
  const first = events.reduce((a, e) => (e.startTime < a.startTime ? e : a));
  const handlersStart = Math.min(...events.map((e) => e.processingStart));
  const handlersEnd = Math.max(...events.map((e) => e.processingEnd));
  const paint = Math.max(...events.map((e) => e.startTime + e.duration));
  return {
    durationMs: longest.duration,
    parts: {
      inputDelayMs: first.processingStart - first.startTime,
      processingMs: handlersEnd - handlersStart,
      presentationMs: paint - handlersEnd,
    },
  };
}

/** Collects every Event Timing entry of the page from its start (the smallest threshold the API allows). */
const OBSERVE_EVENTS = () => {
  const seen: EventEntry[] = [];
  (window as unknown as { __benchEvents: typeof seen }).__benchEvents = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const { interactionId, startTime, duration, processingStart, processingEnd } = entry;
      seen.push({ interactionId, startTime, duration, processingStart, processingEnd });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
};

/**
 * The click's longest entry and its parts, from the entries since `since` (the page's clock, ms);
 * none when none took 16 ms or more. Waits two frames for the observer's report.
 */
const longestInteraction = async (page: Page, since: number): Promise<Sample> =>
  sampleOf(
    await page.evaluate(
      (from) =>
        new Promise<EventEntry[]>((resolve) => {
          // No named functions in here: tsx would wrap them in a helper the page does not have.
          const entries = (window as unknown as { __benchEvents: EventEntry[] }).__benchEvents;
          requestAnimationFrame(() =>
            requestAnimationFrame(() => setTimeout(() => resolve(entries.filter((e) => e.startTime >= from)), 0)),
          );
        }),
      since,
    ),
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

/** The median click (by duration), with its parts. */
const medianSample = (samples: Sample[]) =>
  [...samples].sort((a, b) => a.durationMs - b.durationMs)[Math.floor(samples.length / 2)];

/** `runs` clicks of each kind, the kinds taking turns, in one browser against one server. */
export async function measureInteractions(baseUrl: string, runs: number): Promise<InteractionFigures[]> {
  const browser = await launchBrowser();
  const samples = SCENARIOS.map(() => [] as Sample[]);
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
  return SCENARIOS.map(({ label }, index) => {
    const durations = samples[index].map((sample) => sample.durationMs);
    const middle = medianSample(samples[index]);
    return {
      label,
      medianMs: middle.durationMs,
      minMs: Math.min(...durations),
      maxMs: Math.max(...durations),
      runs,
      parts: middle.parts,
    };
  });
}

/** The table: each click beside the bare page's (the first row) of the same run. */
export function printInteractions([bare, ...clicks]: InteractionFigures[]): void {
  console.log(
    `\nKlick bis zum nächsten Bild (Event Timing, CPU ${PRESET_CPU_SLOWDOWN}× gedrosselt, Median) – Basis: Klick auf einer leeren Seite`,
  );
  console.log('(0 ms: kein Eintrag, die Antwort kam in weniger als 16 ms; das Verhältnis zählt dann 16 ms)');
  console.log('Teile des mittleren Klicks: Warten auf den Hauptthread / Handler / bis zum Bild');
  const ms = (value: number) => `${Math.round(value)}`;
  for (const row of [bare, ...clicks]) {
    const factor = row === bare ? '1.00×' : `${(Math.max(row.medianMs, 16) / Math.max(bare.medianMs, 16)).toFixed(2)}×`;
    const { inputDelayMs, processingMs, presentationMs } = row.parts;
    console.log(
      `${row.label.padEnd(40)}  ${ms(row.medianMs).padStart(5)} ms  ${factor.padStart(6)}  (${ms(row.minMs)}–${ms(row.maxMs)} ms, ${row.runs} Läufe)  ${ms(inputDelayMs)} / ${ms(processingMs)} / ${ms(presentationMs)} ms`,
    );
  }
}
