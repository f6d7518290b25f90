import type { ReactElement } from 'react';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import {
  DEVICE_CATEGORIES,
  isOneOf,
  LANDLINE_TARIFF_CATEGORIES,
  MOBILE_TARIFF_CATEGORIES,
} from '../domain/categories';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { NotFoundPage } from './NotFoundPage';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EmptyLayout } from './layouts/EmptyLayout';
import { ShopLayout } from './layouts/ShopLayout';
import { OrderLayout } from './layouts/OrderLayout';
import { HomePage } from '../features/home/HomePage';
import { PlaceholderPage } from '../features/placeholder/PlaceholderPage';
import type { LegalDocument } from '../content/legal/legal-document';

/** Spec §5: middleware may declare a page invalid, a fatal 404. */
const onlyCategories =
  (categories: readonly string[]) =>
  ({ params, request }: LoaderFunctionArgs) => {
    if (!isOneOf(categories, params.category)) {
      throw data(`Page Not Found: ${new URL(request.url).pathname}`, { status: 404 });
    }
    return null;
  };

/** Route-level code splitting: a page's code is fetched when its route first matches; the start page stays in the main bundle. */
const page = (load: () => Promise<ReactElement>) => async () => ({ element: await load() });

const legal = (load: () => Promise<LegalDocument>) =>
  page(async () => {
    const [{ LegalPage }, document] = await Promise.all([import('../features/legal/LegalPage'), load()]);
    return <LegalPage document={document} />;
  });

const placeholder = (path: string, title: string, extra: Partial<RouteObject> = {}): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} />,
  ...extra,
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: 'unterwegs/tarife', loader: () => redirect('/') },
      { path: 'unterwegs/geraete', loader: () => redirect('/') },
      {
        path: 'unterwegs/tarife/:category/:slug',
        loader: ({ params }) =>
          redirect(`/unterwegs/tarife/${params.category}?slug=${encodeURIComponent(params.slug ?? '')}`),
      },
      { path: 'widerrufsrecht', loader: () => redirect('/agb?id=widerrufsrecht') },
      {
        element: <DefaultLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'agb', lazy: legal(() => import('../content/legal/agb').then((m) => m.AGB)) },
          { path: 'impressum', lazy: legal(() => import('../content/legal/impressum').then((m) => m.IMPRESSUM)) },
          { path: 'datenschutz', lazy: legal(() => import('../content/legal/datenschutz').then((m) => m.DATENSCHUTZ)) },
          { path: 'datenschutzhinweise', lazy: legal(() => import('../content/legal/datenschutzhinweise').then((m) => m.DATENSCHUTZHINWEISE)) },
          { path: 'produktinformationsblatt', lazy: legal(() => import('../content/legal/produktinformationsblatt').then((m) => m.PRODUKTINFORMATIONSBLATT)) },
          { path: 'ueber-das-unternehmen/verbraucherinformationen', lazy: legal(() => import('../content/legal/verbraucherinformationen').then((m) => m.VERBRAUCHERINFORMATIONEN)) },
          { path: 'barrierefreiheit', lazy: legal(() => import('../content/legal/barrierefreiheit').then((m) => m.BARRIEREFREIHEIT)) },
          { path: 'kuendigung', lazy: page(() => import('../features/declarations/CancellationPage').then(({ CancellationPage }) => <CancellationPage />)) },
          { path: 'widerruf', lazy: page(() => import('../features/declarations/WithdrawalPage').then(({ WithdrawalPage }) => <WithdrawalPage />)) },
          { path: 'icons', lazy: page(() => import('../features/utility/IconsPage').then(({ IconsPage }) => <IconsPage />)) },
          { path: 'stage-builder', lazy: page(() => import('../features/utility/StageBuilderPage').then(({ StageBuilderPage }) => <StageBuilderPage />)) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { element: <EmptyLayout />, children: [placeholder('access-denied', 'Zugriff verweigert')] },
      {
        element: <ShopLayout />,
        children: [
          { path: 'unterwegs', lazy: page(() => import('../features/unterwegs/UnterwegsPage').then(({ UnterwegsPage }) => <UnterwegsPage />)) },
          { path: 'unterwegs/tarife/:category', lazy: page(() => import('../features/tariffs/TariffListPage').then(({ TariffListPage }) => <TariffListPage />)), loader: onlyCategories(MOBILE_TARIFF_CATEGORIES) },
          { path: 'unterwegs/geraete/:category', lazy: page(() => import('../features/devices/DeviceListPage').then(({ DeviceListPage }) => <DeviceListPage />)), loader: onlyCategories(DEVICE_CATEGORIES) },
          { path: 'unterwegs/geraete/:category/:slug', lazy: page(() => import('../features/devices/DeviceDetailPage').then(({ DeviceDetailPage }) => <DeviceDetailPage />)), loader: onlyCategories(DEVICE_CATEGORIES) },
          { path: 'zuhause', lazy: page(() => import('../features/zuhause/ZuhausePage').then(({ ZuhausePage }) => <ZuhausePage />)) },
          ...[
            { path: 'zuhause/tarife/:category', lazy: page(() => import('../features/zuhause/LandlineTariffListPage').then(({ LandlineTariffListPage }) => <LandlineTariffListPage />)) },
            { path: 'zuhause/tarife/:category/:slug', lazy: page(() => import('../features/zuhause/LandlineTariffDetailPage').then(({ LandlineTariffDetailPage }) => <LandlineTariffDetailPage />)) },
            { path: 'zuhause/tarife/:category/:slug/hardware', lazy: page(() => import('../features/zuhause/LandlineItemsPage').then(({ LandlineItemsPage }) => <LandlineItemsPage key="hardware" kind="hardware" />)) },
            { path: 'zuhause/tarife/:category/:slug/options', lazy: page(() => import('../features/zuhause/LandlineItemsPage').then(({ LandlineItemsPage }) => <LandlineItemsPage key="options" kind="options" />)) },
          ].map((route) => ({ ...route, loader: onlyCategories(LANDLINE_TARIFF_CATEGORIES) })),
        ],
      },
      {
        element: <OrderLayout />,
        children: [
          { path: 'warenkorb', lazy: page(() => import('../features/cart/CartPage').then(({ CartPage }) => <CartPage />)) },
          { path: 'checkout', lazy: page(() => import('../features/checkout/CheckoutStepPage').then(({ CheckoutStepPage }) => <CheckoutStepPage key="PERSONAL_DATA" step="PERSONAL_DATA" index={0} />)) },
          { path: 'checkout/zahlung', lazy: page(() => import('../features/checkout/CheckoutStepPage').then(({ CheckoutStepPage }) => <CheckoutStepPage key="PAYMENT" step="PAYMENT" index={1} />)) },
          { path: 'checkout/identifikation', lazy: page(() => import('../features/checkout/CheckoutStepPage').then(({ CheckoutStepPage }) => <CheckoutStepPage key="IDENTIFICATION" step="IDENTIFICATION" index={2} />)) },
          { path: 'checkout/overview', lazy: page(() => import('../features/checkout/OverviewPage').then(({ OverviewPage }) => <OverviewPage />)) },
          { path: 'checkout/finish', lazy: page(() => import('../features/checkout/FinishPage').then(({ FinishPage }) => <FinishPage />)) },
        ],
      },
    ],
  },
];
