import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while a prerendered page is rendered on the build machine and while the browser hydrates it; true in every
 * other render. What only the browser knows (the stored session, the chosen theme, the page's origin) waits for it,
 * so the first client render matches the HTML it takes over, then updates at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
