/**
 * The service worker's client (src/api/service-worker.ts) on workbox-window's `Workbox`: registered
 * only once the page has loaded and the app is ready, a waiting version announced, and taken over
 * only when accepted.
 */
import { READY_ATTRIBUTE } from '../../../src/early/signals';
import { signalReady } from '../../../src/ready-signal';

type Listener = (event: { type: string }) => void;

class FakeWorkbox {
  static instances: FakeWorkbox[] = [];
  readonly listeners = new Map<string, Listener[]>();
  readonly register = jest.fn(async () => undefined);
  readonly messageSkipWaiting = jest.fn();
  constructor(
    readonly scriptURL: string,
    readonly options: unknown,
  ) {
    FakeWorkbox.instances.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ type });
  }
}

jest.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

type Client = typeof import('../../../src/api/service-worker');

/** A fresh copy of the module (it keeps its registration) in a page still loading. */
function loadClient(): Client {
  let client: Client | undefined;
  jest.isolateModules(() => {
    client = jest.requireActual<Client>('../../../src/api/service-worker');
  });
  return client!;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

beforeEach(() => {
  FakeWorkbox.instances = [];
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  document.documentElement.removeAttribute(READY_ATTRIBUTE);
});

/** The page's load event, then the app's ready signal (it hydrated the page, its sagas run). */
const loadedAndReady = () => {
  window.dispatchEvent(new Event('load'));
  signalReady();
};

afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(document, 'readyState');
});

describe('the service worker client (workbox-window)', () => {
  it('registers /sw.js once, and only after the page’s load event and the app’s ready signal', async () => {
    const client = loadClient();
    client.registerServiceWorker();
    client.registerServiceWorker();
    await settle();
    expect(FakeWorkbox.instances).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    await settle();
    // The page's own first render goes first: its code and requests do not share the line with the worker's.
    expect(FakeWorkbox.instances).toHaveLength(0);
    signalReady();
    await settle();
    expect(FakeWorkbox.instances).toHaveLength(1);
    expect(FakeWorkbox.instances[0].scriptURL).toBe('/sw.js');
    expect(FakeWorkbox.instances[0].register).toHaveBeenCalledTimes(1);
  });

  it('registers at the load event when the app was ready before it', async () => {
    const client = loadClient();
    client.registerServiceWorker();
    signalReady();
    await settle();
    expect(FakeWorkbox.instances).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(FakeWorkbox.instances).toHaveLength(1);
  });

  it('announces a waiting version to every listener, also one that subscribes later', async () => {
    const client = loadClient();
    const early = jest.fn();
    client.onUpdateWaiting(early);
    client.registerServiceWorker();
    loadedAndReady();
    await settle();
    expect(early).not.toHaveBeenCalled();
    FakeWorkbox.instances[0].fire('waiting');
    const late = jest.fn();
    client.onUpdateWaiting(late);
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('lets the waiting version take over only when the shopper accepts it', async () => {
    const client = loadClient();
    client.registerServiceWorker();
    loadedAndReady();
    await settle();
    const workbox = FakeWorkbox.instances[0];
    client.activateUpdate();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    workbox.fire('waiting');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    client.activateUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    // The page reloads once the new version controls it.
    expect(workbox.listeners.get('controlling')).toHaveLength(1);
  });
});
