import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while rendering on the server and during hydration, true once the page runs in the browser:
 * for what cannot render on the server (a canvas chart), for the `data-ready` flag tests wait on, and
 * for forms, which keep their submit button disabled until then so a click before the script arrives
 * cannot fall back to a native submit that would put the email in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
