import { Link } from 'react-router';
import type { PageError } from '../../state/ui';
import { isBotUserAgent } from './bots';
import { ErrorIcon, type ErrorIconName } from './ErrorIcon';
import { ProblemReport } from '../../features/diagnostics/ProblemReport';
import { ErrorCode } from './ErrorCode';
import { usePageName } from '../../features/page-meta/usePageName';

interface Variant {
  title: string;
  message: string;
  icon: ErrorIconName;
}

/** Spec §2: title, message and icon per status. */
export const ERROR_VARIANTS: Record<number, Variant> = {
  404: {
    title: 'Seite nicht gefunden',
    message:
      'Leider konnten wir die Seite nicht finden. Über die Navigation oben und die Startseite gelangen Sie zu unseren Tarifen, Geräten und Angeboten für zuhause.',
    icon: 'search',
  },
  500: {
    title: 'Serverfehler',
    message: 'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    icon: 'server',
  },
  503: {
    title: 'Dienst nicht verfügbar',
    message: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
    icon: 'plug',
  },
  403: { title: 'Zugriff verweigert', message: 'Sie haben keinen Zugriff auf diese Seite.', icon: 'lock' },
  400: { title: 'Ungültige Anfrage', message: 'Die Anfrage konnte nicht verarbeitet werden.', icon: 'warning' },
};

/** A status the spec does not handle shows the 500 variant instead of breaking the page. */
export const variantFor = (status: number): Variant => ERROR_VARIANTS[status] ?? ERROR_VARIANTS[500]!;

/** An error page is titled as its heading says, whatever the page data of its address would name. */
export const errorPageName = (error: PageError) => error.statusMessage ?? variantFor(error.status).title;

/** The error page in the shop: the document is titled as the page's heading. */
export function TitledErrorPage({ error }: { error: PageError }) {
  usePageName(errorPageName(error));
  return <ErrorPage error={error} />;
}

export function ErrorPage({ error }: { error: PageError }) {
  if (typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent)) {
    return <meta name="robots" content="noindex" />;
  }
  const variant = variantFor(error.status);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <ErrorIcon name={variant.icon} />
      <p className="error-page__status">Fehler {error.status}</p>
      <h1 id="error-title">{errorPageName(error)}</h1>
      <p className="error-page__message">{error.message ?? variant.message}</p>
      {error.detail && <p className="error-page__detail">{error.detail}</p>}
      {error.requestId && <ErrorCode code={error.requestId} />}
      <Link className="button button--primary" to="/">
        Zurück zur Startseite
      </Link>{' '}
      <ProblemReport context="error-page" />
    </section>
  );
}
