import { isRouteErrorResponse, matchRoutes, UNSAFE_ErrorResponseImpl as ErrorResponse, type HydrationState, type RouteObject } from 'react-router';
import type { HydrationState as ServerHydrationState } from '../domain/server-render';

type RouterState = ServerHydrationState['router'];

/** A thrown `data(…, { status })` survives JSON as a plain value; anything else became a 500 on the server. */
interface PlainRouteError {
  status: number;
  statusText: string;
  data: unknown;
}

/** The static handler's loader data and errors as JSON (what `StaticRouterProvider hydrate` would inline as a script, which the CSP forbids). */
export function routerStateForHydration(context: { loaderData: Record<string, unknown>; errors: Record<string, unknown> | null }): RouterState {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]): [string, PlainRouteError] =>
          isRouteErrorResponse(error)
            ? [routeId, { status: error.status, statusText: error.statusText, data: error.data }]
            : [routeId, { status: 500, statusText: 'Internal Server Error', data: null }],
        ),
      )
    : null;
  return { loaderData: context.loaderData, errors };
}

/** The browser router's hydration data from the server's. */
export function routerHydrationData(state: RouterState): HydrationState {
  const errors = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors as Record<string, PlainRouteError>).map(([routeId, error]) => [
          routeId,
          new ErrorResponse(error.status, error.statusText, error.data),
        ]),
      )
    : null;
  return { loaderData: state.loaderData, errors };
}

/**
 * Loads the code of the lazy routes the current location matches, so that the browser router starts
 * initialised and its first render is the server's markup (React Router docs, "Lazy Loading" with SSR).
 */
export async function loadMatchedLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
