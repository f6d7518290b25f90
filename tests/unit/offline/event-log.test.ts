import { configureStore } from '@reduxjs/toolkit';
import { createEventLog } from '../../../src/app/event-log';
import { createRootReducer } from '../../../src/state/root-reducer';
import { appendBounded, logEntry } from '../../../src/domain/event-log';
import { formActions } from '../../../src/state/form';
import { notify } from '../../../src/state/notifications';
import { outboxActions } from '../../../src/state/outbox';
import { MASK } from '../../../src/domain/mask-personal-data';

function recordedStore() {
  const log = createEventLog(() => 42);
  const store = configureStore({
    reducer: createRootReducer(),
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(log.middleware),
  });
  return { log, store };
}

const personalData = {
  customer: { first_name: 'Erika', last_name: 'Mustermann', birth_date: '1964-08-12', address: { street: 'Heidestraße', house_no: '17', zipcode: '51147', city: 'Köln' } },
  payment: { iban: 'DE02120300000000202051', sepa_mandate: true },
  identification: { document_type: 'ID_CARD', document_number: 'L01X00T47' },
};

describe('developer event log', () => {
  it('keeps only the newest entries', () => {
    let log = [logEntry({ type: 'a' }, 1)];
    for (let i = 0; i < 5; i += 1) log = appendBounded(log, logEntry({ type: `b${i}` }, 2), 3);
    expect(log.map((entry) => entry.action.type)).toEqual(['b2', 'b3', 'b4']);
  });

  it('exports the actions as JSON with IBAN, birth date, names, address and ID number masked', () => {
    const { log, store } = recordedStore();
    store.dispatch(formActions.saveRequested('PERSONAL_DATA', personalData));
    const exported = log.export();
    for (const secret of ['Erika', 'Mustermann', '1964-08-12', 'Heidestraße', '51147', 'Köln', 'DE02120300000000202051', 'L01X00T47']) {
      expect(exported).not.toContain(secret);
    }
    const saved = JSON.parse(exported).entries.find((entry: { action: { type: string } }) => entry.action.type === formActions.saveRequested.type);
    expect(saved).toMatchObject({ at: 42, action: { payload: { step: 'PERSONAL_DATA', values: { payment: { iban: MASK, sepa_mandate: true } } } } });
  });

  it('replays an export into a fresh store that reaches the same state', () => {
    const { log, store } = recordedStore();
    store.dispatch(notify({ type: 'info', title: 'Warenkorb aktualisiert', id: 'n1' }));
    store.dispatch(outboxActions.enqueued({ kind: 'order-submit', group: 'temp-1', request: { method: 'POST', url: '/mobile/order/temp-1/submit' }, idempotencyKey: 'k1' }));
    const replayed = log.replay(log.export()).getState();
    expect(replayed.notifications).toEqual(store.getState().notifications);
    expect(replayed.outbox).toEqual(store.getState().outbox);
  });

  it('refuses a file that is not an event log', () => {
    const { log } = recordedStore();
    expect(() => log.replay('{"entries": 3}')).toThrow('Kein Ereignisprotokoll');
  });
});
