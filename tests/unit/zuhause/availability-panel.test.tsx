import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { Provider } from 'react-redux';
import { noStorage } from '../../support/no-storage';
import { createShopStore } from '../../../src/app/store';
import { startSessionPersistence } from '../../../src/app/session-persistence';
import { http } from '../../../src/api/http';
import { clearSessionCookies } from '../../../src/api/cookies';
import { AvailabilityPanel } from '../../../src/features/availability/AvailabilityPanel';
import { READ_ATTEMPTS } from '../../../src/domain/read-retry';
import { FORM_LOAD_FAILED } from '../../../src/components/LoadFailed';
import { AVAILABILITY_CHECK_SCHEMA } from '../../../server/forms/availability-check';

const originalAdapter = http.defaults.adapter;

/** The API as the panel meets it: sessions work, the form schema fails until `schemaWorks`. */
function fakeApi() {
  const api = { schemaRequests: 0, schemaWorks: false };
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const ok = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config });
    if (config.url === '/auth/create-session') return ok({ token: 'neu', expires_at: Date.now() + 86_400_000 });
    if (config.url?.endsWith('/form-schemas')) {
      api.schemaRequests += 1;
      if (api.schemaWorks) return ok(AVAILABILITY_CHECK_SCHEMA);
    }
    throw new AxiosError(
      'Request failed with status code 503',
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      { data: {}, status: 503, statusText: '', headers: {}, config },
    );
  };
  return api;
}

beforeAll(() => {
  // jsdom lays nothing out; the panel scrolls itself into view when opened from the URL.
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  clearSessionCookies();
});

describe('the availability panel when its form cannot be fetched', () => {
  it('asks a bounded number of times, shows one notice, and asks again only on “Erneut versuchen”', async () => {
    const api = fakeApi();
    const store = createShopStore({ storage: noStorage });
    // The sagas start once the persisted state is back, as in the app (src/main.tsx renders after it).
    await startSessionPersistence(store, { page: new EventTarget() });
    render(
      <Provider store={store}>
        <AvailabilityPanel open />
      </Provider>,
    );
    await screen.findByText(FORM_LOAD_FAILED, {}, { timeout: 10_000 });
    // Let React run the effects of the failed state: the old panel asked again right here.
    await act(async () => undefined);
    expect(api.schemaRequests).toBe(READ_ATTEMPTS);
    expect(store.getState().notifications.filter((n) => n.title === 'Formularfehler')).toHaveLength(1);

    api.schemaWorks = true;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(store.getState().availability.schema).not.toBeNull());
    expect(api.schemaRequests).toBe(READ_ATTEMPTS + 1);
  });
});
