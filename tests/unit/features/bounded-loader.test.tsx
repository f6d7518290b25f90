import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { BoundedLoader, InlineLoader } from '../../../src/features/loading/BoundedLoader';
import { LOADING_BOUND_MS, LOADING_TOO_LONG } from '../../../src/features/loading/useLoadingBound';
import { loadingRetried, loadingTimedOut } from '../../../src/state/loading';

/** A store that only records what is dispatched: the event log sees the same actions. */
function recordingStore() {
  const seen: UnknownAction[] = [];
  const store = configureStore({ reducer: (state: null = null, action: UnknownAction) => (seen.push(action), state) });
  return { store, seen: () => seen.filter((action) => action.type.startsWith('loading/')) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('no endless loader', () => {
  it('shows “Wird geladen..” until its bound, then why and a working “Erneut versuchen”, and records both', () => {
    const { store, seen } = recordingStore();
    const onRetry = jest.fn();
    render(
      <Provider store={store}>
        <BoundedLoader where="checkout" onRetry={onRetry} />
      </Provider>,
    );
    act(() => jest.advanceTimersByTime(LOADING_BOUND_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen..');
    expect(screen.queryByRole('button')).toBeNull();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_TOO_LONG);
    expect(seen()).toEqual([loadingTimedOut({ where: 'checkout', afterMs: LOADING_BOUND_MS })]);

    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen..');
    expect(seen()).toEqual([
      loadingTimedOut({ where: 'checkout', afterMs: LOADING_BOUND_MS }),
      loadingRetried({ where: 'checkout' }),
    ]);
    // The bound starts anew with the new try.
    act(() => jest.advanceTimersByTime(LOADING_BOUND_MS));
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_TOO_LONG);
  });

  it('bounds an inline loader the same way, and says nothing once the content is there', () => {
    const { store, seen } = recordingStore();
    const { rerender } = render(
      <Provider store={store}>
        <InlineLoader where="catalogue" onRetry={() => undefined} />
      </Provider>,
    );
    act(() => jest.advanceTimersByTime(LOADING_BOUND_MS));
    expect(screen.getByText(LOADING_TOO_LONG)).toBeInTheDocument();
    rerender(
      <Provider store={store}>
        <p>Tarife</p>
      </Provider>,
    );
    act(() => jest.advanceTimersByTime(LOADING_BOUND_MS));
    expect(seen()).toHaveLength(1);
  });
});
