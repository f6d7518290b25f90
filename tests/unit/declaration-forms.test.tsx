import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { CancellationPage } from '../../src/features/declarations/CancellationPage';
import { WithdrawalPage } from '../../src/features/declarations/WithdrawalPage';
import { declarationsActions, declarationsSlice } from '../../src/state/declarations';
import { REQUIRED_MESSAGE } from '../../src/domain/validation/messages';

beforeAll(() => {
  // jsdom lays nothing out; the error summary scrolls itself into view.
  Element.prototype.scrollIntoView = jest.fn();
});

/** The page with the store it files into; `requested` lists the declarations it asked to file. */
function renderPage(page: React.ReactNode) {
  const requested: unknown[] = [];
  const recordRequests: Middleware = () => (next) => (action) => {
    if (declarationsActions.submitRequested.match(action)) requested.push(action.payload.declaration);
    return next(action);
  };
  const store = configureStore({
    reducer: { declarations: declarationsSlice.reducer },
    middleware: (getDefault) => getDefault().concat(recordRequests),
  });
  render(
    <Provider store={store}>
      <MemoryRouter>{page}</MemoryRouter>
    </Provider>,
  );
  return { store, requested };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const summaryLinks = () =>
  within(screen.getByTestId('error-summary'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the declaration forms (final-form, the shop’s field renderer and error summary)', () => {
  it('files no cancellation with missing fields: the summary names them and takes focus, its links lead to the fields, and each message goes once its field is edited', () => {
    const { requested } = renderPage(<CancellationPage />);
    type('Vor- und Nachname', 'Erika Mustermann');
    fireEvent.click(screen.getByRole('button', { name: 'jetzt kündigen' }));
    expect(requested).toEqual([]);
    expect(summaryLinks()).toEqual([
      'Anschrift: Bitte geben Sie Ihre Anschrift oder Ihre Kundennummer an.',
      `E-Mail-Adresse: ${REQUIRED_MESSAGE}`,
      `Auftragsnummer: ${REQUIRED_MESSAGE}`,
    ]);
    expect(screen.getByTestId('error-summary')).toHaveFocus();
    fireEvent.click(within(screen.getByTestId('error-summary')).getByRole('link', { name: /^Anschrift/ }));
    expect(screen.getByLabelText('Anschrift')).toHaveFocus();
    const email = screen.getByLabelText('E-Mail-Adresse', { exact: false });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    type('E-Mail-Adresse', 'erika@example.de');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(summaryLinks()).toHaveLength(2);
  });

  it('files a complete cancellation, and shows the server’s refusal of a field until it is edited', () => {
    const { store, requested } = renderPage(<CancellationPage />);
    type('Vor- und Nachname', ' Erika Mustermann ');
    type('Anschrift', 'Heidestraße 17, 51147 Köln');
    type('E-Mail-Adresse', 'erika@example.de');
    type('Auftragsnummer', 'MA-2025-104711');
    fireEvent.click(screen.getByRole('button', { name: 'jetzt kündigen' }));
    expect(requested).toEqual([
      {
        cancellation_type: 'ordinary',
        name: 'Erika Mustermann',
        email: 'erika@example.de',
        order_number: 'MA-2025-104711',
        address: 'Heidestraße 17, 51147 Köln',
        end_date_choice: 'earliest',
      },
    ]);
    act(() => {
      store.dispatch(
        declarationsActions.submitFailed({
          kind: 'cancellation',
          fieldErrors: { order_number: 'Diese Auftragsnummer kennen wir nicht.' },
        }),
      );
    });
    const orderNumber = screen.getByLabelText('Auftragsnummer', { exact: false });
    expect(orderNumber).toHaveAttribute('aria-invalid', 'true');
    expect(summaryLinks()).toEqual(['Auftragsnummer: Diese Auftragsnummer kennen wir nicht.']);
    expect(screen.getByTestId('error-summary')).toHaveFocus();
    type('Auftragsnummer', 'MA-2025-104712');
    expect(orderNumber).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();
  });

  it('checks a withdrawal in step 1 and files it only when confirmed in step 2', () => {
    const { requested } = renderPage(<WithdrawalPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(summaryLinks()).toEqual([
      `Vor- und Nachname: ${REQUIRED_MESSAGE}`,
      `E-Mail-Adresse: ${REQUIRED_MESSAGE}`,
      `Auftragsnummer: ${REQUIRED_MESSAGE}`,
    ]);
    expect(screen.getByTestId('error-summary')).toHaveFocus();
    type('Vor- und Nachname', 'Max Mustermann');
    type('E-Mail-Adresse', 'max@example.de');
    type('Auftragsnummer', 'MA-2025-200042');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(requested).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Schritt 2 von 2: Widerruf bestätigen' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }));
    expect(requested).toEqual([{ name: 'Max Mustermann', email: 'max@example.de', order_number: 'MA-2025-200042' }]);
  });
});
