import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_STORAGE_KEY } from "@common/paths";
import { platformIds } from "@common/platforms";
import { resetToasts } from "@web/components/ui/toast";
import { renderWithProviders } from "@web/test/render";
import { callsTo, makeConcept, PIXEL, stubFetch } from "../test-utils";
import { OwnerConcepts } from "./owner-concepts";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

const concept = makeConcept({ id: 5, userConceptNumber: 5, platforms: ["facebook", "pinterest"] });

function stream(text: string) {
  return new Response(text, { headers: { "Content-Type": "text/event-stream" } });
}

function serve(generate: (platform: string) => Response) {
  localStorage.setItem(SESSION_STORAGE_KEY, "tok");
  return stubFetch((url, init) => {
    const path = url.split("?")[0]!;
    if (path === "/api/concepts") return Response.json([concept]);
    if (path === "/api/stats") return Response.json({ total: 1, platforms: 2, assets: 3, languages: 2 });
    if (path.startsWith("/api/concepts/5/image")) return Response.json({ dataUrl: PIXEL });
    const m = /^\/api\/concepts\/5\/generate\/(\w+)$/.exec(path);
    if (m && init.method === "POST") return generate(m[1]!);
    return undefined;
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<OwnerConcepts />);
  const card = await screen.findByRole("article", { name: "Concept #005" });
  await user.click(within(card).getByRole("button", { name: "Generate Assets" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Generate Assets" }) };
}

describe("Generate Assets", () => {
  it("offers the concept's platforms first, then the others, every platform of the table", async () => {
    serve(() => new Response(null, { status: 500 }));
    const { dialog } = await openDialog();
    const radios = within(dialog)
      .getAllByRole("radio")
      .map((r) => r.getAttribute("id")!.split("-").pop());
    const own = ["facebook", "pinterest"];
    expect(radios).toEqual([...own, ...platformIds.filter((p) => !own.includes(p))]);
    expect(radios).toHaveLength(platformIds.length);
    expect(radios.slice(2, 5)).toEqual(["instagram", "tiktok", "x"]);
    expect(within(dialog).getByRole("radio", { name: "Facebook" })).toBeChecked();
  });

  it("renders the chosen platform, refreshes the lists, stats and images, and toasts success", async () => {
    const result = {
      concept: { ...concept, platforms: ["facebook", "pinterest", "reddit"] },
      platform: "reddit",
      sizes: [{ key: "reddit_post", width: 1200, height: 628, bytes: 51_200, mode: "crop" }],
    };
    const fetchMock = serve(() =>
      stream(
        `event: phase\ndata: ${JSON.stringify({ phase: "rendering", message: "Rendering Reddit", platform: "reddit", done: 1, total: 1 })}\n\nevent: result\ndata: ${JSON.stringify(result)}\n\n`,
      ),
    );
    const { user, dialog } = await openDialog();
    const statsBefore = callsTo(fetchMock, "GET", "/api/stats").length;
    await user.click(within(dialog).getByRole("radio", { name: "Reddit" }));
    await user.click(within(dialog).getByRole("button", { name: "Generate" }));

    expect(await screen.findByText("Assets Generated")).toBeInTheDocument();
    expect(screen.getByText("1 Reddit size rendered for concept #005.")).toBeInTheDocument();
    expect(within(dialog).getByText(/reddit_post · 1200×628 · crop · 50 KB/)).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", "/api/concepts/5/generate/reddit")).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/stats").length).toBe(statsBefore + 1));
    expect(callsTo(fetchMock, "GET", "/api/concepts").length).toBeGreaterThanOrEqual(2);
    expect(callsTo(fetchMock, "GET", "/api/concepts/5/image").length).toBeGreaterThanOrEqual(2);
  });

  it("toasts 'Generation Failed' with the standard description", async () => {
    serve(() =>
      stream(
        `event: error\ndata: ${JSON.stringify({ status: 404, error: { code: "NOT_FOUND", message: "Image Not Found", requestId: "r" } })}\n\n`,
      ),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Generate" }));
    expect(await screen.findByText("Generation Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to generate platform assets. Please try again.")).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Image Not Found");
  });
});
