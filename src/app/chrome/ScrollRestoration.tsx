import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { keepsScroll } from '../../domain/scroll-reset';

/** The shop's own key (React Router's ScrollRestoration, a data router feature, keeps its own under another). */
const STORAGE_KEY = 'shop-scroll-positions';

/** Scroll positions by history entry (location.key), as the shopper left them. */
let positions: Record<string, number> = {};
/** The history entry shown: scroll events are recorded for it. */
let shownKey = '';

function scrollToHash(hash: string): boolean {
  try {
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    element?.scrollIntoView();
    return element !== null;
  } catch {
    return false;
  }
}

/**
 * Scroll positions for the declarative router, which has no ScrollRestoration of its own (React
 * Router's is a data router feature), keyed by React Router's `location.key` as its `getKey`
 * default does: Back and Forward return to where the shopper was on that page, a new page opens at
 * its top (or at its `#hash`), and a reload keeps the position (sessionStorage). It runs when the
 * new page commits, so a page kept on screen while the next one's code loads is not scrolled.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions[shownKey] = window.scrollY;
    };
    const save = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or denied: positions are kept for this page only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    shownKey = location.key;
    if (first.current) {
      // The first page: after a reload where the shopper was, else where the browser put it.
      first.current = false;
      try {
        positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
      } catch {
        positions = {};
      }
      const saved = positions[location.key];
      if (typeof saved === 'number' && navigationType === NavigationType.Pop) window.scrollTo(0, saved);
      return;
    }
    const saved = positions[location.key];
    if (navigationType === NavigationType.Pop && typeof saved === 'number') window.scrollTo(0, saved);
    else if (location.hash && scrollToHash(location.hash)) return;
    else if (!keepsScroll(location.state)) window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
