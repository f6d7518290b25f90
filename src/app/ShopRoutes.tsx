import { Suspense, useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { BoundedLoader } from '../features/loading/BoundedLoader';
import { RouteError, RouteErrorBoundary } from './RouteError';
import { routes, routeVerdict } from './routes';
import { signalReady } from '../ready-signal';
import { appReady, selectAppReady } from '../state/app';
import { yieldToBrowser } from './yield-to-browser';
import { onNextPaint } from '../components/next-paint';
import { useAppDispatch, useAppSelector } from '../state/store-types';

/**
 * Sets the page's ready signal (src/ready-signal.ts) once the page inside the boundary has
 * hydrated, or rendered, and its first frame is painted: last inside the boundary, so its effect
 * runs after the page's own (the route change is reported by then). A boundary hydrates after the
 * root commits, so a signal outside it would come too early for a click on the page. The sagas
 * already run: the tree renders only after the restore. The store learns it right after
 * (appReady): work held back until the page is interactive starts then, behind the shopper's held
 * clicks. Both wait for the frame, since the work they release (the held clicks, the sagas' code,
 * the service worker) would otherwise run in the tasks before it and hold the page's paint back.
 */
function ReadySignal() {
  const dispatch = useAppDispatch();
  const ready = useAppSelector(selectAppReady);
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    onNextPaint(() => {
      if (cancelled) return;
      signalReady();
      // In a task of its own: the work it releases does not lengthen the task that carries out the held clicks.
      void yieldToBrowser().then(() => {
        if (!cancelled) dispatch(appReady());
      });
    });
    return () => {
      cancelled = true;
    };
  }, [dispatch, ready]);
  return null;
}

/**
 * The shop's pages for the location (React Router in declarative mode, in the browser and on the
 * server alike): a page declared invalid (spec §5, an unknown `:category`) is the fatal 404 page
 * instead, and a crash while rendering the fatal 500 page.
 */
export function ShopRoutes() {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const { invalid } = routeVerdict(location.pathname);
  return (
    <RouteErrorBoundary locationKey={location.key}>
      {/* Only a page's first load suspends (its code); navigations are transitions, which keep the page shown meanwhile. */}
      <Suspense fallback={<BoundedLoader where="page-code" />}>
        {invalid ? (
          <RouteError header error={{ status: 404, detail: `Page Not Found: ${location.pathname}` }} />
        ) : (
          element
        )}
        <ReadySignal />
      </Suspense>
    </RouteErrorBoundary>
  );
}
