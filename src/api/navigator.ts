/** Sagas navigate through this, bound to the router's navigate once the app renders (src/app/NavigatorBinding.tsx) (and to a fake in tests). */
type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function bindNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  void navigateImpl(to, options);
}
