import { NavLink, useLocation } from 'react-router';
import { Header } from './Header';
import { Footer } from './Footer';
import { MainContent } from './MainContent';

const SECTION_LINKS = {
  unterwegs: [
    { to: '/unterwegs/tarife/mobilfunk', label: 'Tarife' },
    { to: '/unterwegs/tarife/young', label: 'Young' },
    { to: '/unterwegs/tarife/prepaid', label: 'Prepaid' },
    { to: '/unterwegs/tarife/daten', label: 'Datentarife' },
    { to: '/unterwegs/geraete/smartphones', label: 'Smartphones' },
    { to: '/unterwegs/geraete/tablets', label: 'Tablets' },
  ],
  zuhause: [
    { to: '/zuhause/tarife/magentazuhause-tarife', label: 'MagentaZuhause' },
    { to: '/zuhause/tarife/glasfaser-tarife', label: 'Glasfaser' },
  ],
};

export function ShopLayout() {
  const section = useLocation().pathname.startsWith('/zuhause') ? 'zuhause' : 'unterwegs';
  return (
    <div className="layout layout--shop">
      <Header />
      <nav className="section-nav" aria-label={section === 'zuhause' ? 'Zuhause' : 'Unterwegs'}>
        {SECTION_LINKS[section].map((link) => (
          <NavLink key={link.to} to={link.to}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      <MainContent />
      <Footer />
    </div>
  );
}
