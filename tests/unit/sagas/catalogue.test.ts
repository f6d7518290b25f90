import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { loadResource } from '../../../sagas/catalogue';
import { fetchCatalogue } from '../../../src/api/catalogue';
import { catalogueActions, catalogueSlice, selectResource } from '../../../src/state/catalogue';
import { ran } from '../../support/saga-run';

const reducer = combineReducers({ catalogue: catalogueSlice.reducer });
const MOBILFUNK = { kind: 'tariffs', category: 'mobilfunk' } as const;
const answer = { category: 'mobilfunk', title: 'Mobilfunktarife', tariffs: [] };

describe('catalogue saga', () => {
  it('stores the answer of a catalogue read under its resource', async () => {
    const { storeState } = await ran(
      expectSaga(loadResource, catalogueActions.resourceRequested(MOBILFUNK))
        .withReducer(reducer)
        .provide([[matchers.call.fn(fetchCatalogue), { ok: true, data: answer }]])
        .run(),
      reducer,
    );
    expect(selectResource(MOBILFUNK)(storeState)).toEqual({ status: 'loaded', data: answer });
  });

  it('does not ask again for an answer it already holds', async () => {
    const loaded = reducer(undefined, catalogueActions.resourceLoaded({ key: 'tariffs/mobilfunk', data: answer }));
    await expectSaga(loadResource, catalogueActions.resourceRequested(MOBILFUNK))
      .withReducer(reducer, loaded)
      .provide([[matchers.call.fn(fetchCatalogue), throwError(new Error('darf nicht gerufen werden'))]])
      .not.call.fn(fetchCatalogue)
      .run();
  });

  it('keeps a failure as a plain value, so the screen can say so', async () => {
    const error = { status: 404, type: 'NotFoundException', message: 'Die Tarifkategorie wurde nicht gefunden.' };
    const { storeState } = await ran(
      expectSaga(loadResource, catalogueActions.resourceRequested(MOBILFUNK))
        .withReducer(reducer)
        .provide([[matchers.call.fn(fetchCatalogue), { ok: false, error }]])
        .run(),
      reducer,
    );
    expect(selectResource(MOBILFUNK)(storeState)).toEqual({ status: 'failed', error });
  });

  it("takes a server-rendered page's answers as the very objects it hydrates from (no copies, so nothing renders again)", async () => {
    const served = {
      'tariffs/mobilfunk': { status: 'loaded' as const, data: answer },
      'tariffs/prepaid': { status: 'loading' as const },
    };
    const restored = reducer(undefined, catalogueActions.serverEntriesRestored(served));
    expect(selectResource(MOBILFUNK)(restored)).toBe(served['tariffs/mobilfunk']);
    // An answer still loading on the server is asked for again in the browser.
    expect(selectResource({ kind: 'tariffs', category: 'prepaid' })(restored)).toBeUndefined();
    await expectSaga(loadResource, catalogueActions.resourceRequested(MOBILFUNK))
      .withReducer(reducer, restored)
      .provide([[matchers.call.fn(fetchCatalogue), throwError(new Error('darf nicht gerufen werden'))]])
      .not.call.fn(fetchCatalogue)
      .run();
  });
});
