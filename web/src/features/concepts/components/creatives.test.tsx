import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConceptSummary, SharedConcept } from "@common/concepts";
import type { CreativeLayout } from "@common/creatives";
import { SESSION_STORAGE_KEY } from "@common/paths";
import { resetToasts } from "@web/components/ui/toast";
import { renderWithProviders } from "@web/test/render";
import { callsTo, envelope, makeConcept, PIXEL, stubFetch, withCreatives } from "../test-utils";
import { OwnerConcepts } from "./owner-concepts";
import { SharedConceptView } from "./shared-concept";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => resetToasts());
});

const CREATED = "2026-01-05T10:00:00.000Z";
let concept: ConceptSummary;

beforeEach(() => {
  localStorage.setItem(SESSION_STORAGE_KEY, "tok");
  concept = withCreatives(
    makeConcept({
      id: 7,
      title_en: "Amber candle",
      selectedLanguages: ["en", "ar"],
      aiGeneratedCopy: {
        en: { facebook: { title: "Warm light", body: "Hand-poured", cta: "Shop now" } },
        ar: { facebook: { title: "ضوء دافئ", body: "مصبوبة يدويًا", cta: "تسوّق الآن" } },
      },
      createdAt: CREATED,
      updatedAt: CREATED,
    }),
  );
});

/** The owner's API: the list, images, and PATCH /creatives answering the concept with the layout it saved. */
function serve(patch?: (body: { layouts: Record<string, CreativeLayout | "auto"> }) => Response | undefined) {
  return stubFetch((url, init) => {
    const path = url.split("?")[0]!;
    const method = init.method ?? "GET";
    if (path === "/api/concepts" && method === "GET") return Response.json([concept]);
    if (path === "/api/stats") return Response.json({ total: 1, platforms: 2, assets: 3, languages: 2 });
    if (/^\/api\/concepts\/\d+\/image$/.test(path)) return Response.json({ dataUrl: PIXEL });
    if (path === "/api/concepts/7/creatives" && method === "PATCH") {
      const body = JSON.parse(String(init.body)) as { layouts: Record<string, CreativeLayout | "auto"> };
      const answer = patch?.(body);
      if (answer) return answer;
      const layouts = Object.fromEntries(
        Object.entries(body.layouts).filter((e): e is [string, CreativeLayout] => e[1] !== "auto"),
      );
      concept = { ...withCreatives(concept, layouts), updatedAt: "2026-01-05T10:05:00.000Z" };
      return Response.json(concept);
    }
    return undefined;
  });
}

const card = () => screen.getByRole("article", { name: "Concept #007" });

async function openCreatives() {
  const user = userEvent.setup();
  renderWithProviders(<OwnerConcepts />);
  await user.click(
    await within(await screen.findByRole("article", { name: "Concept #007" })).findByRole("button", {
      name: "Preview concept #007",
    }),
  );
  const dialog = await screen.findByRole("dialog", { name: "Amber candle" });
  expect(within(dialog).getByRole("tab", { name: "Creatives" })).toHaveAttribute("aria-selected", "true");
  return { user, dialog, list: within(dialog).getByRole("list", { name: "Creatives" }) };
}

const srcOf = (img: HTMLElement) => img.getAttribute("src")!;

describe("the preview dialog's creatives", () => {
  it("lists one creative per size in the first language, each sized, the first fetched at once and the rest lazily, with its layout", async () => {
    serve();
    const { list } = await openCreatives();
    const images = within(list).getAllByRole("img");
    expect(images.map((i) => i.getAttribute("alt"))).toEqual([
      "Facebook Feed creative in English",
      "Facebook Square creative in English",
      "Pinterest Pin creative in English",
    ]);
    const feed = within(list).getByRole("img", { name: "Facebook Feed creative in English" });
    expect(srcOf(feed).startsWith("/api/concepts/7/creatives/facebook_feed?language=en&v=")).toBe(true);
    // The first is the page's main picture (a share page's largest paint): fetched at once, ahead of the rest.
    expect(feed).toHaveAttribute("loading", "eager");
    expect(feed).toHaveAttribute("fetchpriority", "high");
    for (const later of images.slice(1)) {
      expect(later).toHaveAttribute("loading", "lazy");
      expect(later).not.toHaveAttribute("fetchpriority");
    }
    expect(feed).toHaveAttribute("width", "1200");
    expect(feed).toHaveAttribute("height", "628");
    // Automatic names the layout it picks: the split for 1.91:1, the band for a square.
    const feedLayout = within(list).getByRole("combobox", { name: "Layout of the Facebook Feed creative" });
    expect(feedLayout).toHaveValue("auto");
    expect(within(feedLayout).getByRole("option", { selected: true })).toHaveTextContent("Automatic (Split)");
    expect(within(list).getByRole("combobox", { name: "Layout of the Facebook Square creative" })).toHaveDisplayValue(
      "Automatic (Photo card)",
    );
  });

  it("switches a size's layout with PATCH and shows the new picture and layout", async () => {
    const fetchMock = serve();
    const { user, list } = await openCreatives();
    const square = () => srcOf(within(list).getByRole("img", { name: "Facebook Square creative in English" }));
    const squareBefore = square();
    const first = within(list).getByRole("img", { name: "Facebook Feed creative in English" });
    const before = srcOf(first);
    fireEvent.load(first);
    await user.selectOptions(
      within(list).getByRole("combobox", { name: "Layout of the Facebook Feed creative" }),
      "Photo card",
    );
    const calls = callsTo(fetchMock, "PATCH", "/api/concepts/7/creatives");
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]!.body))).toEqual({ layouts: { facebook_feed: "card" } });

    await waitFor(() =>
      expect(within(list).getByRole("combobox", { name: "Layout of the Facebook Feed creative" })).toHaveValue("card"),
    );
    const after = srcOf(within(list).getByRole("img", { name: "Facebook Feed creative in English" }));
    expect(after).not.toBe(before);
    // The version names the new updatedAt and layout, so the browser cannot answer from its cache.
    expect(new URL(after, "http://x").searchParams.get("v")).toBe("2026-01-05T10:05:00.000Z.card");
    // The old picture stays under a "Drawing…" badge until the new one is there.
    const item = within(list).getByTestId("creative-facebook_feed");
    const kept = () => [...item.querySelectorAll("img")].filter((i) => i.getAttribute("src") === before);
    expect(kept()).toHaveLength(1);
    fireEvent.load(within(item).getByRole("img", { name: "Facebook Feed creative in English" }));
    expect(kept()).toHaveLength(0);
    // The other sizes keep their pictures: the browser is not sent for them again.
    expect(square()).toBe(squareBefore);
    expect(within(list).getByRole("combobox", { name: "Layout of the Facebook Square creative" })).toHaveValue("auto");
  });

  it("keeps the saved layout and says why when the switch is refused", async () => {
    serve(() => envelope(400, "This concept has no facebook_feed rendition"));
    const { user, list } = await openCreatives();
    await user.selectOptions(
      within(list).getByRole("combobox", { name: "Layout of the Facebook Feed creative" }),
      "Story",
    );
    expect(await screen.findByText("This concept has no facebook_feed rendition")).toBeInTheDocument();
    expect(within(list).getByRole("combobox", { name: "Layout of the Facebook Feed creative" })).toHaveValue("auto");
  });

  it("shows the creatives in another of the concept's languages", async () => {
    serve();
    const { user, dialog, list } = await openCreatives();
    const picker = within(dialog).getByRole("combobox", { name: "Language" });
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["English", "Arabic · العربية"]);
    await user.selectOptions(picker, "ar");
    const feed = within(list).getByRole("img", { name: "Facebook Feed creative in Arabic" });
    expect(srcOf(feed).startsWith("/api/concepts/7/creatives/facebook_feed?language=ar&")).toBe(true);
    expect(within(list).queryByRole("img", { name: /in English$/ })).toBeNull();
  });

  it("shows a placeholder while a creative draws, and a retry when it cannot be drawn", async () => {
    serve();
    const { user, list } = await openCreatives();
    const item = within(list).getByTestId("creative-facebook_feed");
    expect(item.querySelector("[data-state]")).toHaveAttribute("data-state", "loading");
    const img = within(item).getByRole("img");
    fireEvent.error(img);
    expect(within(item).getByRole("alert")).toHaveTextContent("could not be drawn right now");
    await user.click(within(item).getByRole("button", { name: "Retry" }));
    const again = within(item).getByRole("img", { name: "Facebook Feed creative in English" });
    expect(new URL(srcOf(again), "http://x").searchParams.get("retry")).toBe("1");
    fireEvent.load(again);
    expect(item.querySelector("[data-state]")).toHaveAttribute("data-state", "loaded");
  });

  it("puts the creative in the post previews, with a switch to the plain photo", async () => {
    serve();
    const { user, dialog } = await openCreatives();
    await user.click(within(dialog).getByRole("tab", { name: "AI-Generated Copy" }));
    const post = within(dialog).getByRole("figure", { name: "Facebook post preview" });
    expect(within(post).getByRole("img", { name: "Facebook Feed creative in English" })).toBeInTheDocument();
    const choice = within(dialog).getByRole("group", { name: "Picture of the Facebook post preview" });
    expect(within(choice).getByRole("button", { name: "Creative" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(choice).getByRole("button", { name: "Photo" }));
    expect(within(post).queryByRole("img", { name: /creative/ })).toBeNull();
    await waitFor(() => expect(post.querySelector("img")).toHaveAttribute("src", PIXEL));
  });
});

describe("the dashboard card", () => {
  it("shows the creative of its size as the thumbnail, and the photo when the creative fails", async () => {
    serve();
    renderWithProviders(<OwnerConcepts />);
    const img = await within(await screen.findByRole("article", { name: "Concept #007" })).findByRole("img");
    // The 1:1 view: the square rendition's creative in the concept's first language.
    expect(srcOf(img).startsWith("/api/concepts/7/creatives/facebook_square?language=en&v=")).toBe(true);
    expect(img).toHaveAttribute("loading", "lazy");
    fireEvent.error(img);
    await waitFor(() => expect(within(card()).getByRole("img")).toHaveAttribute("src", PIXEL));
  });

  it("shows the photo for a concept without creatives", async () => {
    concept = { ...concept, creatives: [] };
    serve();
    renderWithProviders(<OwnerConcepts />);
    await waitFor(() => expect(within(card()).getByRole("img")).toHaveAttribute("src", PIXEL));
  });
});

describe("the share page", () => {
  const token = "shared-page-of-concept-7";
  const shared = (): SharedConcept => ({
    title: "Amber candle",
    body: "Hand-poured",
    brandName: "Lumen",
    productName: null,
    platforms: ["facebook"],
    selectedLanguages: ["en", "ar"],
    renditions: { facebook: ["facebook_feed"] },
    creatives: ["en", "ar"].map((language) => ({
      sizeKey: "facebook_feed",
      language,
      layout: "split" as const,
      url: `/api/shared/${token}/creatives/facebook_feed?language=${language}`,
    })),
    imageUrl: `/api/shared/${token}/image`,
    aiGeneratedCopy: { en: { facebook: { title: "Warm light", body: "Hand-poured", cta: "Shop now" } } },
    copyProvider: "template",
    briefLanguage: "en",
    isExample: false,
    createdAt: CREATED,
  });

  it("shows the creatives per size in the concept's languages, the photos a switch away", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <SharedConceptView concept={shared()} token={token} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Creatives" })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Images by size" });
    const img = within(list).getByRole("img", { name: "Facebook Feed creative in English" });
    expect(img).toHaveAttribute("src", `/api/shared/${token}/creatives/facebook_feed?language=en`);
    expect(within(list).getByText("Layout: Split")).toBeInTheDocument();
    // Nobody changes a shared page's layouts.
    expect(within(list).queryByRole("combobox")).toBeNull();

    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "ar");
    expect(within(list).getByRole("img", { name: "Facebook Feed creative in Arabic" })).toHaveAttribute(
      "src",
      `/api/shared/${token}/creatives/facebook_feed?language=ar`,
    );

    await user.click(screen.getByRole("button", { name: "Photos" }));
    expect(within(list).getByRole("img", { name: "Amber candle: Facebook Feed" })).toHaveAttribute(
      "src",
      `/api/shared/${token}/image?size=facebook_feed`,
    );

    // The post preview shows the creative too.
    const post = screen.getByRole("figure", { name: "Facebook post preview" });
    expect(within(post).getByRole("img", { name: "Facebook Feed creative in English" })).toHaveAttribute(
      "src",
      `/api/shared/${token}/creatives/facebook_feed?language=en`,
    );
  });
});
