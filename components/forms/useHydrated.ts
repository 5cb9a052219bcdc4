import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs in the browser. Forms set
 * `data-hydrated` from it and keep their submit button disabled until then, so a click before the
 * script arrives cannot fall back to a native submit that would put the email in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
