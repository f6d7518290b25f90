/**
 * The page's ready signal: `<html data-shop-ready="true">` once the app has hydrated the server's
 * markup and its sagas run. Tests, smoke checks and monitoring wait for it instead of guessing.
 *
 * Until then a server-rendered button is only markup: a click on it would do nothing. The entry
 * script (src/boot.ts, which runs before DOMContentLoaded) holds such clicks, and the app carries
 * each held button's click out once when it is ready, so a shopper on a slow phone loses none.
 * Links need no help: before the app runs they navigate as plain links. Such a navigation may
 * still be on its way when the app takes over: a later link click then navigates plainly as well,
 * so that the browser replaces the pending navigation with it (the latest click wins), instead of
 * the app changing the page in place and the earlier navigation arriving after it.
 */
export const READY_ATTRIBUTE = 'data-shop-ready';
/** The same moment as a performance mark (User Timing), for measures that ask what came before it. */
export const READY_MARK = 'shop-ready';

const held: HTMLButtonElement[] = [];
/**
 * A link followed before the app ran: its document navigation is pending until this page is left.
 * (Should the page come back from the back/forward cache, its links just keep navigating plainly.)
 */
let documentNavigationPending = false;

const isReady = () => document.documentElement.getAttribute(READY_ATTRIBUTE) === 'true';

/** The link a plain click follows in this tab (not one opened elsewhere by a modifier, a target or a download). */
const linkOf = (event: MouseEvent) =>
  !event.button &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
  event.target instanceof Element
    ? event.target.closest('a[href]:not([target]):not([download])')
    : null;

/** After the app's own handling (a bubbling listener on the document): whether the browser follows the link itself. */
function notePlainNavigation(event: MouseEvent) {
  if (!isReady() && !event.defaultPrevented && linkOf(event)) documentNavigationPending = true;
}

function holdClick(event: MouseEvent) {
  if (documentNavigationPending && linkOf(event)) {
    // Past the app's listeners (on #root, below the document): the browser follows this link too.
    event.stopImmediatePropagation();
    return;
  }
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
  document.addEventListener('click', notePlainNavigation);
}

/** Called once the app has hydrated and its sagas run: sets the signal and carries out the held clicks. */
export function signalReady() {
  if (isReady()) return;
  document.documentElement.setAttribute(READY_ATTRIBUTE, 'true');
  // User Timing is in every browser the shop supports, not in every test environment (jsdom).
  if (typeof performance.mark === 'function') performance.mark(READY_MARK);
  document.removeEventListener('click', notePlainNavigation);
  for (const button of held.splice(0)) {
    if (button.isConnected && !button.disabled) button.click();
  }
}
