import { render } from '@testing-library/react';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { resourceKey } from '../../../src/domain/catalogue-resources';
import { useCatalogueResource } from '../../../src/features/catalogue-data/useCatalogueResource';
import { catalogueActions, catalogueSlice } from '../../../src/state/catalogue';

const resource = { kind: 'tariffs', category: 'mobilfunk' } as const;

function Reader() {
  const entry = useCatalogueResource(resource);
  return <p>{entry?.status ?? 'nichts'}</p>;
}

/** Renders a reader of the resource over a store that holds `entries`; answers the actions it dispatched. */
function renderReader(entries: Record<string, { status: 'loaded' | 'failed'; data?: unknown }>) {
  const dispatched: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    dispatched.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { catalogue: catalogueSlice.reducer },
    preloadedState: { catalogue: { entries } },
    middleware: (getDefault) => getDefault().concat(recorder),
  });
  render(
    <Provider store={store}>
      <Reader />
    </Provider>,
  );
  return dispatched.map((action) => action.type);
}

describe('useCatalogueResource', () => {
  it('asks for an answer the store does not hold', () => {
    expect(renderReader({})).toEqual([catalogueActions.resourceRequested.type]);
  });

  it('asks again for an answer that failed', () => {
    expect(renderReader({ [resourceKey(resource)]: { status: 'failed' } })).toEqual([
      catalogueActions.resourceRequested.type,
    ]);
  });

  it('dispatches nothing for an answer already loaded (a server-rendered page hydrating)', () => {
    expect(
      renderReader({ [resourceKey(resource)]: { status: 'loaded', data: { title: 'Mobilfunk', tariffs: [] } } }),
    ).toEqual([]);
  });
});
