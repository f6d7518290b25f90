import { call, put, select, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { resourceKey, type CatalogueResource } from '../src/domain/catalogue-resources';
import { fetchCatalogue } from '../src/api/catalogue';
import { catalogueActions, selectCatalogueEntries } from '../src/state/catalogue';
import { callApi, PUBLIC_READ } from './api-call';

/** One fetch for every catalogue read; an answer already loaded is not asked for again. */
export function* loadResource(action: PayloadAction<CatalogueResource>): Generator {
  const key = resourceKey(action.payload);
  const entries = yield* select(selectCatalogueEntries);
  if (entries[key]?.status === 'loaded') return;
  const result = yield* call(callApi, PUBLIC_READ, fetchCatalogue, action.payload);
  if (result.ok) yield* put(catalogueActions.resourceLoaded({ key, data: result.data }));
  else yield* put(catalogueActions.resourceFailed({ key, error: result.error }));
}

export function* catalogueSaga(): Generator {
  yield* takeEvery(catalogueActions.resourceRequested.type, loadResource);
}
