import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOT_ATTR, bootData, EARLY_CLICKS, PAINT_FIRST_LOADER, paintFirst } from "@common/page-data";

// What Vite writes into index.html for the app's scripts (the shape `paintFirst` takes apart).
const built = `<!doctype html><html><head><title>ReachGen</title>
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-B2.js">
<link rel="modulepreload" crossorigin href="/assets/jsx-C3.js">
</head><body><div id="root"></div></body></html>`;

describe("paint first, then boot (decision 047)", () => {
  it("the CSP allows the loader by its SHA-256", () => {
    const headers = readFileSync(resolve(process.cwd(), "web/public/_headers"), "utf8");
    const hash = createHash("sha256").update(PAINT_FIRST_LOADER).digest("base64");
    expect(headers).toMatch(new RegExp(`script-src 'self'[^;]* 'sha256-${hash.replace(/[+/]/g, "\\$&")}'[ ;]`));
  });

  it("a built page names its scripts as data, in their order, and carries the loader at the end of its body", () => {
    const html = paintFirst(built);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain(
      `<div id="root"></div><script type="application/json" data-boot="preload">["/assets/runtime-B2.js","/assets/jsx-C3.js"]</script><script type="application/json" data-boot="module">["/assets/index-A1.js"]</script><script>${PAINT_FIRST_LOADER}</script></body>`,
    );
    expect(() => paintFirst("<html><body></body></html>")).toThrow(/no module script/);
  });

  it("a script name cannot end its data block", () => {
    expect(bootData("preload", ["/a</script><script>alert(1)</script>.js"])).toBe(
      '<script type="application/json" data-boot="preload">["/a\\u003c/script>\\u003cscript>alert(1)\\u003c/script>.js"]</script>',
    );
    expect(bootData("module", [])).toBe("");
  });

  describe("the loader", () => {
    let visibility: DocumentVisibilityState = "visible";
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
      // The head's data (a route's scripts, as the Worker writes them) comes before the body's.
      document.head.innerHTML = bootData("preload", ["/assets/brand-D4.js"]);
      document.body.innerHTML = `<div id="root"><h1>Brand Kit</h1></div>${bootData("preload", ["/assets/runtime-B2.js"])}${bootData("module", ["/assets/index-A1.js"])}`;
    });
    afterEach(() => {
      // The test's loader stops holding clicks (its listeners are on the one document every test shares).
      (window as unknown as Record<string, () => unknown>)[EARLY_CLICKS]?.();
      vi.useRealTimers();
      visibility = "visible";
    });
    const run = () => new Function(PAINT_FIRST_LOADER)();
    const added = () =>
      [...document.head.children]
        .filter((e) => !e.hasAttribute(BOOT_ATTR))
        .map((e) =>
          e instanceof HTMLScriptElement
            ? `script ${e.type} ${e.getAttribute("src")}`
            : `link ${e.getAttribute("rel")} ${e.getAttribute("href")}`,
        );

    it("in a visible page without paint timing, loads nothing before the page has had two frames", () => {
      run();
      expect(added()).toEqual([]);
      vi.advanceTimersToNextFrame();
      expect(added()).toEqual([]);
      vi.advanceTimersToNextFrame();
      expect(added()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(added()).toEqual([
        "link modulepreload /assets/brand-D4.js",
        "link modulepreload /assets/runtime-B2.js",
        "script module /assets/index-A1.js",
      ]);
      // Once only: the 2-second backstop finds the app already loading.
      vi.advanceTimersByTime(2000);
      expect(added()).toHaveLength(3);
    });

    it("in a tab that is not visible (it paints nothing until shown), loads at once", () => {
      visibility = "hidden";
      run();
      expect(added()).toEqual([
        "link modulepreload /assets/brand-D4.js",
        "link modulepreload /assets/runtime-B2.js",
        "script module /assets/index-A1.js",
      ]);
    });

    it("loads after 2 s whatever happens", () => {
      vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
      run();
      vi.advanceTimersByTime(1999);
      expect(added()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(added()).toHaveLength(3);
    });
    it("loads at once on the visitor's first press of a pointer or a key, before the page has painted", () => {
      run();
      document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
      expect(added()).toHaveLength(3);
      document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
      expect(added()).toHaveLength(3);
    });

    it("holds a click on a served button until the app takes it, once per button, and leaves links alone", () => {
      document.body.insertAdjacentHTML(
        "beforeend",
        '<form><input name="email"><button type="submit"><span>Subscribe</span></button></form><button id="theme">Switch</button><a href="#top">Top</a>',
      );
      const seen: string[] = [];
      const note = (e: Event) => seen.push(`${e.type} ${(e.target as Element).textContent}`);
      document.addEventListener("click", note);
      document.addEventListener("submit", note);
      run();
      const subscribe = document.querySelector("form span") as HTMLElement;
      const theme = document.getElementById("theme") as HTMLButtonElement;
      const click = (el: HTMLElement) => {
        const e = new MouseEvent("click", { bubbles: true, cancelable: true });
        el.dispatchEvent(e);
        return e.defaultPrevented;
      };
      // Held: nothing else sees the clicks, the form is not sent, and the app's scripts are asked for at once.
      expect(click(subscribe)).toBe(true);
      expect(click(theme)).toBe(true);
      expect(click(theme)).toBe(true);
      expect(seen).toEqual([]);
      expect(added()).toHaveLength(3);
      // A link is a link: it goes on to navigate.
      expect(click(document.querySelector("a") as HTMLElement)).toBe(false);
      expect(seen).toEqual(["click Top"]);
      // The app takes the held buttons, each once, in order; from then on clicks go through.
      const take = (window as unknown as Record<string, () => Element[]>)[EARLY_CLICKS] as () => Element[];
      expect(take().map((b) => b.textContent)).toEqual(["Subscribe", "Switch"]);
      expect(take()).toEqual([]);
      expect(click(theme)).toBe(false);
      expect(seen).toEqual(["click Top", "click Switch"]);
      document.removeEventListener("click", note);
      document.removeEventListener("submit", note);
    });
  });
});
