import { describe, expect, it, vi } from "vitest";
import { isShareAbort, openShareWindow, shareTargets } from "./share";

describe("share targets", () => {
  it("lists the seven networks in order, each carrying the encoded URL", () => {
    const targets = shareTargets("https://reachgen.example/?a=1&b=2", "A title", "Some text");
    expect(targets.map((t) => t.name)).toEqual([
      "X",
      "Facebook",
      "LinkedIn",
      "Reddit",
      "Pinterest",
      "WhatsApp",
      "Telegram",
    ]);
    for (const t of targets) {
      expect(t.href.startsWith("https://")).toBe(true);
      expect(t.href).toContain(encodeURIComponent("https://reachgen.example/?a=1&b=2"));
    }
  });

  it("opens a 600x400 window", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    openShareWindow("https://www.facebook.com/sharer/sharer.php?u=x");
    expect(open).toHaveBeenCalledWith(
      "https://www.facebook.com/sharer/sharer.php?u=x",
      "reachgen-share",
      expect.stringMatching(/width=600,height=400/),
    );
    open.mockRestore();
  });

  it("treats a closed share sheet as no failure", () => {
    expect(isShareAbort(new DOMException("cancelled", "AbortError"))).toBe(true);
    expect(isShareAbort(new DOMException("denied", "NotAllowedError"))).toBe(false);
    expect(isShareAbort(new Error("boom"))).toBe(false);
  });
});
