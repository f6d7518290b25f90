import { holdClicksUntilReady, READY_ATTRIBUTE, signalReady } from '../../../src/ready-signal';

/** Clicks on server-rendered buttons before the app is ready: held, then carried out once. */
describe('ready signal', () => {
  it('holds clicks on the page’s buttons until ready, then carries each out once', () => {
    document.body.innerHTML =
      '<div id="root"><button type="button">In den Warenkorb</button><button type="button" disabled>Aus</button></div><button type="button" id="outside">Außen</button>';
    const [add, off] = [...document.querySelectorAll<HTMLButtonElement>('#root button')];
    const outside = document.getElementById('outside')!;
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as HTMLElement).textContent ?? ''));

    holdClicksUntilReady();
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

  it('lets a link clicked after the app took over navigate plainly while one followed before it is still on its way', () => {
    document.documentElement.removeAttribute(READY_ATTRIBUTE);
    document.body.innerHTML = '<div id="root"><a href="#unterwegs">Unterwegs</a><a href="#zuhause">Zuhause</a></div>';
    const [first, second] = [...document.querySelectorAll<HTMLAnchorElement>('#root a')];
    const handledByApp: string[] = [];
    const plain: string[] = [];
    // The app's own link handling sits on its root, below the document.
    document
      .getElementById('root')!
      .addEventListener('click', (event) => handledByApp.push((event.target as HTMLElement).textContent ?? ''));
    document.addEventListener('click', (event) => {
      if (!event.defaultPrevented) plain.push((event.target as HTMLElement).textContent ?? '');
    });
    jest.isolateModules(() => {
      const signal = jest.requireActual<typeof import('../../../src/ready-signal')>('../../../src/ready-signal');
      signal.holdClicksUntilReady();
      // Before the app: a plain link, followed by the browser.
      first.click();
      signal.signalReady();
      second.click();
    });
    // The second click reaches no listener of the app: the browser follows it and it replaces the first's navigation.
    expect(handledByApp).toEqual(['Unterwegs']);
    expect(plain).toEqual(['Unterwegs']);
  });
});
