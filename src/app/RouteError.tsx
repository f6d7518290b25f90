import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './chrome/ErrorPage';
import { SkipLink } from './chrome/SkipLink';
import { MainContent } from './layouts/MainContent';
import { Footer } from './layouts/Footer';

/** Fatal errors (an invalid page, a crash while rendering) replace the whole page; the footer's legal links stay. */
export function RouteError() {
  const error = useRouteError();
  const pageError = isRouteErrorResponse(error)
    ? { status: error.status, detail: typeof error.data === 'string' ? error.data : error.statusText }
    : { status: 500 };
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="layout layout--empty">
      <SkipLink />
      <MainContent>
        <ErrorPage error={pageError} />
      </MainContent>
      <Footer />
    </div>
  );
}
