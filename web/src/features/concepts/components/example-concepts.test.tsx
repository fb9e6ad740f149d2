import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@web/components/ui/toast";
import { renderWithProviders } from "@web/test/render";
import { makeConcept, PIXEL, stubFetch } from "../test-utils";
import { ExampleConcepts } from "./example-concepts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => resetToasts());
  for (const f of document.querySelectorAll("iframe")) f.remove();
});

const examples = [
  makeConcept({
    id: 101,
    userConceptNumber: 1,
    isExample: true,
    platforms: ["facebook", "pinterest", "linkedin", "reddit"],
  }),
  makeConcept({
    id: 102,
    userConceptNumber: 2,
    isExample: true,
    platforms: ["pinterest"],
    renditions: { pinterest: ["pinterest_pin"] },
  }),
];

function serve(fail = false) {
  return stubFetch((url) => {
    if (url.startsWith("/api/examples")) {
      if (fail) return new Response("boom", { status: 500 });
      const platform = new URL(url, "http://x").searchParams.get("platform");
      return Response.json(examples.filter((e) => !platform || e.platforms.includes(platform)));
    }
    if (/^\/api\/concepts\/\d+\/image/.test(url)) return Response.json({ dataUrl: PIXEL });
    return undefined;
  });
}

const cards = () => screen.queryAllByRole("article", { name: /^Concept #/ });

describe("visitor examples", () => {
  it("lists the examples with preview, share and download only", async () => {
    serve();
    renderWithProviders(<ExampleConcepts />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const card = cards()[0]!;
    expect(within(card).getByRole("button", { name: "Preview concept #001" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Share concept #001" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Download concept #001" })).toBeInTheDocument();
    expect(within(card).queryByRole("checkbox")).toBeNull();
    expect(within(card).queryByRole("button", { name: /^edit|^delete|generate assets|feature removed/i })).toBeNull();
    expect(screen.queryByRole("button", { name: "Select All" })).toBeNull();
    expect(within(card).getByText("+2 more")).toBeInTheDocument();
  });

  it("filters by platform through GET /api/examples?platform=", async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderWithProviders(<ExampleConcepts />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.selectOptions(screen.getByRole("combobox", { name: "Platform filter" }), "linkedin");
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain("/api/examples?platform=linkedin");
    expect(screen.getByText("Showing 1 to 1 of 1 results")).toBeInTheDocument();
  });

  it("says 'Failed to fetch examples' when the list cannot be read", async () => {
    serve(true);
    renderWithProviders(<ExampleConcepts />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch examples");
  });

  it("downloads an example straight from its path in a hidden frame", async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<ExampleConcepts />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(within(cards()[1]!).getByRole("button", { name: "Download concept #002" }));
    await waitFor(() =>
      expect(document.querySelector("iframe")?.getAttribute("src")).toBe("/api/concepts/102/download"),
    );
  });
});

describe("preview dialog", () => {
  it("has the four tabs, creatives first; a broken image shows 'Image Not Found'", async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<ExampleConcepts />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(within(cards()[0]!).getByRole("button", { name: "Preview concept #001" }));
    const dialog = await screen.findByRole("dialog", { name: examples[0]!.title_en });
    const tabs = within(dialog)
      .getAllByRole("tab")
      .map((t) => t.textContent);
    expect(tabs).toEqual(["Creatives", "Image Preview", "Basic Content", "AI-Generated Copy"]);

    await user.click(within(dialog).getByRole("tab", { name: "Image Preview" }));

    const sizes = within(dialog).getByRole("combobox", { name: "Image size" });
    expect(
      within(sizes)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Original photo",
      "Facebook · Feed 1200×628",
      "Facebook · Square 1080×1080",
      "Pinterest · Pin 1000×1500",
    ]);
    const img = await within(dialog).findByRole("img");
    fireEvent.error(img);
    expect(within(dialog).getByText("Image Not Found")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("tab", { name: "Basic Content" }));
    const basic = within(dialog).getByRole("tabpanel");
    expect(within(basic).getByText(examples[0]!.body_es)).toBeInTheDocument();
    expect(within(basic).getByText("Gift shoppers")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("tab", { name: "AI-Generated Copy" }));
    const ai = within(dialog).getByRole("tabpanel", { name: "AI-Generated Copy" });
    expect(within(ai).getByRole("article", { name: "Facebook · English" })).toHaveTextContent("FB title");
    expect(within(ai).queryByRole("article", { name: "Pinterest · Spanish" })).toBeNull();
    await user.click(within(ai).getByRole("tab", { name: "Español" }));
    expect(within(ai).getByRole("article", { name: "Pinterest · Spanish" })).toHaveTextContent("Pin título");
    expect(within(ai).getByText(/^Written by the ReachGen phrase library/)).toBeInTheDocument();

    // Escape closes it and focus goes back to the card's Preview button.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(cards()[0]!).getByRole("button", { name: "Preview concept #001" })).toHaveFocus();
  });
});

describe("share dialog", () => {
  it("opens each of the 7 networks in a 600x400 window", async () => {
    serve();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = userEvent.setup();
    renderWithProviders(<ExampleConcepts />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(within(cards()[0]!).getByRole("button", { name: "Share concept #001" }));
    const dialog = await screen.findByRole("dialog", { name: "Share this concept" });
    const names = within(within(dialog).getByRole("list", { name: "Share to a network" }))
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(names).toEqual(["X", "Facebook", "LinkedIn", "Reddit", "Pinterest", "WhatsApp", "Telegram"]);
    await user.click(within(dialog).getByRole("button", { name: /Share on LinkedIn/ }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining(encodeURIComponent("/s/example-page-000000101")),
      "reachgen-share",
      expect.stringMatching(/width=600,height=400/),
    );
    expect(within(dialog).queryByRole("button", { name: "More share options" })).toBeNull();
  });

  it("offers native share where the browser has it; a failure toasts, closing the sheet does not", async () => {
    serve();
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException("no", "NotAllowedError"))
      .mockRejectedValueOnce(new DOMException("closed", "AbortError"));
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    try {
      const user = userEvent.setup();
      renderWithProviders(<ExampleConcepts />);
      await waitFor(() => expect(cards()).toHaveLength(2));
      await user.click(within(cards()[0]!).getByRole("button", { name: "Share concept #001" }));
      const dialog = await screen.findByRole("dialog", { name: "Share this concept" });
      await user.click(within(dialog).getByRole("button", { name: "More share options" }));
      expect(await screen.findByText("Share failed")).toBeInTheDocument();
      expect(screen.getByText("Failed to open native share dialog")).toBeInTheDocument();
      act(() => resetToasts());
      await user.click(within(dialog).getByRole("button", { name: "More share options" }));
      expect(share).toHaveBeenCalledTimes(2);
      expect(share.mock.calls[0]![0]).toMatchObject({ url: expect.stringContaining("/s/example-page-000000101") });
      expect(screen.queryByText("Share failed")).toBeNull();
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });
});
