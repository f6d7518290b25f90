import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { consentActions, type ConsentState } from '../../state/consent';
import { useIsClient } from '../../components/useIsClient';
import './consent.css';

/**
 * Spec §4 "Analytics": nothing is measured before the shopper chose here. The choice is a cookie the
 * prerendered start page cannot know, so the banner appears only in the browser, fixed at the
 * bottom: showing it (or not) moves nothing on the page; the page gets room below for it.
 */
export function CookieConsentBanner() {
  const dispatch = useDispatch();
  const isClient = useIsClient();
  const status = useSelector((state: { consent: ConsentState }) => state.consent.status);
  if (!isClient || status !== null) return null;
  return (
    <section className="consent-banner" aria-label="Cookie-Einstellungen" data-testid="consent-banner">
      <p className="consent-banner__title">Ihre Privatsphäre</p>
      <p>
        Wir verwenden notwendige Cookies für Warenkorb und Bestellung. Mit Ihrer Zustimmung zählen wir außerdem anonym, welche
        Seiten aufgerufen werden, um das Angebot zu verbessern. Mehr dazu in den <Link to="/datenschutz">Datenschutzhinweisen</Link>.
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button" onClick={() => dispatch(consentActions.chosen('necessary'))}>
          Nur notwendige
        </button>
        <button type="button" className="button button--primary" onClick={() => dispatch(consentActions.chosen('all'))}>
          Alle akzeptieren
        </button>
      </div>
    </section>
  );
}
