import { type RefObject, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

/**
 * Parts of a long page that render their bulk only as the reader nears them (decision 017). The API reference is
 * thousands of elements; laid out at once it blocks a phone's main thread for over a second, so the page and its HTML
 * carry every card's heading, and each card's tables come when it is within `margin` of the screen.
 *
 * Nothing stays out of reach: a find (Ctrl/Cmd+F) brings the rest in idle moments, a few parts at a time; printing and
 * a jump to an anchor bring it all at once, so nothing moves the target. Where there is no IntersectionObserver
 * (tests, old browsers) everything renders.
 */
const waiting = new Set<() => void>();
let filling = false;
/** Set once the page is asked for everything: parts that mount later (still hydrating) render their bulk at once. */
let everything = false;

const idle = (fn: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(fn, { timeout: 200 }) : setTimeout(fn, 0);

function fillNext() {
  // Two parts per idle moment, in page order (the order they mounted in).
  for (const show of [...waiting].slice(0, 2)) {
    waiting.delete(show);
    show();
  }
  if (waiting.size > 0) idle(fillNext);
  else filling = false;
}

/** Renders every waiting part, a few per idle moment (a reader about to search the page). */
export function renderAllSoon(): void {
  if (filling || waiting.size === 0) return;
  filling = true;
  idle(fillNext);
}

/** Renders every part from now on; with `sync`, the waiting ones before returning (the page is about to print). */
export function renderAll({ sync }: { sync: boolean }): void {
  everything = true;
  const showAll = () => {
    for (const show of waiting) show();
  };
  if (sync) flushSync(showAll);
  else showAll();
  waiting.clear();
}

/** Renders every waiting part before returning (the page is about to be printed, or jump to an anchor). */
export const renderAllNow = () => renderAll({ sync: true });

/**
 * Whether a part's bulk should render: false in the prerendered HTML and on the first render in the browser (so
 * hydration matches), true once the element is within `margin` of the viewport or a find or print asks for everything.
 */
export function useNearViewport<T extends Element>(margin = "1200px 0px"): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const show = () => setNear(true);
    if (everything || typeof IntersectionObserver === "undefined") {
      show();
      return;
    }
    waiting.add(show);
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: margin,
    });
    seen.observe(el);
    return () => {
      seen.disconnect();
      waiting.delete(show);
    };
  }, [near, margin]);
  return [ref, near];
}

/**
 * Keeps an anchor's target at the top while the page above it is still growing (parts rendering, the rest hydrating),
 * until the reader scrolls, types or taps, or four seconds pass. Returns what stops it.
 */
function holdInView(id: string): () => void {
  const target = document.getElementById(id);
  if (!target) return () => {};
  const show = () => target.scrollIntoView?.();
  show();
  if (typeof ResizeObserver === "undefined") return () => {};
  const growing = new ResizeObserver(show);
  growing.observe(document.body);
  const inputs = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const stop = () => {
    growing.disconnect();
    clearTimeout(timer);
    for (const type of inputs) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, 4000);
  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/** The id the address's fragment names ("" for none); a fragment that is not valid percent-encoding is taken as is. */
function targetOfHash(): string {
  const raw = window.location.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * On a page with such parts, once its content is `ready`: a find brings the rest in; printing brings it all first; a
 * page opened at an anchor, or a jump to one, brings it all and then shows the anchor.
 */
export function useWholePageWhenAsked(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "f") renderAllSoon();
    };
    let release = () => {};
    const onJump = () => {
      const id = targetOfHash();
      if (!id) return;
      renderAllNow();
      release();
      release = holdInView(id);
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("beforeprint", renderAllNow);
    window.addEventListener("hashchange", onJump);
    const opened = targetOfHash();
    if (opened) {
      renderAll({ sync: false });
      release = holdInView(opened);
    }
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("beforeprint", renderAllNow);
      window.removeEventListener("hashchange", onJump);
      release();
      everything = false;
    };
  }, [ready]);
}
