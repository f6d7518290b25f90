import { useAppDispatch, useAppSelector } from '../../state/store-types';
import { Link } from 'react-router';
import { useEffect } from 'react';
import { consentActions, selectConsentReopened, selectConsentStatus } from '../../state/consent';
import { useHeightAsCssVar } from '../../components/useHeightAsCssVar';
import { focusWithoutScrolling } from '../../components/focus';
import './consent.css';

/** The footer button that asks for the banner again. */
export const REOPEN_BUTTON_CLASS = 'site-footer__cookies';

/**
 * After the choice the banner is gone: focus goes back to the footer button it was asked for from,
 * else to the page's heading, instead of falling to <body>.
 */
function focusAfterChoice(reopened: boolean) {
  const reopener = reopened ? document.querySelector<HTMLElement>(`.${REOPEN_BUTTON_CLASS}`) : null;
  if (reopener) {
    reopener.focus();
    return;
  }
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (target) focusWithoutScrolling(target);
}

/**
 * Spec §4 "Analytics": nothing is measured before the shopper chose here. The choice is a cookie the
 * server reads too: a page rendered for a request without it carries the banner in its HTML (it
 * paints without JavaScript, and is often the largest element of a first visit), and one rendered
 * for a shopper who chose does not (src/entry-server.tsx). Fixed at the bottom: showing it (or
 * not) moves nothing on the page.
 */
export function CookieConsentBanner() {
  const status = useAppSelector(selectConsentStatus);
  if (status !== null) return null;
  return <Banner />;
}

/**
 * While shown, the page keeps room below of exactly its height (padding and scroll-padding), so it
 * covers nothing. Asked for again from the footer, it takes focus (the footer button would be under
 * it), as the GOV.UK cookie banner does.
 */
function Banner() {
  const dispatch = useAppDispatch();
  const reopened = useAppSelector(selectConsentReopened);
  const ref = useHeightAsCssVar<HTMLElement>('--consent-banner-height');
  useEffect(() => {
    if (reopened) ref.current?.focus();
  }, [reopened, ref]);
  const choose = (choice: 'necessary' | 'all') => {
    focusAfterChoice(reopened);
    dispatch(consentActions.chosen(choice));
  };
  return (
    <section
      ref={ref}
      className="consent-banner"
      aria-label="Cookie-Einstellungen"
      data-testid="consent-banner"
      tabIndex={-1}
    >
      <p className="consent-banner__title">Ihre Privatsphäre</p>
      <p>
        Wir verwenden notwendige Cookies für Warenkorb und Bestellung. Mit Ihrer Zustimmung zählen wir außerdem anonym,
        welche Seiten aufgerufen werden, um das Angebot zu verbessern. Mehr dazu in den{' '}
        <Link to="/datenschutz">Datenschutzhinweisen</Link>.
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button" onClick={() => choose('necessary')}>
          Nur notwendige
        </button>
        <button type="button" className="button button--primary" onClick={() => choose('all')}>
          Alle akzeptieren
        </button>
      </div>
    </section>
  );
}
