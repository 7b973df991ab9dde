import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates server-rendered HTML, true after: what depends on the
 * visitor (who is signed in, the theme they chose) renders the server's shape first and fills in right after,
 * so hydration finds the same markup. Pages the browser renders itself see true from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
