import { swipeCloses } from '../../../src/domain/swipe-close';

/** A dialog panel as a phone shows it: 360 px wide, 600 px high. */
const PANEL = { width: 360, height: 600 };

describe('swipe-close rule (spec §9: over 10 % of the size, or under 300 ms)', () => {
  it.each([
    ['a long slow swipe down (over 10 % of the height)', { dx: 0, dy: 61, durationMs: 900 }, true],
    ['a short quick swipe down', { dx: 0, dy: 30, durationMs: 120 }, true],
    ['a long quick swipe up', { dx: 5, dy: -200, durationMs: 150 }, true],
    ['a long slow swipe sideways (over 10 % of the width)', { dx: -37, dy: 4, durationMs: 800 }, true],
    ['a short slow swipe down', { dx: 0, dy: 40, durationMs: 700 }, false],
    ['a short slow swipe sideways', { dx: 30, dy: 2, durationMs: 500 }, false],
    ['exactly 10 % of the height, slowly', { dx: 0, dy: 60, durationMs: 300 }, false],
    ['a short swipe of exactly 300 ms', { dx: 0, dy: 20, durationMs: 300 }, false],
    ['a quick tap that hardly moves', { dx: 2, dy: 3, durationMs: 80 }, false],
  ])('%s → %s', (_name, swipe, closes) => {
    expect(swipeCloses(swipe, PANEL)).toBe(closes);
  });

  it('measures a sideways swipe against the width and an upright one against the height', () => {
    const sideways = { dx: 50, dy: 0, durationMs: 1000 };
    expect(swipeCloses(sideways, { width: 400, height: 100 })).toBe(true);
    expect(swipeCloses(sideways, { width: 600, height: 100 })).toBe(false);
    const upright = { dx: 0, dy: 50, durationMs: 1000 };
    expect(swipeCloses(upright, { width: 100, height: 400 })).toBe(true);
    expect(swipeCloses(upright, { width: 100, height: 600 })).toBe(false);
  });
});
