/** How long a page may take to show its heading (lazy code, the checkout's order) before focus stays put. */
const HEADING_WAIT_MS = 10_000;

const headingOf = (root: ParentNode) => root.querySelector<HTMLElement>('main h1');

/** Focuses the element without scrolling: the scroll position is the route's (ScrollRestoration). */
export function focusWithoutScrolling(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Moves focus to the page's h1 once it is rendered (a page may show a loader first). Answers a
 * function that stops waiting, for the effect's cleanup.
 */
export function focusHeadingWhenShown(): () => void {
  const now = headingOf(document);
  if (now) {
    focusWithoutScrolling(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = headingOf(document);
    if (!heading) return;
    stop();
    focusWithoutScrolling(heading);
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
