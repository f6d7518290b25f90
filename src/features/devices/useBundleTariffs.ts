import type { Tariff } from '../../domain/catalogue-types';
import { useCatalogueResource } from '../catalogue-data';

/** Mobil and Young tariffs, the ones a handset can be bundled with. */
export function useBundleTariffs(): Tariff[] | undefined {
  const mobil = useCatalogueResource({ kind: 'tariffs', category: 'mobilfunk' });
  const young = useCatalogueResource({ kind: 'tariffs', category: 'young' });
  if (!mobil?.data || !young?.data) return undefined;
  return [...mobil.data.tariffs, ...young.data.tariffs];
}
