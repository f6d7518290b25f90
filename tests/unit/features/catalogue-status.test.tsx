import { fireEvent, render, screen } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { resourceKey } from '../../../src/domain/catalogue-resources';
import { CatalogueStatus } from '../../../src/features/catalogue-data/CatalogueStatus';
import { catalogueActions, catalogueSlice, selectResource } from '../../../src/state/catalogue';

const resource = { kind: 'tariffs', category: 'magentamobil' } as const;
const unavailable = { status: 503, type: 'Http503', message: '' };

function renderStatus(error: typeof unavailable) {
  const store = configureStore({ reducer: { catalogue: catalogueSlice.reducer } });
  store.dispatch(catalogueActions.resourceRequested(resource));
  store.dispatch(catalogueActions.resourceFailed({ key: resourceKey(resource), error }));
  render(
    <Provider store={store}>
      <CatalogueStatus entry={{ status: 'failed', error }} resource={resource} />
    </Provider>,
  );
  return store;
}

describe('a catalogue read that failed after its retries', () => {
  it('says so and asks again only when the shopper presses “Erneut versuchen”', () => {
    const store = renderStatus(unavailable);
    expect(
      screen.getByText('Das Angebot konnte nicht geladen werden. Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(selectResource(resource)(store.getState())?.status).toBe('loading');
  });

  it('offers no retry for an offer that does not exist', () => {
    renderStatus({ status: 404, type: 'NotFoundException', message: '' });
    expect(screen.getByRole('alert')).toHaveTextContent('Dieses Angebot gibt es leider nicht (mehr).');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
