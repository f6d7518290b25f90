import type { ConcreteProduct, Device } from '../../../src/domain/catalogue-types';
import { bundleFor, preselectProduct, selectColour, selectStorage } from '../../../src/domain/device-selection';
import { DEVICES } from '../../../server/catalogue/mobile/devices';
import { TARIFF_GROUPS } from '../../../server/catalogue/mobile/bundles';

const product = (color: string, storage: string): ConcreteProduct => ({
  concrete_product_id: `${color}-${storage}`,
  color: { color, color_group: color, hex: '#000' },
  storage: { name: storage },
  image: '',
  gallery: [],
});

/** Schwarz in 128 and 256 GB, Blau only in 256 and 512 GB. */
const device = {
  slug: 'test',
  concrete_products: [
    product('Schwarz', '128 GB'),
    product('Schwarz', '256 GB'),
    product('Blau', '256 GB'),
    product('Blau', '512 GB'),
  ],
} as unknown as Device;

describe('colour and storage selection (spec §4)', () => {
  it('keeps the current storage when the new colour has it', () => {
    expect(selectColour(device, product('Schwarz', '256 GB'), 'Blau').concrete_product_id).toBe('Blau-256 GB');
  });

  it('takes the first storage of the colour when it lacks the current one', () => {
    expect(selectColour(device, product('Schwarz', '128 GB'), 'Blau').concrete_product_id).toBe('Blau-256 GB');
  });

  it('keeps the colour on a storage change, or takes the first colour that has the storage', () => {
    expect(selectStorage(device, product('Blau', '256 GB'), '512 GB').concrete_product_id).toBe('Blau-512 GB');
    expect(selectStorage(device, product('Blau', '256 GB'), '128 GB').concrete_product_id).toBe('Schwarz-128 GB');
  });
});

describe('preselection by ?pid= (spec §4)', () => {
  it('selects the concrete product named by pid', () => {
    expect(preselectProduct(device, 'Blau-512 GB')?.concrete_product_id).toBe('Blau-512 GB');
  });

  it('falls back to the first product without or with an unknown pid', () => {
    expect(preselectProduct(device, null)?.concrete_product_id).toBe('Schwarz-128 GB');
    expect(preselectProduct(device, 'gibt-es-nicht')?.concrete_product_id).toBe('Schwarz-128 GB');
  });
});

describe('bundle lookup for a handset', () => {
  it('finds the bundle of the tariff that holds the concrete product, and none where it is not bundled', () => {
    const fold = DEVICES.find((d) => d.slug === 'kestrel-k9-fold')!;
    const pid = fold.concrete_products[0].concrete_product_id;
    const bundles = { tariff_groups: TARIFF_GROUPS };
    expect(bundleFor(bundles, 'P-MOBIL-XL', pid)?.concrete_product_ids).toContain(pid);
    expect(bundleFor(bundles, 'P-MOBIL-XS', pid)).toBeUndefined();
  });
});
