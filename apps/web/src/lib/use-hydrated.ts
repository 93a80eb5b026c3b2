import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while the server renders and while the page hydrates; true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
