import { Component, type ReactNode } from 'react';
import type { PageError } from '../state/ui';
import { TitledErrorPage } from './chrome/ErrorPage';
import { SkipLink } from './chrome/SkipLink';
import { MainContent } from './layouts/MainContent';
import { Footer } from './layouts/Footer';
import { Header } from './layouts/Header';
import { PageMeta } from './chrome/PageMeta';

/**
 * Fatal errors (an invalid page, a crash while rendering) replace the whole page; the footer's legal
 * links stay, and the title names the error. A page declared invalid keeps the site header, so the
 * shopper finds the way on; a crash leaves it out, as it may be what failed.
 */
export function RouteError({ error, header = false }: { error: PageError; header?: boolean }) {
  return (
    <div className={`layout ${header ? 'layout--default' : 'layout--empty'}`}>
      <SkipLink />
      <PageMeta />
      {header && <Header />}
      <MainContent>
        <TitledErrorPage error={error} />
      </MainContent>
      <Footer />
    </div>
  );
}

/** A crash while rendering a page: the fatal 500 page (React logs the error), until the shopper goes elsewhere. */
export class RouteErrorBoundary extends Component<
  { locationKey: string; children: ReactNode },
  { failedAt: string | null }
> {
  state = { failedAt: null as string | null };

  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: { locationKey: string }, state: { failedAt: string | null }) {
    // Caught during this render: remember where; a later location renders the page again.
    if (state.failedAt === '') return { failedAt: props.locationKey };
    if (state.failedAt !== null && state.failedAt !== props.locationKey) return { failedAt: null };
    return null;
  }

  render() {
    return this.state.failedAt === null ? this.props.children : <RouteError error={{ status: 500 }} />;
  }
}
