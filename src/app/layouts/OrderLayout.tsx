import { Link } from 'react-router';
import { BrandLink } from './BrandLink';
import { useAppSelector } from '../../state/store-types';
import { selectLastShopRoute } from '../../state/navigation';
import { Footer } from './Footer';
import { MainContent } from './MainContent';
import { useHeightAsCssVar } from '../../components/useHeightAsCssVar';

/** Cart and checkout: a calm header whose way back is the last shop route (spec §4). */
export function OrderLayout() {
  const lastShopRoute = useAppSelector(selectLastShopRoute);
  const header = useHeightAsCssVar<HTMLElement>('--site-header-height');
  return (
    <div className="layout layout--order">
      <header className="site-header site-header--slim" ref={header}>
        <div className="site-header__inner">
          <BrandLink />
          <Link to={lastShopRoute} className="back-link">
            Zurück zum Shop
          </Link>
        </div>
      </header>
      <MainContent className="page page--narrow" />
      <Footer />
    </div>
  );
}
