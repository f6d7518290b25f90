import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while rendering on the server (the prerendered start page) and while hydrating that markup,
 * true from the first render after it. For parts that depend on what only the browser knows.
 */
export const useIsClient = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
