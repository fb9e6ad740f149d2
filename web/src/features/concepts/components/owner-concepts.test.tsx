import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_STORAGE_KEY } from "@common/paths";
import { resetToasts } from "@web/components/ui/toast";
import { renderWithProviders } from "@web/test/render";
import { callsTo, envelope, makeConcept, PIXEL, stubFetch } from "../test-utils";
import { OwnerConcepts } from "./owner-concepts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => resetToasts());
});

let concepts = [makeConcept({ id: 1 }), makeConcept({ id: 2, title_en: "Ridge socks" }), makeConcept({ id: 3 })];

function serve(overrides: { concepts?: () => Response; del?: (id: number) => Response } = {}) {
  return stubFetch((url, init) => {
    const path = url.split("?")[0]!;
    const method = init.method ?? "GET";
    if (path === "/api/concepts" && method === "GET") return overrides.concepts?.() ?? Response.json(concepts);
    if (path === "/api/stats")
      return Response.json({ total: concepts.length, platforms: 2, assets: 3 * concepts.length, languages: 2 });
    if (/^\/api\/concepts\/\d+\/image$/.test(path)) return Response.json({ dataUrl: PIXEL });
    const share = /^\/api\/concepts\/(\d+)\/share$/.exec(path);
    if (share) {
      const id = Number(share[1]);
      const sharePath = method === "POST" ? `/s/public-page-of-concept-${id}` : null;
      concepts = concepts.map((c) => (c.id === id ? { ...c, sharePath } : c));
      return method === "POST"
        ? Response.json({ sharePath, createdAt: new Date().toISOString() }, { status: 201 })
        : new Response(null, { status: 204 });
    }
    const del = /^\/api\/concepts\/(\d+)$/.exec(path);
    if (del && method === "DELETE") return overrides.del?.(Number(del[1])) ?? new Response(null, { status: 204 });
    return undefined;
  });
}

const cards = () => screen.queryAllByRole("article", { name: /^Concept #/ });

beforeEach(() => {
  concepts = [makeConcept({ id: 1 }), makeConcept({ id: 2, title_en: "Ridge socks" }), makeConcept({ id: 3 })];
  localStorage.setItem(SESSION_STORAGE_KEY, "tok");
});

describe("selection controls", () => {
  it("shows Select All only while nothing is selected, counts the selection and clears it", async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<OwnerConcepts />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByText("Showing 1 to 3 of 3 results")).toBeInTheDocument();

    expect(screen.getByRole("button", { name: "Select All" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear" })).toBeNull();
    expect(screen.queryByText(/selected$/)).toBeNull();

    await user.click(within(cards()[0]!).getByRole("checkbox", { name: "Select concept #001" }));
    await user.click(within(cards()[2]!).getByRole("checkbox", { name: "Select concept #003" }));
    expect(screen.getByText("2 selected")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Select All" })).toBeNull();
    expect(within(cards()[0]!).getByRole("checkbox")).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryByText("2 selected")).toBeNull();
    expect(within(cards()[0]!).getByRole("checkbox")).not.toBeChecked();

    await user.click(screen.getByRole("button", { name: "Select All" }));
    expect(screen.getByText("3 selected")).toBeInTheDocument();
    for (const card of cards()) expect(within(card).getByRole("checkbox")).toBeChecked();
  });

  it("Select All picks only what the search shows", async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<OwnerConcepts />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.type(screen.getByRole("searchbox", { name: "Search concepts" }), "ridge");
    expect(cards()).toHaveLength(1);
    expect(screen.getByText("Showing 1 to 1 of 1 results")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Select All" }));
    expect(screen.getByText("1 selected")).toBeInTheDocument();
  });

  it("offers no Select All for an empty list", async () => {
    concepts = [];
    serve();
    renderWithProviders(<OwnerConcepts />);
    expect(await screen.findByText("No concepts yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Select All" })).toBeNull();
  });

  it("Download opens the batch dialog with the selected concepts", async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<OwnerConcepts />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(within(cards()[1]!).getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Download" }));
    const dialog = await screen.findByRole("dialog", { name: "Download 1 concept" });
    const list = within(dialog).getByRole("region", { name: "Selected concepts" });
    expect(within(list).getByText("Ridge socks")).toBeInTheDocument();
  });
});

describe("card actions", () => {
  it("has preview, edit, share, download, delete, publish and Generate Assets, with A/B disabled as removed", async () => {
    serve();
    renderWithProviders(<OwnerConcepts />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const card = cards()[0]!;
    for (const name of [
      "Preview concept #001",
      "Edit concept #001",
      "Share concept #001",
      "Download concept #001",
      "Delete concept #001",
      "Publish concept #001",
      "Generate Assets",
    ]) {
      expect(within(card).getByRole("button", { name })).toBeEnabled();
    }
    expect(within(card).getByRole("button", { name: /A\/B.*feature removed/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    // Publish opens a menu of the concept's platforms (issue 28), no longer 'feature removed'.
    expect(within(card).queryByRole("button", { name: /Publish.*feature removed/ })).toBeNull();
    expect(within(card).getByRole("button", { name: "Publish concept #001" })).toHaveAttribute("aria-haspopup", "menu");
    // Only the ES toggle is named like 'ES' (a browser test finds it by that name).
    expect(
      within(card)
        .getAllByRole("button", { name: /es/i })
        .map((b) => b.textContent),
    ).toEqual(["ES"]);
  });
});

describe("delete (DELETION PROTOCOL)", () => {
  it("treats a 404 as already deleted: list and stats are refetched and the dialog closes", async () => {
    const fetchMock = serve({
      del: (id) => {
        concepts = concepts.filter((c) => c.id !== id);
        return envelope(404, "Concept not found");
      },
    });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<OwnerConcepts />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(callsTo(fetchMock, "GET", "/api/stats")).toHaveLength(1);

    await user.click(within(cards()[0]!).getByRole("button", { name: "Delete concept #001" }));
    const dialog = await screen.findByRole("dialog", { name: "DELETION PROTOCOL" });
    await user.click(within(dialog).getByRole("button", { name: "Delete concept" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(cards()).toHaveLength(2);
    expect(callsTo(fetchMock, "DELETE", "/api/concepts/1")).toHaveLength(1);
    expect(callsTo(fetchMock, "GET", "/api/concepts").length).toBeGreaterThanOrEqual(2);
    expect(callsTo(fetchMock, "GET", "/api/stats")).toHaveLength(2);
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByText("Showing 1 to 2 of 2 results")).toBeInTheDocument();
  });

  it("alerts 'Failed to delete concept: …' on any other failure and keeps the dialog", async () => {
    serve({ del: () => envelope(500, "Storage is unavailable") });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<OwnerConcepts />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(within(cards()[1]!).getByRole("button", { name: "Delete concept #002" }));
    const dialog = await screen.findByRole("dialog", { name: "DELETION PROTOCOL" });
    await user.click(within(dialog).getByRole("button", { name: "Delete concept" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Failed to delete concept: Storage is unavailable"));
    expect(screen.getByRole("dialog", { name: "DELETION PROTOCOL" })).toBeInTheDocument();
    // Behind the open modal the cards are hidden from the accessibility tree, but still there.
    expect(screen.getAllByRole("article", { name: /^Concept #/, hidden: true })).toHaveLength(3);
  });
});

describe("a failed concept read with a session", () => {
  it("toasts 'Authentication failed', clears the session and reloads", async () => {
    serve({ concepts: () => new Response("Unauthorized", { status: 401 }) });
    const reload = vi.fn();
    renderWithProviders(<OwnerConcepts reload={reload} />);
    expect((await screen.findAllByText("Authentication failed")).length).toBeGreaterThan(0);
    await waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 3000 });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe("public link", () => {
  it("is made on purpose from the card's link button, copied, and ended with Stop sharing", async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderWithProviders(<OwnerConcepts />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    // No public page yet: the link button opens the share dialog and copies nothing.
    await user.click(within(cards()[1]!).getByRole("button", { name: "Make a public link" }));
    const dialog = await screen.findByRole("dialog", { name: "Share this concept" });
    expect(within(dialog).getByText(/Your brief and your other concepts stay private/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("list", { name: "Share to a network" })).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Create public link" }));
    const url = `${window.location.origin}/s/public-page-of-concept-2`;
    expect(await screen.findByText("Public link created and copied")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(callsTo(fetch, "POST", "/api/concepts/2/share")).toHaveLength(1);
    expect(within(dialog).getByRole("textbox", { name: "Link" })).toHaveValue(url);
    expect(within(dialog).getByRole("link", { name: "Open the public page" })).toHaveAttribute("href", url);

    // The card now copies the page's address straight away.
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await navigator.clipboard.writeText("");
    await user.click(within(cards()[1]!).getByRole("button", { name: "Copy public link" }));
    expect(await navigator.clipboard.readText()).toBe(url);

    await user.click(within(cards()[1]!).getByRole("button", { name: "Share concept #002" }));
    const again = await screen.findByRole("dialog", { name: "Share this concept" });
    await user.click(within(again).getByRole("button", { name: "Stop sharing" }));
    expect(await screen.findByText("Sharing stopped")).toBeInTheDocument();
    expect(await within(again).findByRole("button", { name: "Create public link" })).toBeInTheDocument();
    expect(callsTo(fetch, "DELETE", "/api/concepts/2/share")).toHaveLength(1);
  });
});
