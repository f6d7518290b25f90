import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Toasts } from '../../../src/app/chrome/Toasts';
import {
  DEFAULT_NOTIFICATION_DURATION_MS,
  notificationsSlice,
  notify,
  type NotificationInput,
} from '../../../src/state/notifications';

const REQUEST_ID = 'b1c2d3e4-0000-4000-8000-00000000abcd';

function renderToasts() {
  const store = configureStore({ reducer: { notifications: notificationsSlice.reducer } });
  render(
    <Provider store={store}>
      <Toasts />
    </Provider>,
  );
  return (input: NotificationInput) => act(() => void store.dispatch(notify(input)));
}

const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('toast notifications', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('go after the default 3 seconds', () => {
    const show = renderToasts();
    show({ type: 'success', title: 'Warenkorb aktualisiert' });
    expect(screen.getByText('Warenkorb aktualisiert')).toBeInTheDocument();
    wait(DEFAULT_NOTIFICATION_DURATION_MS - 1);
    expect(screen.getByText('Warenkorb aktualisiert')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Warenkorb aktualisiert')).not.toBeInTheDocument();
  });

  it("with a 'Fehlercode' stay until the shopper closes them, so the code can be read and quoted", () => {
    const show = renderToasts();
    // However long a caller meant it to be shown: the code must not vanish while it is being read out.
    show({ type: 'error', title: 'Die Bestellung konnte nicht abgeschickt werden.', code: REQUEST_ID });
    show({ type: 'error', title: 'Formularfehler', code: REQUEST_ID, duration: 5000 });
    wait(10 * 60 * 1000);
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => within(alert).getByText(REQUEST_ID).closest('.error-code')?.textContent)).toEqual([
      `Fehlercode: ${REQUEST_ID}`,
      `Fehlercode: ${REQUEST_ID}`,
    ]);

    fireEvent.click(within(alerts[0]).getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByText('Die Bestellung konnte nicht abgeschickt werden.')).not.toBeInTheDocument();
    expect(screen.getByText('Formularfehler')).toBeInTheDocument();
  });
});
