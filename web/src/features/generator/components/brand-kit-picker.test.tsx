import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@web/test/render";
import { BrandKitPicker, NO_BRAND_KIT } from "./brand-kit-picker";

const kit = (id: number, name: string, lastUsedAt: string | null) => ({
  id,
  name,
  logoUrl: null,
  colors: { primary: "#1f2a44", accent: "#f97316", text: "#111827", background: "#f8f5f0" },
  fontPairing: "plex",
  voice: { tone: null, bannedWords: [], neverTranslate: [], hashtags: [], callToAction: null, website: null },
  lastUsedAt,
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:00:00.000Z",
});

afterEach(() => vi.unstubAllGlobals());

const picker = (data: unknown[]) => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ data })),
  );
  return renderWithProviders(
    <MemoryRouter>
      <form aria-label="brief">
        <BrandKitPicker />
      </form>
    </MemoryRouter>,
  );
};

describe("the generator's brand kit picker", () => {
  it("offers the kits in the server's order, the last used one chosen, and No brand kit", async () => {
    picker([kit(3, "Summer", "2026-12-10T10:00:00.000Z"), kit(5, "Winter", null)]);
    const select = (await screen.findByLabelText("Brand kit")) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ["3", "Summer"],
      ["5", "Winter"],
      [NO_BRAND_KIT, "No brand kit"],
    ]);
    expect(select).toHaveValue("3");
    expect(new FormData(screen.getByRole("form", { name: "brief" }) as HTMLFormElement).get("brandKitId")).toBe("3");
  });

  it("without a kit it sends none and points to /brand", async () => {
    picker([]);
    expect(await screen.findByRole("link", { name: "brand kit" })).toHaveAttribute("href", "/brand");
    expect(screen.queryByLabelText("Brand kit")).toBeNull();
  });
});
