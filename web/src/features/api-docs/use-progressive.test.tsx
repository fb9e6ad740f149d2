import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useProgressive } from "./use-progressive";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("useProgressive", () => {
  it("starts with a few items and grows to all of them, step by step", async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const n = useProgressive(7, 2);
      seen.push(n);
      return n;
    });
    expect(seen[0]).toBe(2);
    await waitFor(() => expect(result.current).toBe(7));
    expect([...new Set(seen)]).toEqual([2, 4, 6, 7]);
  });

  it("shows everything at once on a page opened at an anchor, and on a jump to one", () => {
    window.history.replaceState(null, "", "/api-docs#createConcept");
    expect(renderHook(() => useProgressive(40, 2)).result.current).toBe(40);
    window.history.replaceState(null, "", "/api-docs");
    const { result } = renderHook(() => useProgressive(400, 1));
    expect(result.current).toBe(1);
    expect(result.current).toBeLessThan(10);
    act(() => void window.dispatchEvent(new HashChangeEvent("hashchange")));
    expect(result.current).toBe(400);
  });
});
