import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAllNow, renderAllSoon, useNearViewport, useWholePageWhenAsked } from "./render-near";

/** An IntersectionObserver the test drives: `enter(el)` tells el's observer it is near the viewport. */
const observers = new Map<Element, IntersectionObserverCallback>();
class TestObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(el: Element) {
    observers.set(el, this.callback);
  }
  disconnect() {
    for (const [el, cb] of observers) if (cb === this.callback) observers.delete(el);
  }
}
const enter = (el: Element) =>
  act(() => observers.get(el)?.([{ isIntersecting: true, target: el } as IntersectionObserverEntry], {} as never));

function Part({ name }: { name: string }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} id={name} aria-label={name}>
      <h2>{name}</h2>
      {near ? <table aria-label={`table of ${name}`} /> : null}
    </section>
  );
}

const parts = ["one", "two", "three", "four", "five"];

/** A page of parts that answers find, print and anchors; unmounting it ends "everything". */
function Page() {
  useWholePageWhenAsked(true);
  return parts.map((p) => <Part key={p} name={p} />);
}

beforeEach(() => vi.stubGlobal("IntersectionObserver", TestObserver));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  observers.clear();
});

describe("useNearViewport", () => {
  it("renders a part's bulk once it nears the viewport, and only that part's", async () => {
    render(parts.map((p) => <Part key={p} name={p} />));
    expect(screen.getAllByRole("heading")).toHaveLength(5);
    expect(screen.queryAllByRole("table")).toHaveLength(0);
    enter(screen.getByRole("region", { name: "three" }));
    expect(screen.getAllByRole("table").map((t) => t.getAttribute("aria-label"))).toEqual(["table of three"]);
  });

  it("brings every waiting part on a find, a few per idle moment in page order, and all at once for print", () => {
    // Idle moments come when the test says so.
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (fn: () => void) => idle.push(fn));
    const nextIdleMoment = () => act(() => idle.shift()?.());
    const first = render(parts.map((p) => <Part key={p} name={p} />));
    enter(screen.getByRole("region", { name: "four" }));
    act(() => renderAllSoon());
    expect(screen.getAllByRole("table")).toHaveLength(1);
    nextIdleMoment();
    // Two more, the first two in page order.
    expect(screen.getAllByRole("table").map((t) => t.getAttribute("aria-label"))).toEqual([
      "table of one",
      "table of two",
      "table of four",
    ]);
    nextIdleMoment();
    expect(screen.getAllByRole("table")).toHaveLength(5);
    expect(idle).toHaveLength(0);
    first.unmount();

    render(<Page />);
    expect(screen.queryAllByRole("table")).toHaveLength(0);
    renderAllNow();
    expect(screen.getAllByRole("table")).toHaveLength(5);
  });

  it("on a jump to an anchor, a find or a page opened at an anchor, brings the whole page; a new page starts over", () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (fn: () => void) => idle.push(fn));
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.getAttribute("aria-label") ?? "");
    };
    const page = render(<Page />);
    expect(screen.queryAllByRole("table")).toHaveLength(0);
    act(() => {
      window.history.replaceState(null, "", "#three");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(screen.getAllByRole("table")).toHaveLength(5);
    expect(scrolled).toContain("three");
    page.unmount();

    // A page opened at an anchor: everything, and the anchor shown.
    scrolled.length = 0;
    document.body.innerHTML = "";
    render(<Page />);
    expect(screen.getAllByRole("table")).toHaveLength(5);
    expect(scrolled).toContain("three");
    window.history.replaceState(null, "", "/");
    cleanup();

    // A page opened without one starts with nothing far away; Ctrl+F brings it all in idle moments.
    render(<Page />);
    expect(screen.queryAllByRole("table")).toHaveLength(0);
    act(() => void window.dispatchEvent(new KeyboardEvent("keydown", { key: "f", ctrlKey: true })));
    while (idle.length) act(() => idle.shift()?.());
    expect(screen.getAllByRole("table")).toHaveLength(5);
  });

  it("takes a fragment that is not valid percent-encoding as it is, without breaking the page", () => {
    window.history.replaceState(null, "", "#%E0%A4%A");
    render(<Page />);
    expect(screen.getAllByRole("table")).toHaveLength(5);
    window.history.replaceState(null, "", "/");
  });

  it("renders everything where the browser has no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(parts.map((p) => <Part key={p} name={p} />));
    expect(screen.getAllByRole("table")).toHaveLength(5);
  });
});
