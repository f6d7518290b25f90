import { holdClicksUntilReady, LINK_WAIT_MS, stopHoldingClicks } from '../../../src/early/click-hold';
import { READY_ATTRIBUTE, signalReady } from '../../../src/ready-signal';
import { tellAppNotLoaded } from '../../../src/app-not-loaded';

/** Clicks on server-rendered buttons before the app is ready: held, then carried out once. */
describe('clicks held until the app is ready', () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('holds clicks on the page’s buttons until ready, then carries each out once', () => {
    document.body.innerHTML =
      '<div id="root"><button type="button">In den Warenkorb</button><button type="button" disabled>Aus</button></div><button type="button" id="outside">Außen</button>';
    const [add, off] = [...document.querySelectorAll<HTMLButtonElement>('#root button')];
    const outside = document.getElementById('outside')!;
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as HTMLElement).textContent ?? ''));

    holdClicksUntilReady();
    stop = stopHoldingClicks;
    add.click();
    add.click();
    off.click();
    outside.click();
    // Only the click outside the app's root reached a listener; the disabled button fires no click at all.
    expect(seen).toEqual(['Außen']);
    expect(document.documentElement.getAttribute(READY_ATTRIBUTE)).toBeNull();

    signalReady();
    expect(document.documentElement.getAttribute(READY_ATTRIBUTE)).toBe('true');
    expect(seen).toEqual(['Außen', 'In den Warenkorb']);

    // From now on clicks go straight through, and a second signal repeats nothing.
    add.click();
    signalReady();
    expect(seen).toEqual(['Außen', 'In den Warenkorb', 'In den Warenkorb']);
  });

  /**
   * A page of links under the app's root: what the app handled (its listener on the root, below the
   * document, navigates in place once the app runs) and what reached the end of the event's path with
   * nobody preventing it, which the browser follows (jsdom cannot navigate and only says so on the console).
   */
  function linksPage() {
    document.documentElement.removeAttribute(READY_ATTRIBUTE);
    document.body.innerHTML =
      '<div id="root"><a href="/unterwegs">Unterwegs</a><a href="/zuhause">Zuhause</a><a href="#inhalt">Zum Inhalt</a></div>';
    const [first, second, skip] = [...document.querySelectorAll<HTMLAnchorElement>('#root a')];
    const handledByApp: string[] = [];
    const plain: string[] = [];
    const app = { running: true };
    document.getElementById('root')!.addEventListener('click', (event) => {
      if (!app.running) return;
      handledByApp.push((event.target as HTMLElement).textContent ?? '');
      event.preventDefault();
    });
    const followed = (event: MouseEvent) => {
      if (!event.defaultPrevented) plain.push((event.target as HTMLElement).textContent ?? '');
    };
    window.addEventListener('click', followed);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    holdClicksUntilReady();
    stop = () => {
      stopHoldingClicks();
      window.removeEventListener('click', followed);
    };
    return { first, second, skip, handledByApp, plain, app };
  }

  it('holds links clicked before the app: the latest one is followed, in place, once the app is ready', () => {
    jest.useFakeTimers();
    const { first, second, skip, handledByApp, plain } = linksPage();
    first.click();
    second.click();
    // A jump within the page is not held (and is the app's to handle).
    skip.click();
    expect(handledByApp).toEqual(['Zum Inhalt']);
    expect(plain).toEqual([]);

    signalReady();
    expect(handledByApp).toEqual(['Zum Inhalt', 'Zuhause']);
    // Nothing is carried out again when the wait would have ended.
    jest.advanceTimersByTime(LINK_WAIT_MS);
    expect(handledByApp).toEqual(['Zum Inhalt', 'Zuhause']);
    expect(plain).toEqual([]);
  });

  it('leaves a held link to the browser when the app takes too long, and later links too while it is on its way', () => {
    jest.useFakeTimers();
    const { first, second, handledByApp, plain, app } = linksPage();
    app.running = false;
    first.click();
    jest.advanceTimersByTime(LINK_WAIT_MS - 1);
    expect(plain).toEqual([]);
    jest.advanceTimersByTime(1);
    // The app did not come in time: the browser follows the link.
    expect(plain).toEqual(['Unterwegs']);

    app.running = true;
    signalReady();
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    second.dispatchEvent(later);
    // Past the app's listeners, not prevented: the browser replaces the pending navigation with the latest link.
    expect(handledByApp).toEqual([]);
    expect(later.defaultPrevented).toBe(false);
  });

  it('stops holding once the app cannot be loaded: links are plain again, a button moves the focus to the message', () => {
    const { first, handledByApp, plain } = linksPage();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="app-not-loaded" tabindex="-1" hidden><p>Die Seite konnte nicht vollständig geladen werden.</p></div>',
    );
    const root = document.getElementById('root')!;
    root.insertAdjacentHTML('beforeend', '<button type="button">In den Warenkorb</button>');
    const add = root.querySelector('button')!;
    const pressed: string[] = [];
    add.addEventListener('click', () => pressed.push('add'));
    add.click();

    tellAppNotLoaded();
    const message = document.getElementById('app-not-loaded')!;
    expect(message.hidden).toBe(false);
    expect(add.getAttribute('aria-describedby')).toBe('app-not-loaded');
    add.click();
    // The click held before is dropped, the new one is not carried out: the focus tells why.
    expect(pressed).toEqual([]);
    expect(document.activeElement).toBe(message);

    first.click();
    expect(handledByApp).toEqual(['Unterwegs']);
    expect(plain).toEqual([]);
    message.remove();
  });
});
