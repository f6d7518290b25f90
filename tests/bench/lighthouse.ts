import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './bundle-size';
import { calibratedCpuSlowdown, PRESET_CPU_SLOWDOWN } from './cpu-slowdown';

export interface LighthouseFigures {
  path: string;
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
}

/** The median of the runs that produced the figure (a run can fail to report one, e.g. no LCP); NaN when none did. */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

const audit = (url: string, port: number, cpuSlowdownMultiplier = PRESET_CPU_SLOWDOWN) =>
  lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: { cpuSlowdownMultiplier },
  });

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

/**
 * Lighthouse's default (mobile) preset, performance only; the median of `runs` runs per page, after
 * unmeasured runs of the first page (see `warmUp`). `calibrated` replaces the preset's CPU slowdown
 * by the one Lighthouse's docs advise for this machine's benchmark index, the median of those runs.
 */
export async function measureLighthouse(
  baseUrl: string,
  paths: string[],
  runs: number,
  calibrated = false,
): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    let cpuSlowdownMultiplier = PRESET_CPU_SLOWDOWN;
    if (paths.length > 0) {
      const benchmarkIndex = await warmUp(baseUrl + paths[0], chrome.port, calibrated ? CALIBRATION_RUNS : 1);
      // No index reported: the preset, which the table's title then names.
      if (calibrated && Number.isFinite(benchmarkIndex)) cpuSlowdownMultiplier = calibratedCpuSlowdown(benchmarkIndex);
    }
    const results: LighthouseFigures[] = [];
    for (const path of paths) {
      const samples: Omit<LighthouseFigures, 'path' | 'cpuSlowdownMultiplier'>[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await audit(baseUrl + path, chrome.port, cpuSlowdownMultiplier);
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { audits, categories } = result.lhr;
        samples.push({
          // A run without a score (an audit failed) is left out of the median, not counted as 0.
          score: categories.performance.score === null ? NaN : Math.round(categories.performance.score * 100),
          lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
          tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
          cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
          benchmarkIndex: result.lhr.environment.benchmarkIndex,
        });
      }
      results.push({
        path,
        score: median(samples.map((s) => s.score)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
        cpuSlowdownMultiplier,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
