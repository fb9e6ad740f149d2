import { type ComponentType, type LazyExoticComponent, lazy, memo, Suspense, useEffect, useRef } from "react";

/** A part of a page whose code waits for a signal before it loads. */
export interface DeferredPart {
  Part: LazyExoticComponent<ComponentType>;
  /** Lets the code load (once; later calls do nothing). */
  release: () => void;
}

/**
 * Declares, at module level, a part of a page whose code loads only when the visitor scrolls near it (decision 016).
 * On the build machine (the prerender) it loads at once, so the part is in the page's HTML.
 */
export function deferredPart(load: () => Promise<{ default: ComponentType }>): DeferredPart {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  if (typeof window === "undefined" || !("IntersectionObserver" in window)) release();
  return { Part: lazy(() => gate.then(load)), release };
}

/**
 * Shows a deferred part. A prerendered page shows the part's HTML at once; React leaves that HTML as it is (links
 * work, nothing moves) and makes it interactive when the code arrives, which happens as the part comes within
 * `margin` of the screen. Until then neither its code nor what it fetches is loaded. Memoised: a parent that renders
 * again (as a hydrated page does once) must not disturb the part while its code is away, or React would drop the
 * served HTML for the fallback.
 */
export const Deferred = memo(function Deferred({
  part,
  margin = "800px 0px",
}: {
  part: DeferredPart;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !("IntersectionObserver" in window)) return;
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        part.release();
        seen.disconnect();
      },
      { rootMargin: margin },
    );
    seen.observe(el);
    // Reaching into the part some other way (a jump link, a tab into its form) also brings its code at once.
    el.addEventListener("focusin", part.release);
    el.addEventListener("pointerdown", part.release);
    return () => {
      seen.disconnect();
      el.removeEventListener("focusin", part.release);
      el.removeEventListener("pointerdown", part.release);
    };
  }, [part, margin]);
  return (
    <div ref={ref}>
      {/* Seen only when the page is opened in the app, not prerendered: a tall block, so what follows stays put. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <part.Part />
      </Suspense>
    </div>
  );
});
