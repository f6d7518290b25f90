import type { CatalogueResource, ResourceData } from '../domain/catalogue-resources';
import type { ApiResult } from '../domain/api-error';
import { request } from './client';

const get = <T>(url: string, params?: Record<string, string>) =>
  request<T>({ method: 'GET', url, params, skipAuth: true });

/** The public catalogue reads of API.md; they need no session. */
export function fetchCatalogue<K extends CatalogueResource['kind']>(
  resource: Extract<CatalogueResource, { kind: K }>,
): Promise<ApiResult<ResourceData[K]>>;
export function fetchCatalogue(resource: CatalogueResource): Promise<ApiResult<unknown>> {
  const segment = encodeURIComponent;
  switch (resource.kind) {
    case 'tariffs':
      return get(`/catalogue/tariffs/${segment(resource.category)}`);
    case 'tariff':
      return get(`/catalogue/tariffs/${segment(resource.category)}/${segment(resource.slug)}`);
    case 'tariffItems':
      return get(`/catalogue/tariffs/${segment(resource.category)}/${segment(resource.slug)}/${resource.items}`);
    case 'devices':
      return get(`/catalogue/devices/${segment(resource.category)}`, { tariff: resource.tariff });
    case 'device':
      return get(`/catalogue/devices/${segment(resource.category)}/${segment(resource.slug)}`);
    case 'bundles':
      return get('/catalogue/bundles', {
        ...(resource.tariff ? { tariff: resource.tariff } : {}),
        ...(resource.device ? { device: resource.device } : {}),
      });
    case 'footnotes':
      return get('/catalogue/footnotes');
  }
}
