import { Outlet, ScrollRestoration } from 'react-router';
import { useSelector } from 'react-redux';
import type { RootState } from './root-reducer';
import { SkipLink } from './chrome/SkipLink';
import { FullScreenLoader } from './chrome/FullScreenLoader';
import { Toasts } from './chrome/Toasts';
import { PageMeta } from './chrome/PageMeta';
import { ErrorPage } from './chrome/ErrorPage';
import { RouteChangeReporter } from './chrome/RouteChangeReporter';
import { RouteFocus } from './chrome/RouteFocus';
import { DefaultLayout } from './layouts/DefaultLayout';
import { CatalogueOverlays } from '../features/overlays/CatalogueOverlays';
import { OfflineBanner } from '../features/offline/OfflineBanner';
import { ServerUnreachableStatus } from '../features/offline/ServerUnreachableStatus';
import { CookieConsentBanner } from '../features/consent/CookieConsentBanner';

export function Root() {
  const pageError = useSelector((state: RootState) => state.ui.pageError);
  const sessionLoading = useSelector((state: RootState) => state.session.loading);
  return (
    <>
      <SkipLink />
      <RouteChangeReporter />
      <ScrollRestoration />
      <RouteFocus />
      <OfflineBanner />
      <ServerUnreachableStatus />
      <CookieConsentBanner />
      <PageMeta />
      {pageError ? (
        <DefaultLayout>
          <ErrorPage error={pageError} />
        </DefaultLayout>
      ) : (
        <Outlet />
      )}
      {sessionLoading && <FullScreenLoader />}
      <Toasts />
      <CatalogueOverlays />
    </>
  );
}
