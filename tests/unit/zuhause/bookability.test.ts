import {
  bookableProductIds,
  fastestLine,
  formatMbit,
  isBookable,
  type MaxBandwidth,
} from '../../../src/domain/bookability';
import type { Tariff } from '../../../src/domain/catalogue-types';
import { LANDLINE_TARIFFS } from '../../../server/catalogue/landline-seed';

const line = (technology: MaxBandwidth['technology'], download_mbit: number, upload_mbit = 40): MaxBandwidth => ({
  technology,
  download_kbps: download_mbit * 1000,
  upload_kbps: upload_mbit * 1000,
});
const tariff = (category: string, download_mbit: number) =>
  ({ category, bandwidth: { download_mbit, upload_mbit: 10 } }) as Pick<Tariff, 'category' | 'bandwidth'>;

const names = (lines: MaxBandwidth[]) =>
  LANDLINE_TARIFFS.filter((t) => bookableProductIds(LANDLINE_TARIFFS, lines).includes(t.concrete_product_id)).map(
    (t) => t.slug,
  );

describe('bookability of landline tariffs', () => {
  it('books a home tariff on any line that reaches its download speed', () => {
    expect(isBookable(tariff('magentazuhause-tarife', 250), [line('VDSL', 250)])).toBe(true);
    expect(isBookable(tariff('magentazuhause-tarife', 250), [line('VDSL', 100)])).toBe(false);
    expect(isBookable(tariff('magentazuhause-tarife', 100), [line('FTTH', 1000)])).toBe(true);
  });

  it('books a fibre tariff only on a fibre line into the home', () => {
    expect(isBookable(tariff('glasfaser-tarife', 150), [line('VDSL', 250)])).toBe(false);
    expect(isBookable(tariff('glasfaser-tarife', 600), [line('FTTH', 300)])).toBe(false);
    expect(isBookable(tariff('glasfaser-tarife', 600), [line('VDSL', 250), line('FTTH', 1000)])).toBe(true);
  });

  it('never books a tariff without a bandwidth (a mobile tariff)', () => {
    expect(isBookable({ category: 'mobilfunk' }, [line('FTTH', 1000)])).toBe(false);
  });

  it('gives the UX.md results for the seeded lines', () => {
    const home = LANDLINE_TARIFFS.filter((t) => t.category === 'magentazuhause-tarife').map((t) => t.slug);
    expect(names([line('FTTH', 1000, 500)])).toHaveLength(LANDLINE_TARIFFS.length);
    expect(names([line('VDSL', 250)]).sort()).toEqual(home.sort());
    expect(names([{ technology: 'ADSL', download_kbps: 16_000, upload_kbps: 2_400 }])).toEqual([]);
  });

  it('formats the fastest line in Mbit/s with a German decimal comma', () => {
    expect(formatMbit(1_000_000)).toBe('1000 Mbit/s');
    expect(formatMbit(2_400)).toBe('2,4 Mbit/s');
    expect(fastestLine([line('VDSL', 100), line('FTTH', 600)])?.technology).toBe('FTTH');
    expect(fastestLine([])).toBeUndefined();
  });
});
