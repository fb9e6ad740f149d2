import { lazy, Suspense, useState } from "react";
import { useToast } from "./toast-store";

export { resetToasts, TOAST_REMOVE_DELAY, toast, useToast } from "./toast-store";

const RadixToaster = lazy(() => import("./toaster"));

/**
 * Where toasts appear. The toast UI (Radix) loads with the first toast, so a page that never toasts, such as most
 * visits to the landing page, does not load it (decision 016).
 */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  ) : null;
}
