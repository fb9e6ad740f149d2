import { afterEach, describe, expect, it } from "vitest";
import { EARLY_CLICKS } from "@common/page-data";
import { replayEarlyClicks } from "./early-clicks";

const slot = window as unknown as Record<string, unknown>;
const frame = () => new Promise((r) => requestAnimationFrame(r));

describe("the clicks held before the app took the page over", () => {
  afterEach(() => {
    delete slot[EARLY_CLICKS];
    document.body.innerHTML = "";
  });

  it("are clicked again, in order, each once React has taken its button over; a button gone from the page is dropped", async () => {
    document.body.innerHTML =
      '<button id="share">Share</button><button id="theme">Theme</button><button id="gone">Gone</button>';
    const button = (id: string) => document.getElementById(id) as HTMLElement;
    const [share, theme, gone] = [button("share"), button("theme"), button("gone")];
    const clicked: string[] = [];
    for (const b of [share, theme, gone]) b.addEventListener("click", () => clicked.push(b.id));
    let held = [share, theme, gone];
    slot[EARLY_CLICKS] = () => {
      const out = held;
      held = [];
      return out;
    };
    // The header's button is taken over with the app's first commit; the route's comes a pass later.
    Object.assign(theme, { __reactProps$x1: {} });
    gone.remove();
    const replay = replayEarlyClicks();
    await frame();
    await frame();
    expect(clicked).toEqual([]);
    Object.assign(share, { __reactProps$x1: {} });
    await replay;
    expect(clicked).toEqual(["share", "theme"]);
    // A second call finds nothing held.
    await replayEarlyClicks();
    expect(clicked).toEqual(["share", "theme"]);
  });

  it("do nothing on a page the loader did not serve", async () => {
    await expect(replayEarlyClicks()).resolves.toBeUndefined();
  });
});
