import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  applyFilters,
  FILTER_KEYS,
  filtersFromQuery,
  sortDevices,
  withFilterToggled,
} from '../../domain/device-filters';
import { cheapestBundleOf } from '../../domain/device-selection';
import { DEFAULT_DEVICE_TARIFF } from '../../domain/manufacturers';
import { useCatalogueResource } from '../catalogue-data';
import { CatalogueStatus } from '../catalogue-data';
import { DeviceCard } from './DeviceCard';
import { useIsClient } from '../../components/useIsClient';
import { DeviceFilters } from './DeviceFilters';
import { TariffPicker } from './TariffPicker';
import { useBundleTariffs } from './useBundleTariffs';
import './devices.css';

/** Cards in view on a phone's first screen (one column) up to a desktop's first row. */
const FIRST_ROW_CARDS = 2;

const TITLES: Record<string, string> = { smartphones: 'Smartphones', tablets: 'Tablets' };
const WIDE_SCREEN = '(min-width: 1024px)';
const filtersOpenAtFirst =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches;

/** `/unterwegs/geraete/{category}`: devices bundled with the chosen tariff, filters kept in the URL query. */
/**
 * Folded on phones so the devices come first; open on wide screens. The screen width is the browser's
 * to know: the server's markup (and its hydration) has the panel closed, and only this panel (not the
 * device cards) renders again once hydrated.
 */
function FilterPanel({ summary, children }: { summary: string; children: ReactNode }) {
  const isClient = useIsClient();
  return (
    <details className="device-filters__panel" open={isClient && filtersOpenAtFirst}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}

export function DeviceListPage() {
  const { category = '' } = useParams();
  const [query, setQuery] = useSearchParams();
  const tariffId = query.get('tariff') ?? DEFAULT_DEVICE_TARIFF;
  const tariffs = useBundleTariffs();
  const tariff = tariffs?.find((t) => t.concrete_product_id === tariffId);
  const resource = { kind: 'devices', category, tariff: tariffId } as const;
  const list = useCatalogueResource(resource);
  const bundles = useCatalogueResource(tariff ? { kind: 'bundles', tariff: tariff.properties.product_id } : null);
  const filters = filtersFromQuery(query);

  const changeTariff = (id: string) => {
    const next = new URLSearchParams(query);
    next.set('tariff', id);
    setQuery(next, { replace: true });
  };
  const resetFilters = () => {
    const next = new URLSearchParams(query);
    FILTER_KEYS.forEach((key) => next.delete(key));
    setQuery(next, { replace: true });
  };

  const shown = list?.data ? sortDevices(applyFilters(list.data.devices, filters)) : [];
  return (
    <section className="device-list">
      <h1>{TITLES[category] ?? 'Geräte'} mit Vertrag</h1>
      <div className="device-list__layout">
        <aside className="device-list__aside">
          {tariffs && (
            <TariffPicker id="device-list-tariff" tariffs={tariffs} value={tariffId} onChange={changeTariff} />
          )}
          {list?.data && (
            <FilterPanel summary={`Filter${filters.length ? ` (${filters.length} aktiv)` : ''}`}>
              <DeviceFilters
                options={list.data.filters}
                active={filters}
                onToggle={(filter) => setQuery(withFilterToggled(query, filter), { replace: true })}
                onReset={resetFilters}
              />
            </FilterPanel>
          )}
        </aside>
        <div className="device-list__results">
          {!list?.data ? (
            <CatalogueStatus entry={list} resource={resource} />
          ) : (
            <>
              <p className="device-list__count" aria-live="polite">
                {shown.length === 1 ? '1 Gerät' : `${shown.length} Geräte`}
                {tariff ? ` im Tarif ${tariff.product_name}` : ''}
              </p>
              {shown.length === 0 && <p>Keine Geräte gefunden. Bitte passen Sie die Filter an.</p>}
              <div className="device-grid">
                {shown.map((device, index) => (
                  <DeviceCard
                    key={device.slug}
                    inFirstRow={index < FIRST_ROW_CARDS}
                    device={device}
                    to={`/unterwegs/geraete/${category}/${device.slug}?tariff=${encodeURIComponent(tariffId)}`}
                    cheapest={
                      bundles?.data && tariff
                        ? cheapestBundleOf(
                            bundles.data,
                            tariff.properties.product_id,
                            device.properties.smartphone_group_id,
                          )
                        : undefined
                    }
                    tariff={tariff}
                  />
                ))}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
