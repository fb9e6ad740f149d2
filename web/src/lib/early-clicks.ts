import { EARLY_CLICKS } from "@common/page-data";

/** How long a held click waits for its button to be taken over before it is dropped. */
const WAIT_MS = 10_000;

/**
 * React marks every element it has taken over with its props (`__reactProps$…`); a page's route content is taken over
 * in its own pass after the shell's (it sits in a Suspense boundary), so a held button may still be bare HTML when the
 * app first commits. This is the one place that reads that mark; the browser tests click a served button in the header
 * and one in a route before the app loads, and would fail if it changed.
 */
function takenOver(el: Element): boolean {
  return Object.keys(el).some((k) => k.startsWith("__reactProps$"));
}

function whenTakenOver(el: Element, deadline: number): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      if (!el.isConnected) resolve(false);
      else if (takenOver(el)) resolve(true);
      else if (performance.now() > deadline) resolve(false);
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * Clicks again, in order, the buttons a visitor clicked before the app had taken the prerendered page over (the
 * paint-first loader held those clicks, decision 047), each once React handles it; a button that has left the page or
 * is not taken over within 10 s is dropped. Called once the app has committed its first render; does nothing on a
 * page without the loader, and a second call finds nothing held.
 */
export async function replayEarlyClicks(): Promise<void> {
  const take = (window as unknown as Record<string, unknown>)[EARLY_CLICKS];
  if (typeof take !== "function") return;
  const held = take() as HTMLElement[];
  const deadline = performance.now() + WAIT_MS;
  for (const button of held) if (await whenTakenOver(button, deadline)) button.click();
}
