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
  lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttling: { cpuSlowdownMultiplier } });

/** How many unmeasured runs of the first page decide the calibrated slowdown (the index varies from run to run). */
const CALIBRATION_RUNS = 3;

/** The median benchmark index of a few runs of `url`: the machine's speed for the calibrated slowdown. */
async function machineBenchmarkIndex(url: string, port: number): Promise<number> {
  const indexes: number[] = [];
  for (let run = 0; run < CALIBRATION_RUNS; run += 1) indexes.push((await audit(url, port))?.lhr.environment.benchmarkIndex ?? NaN);
  return median(indexes);
}

/**
 * Lighthouse's default (mobile) preset, performance only; the median of `runs` runs per page. One
 * run of the first page before measuring warms the freshly started browser (its first run was
 * slower, even on the bare page). `calibrated` replaces the preset's CPU slowdown by the one
 * Lighthouse's docs advise for this machine's benchmark index, measured on the first page first.
 */
export async function measureLighthouse(baseUrl: string, paths: string[], runs: number, calibrated = false): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    let cpuSlowdownMultiplier = PRESET_CPU_SLOWDOWN;
    if (paths.length > 0) await audit(baseUrl + paths[0], chrome.port);
    if (calibrated && paths.length > 0) {
      const benchmarkIndex = await machineBenchmarkIndex(baseUrl + paths[0], chrome.port);
      // No index reported: the preset, which the table's title then names.
      if (Number.isFinite(benchmarkIndex)) cpuSlowdownMultiplier = calibratedCpuSlowdown(benchmarkIndex);
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
