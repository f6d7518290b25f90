import { warnOnSlowLcp } from '../../../src/api/slow-lcp';

/** A PerformanceObserver the test drives: it delivers LCP entries until it is disconnected. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static instances: FakeObserver[] = [];
  observed: PerformanceObserverInit | null = null;
  disconnected = false;

  constructor(private readonly callback: PerformanceObserverCallback) {
    FakeObserver.instances.push(this);
  }

  observe(options: PerformanceObserverInit) {
    this.observed = options;
  }

  disconnect() {
    this.disconnected = true;
  }

  /** The browser paints a larger element at `startTime` ms after navigation. */
  paint(startTime: number) {
    if (this.disconnected || !this.observed) return;
    const entries = [{ entryType: 'largest-contentful-paint', startTime }] as PerformanceEntry[];
    this.callback(
      { getEntries: () => entries } as PerformanceObserverEntryList,
      this as unknown as PerformanceObserver,
    );
  }
}

describe('slow-LCP warning (spec §9: warn at 2500 ms, disconnect after 10 s)', () => {
  const original = globalThis.PerformanceObserver;
  let warn: jest.SpyInstance;
  let stop: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    FakeObserver.instances = [];
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stop = warnOnSlowLcp();
  });
  afterEach(() => {
    stop();
    warn.mockRestore();
    globalThis.PerformanceObserver = original;
    jest.useRealTimers();
  });

  const observer = () => FakeObserver.instances[0];

  it('watches the largest contentful paint, buffered entries included', () => {
    expect(observer().observed).toEqual({ type: 'largest-contentful-paint', buffered: true });
  });

  it('stays quiet for a paint within 2500 ms and warns once about a later one', () => {
    observer().paint(1800);
    observer().paint(2500);
    expect(warn).not.toHaveBeenCalled();
    observer().paint(3120);
    observer().paint(4200);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'Langsamer Seitenaufbau: Largest Contentful Paint nach 3120 ms (Grenze 2500 ms).',
    );
  });

  it('disconnects after 10 s and warns about nothing after that', () => {
    jest.advanceTimersByTime(9_999);
    expect(observer().disconnected).toBe(false);
    jest.advanceTimersByTime(1);
    expect(observer().disconnected).toBe(true);
    observer().paint(12_000);
    expect(warn).not.toHaveBeenCalled();
  });
});
