/** Sagas navigate through this, bound to the router's navigate once the app renders (src/app/NavigatorBinding.tsx) (and to a fake in tests). */
type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function bindNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  void navigateImpl(to, options);
}

/** The address now: it changes the moment the shopper asks for a navigation, before the next page shows. */
export const addressNow = (): string => window.location.pathname;

/**
 * Whether the shopper went elsewhere since `from`. The shop's own navigation answers an outcome of
 * what the shopper did at `from` (a step saved, an order that could not start); a navigation the
 * shopper asked for meanwhile wins over it.
 */
export const shopperLeft = (from: string): boolean => addressNow() !== from;
