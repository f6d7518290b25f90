import { Outlet } from 'react-router';
import { useAppSelector } from '../state/store-types';
import { selectPageError } from '../state/ui';
import { SkipLink } from './chrome/SkipLink';
import { Toasts } from './chrome/Toasts';
import { PageMeta } from './chrome/PageMeta';
import { TitledErrorPage } from './chrome/ErrorPage';
import { RouteChangeReporter } from './chrome/RouteChangeReporter';
import { RouteFocus } from './chrome/RouteFocus';
import { ScrollRestoration } from './chrome/ScrollRestoration';
import { DefaultLayout } from './layouts/DefaultLayout';
import { CatalogueOverlays } from '../features/overlays/CatalogueOverlays';
import { OfflineBanner } from '../features/offline/OfflineBanner';
import { ServerUnreachableStatus } from '../features/offline/ServerUnreachableStatus';
import { SessionUnavailable } from '../features/offline/SessionUnavailable';
import { CookieConsentBanner } from '../features/consent/CookieConsentBanner';

export function Root() {
  const pageError = useAppSelector(selectPageError);
  return (
    <>
      <SkipLink />
      <RouteChangeReporter />
      <ScrollRestoration />
      <RouteFocus />
      <OfflineBanner />
      <ServerUnreachableStatus />
      <SessionUnavailable />
      <CookieConsentBanner />
      <PageMeta />
      {pageError ? (
        <DefaultLayout>
          <TitledErrorPage error={pageError} />
        </DefaultLayout>
      ) : (
        <Outlet />
      )}
      <Toasts />
      <CatalogueOverlays />
    </>
  );
}
