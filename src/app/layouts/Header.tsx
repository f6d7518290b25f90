import { BrandLink } from './BrandLink';
import { NavLink } from 'react-router';
import { CartBadge } from '../../features/cart/CartBadge';
import { useHeightAsCssVar } from '../../components/useHeightAsCssVar';

export function Header() {
  const ref = useHeightAsCssVar<HTMLElement>('--site-header-height');
  return (
    <header className="site-header" ref={ref}>
      <div className="site-header__inner">
        <BrandLink />
        <nav className="main-nav" aria-label="Hauptnavigation">
          <NavLink to="/unterwegs">Unterwegs</NavLink>
          <NavLink to="/zuhause">Zuhause</NavLink>
          <NavLink to="/warenkorb" className="main-nav__cart">
            Warenkorb
            <CartBadge />
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
