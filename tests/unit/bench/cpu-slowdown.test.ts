import { calibratedCpuSlowdown, PRESET_CPU_SLOWDOWN } from '../../bench/cpu-slowdown';

describe('the CPU slowdown calibrated to the machine (npm run bench -- --calibrated)', () => {
  it.each([
    [2000, 6],
    [1533, 4],
    [1300, 3],
    [1050, 2.5],
    [800, 2],
    [150, 1],
  ])('gives the Lighthouse calculator’s multiplier for benchmark index %i: %f×', (benchmarkIndex, multiplier) => {
    expect(calibratedCpuSlowdown(benchmarkIndex)).toBeCloseTo(multiplier, 1);
  });

  it('matches the preset on the machine class the preset is made for', () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(PRESET_CPU_SLOWDOWN, 1);
  });

  it('never speeds the CPU up, however slow the machine', () => {
    expect(calibratedCpuSlowdown(40)).toBe(1);
  });
});
