import { UNSAFE_createBrowserHistory as createBrowserHistory, type To } from 'react-router';
import { preloadPages } from './routes';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The browser history of the app's router, with one addition: a navigation (a link, `navigate`,
 * `<Navigate>`) loads the new page's code before the address changes, as React Router's data router
 * did with lazy routes. Until then the page shown stays, also for what reads the address (focus,
 * route change reports). A newer navigation supersedes one still loading.
 */
export function createShopHistory(): BrowserHistory {
  const history = createBrowserHistory({ v5Compat: true });
  let latest = 0;
  const whenLoaded = (to: To, go: () => void) => {
    latest += 1;
    const navigation = latest;
    const pathname = typeof to === 'string' ? new URL(to, window.location.href).pathname : (to.pathname ?? window.location.pathname);
    // A page whose code cannot load (offline) is navigated to all the same: it shows the loader or the error page.
    void preloadPages(pathname)
      .catch(() => [])
      .then(() => {
        if (navigation === latest) go();
      });
  };
  // The other members (location, action, listen, createHref…) are the browser history's own.
  const shop = Object.create(history) as BrowserHistory;
  shop.push = (to, state) => whenLoaded(to, () => history.push(to, state));
  shop.replace = (to, state) => whenLoaded(to, () => history.replace(to, state));
  return shop;
}
