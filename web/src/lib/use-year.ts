import { useHydrated } from "./use-hydrated";

/**
 * This year, once the page is in the browser. A prerendered page was made on another day: it shows no year until it
 * is hydrated, so a page built in December still matches its HTML in January.
 */
export function useYear(): number | null {
  return useHydrated() ? new Date().getFullYear() : null;
}
