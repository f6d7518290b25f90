/** The public face of this feature: the catalogue data other screens read: a resource hook, its status line, the loading marker and the not-found answer. Other features import this file only. */
export { useCatalogueResource } from './useCatalogueResource';
export { CatalogueStatus } from './CatalogueStatus';
export { LOADING } from './loading';
export { useNotFound } from './useNotFound';
