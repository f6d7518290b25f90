import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { availabilitySaga } from '../../../sagas/availability';
import { fetchAddressSuggestions } from '../../../src/api/address-suggestions';
import type { SuggestionQuery, Suggestions } from '../../../src/domain/address-suggestions';
import { availabilityActions, availabilitySlice } from '../../../src/state/availability';
import { ran } from '../../support/saga-run';

const availability = availabilitySaga;

const BONN: Suggestions = { field: 'zipcode', places: [{ zipcode: '53113', city: 'Bonn', district: '' }] };
const typed = (zipcode: string) => availabilityActions.suggestionsRequested({ field: 'zipcode', zipcode });

describe('address suggestions saga', () => {
  it('asks once the shopper pauses: a burst of key presses makes one request, for the last text', async () => {
    const asked: SuggestionQuery[] = [];
    const { storeState } = await ran(
      expectSaga(availability)
        .withReducer(availabilitySlice.reducer)
        .provide({
          call: (effect, next) => {
            if (effect.fn !== fetchAddressSuggestions) return next();
            asked.push(effect.args[0] as SuggestionQuery);
            return { ok: true, data: BONN };
          },
        })
        .dispatch(typed('53'))
        .dispatch(typed('531'))
        .dispatch(typed('5311'))
        .silentRun(600),
      availabilitySlice.reducer,
    );
    expect(asked).toEqual([{ field: 'zipcode', zipcode: '5311' }]);
    expect(storeState.suggestions).toEqual(BONN);
  });

  it('aborts a request that a newer one supersedes', async () => {
    const signals: AbortSignal[] = [];
    const pending = new Promise(() => undefined);
    await expectSaga(availability)
      .withReducer(availabilitySlice.reducer)
      .provide({
        call: (effect, next) => {
          if (effect.fn !== fetchAddressSuggestions) return next();
          signals.push(effect.args[1] as AbortSignal);
          return signals.length === 1 ? pending : { ok: true, data: BONN };
        },
      })
      .dispatch(typed('531'))
      .delay(400)
      .dispatch(typed('5311'))
      .silentRun(900);
    expect(signals).toHaveLength(2);
    expect(signals[0].aborted).toBe(true);
    expect(signals[1].aborted).toBe(false);
  });

  it('shows nothing when the request fails (offline) or it is too early to ask', async () => {
    const { storeState } = await ran(
      expectSaga(availability)
        .withReducer(availabilitySlice.reducer, { ...availabilitySlice.getInitialState(), suggestions: BONN })
        .provide([
          [
            matchers.call.fn(fetchAddressSuggestions),
            { ok: false, error: { status: 0, type: 'NetworkError', message: '' } },
          ],
        ])
        .dispatch(typed('5311'))
        .silentRun(600),
      availabilitySlice.reducer,
    );
    expect(storeState.suggestions).toBeNull();

    const early = await ran(
      expectSaga(availability)
        .withReducer(availabilitySlice.reducer, { ...availabilitySlice.getInitialState(), suggestions: BONN })
        .not.call.fn(fetchAddressSuggestions)
        .dispatch(availabilityActions.suggestionsRequested(null))
        .silentRun(400),
      availabilitySlice.reducer,
    );
    expect(early.storeState.suggestions).toBeNull();
  });
});
