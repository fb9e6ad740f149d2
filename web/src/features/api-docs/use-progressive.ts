import { useEffect, useState } from "react";

const linkedInto = () => typeof window !== "undefined" && window.location.hash.length > 1;

/**
 * How many of `total` long items to show: a few at once, then `step` more whenever the browser is idle, until all are
 * there. The full reference is thousands of elements; in one commit it blocks a phone's main thread for about a second
 * (issue 15's speed budget), in slices it never does. A page opened on an anchor, or a jump to one, shows everything
 * at once so the anchor's target exists.
 */
export function useProgressive(total: number, step = 2): number {
  const [shown, setShown] = useState(() => (linkedInto() ? total : Math.min(step, total)));
  useEffect(() => {
    const all = () => setShown(total);
    window.addEventListener("hashchange", all);
    return () => window.removeEventListener("hashchange", all);
  }, [total]);
  useEffect(() => {
    if (shown >= total) return;
    // A plain update, not a transition: each slice is small, and a stream of transitions would keep lower-priority
    // work (a lazy toast appearing) waiting until the last slice.
    const more = () => setShown((n) => Math.min(total, n + step));
    // Safari has no requestIdleCallback: a macrotask still lets the browser paint and take input in between.
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(more, { timeout: 250 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(more, 0);
    return () => clearTimeout(id);
  }, [shown, total, step]);
  return shown;
}
