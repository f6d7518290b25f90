/**
 * Until the app is ready (src/ready-signal.ts) a server-rendered button is only markup: a click on it
 * would do nothing. The page's early script installs this hold before the first paint, and the app
 * carries each held button's click out once when it is ready, so a shopper on a slow phone loses none.
 *
 * A link clicked before then is held as well, for a short while: a document navigation started by
 * it would replace the page at a moment the shopper cannot see coming, and a second tap pressed
 * while the new page commits is lost (it lands half on the old page, half on the new). Held, the
 * latest link wins and the app navigates in place once ready; should the app take longer than
 * `LINK_WAIT_MS`, the browser follows the latest link itself. While such a navigation is on its
 * way, later link clicks are left to the browser too, so that it replaces the pending navigation
 * instead of the app changing the page in place and the earlier navigation arriving after it.
 *
 * Should the app's code not come at all, links are the browser's again, held clicks are dropped and
 * a click on a button moves the focus to the message saying so (src/app-not-loaded.ts).
 */
import { APP_MISSING_EVENT, APP_NOT_LOADED_ID, READY_EVENT, isReady } from './signals';

/** How long a link clicked before the app runs waits for it; then the browser follows it as a plain link. */
export const LINK_WAIT_MS = 1000;

const held: HTMLButtonElement[] = [];
/** The latest link clicked before the app ran, and the bound of its wait. */
let heldLink: { link: HTMLAnchorElement; bound: ReturnType<typeof setTimeout> } | null = null;
/** While a held link is handed to the browser: its click passes the hold. */
let releasing = false;
/**
 * A link followed as a document navigation: pending until this page is left. (Should the page
 * come back from the back/forward cache, its links just keep navigating plainly.)
 */
let documentNavigationPending = false;
/** The app's code cannot be loaded: buttons cannot work, links are plain links. */
let appMissing = false;

/** The link a plain click follows in this tab (not one opened elsewhere by a modifier, a target or a download). */
const linkOf = (event: MouseEvent) =>
  !event.button &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
  event.target instanceof Element
    ? event.target.closest<HTMLAnchorElement>('a[href]:not([target]):not([download])')
    : null;

/** A link to another page (not a jump within this one, such as the skip link, which must work at once). */
const leadsToAnotherPage = (link: HTMLAnchorElement) => !link.getAttribute('href')?.startsWith('#');

/** After the app's own handling (a bubbling listener on the document): whether the browser follows the link itself. */
function notePlainNavigation(event: MouseEvent) {
  if (!isReady() && !event.defaultPrevented && linkOf(event)) documentNavigationPending = true;
}

/**
 * Hands the held link to the browser (the app took too long or is missing) or, once ready, to the
 * app. Like a held button, a link the app has replaced meanwhile (it changed the page itself) is not followed.
 */
function releaseHeldLink() {
  const link = heldLink?.link;
  if (heldLink) clearTimeout(heldLink.bound);
  heldLink = null;
  if (!link?.isConnected) return;
  releasing = true;
  try {
    link.click();
  } finally {
    releasing = false;
  }
}

const hold = (event: MouseEvent) => {
  event.preventDefault();
  event.stopImmediatePropagation();
};

function holdClick(event: MouseEvent) {
  if (releasing) return;
  const link = linkOf(event);
  if (documentNavigationPending && link) {
    // Past the app's listeners (on #root, below the document): the browser follows this link too.
    event.stopImmediatePropagation();
    return;
  }
  if (isReady()) return;
  if (link && leadsToAnotherPage(link)) {
    if (appMissing) return;
    hold(event);
    // The latest link wins; the wait is bounded from the first.
    heldLink = { link, bound: heldLink?.bound ?? setTimeout(releaseHeldLink, LINK_WAIT_MS) };
    return;
  }
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest('button');
  if (!button || button.disabled || !button.closest('#root')) return;
  hold(event);
  // Focus brings the message into view as well.
  if (appMissing) document.getElementById(APP_NOT_LOADED_ID)?.focus();
  else if (!held.includes(button)) held.push(button);
}

/** The app is ready: the held clicks are carried out, each once, the link last (it leaves the page the buttons acted on). */
function carryOutHeld() {
  document.removeEventListener('click', notePlainNavigation);
  // From now on the app answers every click; only links behind a pending navigation still need the hold.
  if (!documentNavigationPending) document.removeEventListener('click', holdClick, true);
  for (const button of held.splice(0)) {
    if (button.isConnected && !button.disabled) button.click();
  }
  releaseHeldLink();
}

function stopWaitingForApp() {
  appMissing = true;
  held.length = 0;
  releaseHeldLink();
}

/** From the early script on: clicks on the page's buttons and links wait for the app. */
export function holdClicksUntilReady() {
  document.addEventListener('click', holdClick, true);
  document.addEventListener('click', notePlainNavigation);
  document.addEventListener(READY_EVENT, carryOutHeld);
  document.addEventListener(APP_MISSING_EVENT, stopWaitingForApp);
}

/** Ends the holding (tests start afresh; the page itself never needs it, so the build leaves it out). */
export function stopHoldingClicks() {
  document.removeEventListener('click', holdClick, true);
  document.removeEventListener('click', notePlainNavigation);
  document.removeEventListener(READY_EVENT, carryOutHeld);
  document.removeEventListener(APP_MISSING_EVENT, stopWaitingForApp);
  held.length = 0;
  if (heldLink) clearTimeout(heldLink.bound);
  heldLink = null;
  documentNavigationPending = false;
  appMissing = false;
}
