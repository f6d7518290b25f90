import { lazy, type ReactElement } from 'react';
import { matchRoutes, Navigate, useParams, type Params, type RouteMatch, type RouteObject } from 'react-router';
import { DEVICE_CATEGORIES, isOneOf, LANDLINE_TARIFF_CATEGORIES, MOBILE_TARIFF_CATEGORIES } from '../domain/categories';
import { Root } from './Root';
import { NotFoundPage } from './NotFoundPage';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EmptyLayout } from './layouts/EmptyLayout';
import { ShopLayout } from './layouts/ShopLayout';
import { OrderLayout } from './layouts/OrderLayout';
import { PlaceholderPage } from '../features/placeholder/PlaceholderPage';
import type { LegalDocument } from '../content/legal/legal-document';
import { loadChunk, reloadIfGone } from '../api/chunk-retry';

/**
 * What a route declares beside its element (React Router's `handle`, read with matchRoutes by the
 * app, src/entry-server.tsx and src/main.tsx): the categories its `:category` may name, where it
 * redirects to, and how its page's code loads.
 */
export interface ShopRouteHandle {
  /** Spec §5: middleware may declare a page invalid, a fatal 404 (any other `:category`). */
  categories?: readonly string[];
  /** A redirect: the server answers it with a 302, the browser replaces the location. */
  redirect?: (params: Params) => string;
  /** Loads the page's code (route-level code splitting); resolves to the page's element. */
  preload?: () => Promise<ReactElement>;
  /** Starts the load; settles once the code is there or its first try has failed (tries again behind the page-code loader). */
  loadedOrRetrying?: () => Promise<void>;
}

const handleOf = (route: RouteObject) => route.handle as ShopRouteHandle | undefined;

/** The side of a race that must not win: it never settles. */
const NEVER = new Promise<never>(() => undefined);
/** Either outcome, as nothing: for "settled one way or the other". */
const toNothing = () => undefined;

/**
 * Route-level code splitting with React.lazy: a page's code is fetched when its route is first
 * visited (the start page too: the others need none of its code), tried again after a failure (src/api/chunk-retry.ts).
 * React.lazy keeps a failure: the route's error boundary shows the 500 page, and rendering again
 * sets off no new request. The browser loads the matched page before hydrating (preloadPages); once
 * the code is there the lazy component resolves synchronously (a thenable already settled), so
 * hydration meets the server's markup without suspending. A navigation renders the next page in a
 * transition (BrowserRouter's default), which keeps the current page shown while the code loads.
 */
function lazyPage(load: () => Promise<ReactElement>): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ReactElement | undefined;
  let loading: Promise<ReactElement> | undefined;
  /** Settles if, and only if, the first try fails. */
  let firstTryFailed: Promise<void> | undefined;
  const watchFirstTry = () => {
    const attempt = load();
    firstTryFailed ??= attempt.then(() => NEVER, toNothing);
    return attempt;
  };
  const preload = () =>
    (loading ??= loadChunk(watchFirstTry).then((element) => {
      loaded = element;
      return element;
    }));
  const loadedOrRetrying = () => Promise.race([preload().then(toNothing, toNothing), firstTryFailed ?? NEVER]);
  const Page = lazy(() => {
    const page = { default: () => loaded };
    if (!loaded) {
      // A chunk gone with a new deployment: the page loads afresh (and shows nothing else meanwhile).
      return preload().then(() => page, reloadIfGone);
    }
    // React.lazy takes any thenable (its types say Promise): one already settled renders at once.
    const settled = { then: (resolve: (value: typeof page) => void) => resolve(page) };
    return settled as unknown as Promise<typeof page>;
  });
  return { element: <Page />, handle: { preload, loadedOrRetrying } satisfies ShopRouteHandle };
}

const legal = (load: () => Promise<LegalDocument>) =>
  lazyPage(async () => {
    const [{ LegalPage }, document] = await Promise.all([import('../features/legal/LegalPage'), load()]);
    return <LegalPage document={document} />;
  });

/** The product information sheet: a legal page whose tariff sheets come from the catalogue. */
const productSheet = lazyPage(async () => {
  const [{ ProductSheetPage }, { PRODUKTINFORMATIONSBLATT }] = await Promise.all([
    import('../features/product-sheet/ProductSheetPage'),
    import('../content/legal/produktinformationsblatt'),
  ]);
  return <ProductSheetPage document={PRODUKTINFORMATIONSBLATT} />;
});

function Redirect({ to }: { to: (params: Params) => string }) {
  return <Navigate replace to={to(useParams())} />;
}

const redirect = (path: string, to: (params: Params) => string): RouteObject => ({
  path,
  element: <Redirect to={to} />,
  handle: { redirect: to } satisfies ShopRouteHandle,
});

const onlyCategories = (categories: readonly string[]) => ({ categories }) satisfies ShopRouteHandle;

const withCategories = (categories: readonly string[], route: Pick<RouteObject, 'element' | 'handle'>) => ({
  ...route,
  handle: { ...(route.handle as ShopRouteHandle), ...onlyCategories(categories) },
});

const placeholder = (path: string, title: string): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} />,
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    children: [
      redirect('unterwegs/tarife', () => '/'),
      redirect('unterwegs/geraete', () => '/'),
      redirect(
        'unterwegs/tarife/:category/:slug',
        (params) => `/unterwegs/tarife/${params.category}?slug=${encodeURIComponent(params.slug ?? '')}`,
      ),
      redirect('widerrufsrecht', () => '/agb?id=widerrufsrecht'),
      {
        element: <DefaultLayout />,
        children: [
          { index: true, ...lazyPage(() => import('../features/home/HomePage').then(({ HomePage }) => <HomePage />)) },
          { path: 'agb', ...legal(() => import('../content/legal/agb').then((m) => m.AGB)) },
          { path: 'impressum', ...legal(() => import('../content/legal/impressum').then((m) => m.IMPRESSUM)) },
          { path: 'datenschutz', ...legal(() => import('../content/legal/datenschutz').then((m) => m.DATENSCHUTZ)) },
          {
            path: 'datenschutzhinweise',
            ...legal(() => import('../content/legal/datenschutzhinweise').then((m) => m.DATENSCHUTZHINWEISE)),
          },
          { path: 'produktinformationsblatt', ...productSheet },
          {
            path: 'ueber-das-unternehmen/verbraucherinformationen',
            ...legal(() => import('../content/legal/verbraucherinformationen').then((m) => m.VERBRAUCHERINFORMATIONEN)),
          },
          {
            path: 'barrierefreiheit',
            ...legal(() => import('../content/legal/barrierefreiheit').then((m) => m.BARRIEREFREIHEIT)),
          },
          {
            path: 'kuendigung',
            ...lazyPage(() =>
              import('../features/declarations/CancellationPage').then(({ CancellationPage }) => <CancellationPage />),
            ),
          },
          {
            path: 'widerruf',
            ...lazyPage(() =>
              import('../features/declarations/WithdrawalPage').then(({ WithdrawalPage }) => <WithdrawalPage />),
            ),
          },
          {
            path: 'icons',
            ...lazyPage(() => import('../features/utility/IconsPage').then(({ IconsPage }) => <IconsPage />)),
          },
          {
            path: 'stage-builder',
            ...lazyPage(() =>
              import('../features/utility/StageBuilderPage').then(({ StageBuilderPage }) => <StageBuilderPage />),
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { element: <EmptyLayout />, children: [placeholder('access-denied', 'Zugriff verweigert')] },
      {
        element: <ShopLayout />,
        children: [
          {
            path: 'unterwegs',
            ...lazyPage(() =>
              import('../features/unterwegs/UnterwegsPage').then(({ UnterwegsPage }) => <UnterwegsPage />),
            ),
          },
          {
            path: 'unterwegs/tarife/:category',
            ...withCategories(
              MOBILE_TARIFF_CATEGORIES,
              lazyPage(() =>
                import('../features/tariffs/TariffListPage').then(({ TariffListPage }) => <TariffListPage />),
              ),
            ),
          },
          {
            path: 'unterwegs/geraete/:category',
            ...withCategories(
              DEVICE_CATEGORIES,
              lazyPage(() =>
                import('../features/devices/DeviceListPage').then(({ DeviceListPage }) => <DeviceListPage />),
              ),
            ),
          },
          {
            path: 'unterwegs/geraete/:category/:slug',
            ...withCategories(
              DEVICE_CATEGORIES,
              lazyPage(() =>
                import('../features/devices/DeviceDetailPage').then(({ DeviceDetailPage }) => <DeviceDetailPage />),
              ),
            ),
          },
          {
            path: 'zuhause',
            ...lazyPage(() => import('../features/zuhause/ZuhausePage').then(({ ZuhausePage }) => <ZuhausePage />)),
          },
          ...[
            {
              path: 'zuhause/tarife/:category',
              ...lazyPage(() =>
                import('../features/zuhause/LandlineTariffListPage').then(({ LandlineTariffListPage }) => (
                  <LandlineTariffListPage />
                )),
              ),
            },
            {
              path: 'zuhause/tarife/:category/:slug',
              ...lazyPage(() =>
                import('../features/zuhause/LandlineTariffDetailPage').then(({ LandlineTariffDetailPage }) => (
                  <LandlineTariffDetailPage />
                )),
              ),
            },
            {
              path: 'zuhause/tarife/:category/:slug/hardware',
              ...lazyPage(() =>
                import('../features/zuhause/LandlineItemsPage').then(({ LandlineItemsPage }) => (
                  <LandlineItemsPage key="hardware" kind="hardware" />
                )),
              ),
            },
            {
              path: 'zuhause/tarife/:category/:slug/options',
              ...lazyPage(() =>
                import('../features/zuhause/LandlineItemsPage').then(({ LandlineItemsPage }) => (
                  <LandlineItemsPage key="options" kind="options" />
                )),
              ),
            },
          ].map((route) => ({
            ...route,
            handle: { ...handleOf(route), ...onlyCategories(LANDLINE_TARIFF_CATEGORIES) },
          })),
        ],
      },
      {
        element: <OrderLayout />,
        children: [
          {
            path: 'warenkorb',
            ...lazyPage(() => import('../features/cart/CartPage').then(({ CartPage }) => <CartPage />)),
          },
          {
            path: 'checkout',
            ...lazyPage(() =>
              import('../features/checkout/CheckoutStepPage').then(({ CheckoutStepPage }) => (
                <CheckoutStepPage key="PERSONAL_DATA" step="PERSONAL_DATA" index={0} />
              )),
            ),
          },
          {
            path: 'checkout/zahlung',
            ...lazyPage(() =>
              import('../features/checkout/CheckoutStepPage').then(({ CheckoutStepPage }) => (
                <CheckoutStepPage key="PAYMENT" step="PAYMENT" index={1} />
              )),
            ),
          },
          {
            path: 'checkout/identifikation',
            ...lazyPage(() =>
              import('../features/checkout/CheckoutStepPage').then(({ CheckoutStepPage }) => (
                <CheckoutStepPage key="IDENTIFICATION" step="IDENTIFICATION" index={2} />
              )),
            ),
          },
          {
            path: 'checkout/overview',
            ...lazyPage(() => import('../features/checkout/OverviewPage').then(({ OverviewPage }) => <OverviewPage />)),
          },
          {
            path: 'checkout/finish',
            ...lazyPage(() => import('../features/checkout/FinishPage').then(({ FinishPage }) => <FinishPage />)),
          },
        ],
      },
    ],
  },
];

/** What the routes make of a path: a redirect, a page declared invalid (fatal 404), an unknown path (404 inside the layout). */
export interface RouteVerdict {
  redirect?: string;
  invalid: boolean;
  notFound: boolean;
}

/**
 * The routes matching `pathname`. matchRoutes flattens and ranks every route on each call; the shop
 * asks for the same path several times per navigation (the page's code, the verdict on each render),
 * so the last answer is kept (the routes never change).
 */
const matchShopRoutes = (() => {
  let last: { pathname: string; matches: RouteMatch[] } | undefined;
  return (pathname: string): RouteMatch[] => {
    if (last?.pathname !== pathname) last = { pathname, matches: matchRoutes(routes, pathname) ?? [] };
    return last.matches;
  };
})();

export function routeVerdict(pathname: string): RouteVerdict {
  const matches = matchShopRoutes(pathname);
  const last = matches.at(-1);
  const target = last && handleOf(last.route)?.redirect;
  return {
    ...(last && target ? { redirect: target(last.params) } : {}),
    invalid: matches.some(({ route, params }) => {
      const categories = handleOf(route)?.categories;
      return categories !== undefined && !isOneOf(categories, params.category);
    }),
    notFound: matches.some(({ route }) => route.path === '*'),
  };
}

/** Loads the code of the pages `pathname` shows; resolves to their elements (the server names their stylesheets after them). */
export async function preloadPages(pathname: string): Promise<ReactElement[]> {
  const matches = matchShopRoutes(pathname);
  const pages = await Promise.all(
    matches.map(
      ({ route }) => handleOf(route)?.preload?.() ?? Promise.resolve(route.element as ReactElement | undefined),
    ),
  );
  return pages.filter((page) => page !== undefined);
}

/**
 * Starts loading the code of the pages `pathname` shows; settles once each page's code is there or
 * its first try has failed, never rejects. A first render waits for it: rendered sooner, the page
 * would suspend on its code and show the page-code loader for at least React's 300 ms; rendered
 * after a failed try, it shows that loader while the code is tried again.
 */
export async function pagesLoadedOrRetrying(pathname: string): Promise<void> {
  await Promise.all(
    matchShopRoutes(pathname).map(({ route }) => handleOf(route)?.loadedOrRetrying?.() ?? Promise.resolve()),
  );
}
