import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates the prerendered HTML (and on the server), true afterwards and on
 * every client-side render. Reading the URL only when this is true keeps the first client
 * render identical to the HTML, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
