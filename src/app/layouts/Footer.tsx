import { useAppDispatch } from '../../state/store-types';
import { Link } from 'react-router';
import { consentActions } from '../../state/consent';

export const FOOTER_LINKS = [
  { to: '/agb', label: 'AGB' },
  { to: '/agb?id=widerrufsrecht', label: 'Widerrufsrecht' },
  { to: '/impressum', label: 'Impressum' },
  { to: '/datenschutz', label: 'Datenschutz' },
  { to: '/datenschutzhinweise', label: 'Datenschutzhinweise' },
  { to: '/produktinformationsblatt', label: 'Produktinformationsblatt' },
  { to: '/ueber-das-unternehmen/verbraucherinformationen', label: 'Verbraucherinformationen' },
  { to: '/barrierefreiheit', label: 'Barrierefreiheit' },
  { to: '/kuendigung', label: 'Verträge hier kündigen' },
  { to: '/widerruf', label: 'Vertrag widerrufen' },
];

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
        <button type="button" className="site-footer__cookies" onClick={() => dispatch(consentActions.reopened())}>
          Cookie-Einstellungen
        </button>
      </nav>
      <p className="site-footer__note">Alle Preise inkl. MwSt. Angebote für Mitarbeitende im Rahmen des Vorteilsprogramms.</p>
    </footer>
  );
}
