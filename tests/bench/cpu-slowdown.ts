/** Lighthouse's mobile preset slows the CPU four times: a high-end desktop then runs like a mid-tier phone. */
export const PRESET_CPU_SLOWDOWN = 4;

/**
 * The slowdown that makes this machine a mid-tier phone, after the Lighthouse team's calculator
 * (patrickhulce/lighthouse-cpu-throttling-calculator, linked from Lighthouse's docs/throttling.md):
 * piecewise linear in the benchmark index, 4× at 1533, 3× at 1300, 2× at 800, 1× at 150.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
