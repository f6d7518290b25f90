/** The public face of this feature: the catalogue data other screens read: a resource hook, its status line and the loading marker. Other features import this file only. */
export { useCatalogueResource } from './useCatalogueResource';
export { CatalogueStatus } from './CatalogueStatus';
export { LOADING } from './loading';
