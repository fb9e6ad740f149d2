import type { ReactNode } from "react";
import { useHydrated } from "@web/lib/use-hydrated";

/**
 * A data-backed part of a public page while its data loads (issue 29). The Worker writes, per request, what the part
 * holds into the `<noscript data-fill>` (the plan cards, the example concepts), which the browser shows only when
 * scripts are off; `loading` (a skeleton) is drawn only once scripts run, so a visitor without them sees the content,
 * not empty boxes, and React never reads the noscript's content.
 */
export function NoScriptFill({ name, loading }: { name: "plans" | "examples"; loading: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <>
      <noscript data-fill={name} />
      {hydrated ? loading : null}
    </>
  );
}
