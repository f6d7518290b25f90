import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'react-redux';
import { noStorage } from '../../support/no-storage';
import { createShopStore } from '../../../src/app/store';
import { startSessionPersistence } from '../../../src/app/session-persistence';
import { IconsPage } from '../../../src/features/utility/IconsPage';
import { StageBuilderPage } from '../../../src/features/utility/StageBuilderPage';
import { fetchIcon } from '../../../src/api/icons';

jest.mock('../../../src/api/icons', () => ({ fetchIcon: jest.fn() }));
const fetchIconMock = fetchIcon as jest.MockedFunction<typeof fetchIcon>;

describe('icon gallery', () => {
  it('shows the icons that load and only logs a warning for one that fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchIconMock.mockImplementation(async (name) =>
      name === 'tv'
        ? { ok: false, error: { status: 0, type: 'NetworkError', message: 'timeout of 1500ms exceeded' } }
        : {
            ok: true,
            data: `<svg xmlns="http://www.w3.org/2000/svg"><title>${name}</title><script>alert(1)</script></svg>`,
          },
    );
    const store = createShopStore({ storage: noStorage });
    // As in the app (src/main.tsx): the page appears once the session is restored and the sagas listen.
    await startSessionPersistence(store, { page: new EventTarget() });
    const { container } = render(
      <Provider store={store}>
        <IconsPage />
      </Provider>,
    );
    await waitFor(() => expect(container.querySelectorAll('[data-status="loaded"]').length).toBeGreaterThan(10));
    expect(container.querySelector('[data-status="failed"]')?.textContent).toBe('tv');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Icon tv konnte nicht geladen werden'));
    expect(container.querySelector('script')).toBeNull();
    warn.mockRestore();
  });
});

describe('stage builder', () => {
  it('shows the slide as it is typed', () => {
    // As in the app, inside the store's Provider (the page's event-log export reads the log through it).
    render(
      <Provider store={createShopStore()}>
        <MemoryRouter>
          <StageBuilderPage />
        </MemoryRouter>
      </Provider>,
    );
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: 'Herbstaktion' } });
    fireEvent.change(screen.getByLabelText('Button-Text'), { target: { value: 'Jetzt sichern' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Herbstaktion' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt sichern' })).toHaveAttribute('href', '/unterwegs');
  });
});
