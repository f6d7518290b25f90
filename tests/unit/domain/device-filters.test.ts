import type { Device } from '../../../src/domain/catalogue-types';
import {
  applyFilters,
  filterOptions,
  filtersFromQuery,
  narrowToBundles,
  sortDevices,
  withFilterToggled,
} from '../../../src/domain/device-filters';

const device = (slug: string, company: string, variants: [string, string][], sort_index?: number): Device =>
  ({
    slug,
    manufacturer_informations: { company },
    properties: { smartphone_group_id: slug, ...(sort_index !== undefined ? { sort_index } : {}) },
    concrete_products: variants.map(([group, storage]) => ({
      concrete_product_id: `${slug}-${group}-${storage}`,
      color: { color: group, color_group: group, hex: '#000' },
      storage: { name: storage },
      image: '',
      gallery: [],
    })),
  }) as unknown as Device;

const ALPHA = device(
  'alpha',
  'Aurelon',
  [
    ['Schwarz', '128 GB'],
    ['Blau', '256 GB'],
  ],
  2,
);
const BETA = device('beta', 'Kestrel', [
  ['Schwarz', '256 GB'],
  ['Grün', '1 TB'],
]);
const GAMMA = device('gamma', 'Kestrel', [['Blau', '128 GB']], 1);
const ALL = [ALPHA, BETA, GAMMA];
const slugs = (devices: Device[]) => devices.map((d) => d.slug);

describe('device filters (spec §5)', () => {
  it('does not restrict with no filters or an empty group', () => {
    expect(slugs(applyFilters(ALL, []))).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('narrows by manufacturer, colour group and storage; values of one group widen each other', () => {
    expect(slugs(applyFilters(ALL, [{ key: 'company', value: 'Kestrel' }]))).toEqual(['beta', 'gamma']);
    expect(slugs(applyFilters(ALL, [{ key: 'color_group', value: 'Grün' }]))).toEqual(['beta']);
    expect(
      slugs(
        applyFilters(ALL, [
          { key: 'storage', value: '128 GB' },
          { key: 'storage', value: '1 TB' },
        ]),
      ),
    ).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('needs colour and storage to meet in one concrete product', () => {
    const blue256 = [
      { key: 'color_group', value: 'Blau' },
      { key: 'storage', value: '256 GB' },
    ] as const;
    expect(slugs(applyFilters(ALL, [...blue256]))).toEqual(['alpha']);
    expect(
      slugs(
        applyFilters(ALL, [
          { key: 'color_group', value: 'Grün' },
          { key: 'storage', value: '256 GB' },
        ]),
      ),
    ).toEqual([]);
  });

  it('keeps only devices with a concrete product in the tariff bundles, and only those products', () => {
    const narrowed = narrowToBundles(ALL, new Set(['beta-Grün-1 TB', 'gamma-Blau-128 GB']));
    expect(slugs(narrowed)).toEqual(['beta', 'gamma']);
    expect(narrowed[0].concrete_products).toHaveLength(1);
  });

  it('sorts by sort_index ascending with unsorted devices last', () => {
    expect(slugs(sortDevices(ALL))).toEqual(['gamma', 'alpha', 'beta']);
  });

  it('offers the values present, storage by size', () => {
    expect(filterOptions(ALL)).toEqual({
      company: ['Aurelon', 'Kestrel'],
      color_group: ['Blau', 'Grün', 'Schwarz'],
      storage: ['128 GB', '256 GB', '1 TB'],
    });
  });

  it('reads filters from and toggles them in the URL query', () => {
    const query = new URLSearchParams('tariff=TM-MOBIL-M&company=Kestrel&storage=256+GB&foo=bar');
    expect(filtersFromQuery(query)).toEqual([
      { key: 'company', value: 'Kestrel' },
      { key: 'storage', value: '256 GB' },
    ]);
    const added = withFilterToggled(query, { key: 'company', value: 'Aurelon' });
    expect(added.getAll('company')).toEqual(['Kestrel', 'Aurelon']);
    expect(added.get('tariff')).toBe('TM-MOBIL-M');
    expect(withFilterToggled(added, { key: 'company', value: 'Kestrel' }).getAll('company')).toEqual(['Aurelon']);
  });
});
