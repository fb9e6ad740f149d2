import { type ReactNode, Suspense } from "react";

/**
 * A part of a long prerendered page that the browser takes over on its own (decision 017). React hydrates what lies
 * inside a Suspense boundary after the rest of the page, one boundary at a time and in short slices, instead of in one
 * long task that blocks input. Nothing in it suspends; the boundary is only the seam.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
