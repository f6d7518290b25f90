import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ErrorPage } from '../../../src/app/chrome/ErrorPage';

function renderError(status: number, extra: object = {}) {
  return render(
    <MemoryRouter>
      <ErrorPage error={{ status, ...extra }} />
    </MemoryRouter>,
  );
}

const userAgent = jest.spyOn(window.navigator, 'userAgent', 'get');
afterEach(() => userAgent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36'));

describe('error page (spec §2)', () => {
  it.each([
    [404, 'Seite nicht gefunden', 'Leider konnten wir die Seite nicht finden.', 'search'],
    [500, 'Serverfehler', 'unerwarteter Fehler', 'server'],
    [503, 'Dienst nicht verfügbar', 'nicht erreichbar', 'plug'],
    [403, 'Zugriff verweigert', 'keinen Zugriff', 'lock'],
    [400, 'Ungültige Anfrage', 'nicht verarbeitet', 'warning'],
  ])('shows title, message and icon for %i', (status, title, message, icon) => {
    const { container } = renderError(status);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(new RegExp(message))).toBeInTheDocument();
    expect(container.querySelector(`[data-icon="${icon}"]`)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('points a shopper who found nothing only to what the shop has: its navigation and the start page, no search', () => {
    renderError(404);
    const message = screen.getByText(/Leider konnten wir die Seite nicht finden\./).textContent ?? '';
    expect(message).toContain('Navigation');
    expect(message).not.toMatch(/Suche/);
  });

  it('shows the 500 variant for a status the spec does not handle', () => {
    const { container } = renderError(418);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Serverfehler');
    expect(container.querySelector('[data-icon="server"]')).not.toBeNull();
    expect(screen.getByText('Fehler 418')).toBeInTheDocument();
  });

  it('prefers the texts that come with the error', () => {
    renderError(401, { statusMessage: 'Authentifizierung fehlgeschlagen', message: 'Bitte versuchen Sie es erneut.' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Authentifizierung fehlgeschlagen');
    expect(screen.getByText('Bitte versuchen Sie es erneut.')).toBeInTheDocument();
  });

  it('never shows the error page to a crawler', () => {
    userAgent.mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    renderError(404);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Zurück zur Startseite' })).toBeNull();
  });

  it("shows the failed request's id as 'Fehlercode' beside the spec's texts, and none without one", () => {
    const { unmount } = renderError(500, { requestId: '6792c2f3-04f3-4c3a-82aa-a5e4457add5c' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Serverfehler');
    expect(screen.getByText('Fehlercode:')).toHaveTextContent('Fehlercode: 6792c2f3-04f3-4c3a-82aa-a5e4457add5c');
    unmount();
    renderError(500);
    expect(screen.queryByText(/Fehlercode/)).toBeNull();
  });
});
