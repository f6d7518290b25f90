import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Header } from './Header';
import { Footer } from './Footer';
import { MainContent } from './MainContent';
import { SECTION_LINKS } from '../../content/navigation';

/** On a phone the section links scroll sideways: the active one is brought into view (the page does not move). */
function useActiveLinkInView(pathname: string) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    // Measured in the next frame, when the browser lays the page out anyway: reading positions here
    // would force that layout inside the task that hydrates the page.
    const frame = requestAnimationFrame(() => {
      const active = nav.current?.querySelector<HTMLElement>('a.active');
      if (!nav.current || !active) return;
      nav.current.scrollLeft = active.offsetLeft - (nav.current.clientWidth - active.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return nav;
}

export function ShopLayout() {
  const { pathname } = useLocation();
  const section = pathname.startsWith('/zuhause') ? 'zuhause' : 'unterwegs';
  const nav = useActiveLinkInView(pathname);
  return (
    <div className="layout layout--shop">
      <Header />
      <nav ref={nav} className="section-nav" aria-label={section === 'zuhause' ? 'Zuhause' : 'Unterwegs'}>
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
