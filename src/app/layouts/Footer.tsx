import { useAppDispatch } from '../../state/store-types';
import { Link } from 'react-router';
import { consentActions } from '../../state/consent';
import { FOOTER_LINKS } from '../../content/navigation';
import { ProblemReport } from '../../features/diagnostics/ProblemReport';
import { REOPEN_BUTTON_CLASS } from '../../features/consent/CookieConsentBanner';

export function Footer() {
  const dispatch = useAppDispatch();
  return (
    <footer className="site-footer">
      <nav aria-label="Rechtliches" className="site-footer__links">
        {FOOTER_LINKS.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
        <button type="button" className={REOPEN_BUTTON_CLASS} onClick={() => dispatch(consentActions.reopened())}>
          Cookie-Einstellungen
        </button>
        <ProblemReport context="footer" className="site-footer__cookies" />
      </nav>
      <p className="site-footer__note">
        Alle Preise inkl. MwSt. Angebote für Mitarbeitende im Rahmen des Vorteilsprogramms.
      </p>
    </footer>
  );
}
