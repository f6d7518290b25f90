import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AddToCartButton } from '../../../src/features/cart/AddToCartButton';
import { addDeviceWithTariff, addTariff } from '../../../src/features/cart/add-to-cart';
import { cartSlice } from '../../../src/state/cart';
import { BUNDLES, device, mobileTariff } from './fixtures';

function renderButton(element: React.ReactElement) {
  const store = configureStore({ reducer: { cart: cartSlice.reducer } });
  // The declarative router: jsdom has no fetch Request, which the data router's navigate needs.
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/tarif']}>
        <Routes>
          <Route path="/tarif" element={element} />
          <Route path="/warenkorb" element={<p>Warenkorb-Seite</p>} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </Provider>,
  );
  return { store };
}

function CurrentPath() {
  return <output aria-label="Pfad">{useLocation().pathname}</output>;
}

describe('In den Warenkorb', () => {
  it('shows itself busy at once, then puts the tariff into the cart and opens the cart', async () => {
    const { store } = renderButton(<AddToCartButton action={addTariff(mobileTariff())} />);
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    // The press is answered before the cart's work: that follows once the busy button is painted.
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toHaveAttribute('aria-busy', 'true');
    expect(store.getState().cart.tariff).toBeNull();
    await waitFor(() => expect(store.getState().cart.tariff?.concrete_product_id).toBe('T-MOBIL-M'));
    expect(await screen.findByText('Warenkorb-Seite')).toBeInTheDocument();
  });

  it('adds device, tariff and their bundle together and stays on the page', async () => {
    const phone = device();
    const { store } = renderButton(
      <AddToCartButton
        action={addDeviceWithTariff(BUNDLES, mobileTariff(), phone, phone.concrete_products[0])}
        goToCart={false}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() =>
      expect(store.getState().cart.handset).toMatchObject({
        bundle_id: 'B-M-128',
        concrete_focus_tariff_id: 'T-MOBIL-M',
      }),
    );
    // Ready for the next press.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(screen.getByLabelText('Pfad')).toHaveTextContent('/tarif');
  });

  it('is disabled when device and tariff are not sold together', () => {
    const phone = device({ properties: { smartphone_group_id: 'SG-UNBUNDLED' } });
    renderButton(
      <AddToCartButton action={addDeviceWithTariff(BUNDLES, mobileTariff(), phone, phone.concrete_products[0])} />,
    );
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
  });
});
