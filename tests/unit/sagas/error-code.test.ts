import { expectSaga } from 'redux-saga-test-plan';
import { answerError } from '../../../src/api/http';
import { notifyFailure } from '../../../sagas/api-call';
import { PersonalDataMask } from '../../../src/domain/mask-personal-data';

const REQUEST_ID = 'b1c2d3e4-0000-4000-8000-00000000abcd';

describe("the failed request's id ('Fehlercode')", () => {
  it('is read from the error body the server sends', () => {
    expect(answerError(500, { type: 'InternalServerErrorException', message: 'x', request_id: REQUEST_ID })).toEqual({
      status: 500,
      type: 'InternalServerErrorException',
      message: 'x',
      requestId: REQUEST_ID,
    });
    expect(answerError(502, '<html>Bad Gateway</html>').requestId).toBeUndefined();
  });

  it('goes with the failure notice the shopper sees (a failed order, for one)', async () => {
    const error = answerError(500, { type: 'InternalServerErrorException', message: '', request_id: REQUEST_ID });
    const { effects } = await expectSaga(notifyFailure, error, {
      type: 'error',
      title: 'Die Bestellung konnte nicht abgeschickt werden.',
    }).run();
    expect(effects.put?.[0]).toMatchObject({
      payload: { action: { payload: { title: 'Die Bestellung konnte nicht abgeschickt werden.', code: REQUEST_ID } } },
    });
  });

  it('stands in the event log beside the failing action', () => {
    const error = answerError(503, { type: 'BackendUnavailableException', message: 'weg', request_id: REQUEST_ID });
    const entry = new PersonalDataMask().maskAction({ type: 'availability/checkFailed', payload: { error } });
    expect(JSON.stringify(entry)).toContain(REQUEST_ID);
  });
});
