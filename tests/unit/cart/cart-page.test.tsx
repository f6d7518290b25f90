import { configureStore, combineReducers } from '@reduxjs/toolkit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CartPage } from '../../../src/features/cart/CartPage';
import { cartSlice } from '../../../src/state/cart';
import { navigationSlice } from '../../../src/state/navigation';
import { notificationsSlice } from '../../../src/state/notifications';
import { catalogueSlice, type CatalogueState } from '../../../src/state/catalogue';
import { cartWith, handset, item, landlineTariff, mobileTariff, promotion } from './fixtures';
import type { CartContents } from '../../../src/domain/cart';
import { cartSagas } from '../../support/cart-sagas';

function renderCart(
  cart: CartContents,
  lastShopRoute = '/unterwegs/tarife/mobilfunk',
  catalogue: CatalogueState = { entries: {} },
) {
  const reducer = combineReducers({
    cart: cartSlice.reducer,
    navigation: navigationSlice.reducer,
    notifications: notificationsSlice.reducer,
    catalogue: catalogueSlice.reducer,
  });
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer,
    preloadedState: { cart, navigation: { current: null, lastShopRoute }, notifications: [], catalogue },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  sagas.run(cartSagas);
  const router = createMemoryRouter([{ path: '/warenkorb', element: <CartPage /> }], {
    initialEntries: ['/warenkorb'],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

describe('/warenkorb', () => {
  it('shows the empty state with a way back to the last shop route', () => {
    renderCart(cartWith({}), '/unterwegs/geraete/smartphones/phone-15');
    expect(screen.getByRole('heading', { name: 'Ihr Warenkorb ist leer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute(
      'href',
      '/unterwegs/geraete/smartphones/phone-15',
    );
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).not.toBeInTheDocument();
  });

  it('lists tariff and device with prices, the summary, SEPA and "Zur Kasse" when ready', () => {
    renderCart(cartWith({ tariff: mobileTariff(), handset: handset() }));
    expect(screen.getAllByTestId('cart-entry')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Preise Mobil M' })).toHaveTextContent(
      '1.–3. Monat 29,95 €, ab 4. Monat 49,95 €',
    );
    expect(screen.getByRole('link', { name: 'Phone 15 ändern' })).toHaveAttribute(
      'href',
      '/unterwegs/geraete/smartphones/phone-15?pid=D-PHONE-BLK-128&tariff=T-MOBIL-M',
    );
    expect(screen.getByTestId('cart-monthly')).toHaveTextContent('1.–3. Monat29,95 €ab 4. Monat49,95 €');
    expect(screen.getByTestId('cart-one-time')).toHaveTextContent('Bereitstellungspreis39,95 €Gerätepreis99,00 €');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('1.277,75 €');
    expect(screen.getByText('SEPA-Lastschrift')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/checkout');
  });

  it('offers the trade-in as a choice and, once chosen, names it a credit that lowers no price', () => {
    const tradeIn = promotion('PR-TRADE-IN-100', {
      kind: 'trade_in',
      product_name: '100 € Eintauschprämie',
      credit_cents: 10000,
      credit_when: 'nach Eingang Ihres Altgeräts',
    });
    const store = renderCart(
      cartWith({ tariff: mobileTariff({ possible_promotions: [tradeIn] }), handset: handset() }),
    );
    const total = screen.getByTestId('cart-total').textContent;
    expect(screen.queryByTestId('cart-credits')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /Altgerät eintauschen: 100 € Eintauschprämie/ }));
    expect(store.getState().cart.promotions.map((p) => p.concrete_product_id)).toEqual(['PR-TRADE-IN-100']);
    expect(screen.getByTestId('cart-credits')).toHaveTextContent('Eintauschprämie 100 € nach Eingang Ihres Altgeräts');
    expect(screen.getByTestId('cart-total').textContent).toBe(total);
    expect(screen.getByTestId('cart-one-time')).toHaveTextContent('Bereitstellungspreis39,95 €Gerätepreis99,00 €');
  });

  it('withholds "Zur Kasse" and asks for a device when the tariff needs one', () => {
    const store = renderCart(cartWith({ tariff: mobileTariff(), handset: handset() }));
    fireEvent.click(screen.getByRole('button', { name: 'Phone 15 entfernen' }));
    expect(store.getState().cart.handset).toBeNull();
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Bitte wählen Sie ein Gerät aus.');
  });

  it('removes an option, offers no removal of a mandatory router, and links hardware back to its page', async () => {
    const wlan = item('OPT-WLAN', { product_name: 'WLAN Komfort' });
    const router = item('HW-ROUTER', { kind: 'hardware', product_name: 'Router', mandatory: true });
    const store = renderCart(cartWith({ tariff: landlineTariff(), options: [wlan], hardware: [router] }));
    fireEvent.click(screen.getByRole('button', { name: 'WLAN Komfort entfernen' }));
    // The removal's rules run in the cart saga: the entry goes once it has handled the intent.
    await waitFor(() => expect(screen.queryByText('WLAN Komfort')).not.toBeInTheDocument());
    // A mandatory item says so and has no 'Entfernen' that would only be refused.
    expect(screen.queryByRole('button', { name: 'Router entfernen' })).not.toBeInTheDocument();
    expect(screen.getByText('Pflichtbestandteil des Tarifs')).toBeInTheDocument();
    expect(store.getState().cart.hardware).toEqual([router]);
    expect(screen.getByRole('link', { name: 'Router ändern' })).toHaveAttribute(
      'href',
      '/zuhause/tarife/magentazuhause-tarife/zuhause-l/hardware',
    );
    expect(screen.getByRole('link', { name: 'Zur Kasse' })).toBeInTheDocument();
  });

  it('offers the tariff’s other options and replaces within a group with the notice', async () => {
    const basis = item('OPT-STREAM-S', {
      product_name: 'Streaming Basis',
      grouping_id: 'stream',
      conditions: [{ type: 'monthly', amount_cents: 499 }],
    });
    const premium = item('OPT-STREAM-M', {
      product_name: 'Streaming Premium',
      grouping_id: 'stream',
      conditions: [{ type: 'monthly', amount_cents: 999 }],
    });
    const offers = {
      entries: {
        'tariffs/magentazuhause-tarife/zuhause-l/options': {
          status: 'loaded' as const,
          data: { items: [basis, premium] },
        },
      },
    };
    const store = renderCart(cartWith({ tariff: landlineTariff(), options: [basis] }), '/', offers);
    expect(screen.queryByRole('button', { name: 'Streaming Basis hinzufügen' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Streaming Premium hinzufügen' }));
    await waitFor(() => expect(store.getState().cart.options).toEqual([premium]));
    expect(store.getState().notifications[0]).toMatchObject({ title: 'Option hinzugefügt' });
    expect(screen.getByRole('button', { name: 'Streaming Basis hinzufügen' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-monthly')).toHaveTextContent('1.–3. Monat19,94 €ab 4. Monat54,94 €');
  });
});
