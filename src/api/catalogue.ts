import type { CatalogueResource, ResourceData } from '../domain/catalogue-resources';
import type { ApiResult } from '../domain/api-error';
import { request } from './client';

type CatalogueAnswer = ResourceData[CatalogueResource['kind']];

const get = <T>(url: string, params?: Record<string, string>) =>
  request<T>({ method: 'GET', url, params, skipAuth: true });

/** Where each public catalogue read of API.md lives (path below the API base, plus query). */
export function catalogueRequest(resource: CatalogueResource): { url: string; params?: Record<string, string> } {
  const segment = encodeURIComponent;
  switch (resource.kind) {
    case 'tariffs':
      return { url: `/catalogue/tariffs/${segment(resource.category)}` };
    case 'tariff':
      return { url: `/catalogue/tariffs/${segment(resource.category)}/${segment(resource.slug)}` };
    case 'tariffItems':
      return { url: `/catalogue/tariffs/${segment(resource.category)}/${segment(resource.slug)}/${resource.items}` };
    case 'devices':
      return { url: `/catalogue/devices/${segment(resource.category)}`, params: { tariff: resource.tariff } };
    case 'device':
      return { url: `/catalogue/devices/${segment(resource.category)}/${segment(resource.slug)}` };
    case 'bundles':
      return {
        url: '/catalogue/bundles',
        params: {
          ...(resource.tariff ? { tariff: resource.tariff } : {}),
          ...(resource.device ? { device: resource.device } : {}),
        },
      };
    case 'footnotes':
      return { url: '/catalogue/footnotes' };
  }
}

/** The public catalogue reads of API.md; they need no session. */
export function fetchCatalogue<K extends CatalogueResource['kind']>(
  resource: Extract<CatalogueResource, { kind: K }>,
): Promise<ApiResult<ResourceData[K]>>;
/** Any read, as the catalogue saga asks for whichever the screens want. */
export function fetchCatalogue(resource: CatalogueResource): Promise<ApiResult<CatalogueAnswer>>;
export function fetchCatalogue(resource: CatalogueResource): Promise<ApiResult<CatalogueAnswer>> {
  const { url, params } = catalogueRequest(resource);
  return get(url, params);
}
