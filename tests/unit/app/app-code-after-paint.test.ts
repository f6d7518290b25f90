import { PAINT_WAIT_MS, startAppCodeAfterFirstPaint } from '../../../src/early/app-code';

/** The server-rendered page's code, inert in its template (scripts/page-template.ts), as the build writes it. */
function pageWithCode() {
  document.head.innerHTML =
    '<template id="app-code"><script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/runtime.js"></template>';
  document.body.innerHTML =
    '<div id="root"><button type="button">In den Warenkorb</button></div><div id="app-not-loaded" tabindex="-1" hidden></div>';
}

const liveCode = () => [
  ...[...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
  ...[...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
];

/** The page's visibility, as the browser reports it. */
const visibility = (state: DocumentVisibilityState) =>
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);

describe('the app’s code after the first paint', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('starts nothing before the page has painted, then the entry and its preloads, once', () => {
    jest.useFakeTimers();
    pageWithCode();
    visibility('visible');
    startAppCodeAfterFirstPaint();
    expect(liveCode()).toEqual([]);

    // No Paint Timing here (jsdom): the next frame stands for the paint.
    jest.runAllTimers();
    expect(liveCode()).toEqual(['/assets/index.js', '/assets/runtime.js']);
    const script = document.head.querySelector('script[src]')!;
    expect(script.getAttribute('type')).toBe('module');
    expect(script.hasAttribute('crossorigin')).toBe(true);
    expect(document.getElementById('app-code')).toBeNull();
  });

  it('starts at once in a tab in the background, which paints nothing until shown', () => {
    pageWithCode();
    visibility('hidden');
    startAppCodeAfterFirstPaint();
    expect(liveCode()).toEqual(['/assets/index.js', '/assets/runtime.js']);
  });

  it('tells the shopper when the entry’s code cannot be loaded', () => {
    pageWithCode();
    visibility('hidden');
    startAppCodeAfterFirstPaint();
    document.head.querySelector('script[src]')!.dispatchEvent(new Event('error'));
    const message = document.getElementById('app-not-loaded')!;
    expect(message.hidden).toBe(false);
    expect(message.getAttribute('role')).toBe('alert');
    expect(document.querySelector('#root button')!.getAttribute('aria-disabled')).toBe('true');
  });

  it('does nothing on a page without such a template (the shell loads its code itself)', () => {
    document.head.innerHTML = '';
    visibility('hidden');
    startAppCodeAfterFirstPaint();
    expect(liveCode()).toEqual([]);
  });
});

describe('the app’s code with Paint Timing', () => {
  const original = globalThis.PerformanceObserver;
  /** Paint Timing that reports the first contentful paint when the test says so. */
  let reportPaint = () => undefined as void;
  beforeEach(() => {
    jest.useFakeTimers();
    globalThis.PerformanceObserver = class {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: PerformanceObserverCallback) {}
      observe() {
        reportPaint = () =>
          this.callback(
            { getEntriesByName: () => [{ name: 'first-contentful-paint' }] } as unknown as PerformanceObserverEntryList,
            this as unknown as PerformanceObserver,
          );
      }
      disconnect() {
        reportPaint = () => undefined;
      }
    } as unknown as typeof PerformanceObserver;
    pageWithCode();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  });
  afterEach(() => {
    globalThis.PerformanceObserver = original;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('starts the code when the first contentful paint is reported, once', () => {
    startAppCodeAfterFirstPaint();
    jest.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(liveCode()).toEqual([]);
    reportPaint();
    jest.advanceTimersByTime(PAINT_WAIT_MS);
    expect(liveCode()).toEqual(['/assets/index.js', '/assets/runtime.js']);
  });

  it('waits for the rest of the document to be parsed and painted after a first paint that came early', () => {
    const parsing = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    startAppCodeAfterFirstPaint();
    reportPaint();
    jest.advanceTimersByTime(PAINT_WAIT_MS);
    expect(liveCode()).toEqual([]);

    parsing.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    // Not in the parser's task: after the frame that paints the end of the document.
    expect(liveCode()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(liveCode()).toEqual(['/assets/index.js', '/assets/runtime.js']);
  });

  it('starts the code after a bounded wait when no paint is reported', () => {
    startAppCodeAfterFirstPaint();
    jest.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(liveCode()).toEqual([]);
    // The wait's end, and the frame after it.
    jest.advanceTimersByTime(1 + 100);
    expect(liveCode()).toEqual(['/assets/index.js', '/assets/runtime.js']);
  });
});
