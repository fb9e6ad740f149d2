import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom does not implement scrolling; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};
// Nor pointer capture, which Radix (toast swipe, select) calls on pointer events that user-event dispatches.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
// Nor ResizeObserver, which recharts' responsive charts, Radix ScrollArea and popper-positioned tooltips ask for.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Pages are lazy chunks (decision 015): the first visit to one in a test run transforms its module first, which on a
// busy machine can take longer than findBy's default second.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.classList.remove("dark");
});
