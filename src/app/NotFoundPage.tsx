import { useLocation } from 'react-router';
import { TitledErrorPage } from './chrome/ErrorPage';

/** Spec §5: an unknown route is a non-fatal 404 shown inside the layout. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <TitledErrorPage error={{ status: 404, detail: `Page not found: ${pathname}` }} />;
}
