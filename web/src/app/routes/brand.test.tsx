import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BrandKit } from "@common/brand-kits";
import { paths, SESSION_STORAGE_KEY } from "@common/paths";
import { resetToasts } from "@web/components/ui/toast";
import { renderApp } from "@web/test/render";

const kit = (over: Partial<BrandKit> = {}): BrandKit => ({
  id: 7,
  name: "Brewhaus",
  logoUrl: null,
  colors: { primary: "#1f2a44", accent: "#f97316", text: "#111827", background: "#f8f5f0" },
  fontPairing: "plex",
  voice: {
    tone: null,
    bannedWords: [],
    neverTranslate: ["Brewhaus"],
    hashtags: [],
    callToAction: null,
    website: null,
  },
  lastUsedAt: null,
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:00:00.000Z",
  ...over,
});

let kits: BrandKit[];
let answer: (method: string, url: string, body: unknown) => Response | null;

const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input).split("?")[0]!;
  const method = init.method ?? "GET";
  const body = init.body ? JSON.parse(String(init.body)) : undefined;
  if (url === "/api/auth/user")
    return Response.json({ id: 1, email: "pro@example.com", firstName: null, lastName: null, isAdmin: false });
  if (url === "/api/user/subscription")
    return Response.json({
      plan: "pro",
      status: "active",
      conceptsGenerated: 0,
      conceptsLimit: 100,
      subscriptionEndDate: null,
      access: { state: "active" },
    });
  const own = answer(method, url, body);
  if (own) return own;
  if (url === "/api/brand-kits" && method === "GET") return Response.json({ data: kits });
  return Response.json({ error: { code: "NOT_FOUND", message: "Not found", requestId: "r" } }, { status: 404 });
});

const sent = (method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => String(u).split("?")[0] === path && (init?.method ?? "GET") === method)
    .map(([, init]) => JSON.parse(String(init!.body)));

beforeEach(() => {
  kits = [];
  answer = () => null;
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("confirm", () => true);
  localStorage.setItem(SESSION_STORAGE_KEY, "tok");
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

const form = () => screen.getByRole("form", { name: /New brand kit|Edit / });

describe("/brand", () => {
  it("makes a kit: the contrast is read out as the colours change, and the payload carries every field", async () => {
    const user = userEvent.setup();
    answer = (method, url, body) => {
      if (method !== "POST" || url !== "/api/brand-kits") return null;
      const made = kit({ id: 9, ...(body as object) });
      kits = [made];
      return Response.json(made, { status: 201 });
    };
    renderApp(paths.brand);
    expect(await screen.findByRole("heading", { level: 1, name: "Brand Kits" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "New brand kit" }));

    const f = form();
    await user.type(within(f).getByLabelText("Name"), "Brewhaus");
    const readout = within(f).getByTestId("contrast-readout");
    expect(readout).toHaveTextContent("Text on background: 16.3:1 — readable");

    // Grey on grey: the readout says so, and the form refuses to send it.
    const text = within(f).getByLabelText("Text colour (hex)");
    const background = within(f).getByLabelText("Background colour (hex)");
    fireEvent.change(text, { target: { value: "#777777" } });
    fireEvent.change(background, { target: { value: "#888888" } });
    expect(readout).toHaveTextContent("Text on background: 1.3:1 — needs at least 4.5:1 to be readable");
    await user.click(within(f).getByRole("button", { name: "Create brand kit" }));
    expect(
      within(f).getByText(
        "Text #777777 on background #888888 has a contrast of 1.3:1; it needs at least 4.5:1 to be readable",
      ),
    ).toBeInTheDocument();
    expect(sent("POST", "/api/brand-kits")).toEqual([]);

    fireEvent.change(text, { target: { value: "#222222" } });
    fireEvent.change(background, { target: { value: "#FFFFFF" } });
    expect(readout).toHaveTextContent(/Text on background: 1[56]\.\d:1 — readable/);
    await user.selectOptions(within(f).getByLabelText("Font pairing"), "serif");
    await user.selectOptions(within(f).getByLabelText("Default tone"), "Friendly & Casual");
    const type = (label: string, value: string) =>
      fireEvent.change(within(f).getByLabelText(label), { target: { value } });
    type("Words never to use", "cheap, deal\nbargain");
    type("Terms never to translate", "Brewhaus, Cold Brew Club");
    type("Preferred hashtags", "brewhaus, #coldbrew");
    type("Default call to action", "Start your subscription");
    type("Website or handle", "@brewhaus");
    // The preview is drawn by the renderer from the form's values as they stand.
    await waitFor(() =>
      expect(sent("POST", "/api/brand-kits/preview").at(-1)).toMatchObject({
        callToAction: "Start your subscription",
        caption: "@brewhaus",
        fontPairing: "serif",
        colors: { text: "#222222", background: "#FFFFFF" },
      }),
    );

    await user.click(within(f).getByRole("button", { name: "Create brand kit" }));
    await waitFor(() => expect(sent("POST", "/api/brand-kits")).toHaveLength(1));
    expect(sent("POST", "/api/brand-kits")[0]).toEqual({
      name: "Brewhaus",
      colors: { primary: "#1f2a44", accent: "#f97316", text: "#222222", background: "#ffffff" },
      fontPairing: "serif",
      voice: {
        tone: "Friendly & Casual",
        bannedWords: ["cheap", "deal", "bargain"],
        neverTranslate: ["Brewhaus", "Cold Brew Club"],
        hashtags: ["#brewhaus", "#coldbrew"],
        callToAction: "Start your subscription",
        website: "@brewhaus",
      },
    });
    expect(await screen.findByRole("button", { name: "Edit Brewhaus" })).toBeInTheDocument();
  }, 20_000);

  it("shows the server's refusal next to the form, and an edit sends the changed kit", async () => {
    const user = userEvent.setup();
    kits = [kit()];
    answer = (method, url) =>
      method === "PATCH" && url === "/api/brand-kits/7"
        ? Response.json(
            {
              error: {
                code: "LIMIT_EXCEEDED",
                message: "Your Pro plan keeps 5 brand kits, and you have them all.",
                requestId: "r",
              },
            },
            { status: 403 },
          )
        : null;
    renderApp(paths.brand);
    await user.click(await screen.findByRole("button", { name: "Edit Brewhaus" }));
    const f = form();
    expect(within(f).getByLabelText("Terms never to translate")).toHaveValue("Brewhaus");
    await user.clear(within(f).getByLabelText("Name"));
    await user.type(within(f).getByLabelText("Name"), "Brewhaus Coffee");
    await user.click(within(f).getByRole("button", { name: "Save changes" }));
    expect(await within(f).findByRole("alert")).toHaveTextContent("Your Pro plan keeps 5 brand kits");
    const [body] = sent("PATCH", "/api/brand-kits/7");
    expect(body).toMatchObject({
      name: "Brewhaus Coffee",
      colors: kit().colors,
      voice: { neverTranslate: ["Brewhaus"] },
    });
    expect(body).not.toHaveProperty("logoData");
  }, 20_000);

  it("refuses an SVG logo before reading it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp(paths.brand);
    await user.click(await screen.findByRole("button", { name: "New brand kit" }));
    const svg = new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" });
    await user.upload(within(form()).getByLabelText("Logo"), svg);
    expect(within(form()).getByText(/SVG and other formats are not accepted/)).toBeInTheDocument();
  });

  it("shows the creative the renderer drew from the form, and the renderer's refusal when it has one", async () => {
    const user = userEvent.setup();
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:preview-1", revokeObjectURL: () => {} }));
    answer = (method, url, body) =>
      method === "POST" && url === "/api/brand-kits/preview"
        ? (body as { headline: string }).headline.startsWith("Oops")
          ? Response.json(
              {
                error: { code: "SERVICE_UNAVAILABLE", message: "Creatives cannot be drawn right now", requestId: "r" },
              },
              { status: 503 },
            )
          : new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { "Content-Type": "image/jpeg" } })
        : null;
    renderApp(paths.brand);
    await user.click(await screen.findByRole("button", { name: "New brand kit" }));
    const preview = await screen.findByRole("img", { name: /A creative in this kit/ }, { timeout: 3000 });
    expect(preview).toHaveAttribute("src", "blob:preview-1");
    fireEvent.change(within(form()).getByLabelText("Name"), { target: { value: "Oops" } });
    expect(await screen.findByRole("alert", {}, { timeout: 3000 })).toHaveTextContent(
      "Creatives cannot be drawn right now",
    );
  });
});
