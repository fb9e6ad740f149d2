import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useCreativeVersions } from "./use-creative-versions";

describe("useCreativeVersions", () => {
  it("moves only the switched size to the new version, and every size on any other change", async () => {
    const { result, rerender } = renderHook(({ version }) => useCreativeVersions(version), {
      initialProps: { version: "v0" },
    });
    let answer!: (v: { updatedAt: string }) => void;
    let saved!: Promise<unknown>;
    act(() => {
      saved = result.current.save("x_post", () => new Promise((resolve) => (answer = resolve)));
    });
    // The list shows the new concept before the save resolves: only the switched size moves.
    rerender({ version: "v1" });
    expect(result.current.of("x_post")).toBe("v1");
    expect(result.current.of("x_square")).toBe("v0");
    await act(async () => {
      answer({ updatedAt: "v1" });
      await saved;
    });
    expect(result.current.of("x_post")).toBe("v1");
    expect(result.current.of("x_square")).toBe("v0");
    // A text edited elsewhere: every picture may have changed.
    rerender({ version: "v2" });
    expect(result.current.of("x_post")).toBe("v2");
    expect(result.current.of("x_square")).toBe("v2");
  });

  it("forgets a switch that failed", async () => {
    const { result, rerender } = renderHook(({ version }) => useCreativeVersions(version), {
      initialProps: { version: "v0" },
    });
    await act(async () => {
      await result.current.save("x_post", () => Promise.reject(new Error("no"))).catch(() => {});
    });
    rerender({ version: "v1" });
    expect(result.current.of("x_square")).toBe("v1");
  });
});
