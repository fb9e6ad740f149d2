import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConceptSummary } from "@common/concepts";
import { creativeEntries } from "@common/creatives";
import type { GenerationResult } from "@common/generation";
import { renderWithProviders } from "@web/test/render";
import { GenerationResultView } from "./generation-result";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const JPEG = "/9j/4AAQSkZJRg==";
const result: GenerationResult = {
  generatedCopy: [
    { platform: "instagram", language: "en", title: "Warm light", body: "Hand-poured", hashtags: [], cta: "Shop now" },
    { platform: "instagram", language: "ja", title: "暖かい光", body: "手作り", hashtags: [], cta: "今すぐ購入" },
  ],
  imageAnalysis: "",
  copyProvider: "template",
  concept: {
    id: 42,
    userConceptNumber: 3,
    title_en: "Warm light",
    title_es: "Luz cálida",
    body_en: "Hand-poured",
    body_es: "Hecha a mano",
    title_en_variant: "",
    title_es_variant: "",
    body_en_variant: "",
    body_es_variant: "",
    platforms: ["instagram"],
    selectedLanguages: ["en", "ja"],
    businessContext: { brandName: "Lumen" },
    aiGeneratedCopy: {},
    imageData: JPEG,
    smartResizedImagesData: { instagram: { instagram_feed: JPEG, instagram_story: JPEG } },
    createdAt: "2026-01-05T10:00:00.000Z",
  },
};

describe("the generation result's creatives", () => {
  it("lists the new concept's creatives and saves a size's layout, then shows the new picture", async () => {
    const patched: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url === "/api/concepts/42/creatives" && init.method === "PATCH") {
          patched.push(JSON.parse(String(init.body)));
          const concept: Partial<ConceptSummary> = {
            creatives: creativeEntries(
              { instagram: ["instagram_feed", "instagram_story"] },
              ["en", "ja"],
              { instagram_story: "band" },
              "/api/concepts/42/creatives",
            ),
            updatedAt: "2026-01-05T10:02:00.000Z",
          };
          // The rest of a ConceptSummary, as the API answers it.
          return Response.json({
            id: 42,
            userConceptNumber: 3,
            title_en: "Warm light",
            title_es: "Luz cálida",
            body_en: "Hand-poured",
            body_es: "Hecha a mano",
            platforms: ["instagram"],
            selectedLanguages: ["en", "ja"],
            renditions: { instagram: ["instagram_feed", "instagram_story"] },
            imageUrl: "/api/concepts/42/image",
            isExample: false,
            aiGeneratedCopy: {},
            copyProvider: "template",
            brief: {
              businessType: null,
              targetAudience: null,
              tone: null,
              productDescription: null,
              brandName: "Lumen",
              productName: null,
              keyMessage: null,
              callToAction: null,
              briefLanguage: "en",
            },
            downloadCount: 0,
            sharePath: null,
            brandKitId: null,
            createdAt: "2026-01-05T10:00:00.000Z",
            ...concept,
          });
        }
        return new Response(null, { status: 404 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<GenerationResultView result={result} onAnother={() => {}} />);
    const list = screen.getByRole("list", { name: "Creatives" });
    expect(
      within(list)
        .getAllByRole("img")
        .map((i) => i.getAttribute("alt")),
    ).toEqual(["Instagram Feed 4:5 creative in English", "Instagram Stories & Reels creative in English"]);
    const story = () => within(list).getByRole("img", { name: "Instagram Stories & Reels creative in English" });
    expect(story().getAttribute("src")?.startsWith("/api/concepts/42/creatives/instagram_story?language=en")).toBe(
      true,
    );

    const feed = () => within(list).getByRole("img", { name: "Instagram Feed 4:5 creative in English" });
    const feedBefore = feed().getAttribute("src");
    const switcher = within(list).getByRole("combobox", { name: "Layout of the Instagram Stories & Reels creative" });
    expect(switcher).toHaveDisplayValue("Automatic (Story)");
    await user.selectOptions(switcher, "band");
    expect(patched).toEqual([{ layouts: { instagram_story: "band" } }]);
    await waitFor(() =>
      expect(new URL(story().getAttribute("src")!, "http://x").searchParams.get("v")).toBe(
        "2026-01-05T10:02:00.000Z.band",
      ),
    );
    expect(switcher).toHaveValue("band");
    expect(feed().getAttribute("src")).toBe(feedBefore);

    // The post previews show the creative, in the language of their tab.
    await user.click(screen.getByRole("tab", { name: "日本語" }));
    const post = screen.getByRole("figure", { name: "Instagram story preview" });
    expect(
      within(post).getByRole("img", { name: "Instagram Stories & Reels creative in Japanese" }),
    ).toBeInTheDocument();
    // The plain photos are a switch away.
    await user.click(screen.getByRole("button", { name: "Photos" }));
    expect(within(list).queryByRole("img", { name: /creative/ })).toBeNull();
    expect(list.querySelectorAll(`img[src^="data:image/jpeg"]`)).toHaveLength(2);
  });
});
