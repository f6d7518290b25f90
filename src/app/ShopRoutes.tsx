import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { BoundedLoader } from '../features/loading/BoundedLoader';
import { RouteError, RouteErrorBoundary } from './RouteError';
import { routes, routeVerdict } from './routes';

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
        {invalid ? <RouteError error={{ status: 404, detail: `Page Not Found: ${location.pathname}` }} /> : element}
      </Suspense>
    </RouteErrorBoundary>
  );
}
