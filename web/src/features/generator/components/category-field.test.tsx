import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@web/test/render";
import { CategoryField } from "./category-field";

afterEach(() => vi.unstubAllGlobals());

/** GET /api/categories and POST /api/ai/detect-language as the server answers them for these briefs. */
function server() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith("/api/categories"))
      return Response.json({
        language: "en",
        total: 2,
        categories: [
          { id: "bakery", name: "Bakery", businessType: "Restaurant/Food Service", intent: "visit" },
          { id: "bike_repair", name: "Bike repair workshop", businessType: "Professional Services", intent: "book" },
        ],
      });
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    const bread = /bread/.test(body.productDescription ?? "");
    return Response.json({ language: "en", confident: true, category: bread ? "bakery" : null });
  });
  vi.stubGlobal("fetch", fetch);
}

describe("the generator's 'What you sell'", () => {
  it("shows the category read from the brief, and sends the one the user picks from the list", async () => {
    server();
    renderWithProviders(
      <form aria-label="brief">
        <textarea name="productDescription" aria-label="Product description" />
        <CategoryField />
      </form>,
    );
    const form = screen.getByRole("form", { name: "brief" }) as HTMLFormElement;
    fireEvent.input(screen.getByLabelText("Product description"), {
      target: { value: "Sourdough bread every morning" },
    });
    expect(await screen.findByText("Bakery", { selector: "strong" }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("We read it as Bakery");
    // Read, not chosen: the form sends no category and the server makes the same reading.
    expect(new FormData(form).get("category")).toBe("");

    const search = screen.getByLabelText("What you sell");
    fireEvent.change(search, { target: { value: "bike repair workshop" } });
    expect(screen.getByRole("status")).toHaveTextContent("The copy names it as Bike repair workshop, as you chose");
    expect(new FormData(form).get("category")).toBe("bike_repair");

    fireEvent.change(search, { target: { value: "spaceships" } });
    expect(screen.getByRole("status")).toHaveTextContent("Pick one of the list");
    expect(search).toHaveAttribute("aria-invalid", "true");
    expect(new FormData(form).get("category")).toBe("");
  });
});
