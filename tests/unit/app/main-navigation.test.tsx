import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { Header } from '../../../src/app/layouts/Header';
import { cartSlice } from '../../../src/state/cart';

/** Where the app is now, as the shopper would see it in the address bar. */
function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Adresse">{location.pathname}</output>;
}

function renderHeaderAt(path: string) {
  const store = configureStore({ reducer: { cart: cartSlice.reducer } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
        <CurrentAddress />
      </MemoryRouter>
    </Provider>,
  );
  return within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
}

const address = () => screen.getByLabelText('Adresse').textContent;

describe('the main navigation of the header', () => {
  it('consists of real links (they work before the code has loaded and open in a new tab)', () => {
    const nav = renderHeaderAt('/');
    expect(nav.getByRole('link', { name: 'Unterwegs' })).toHaveAttribute('href', '/unterwegs');
    expect(nav.getByRole('link', { name: 'Zuhause' })).toHaveAttribute('href', '/zuhause');
    expect(nav.getByRole('link', { name: 'Warenkorb' })).toHaveAttribute('href', '/warenkorb');
    expect(screen.getByRole('link', { name: 'Mobilfunk Angebote – zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('marks the entry of the page shown and the pages below it active (class and aria-current), no other', () => {
    const nav = renderHeaderAt('/unterwegs/tarife/mobilfunk');
    const unterwegs = nav.getByRole('link', { name: 'Unterwegs' });
    expect(unterwegs).toHaveClass('active');
    expect(unterwegs).toHaveAttribute('aria-current', 'page');
    for (const name of ['Zuhause', 'Warenkorb']) {
      expect(nav.getByRole('link', { name })).not.toHaveClass('active');
      expect(nav.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
    expect(nav.getByRole('link', { name: 'Warenkorb' })).toHaveClass('main-nav__cart');
  });

  it('navigates in the app on a plain click and the active entry follows; a click with a modifier key is left to the browser', () => {
    const nav = renderHeaderAt('/unterwegs');
    fireEvent.click(nav.getByRole('link', { name: 'Warenkorb' }), { ctrlKey: true });
    expect(address()).toBe('/unterwegs');
    fireEvent.click(nav.getByRole('link', { name: 'Zuhause' }));
    expect(address()).toBe('/zuhause');
    expect(nav.getByRole('link', { name: 'Zuhause' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Unterwegs' })).not.toHaveAttribute('aria-current');
  });
});
