import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './bundle-size';
import { calibratedCpuSlowdown, PRESET_CPU_SLOWDOWN } from './cpu-slowdown';

export interface LighthouseFigures {
  path: string;
  /** A prepared page's short name for its state, and how it was reached (the others are a first visit). */
  label?: string;
  state?: string;
  /** 0–100 */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's own measure of the host's CPU speed (its "BenchmarkIndex"): its mobile preset slows
   * the CPU by a fixed factor, so the same page scores lower on a slower or busier machine.
   */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse simulated: its preset's 4, or the one calibrated to this machine. */
  cpuSlowdownMultiplier: number;
  /**
   * The main document's transfer size, response headers included: Lighthouse's simulation delivers
   * ten TCP segments (14 600 bytes) in a new connection's first round trip, a larger document needs
   * another. Null when the run reported no document.
   */
  documentBytes: number | null;
  /**
   * The requests besides the document that Lighthouse's simulation puts on the way to the largest
   * paint (see `lcpWaitsForOf`), each as its path (a full URL for another origin). Null when the run
   * reported no largest paint.
   */
  lcpWaitsFor: string[] | null;
}

/** The median of the runs that produced the figure (a run can fail to report one, e.g. no LCP); NaN when none did. */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

/**
 * A page Lighthouse can only measure in a state a shopper reaches by clicking (e.g. with a cart):
 * each run opens a tab in a fresh browser context, brings it there, and Lighthouse then loads
 * `path` in that tab. Its storage reset clears the HTTP cache and service workers, as for the other
 * pages, but not cookies nor the tab's storage (sessionStorage is per tab, hence the same tab).
 */
export interface PreparedPage {
  path: string;
  /** The state in a few words, for the table's row. */
  label: string;
  /** How the page was brought there, for the table's notes. */
  state: string;
  open(browser: Browser, baseUrl: string): Promise<Page>;
  /** Throws unless the tab Lighthouse loaded, ending at `finalUrl`, shows the page meant. */
  verify(page: Page, finalUrl: string): Promise<void>;
}

/** A path Lighthouse opens in a tab of its own as a first visit, or a prepared page. */
export type LighthousePage = string | PreparedPage;

const pathOf = (page: LighthousePage) => (typeof page === 'string' ? page : page.path);

const flags = (cpuSlowdownMultiplier: number): Flags => ({
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  throttling: { cpuSlowdownMultiplier },
  // Lighthouse 12's default (cookies and local storage stay), named so that an upgrade could not
  // change the state a prepared page is measured in.
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
});

const audit = (url: string, port: number, cpuSlowdownMultiplier = PRESET_CPU_SLOWDOWN) =>
  lighthouse(url, { ...flags(cpuSlowdownMultiplier), port });

/** One run of a prepared page in a fresh browser context of Lighthouse's browser; fails when it measured another page. */
async function auditPrepared(page: PreparedPage, browser: Browser, baseUrl: string, cpuSlowdownMultiplier: number) {
  const tab = await page.open(browser, baseUrl);
  try {
    const result = await lighthouse(baseUrl + page.path, flags(cpuSlowdownMultiplier), undefined, tab);
    if (result) await page.verify(tab, result.lhr.finalDisplayedUrl);
    return result;
  } finally {
    await tab.browserContext().close();
  }
}

/** How many unmeasured runs of the first page decide the calibrated slowdown (the index varies from run to run). */
const CALIBRATION_RUNS = 3;

/**
 * Unmeasured runs of `url` before measuring: the first warms the freshly started browser (its first
 * run was slower, even on the bare page), and all of them report the machine's speed. Returns the
 * median benchmark index of the runs.
 */
async function warmUp(url: string, port: number, runs: number): Promise<number> {
  const indexes: number[] = [];
  for (let run = 0; run < runs; run += 1) indexes.push((await audit(url, port))?.lhr.environment.benchmarkIndex ?? NaN);
  return median(indexes);
}

type Sample = Omit<LighthouseFigures, 'path' | 'label' | 'state' | 'cpuSlowdownMultiplier'>;

type Lhr = RunnerResult['lhr'];

/** The fields of a `network-requests` item read here, as Lighthouse 12 reports them (times in ms). */
interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  priority?: string;
  sessionTargetType?: string;
  mimeType?: string;
  rendererStartTime?: number;
  networkEndTime?: number;
  transferSize?: number;
}

const networkRequestsOf = (lhr: Lhr): NetworkRequestItem[] => {
  const details = lhr.audits['network-requests']?.details;
  return details?.type === 'table' ? (details.items as unknown as NetworkRequestItem[]) : [];
};

/** The final URL's Document, else the first one (the final URL can differ in a fragment, say). */
const mainDocumentOf = (lhr: Lhr, requests: NetworkRequestItem[]) => {
  const documents = requests.filter((request) => request.resourceType === 'Document');
  return documents.find((request) => request.url === lhr.finalDisplayedUrl) ?? documents[0];
};

/**
 * The observed largest paint in ms from the first request's start, the origin of the
 * `network-requests` times. The metrics' own ms count from the navigation's start, about a
 * millisecond earlier, so both ends are taken in trace microseconds where the LHR gives them.
 */
function observedLcpOf(lhr: Lhr, networkStartTs: number | undefined): number | undefined {
  const details = lhr.audits.metrics?.details;
  if (details?.type !== 'debugdata') return undefined;
  // A debug-data detail is untyped: its first item holds the metrics, observed ones among them.
  const [metrics] = (details.items ?? []) as {
    observedLargestContentfulPaint?: number;
    observedLargestContentfulPaintTs?: number;
  }[];
  const lcpTs = metrics?.observedLargestContentfulPaintTs;
  if (lcpTs !== undefined && networkStartTs !== undefined) return (lcpTs - networkStartTs) / 1000;
  return metrics?.observedLargestContentfulPaint;
}

/**
 * What Lantern's optimistic LCP graph keeps besides the document: every request that started and
 * ended before the observed largest paint, except low-priority images (Lantern takes them for
 * offscreen) and the requests its graph leaves out altogether (a worker's, videos). Lantern also
 * drops a script whose evaluation began after the paint; the public result does not tell that, so
 * such a script would be listed here.
 */
function lcpWaitsForOf(lhr: Lhr, requests: NetworkRequestItem[], document: NetworkRequestItem | undefined) {
  const details = lhr.audits['network-requests']?.details;
  const networkStartTs =
    details?.type === 'table' && typeof details.debugData?.networkStartTimeTs === 'number'
      ? details.debugData.networkStartTimeTs
      : undefined;
  const lcp = observedLcpOf(lhr, networkStartTs);
  if (lcp === undefined || !Number.isFinite(lcp)) return null;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return requests
    .filter(
      (request) =>
        request !== document &&
        request.sessionTargetType !== 'worker' &&
        !request.mimeType?.startsWith('video') &&
        !(request.resourceType === 'Image' && (request.priority === 'Low' || request.priority === 'VeryLow')) &&
        request.networkEndTime !== undefined &&
        request.networkEndTime <= lcp &&
        (request.rendererStartTime ?? 0) <= lcp,
    )
    .map((request) => {
      // Lighthouse shortens a data: URL, which need not parse any more: kept as it stands.
      const url = URL.canParse(request.url) ? new URL(request.url) : undefined;
      return url?.origin === origin ? url.pathname + url.search : request.url;
    });
}

function sampleOf(result: RunnerResult | undefined, path: string): Sample {
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { audits, categories } = result.lhr;
  const requests = networkRequestsOf(result.lhr);
  const document = mainDocumentOf(result.lhr, requests);
  return {
    // A run without a score (an audit failed) is left out of the median, not counted as 0.
    score: categories.performance.score === null ? NaN : Math.round(categories.performance.score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
    tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
    cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    documentBytes: document?.transferSize ?? null,
    lcpWaitsFor: lcpWaitsForOf(result.lhr, requests, document),
  };
}

/** `runs` runs of one page; a prepared page's through a Puppeteer connection to the same browser. */
async function samplesOf(
  page: LighthousePage,
  baseUrl: string,
  port: number,
  runs: number,
  cpuSlowdownMultiplier: number,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const collect = async (once: () => Promise<RunnerResult | undefined>) => {
    for (let run = 0; run < runs; run += 1) samples.push(sampleOf(await once(), pathOf(page)));
    return samples;
  };
  if (typeof page === 'string') return collect(() => audit(baseUrl + page, port, cpuSlowdownMultiplier));
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    return await collect(() => auditPrepared(page, browser, baseUrl, cpuSlowdownMultiplier));
  } finally {
    await browser.disconnect();
  }
}

async function measurePage(
  page: LighthousePage,
  baseUrl: string,
  port: number,
  runs: number,
  cpuSlowdownMultiplier: number,
): Promise<LighthouseFigures> {
  const samples = await samplesOf(page, baseUrl, port, runs, cpuSlowdownMultiplier);
  const lcpMs = median(samples.map((s) => s.lcpMs));
  // The diagnostics explain an LCP, so they come whole from the run whose LCP is the median one
  // rather than as medians of their own (which could mix runs); none when no run reported an LCP.
  const medianRun = samples.find((s) => s.lcpMs === lcpMs);
  return {
    path: pathOf(page),
    ...(typeof page === 'string' ? {} : { label: page.label, state: page.state }),
    score: median(samples.map((s) => s.score)),
    lcpMs,
    tbtMs: median(samples.map((s) => s.tbtMs)),
    cls: median(samples.map((s) => s.cls)),
    benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
    cpuSlowdownMultiplier,
    documentBytes: medianRun?.documentBytes ?? null,
    lcpWaitsFor: medianRun?.lcpWaitsFor ?? null,
  };
}

/**
 * Lighthouse's default (mobile) preset, performance only; the median of `runs` runs per page, after
 * unmeasured runs of the first page (see `warmUp`). `calibrated` replaces the preset's CPU slowdown
 * by the one Lighthouse's docs advise for this machine's benchmark index, the median of those runs.
 */
export async function measureLighthouse(
  baseUrl: string,
  pages: LighthousePage[],
  runs: number,
  calibrated = false,
): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    let cpuSlowdownMultiplier = PRESET_CPU_SLOWDOWN;
    if (pages.length > 0) {
      const benchmarkIndex = await warmUp(baseUrl + pathOf(pages[0]), chrome.port, calibrated ? CALIBRATION_RUNS : 1);
      // No index reported: the preset, which the table's title then names.
      if (calibrated && Number.isFinite(benchmarkIndex)) cpuSlowdownMultiplier = calibratedCpuSlowdown(benchmarkIndex);
    }
    const results: LighthouseFigures[] = [];
    for (const page of pages) {
      results.push(await measurePage(page, baseUrl, chrome.port, runs, cpuSlowdownMultiplier));
    }
    return results;
  } finally {
    chrome.kill();
  }
}
