/**
 * The page's ready signal: `<html data-shop-ready="true">` once the app has hydrated the server's
 * markup and its sagas run. Tests, smoke checks and monitoring wait for it instead of guessing.
 *
 * Until then a server-rendered button is only markup: a click on it would do nothing. The entry
 * script (src/boot.ts, which runs before DOMContentLoaded) holds such clicks, and the app carries
 * each held button's click out once when it is ready, so a shopper on a slow phone loses none.
 * Links need no help: before the app runs they navigate as plain links.
 */
export const READY_ATTRIBUTE = 'data-shop-ready';
/** The same moment as a performance mark (User Timing), for measures that ask what came before it. */
export const READY_MARK = 'shop-ready';

const held: HTMLButtonElement[] = [];

const isReady = () => document.documentElement.getAttribute(READY_ATTRIBUTE) === 'true';

function holdClick(event: MouseEvent) {
  if (isReady()) return;
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest('button');
  if (!button || button.disabled || !button.closest('#root')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!held.includes(button)) held.push(button);
}

/** From the entry script on: clicks on the page's buttons wait for the app. */
export function holdClicksUntilReady() {
  document.addEventListener('click', holdClick, true);
}

/** Called once the app has hydrated and its sagas run: sets the signal and carries out the held clicks. */
export function signalReady() {
  if (isReady()) return;
  document.documentElement.setAttribute(READY_ATTRIBUTE, 'true');
  // User Timing is in every browser the shop supports, not in every test environment (jsdom).
  if (typeof performance.mark === 'function') performance.mark(READY_MARK);
  document.removeEventListener('click', holdClick, true);
  for (const button of held.splice(0)) {
    if (button.isConnected && !button.disabled) button.click();
  }
}
