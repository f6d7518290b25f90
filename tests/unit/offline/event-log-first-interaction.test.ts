import { configureStore } from '@reduxjs/toolkit';
import { createEventLog } from '../../../src/app/event-log';
import { createRootReducer } from '../../../src/state/root-reducer';
import { appRehydrated } from '../../../src/state/app';
import { EVENT_LOG_STORAGE_KEY } from '../../../src/domain/event-log';
import { loadChunk } from '../../../src/api/chunk-retry';

// The writer's code is imported through the shop's chunk loader: counting its calls tells when it is asked for.
jest.mock('../../../src/api/chunk-retry', () => {
  const actual = jest.requireActual<typeof import('../../../src/api/chunk-retry')>('../../../src/api/chunk-retry');
  return { ...actual, loadChunk: jest.fn(actual.loadChunk) };
});

const loads = loadChunk as jest.MockedFunction<typeof loadChunk>;

function pageWithLog() {
  const page = new EventTarget();
  const log = createEventLog({ page: page as unknown as Window });
  const store = configureStore({
    reducer: createRootReducer(),
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(log.middleware),
  });
  store.dispatch(appRehydrated());
  return { page, log };
}

beforeEach(() => {
  loads.mockClear();
  sessionStorage.clear();
});

describe('the event log on a page the shopper touches', () => {
  it('does not ask for its writer while the page is only loaded', async () => {
    pageWithLog();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(EVENT_LOG_STORAGE_KEY)).toBeNull();
  });

  it('asks for its writer after the first press, not inside it, and then writes the session', async () => {
    const { page } = pageWithLog();
    page.dispatchEvent(new Event('pointerdown'));
    // Inside the press (the same task): nothing is imported, the click's answer does not wait for it.
    expect(loads).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toHaveBeenCalledTimes(1);
    // Later presses ask for nothing more.
    page.dispatchEvent(new Event('pointerdown'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toHaveBeenCalledTimes(1);
    await new Promise<void>(function poll(resolve) {
      if (sessionStorage.getItem(EVENT_LOG_STORAGE_KEY)) resolve();
      else setTimeout(() => poll(resolve), 5);
    });
    // The session as restored is the log's start, as a developer's replay needs it.
    const written = JSON.parse(sessionStorage.getItem(EVENT_LOG_STORAGE_KEY)!) as { snapshot: { cart: unknown } };
    expect(written.snapshot.cart).toEqual(expect.objectContaining({ tariff: null, options: [] }));
  });
});
