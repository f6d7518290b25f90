import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { Link, NavLink } from '../../../src/components/links';

/** Where the app is now, as the shopper would see it in the address bar. */
function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Adresse">{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</output>;
}

const renderAt = (path: string, links: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <CurrentAddress />
    </MemoryRouter>,
  );

const address = () => screen.getByLabelText('Adresse').textContent;

describe('the shop’s links (src/components/links.tsx)', () => {
  it('is a real link to its target that navigates in the app on a plain click, with its history state', () => {
    renderAt('/', <Link to="/warenkorb?x=1" state={{ from: 'test' }} className="cta">Zum Warenkorb</Link>);
    const link = screen.getByRole('link', { name: 'Zum Warenkorb' });
    expect(link).toHaveAttribute('href', '/warenkorb?x=1');
    expect(link).toHaveClass('cta');
    fireEvent.click(link);
    expect(address()).toBe('/warenkorb?x=1|{"from":"test"}');
  });

  it('leaves a click with a modifier key (new tab) and a link opening elsewhere to the browser', () => {
    renderAt('/', (
      <>
        <Link to="/zuhause">Zuhause</Link>
        <Link to="/impressum" target="_blank">Impressum</Link>
      </>
    ));
    fireEvent.click(screen.getByRole('link', { name: 'Zuhause' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Impressum' }));
    expect(address()).toBe('/|null');
  });

  it('runs its own click handler first, which may keep the navigation from happening', () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt('/', <Link to="/zuhause" onClick={onClick}>Zuhause</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Zuhause' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(address()).toBe('/|null');
  });

  it('marks a navigation entry active (class and aria-current) on its page and the pages below it only', () => {
    renderAt('/unterwegs/tarife/mobilfunk', (
      <nav>
        <NavLink to="/unterwegs" className="main">Unterwegs</NavLink>
        <NavLink to="/zuhause">Zuhause</NavLink>
        <NavLink to="/unterwegs/tarife">Tarife</NavLink>
        <NavLink to="/unterwegs/tarif" end>Präfix</NavLink>
        <NavLink to="/unterwegs" end>Nur Unterwegs</NavLink>
      </nav>
    ));
    const unterwegs = screen.getByRole('link', { name: 'Unterwegs' });
    expect(unterwegs).toHaveClass('main', 'active');
    expect(unterwegs).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tarife' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Zuhause', 'Präfix', 'Nur Unterwegs']) {
      const link = screen.getByRole('link', { name });
      expect(link).not.toHaveClass('active');
      expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('follows the page shown: the entry of the page navigated to becomes the active one', () => {
    renderAt('/unterwegs', (
      <nav>
        <NavLink to="/unterwegs">Unterwegs</NavLink>
        <NavLink to="/zuhause">Zuhause</NavLink>
      </nav>
    ));
    fireEvent.click(screen.getByRole('link', { name: 'Zuhause' }));
    expect(screen.getByRole('link', { name: 'Zuhause' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Unterwegs' })).not.toHaveAttribute('aria-current');
  });
});
