import { ENERGY_CLASS_COLOURS, energyClassTextColour, type EnergyClass } from '../../../src/domain/energy-label';

/** WCAG 2.1 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('energy class badge colours', () => {
  it.each(Object.keys(ENERGY_CLASS_COLOURS) as EnergyClass[])(
    'class %s text has at least 4.5:1 contrast',
    (energyClass) => {
      expect(contrast(ENERGY_CLASS_COLOURS[energyClass], energyClassTextColour(energyClass))).toBeGreaterThanOrEqual(
        4.5,
      );
    },
  );

  it('runs from green through yellow and orange to red', () => {
    const hues = (['A', 'D', 'F', 'G'] as EnergyClass[]).map((c) => {
      const [r, g] = [1, 3].map((i) => parseInt(ENERGY_CLASS_COLOURS[c].slice(i, i + 2), 16));
      return r - g;
    });
    expect(hues).toEqual([...hues].sort((a, b) => a - b));
  });
});
