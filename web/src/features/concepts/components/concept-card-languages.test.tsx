import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publishTargets } from "@common/publish";
import { resetToasts } from "@web/components/ui/toast";
import { renderWithProviders } from "@web/test/render";
import { makeConcept, PIXEL, stubFetch } from "../test-utils";
import { ConceptCard } from "./concept-card";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => resetToasts());
});

/** A concept made in Japanese and Arabic (its SPEC fields are the English compatibility view). */
const japaneseArabic = () =>
  makeConcept({
    id: 7,
    platforms: ["x", "facebook", "reddit"],
    selectedLanguages: ["ja", "ar"],
    title_en: "Trail shoes",
    title_es: "Zapatillas",
    aiGeneratedCopy: {
      ja: {
        // The first platform of the concept with Japanese copy is X.
        x: { title: "軽いトレイルシューズ", body: "山道を軽やかに。", hashtags: ["#トレイル"] },
        facebook: { title: "フェイスブックの見出し", body: "フェイスブックの本文" },
      },
      ar: {
        facebook: { title: "حذاء خفيف للمسارات", body: "امشِ بخفة على الطرق الجبلية.", cta: "تسوق الآن" },
        reddit: { title: "عنوان ريديت", body: "نص ريديت" },
      },
    },
  });

function renderCard(concept = japaneseArabic()) {
  stubFetch((url) => (url.includes("/image") ? Response.json({ dataUrl: PIXEL }) : undefined));
  const user = userEvent.setup();
  renderWithProviders(<ConceptCard concept={concept} aspect="1:1" layout="grid" mode="owner" onAction={() => {}} />);
  return { card: screen.getByRole("article", { name: "Concept #007" }), user };
}

describe("the card's languages", () => {
  it("lists the concept's own languages, named natively, and shows each one's headline and body", async () => {
    const { card, user } = renderCard();
    const toggle = within(card).getByRole("group", { name: "Copy language" });
    const buttons = within(toggle).getAllByRole("button");
    expect(buttons.map((b) => [b.textContent, b.getAttribute("title")])).toEqual([
      ["JA", "日本語"],
      ["AR", "العربية"],
    ]);
    expect(within(toggle).queryByRole("button", { name: "EN" })).toBeNull();
    expect(within(toggle).queryByRole("button", { name: "ES" })).toBeNull();

    // Japanese first: X's copy (the concept's first platform that has Japanese).
    const heading = within(card).getByRole("heading", { level: 3 });
    expect(heading).toHaveTextContent("軽いトレイルシューズ");
    expect(heading).toHaveAttribute("lang", "ja");
    expect(heading).toHaveAttribute("dir", "ltr");
    expect(within(card).getByText("山道を軽やかに。")).toHaveAttribute("lang", "ja");
    expect(within(toggle).getByRole("button", { name: "JA" })).toHaveAttribute("aria-pressed", "true");

    // Arabic: X has none, so Facebook's, set right to left.
    await user.click(within(toggle).getByRole("button", { name: "AR" }));
    expect(within(toggle).getByRole("button", { name: "AR" })).toHaveAttribute("aria-pressed", "true");
    expect(heading).toHaveTextContent("حذاء خفيف للمسارات");
    expect(heading).toHaveAttribute("lang", "ar");
    expect(heading).toHaveAttribute("dir", "rtl");
    const body = within(card).getByText("امشِ بخفة على الطرق الجبلية.");
    expect(body).toHaveAttribute("dir", "rtl");
  });

  it("keeps EN / ES with title_en and title_es for a concept from before the per-platform copy", async () => {
    const { card, user } = renderCard(
      makeConcept({
        id: 7,
        selectedLanguages: [],
        aiGeneratedCopy: {},
        title_en: "Old title",
        title_es: "Título viejo",
      }),
    );
    const toggle = within(card).getByRole("group", { name: "Copy language" });
    expect(
      within(toggle)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["EN", "ES"]);
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent("Old title");
    await user.click(within(toggle).getByRole("button", { name: "ES" }));
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent("Título viejo");
    expect(within(card).getByRole("heading", { level: 3 })).toHaveAttribute("lang", "es");
  });
});

describe("Publish", () => {
  it("offers the concept's platforms; one copies its copy in the card's language and opens the platform's composer", async () => {
    const opened = vi.spyOn(window, "open").mockImplementation(() => null);
    const { card, user } = renderCard();
    await user.click(within(card).getByRole("button", { name: "AR" }));
    await user.click(within(card).getByRole("button", { name: "Publish concept #007" }));
    const menu = await screen.findByRole("menu", { name: "Publish concept #007" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Publish on X", "Publish on Facebook", "Publish on Reddit"]);

    await user.click(within(menu).getByRole("menuitem", { name: "Publish on Facebook" }));
    // The card shows Arabic, so Facebook's Arabic copy, as "Copy all" has it.
    expect(await navigator.clipboard.readText()).toBe(
      "Headline: حذاء خفيف للمسارات\nPrimary text: امشِ بخفة على الطرق الجبلية.\nCall to action: تسوق الآن",
    );
    // Not shared: Facebook's ads manager (the sharer needs a public page to share).
    expect(opened).toHaveBeenCalledWith("https://www.facebook.com/ads/manager", "_blank", "noopener,noreferrer");
    expect(await screen.findByText("Facebook copy is on your clipboard")).toBeInTheDocument();
    expect(
      screen.getByText(`Arabic copy. Paste it into ${publishTargets.facebook.pasteInto}, which opened in a new tab.`),
    ).toBeInTheDocument();
  });

  it("puts X's post text in its intent, and falls back to a language that has the platform's copy", async () => {
    const opened = vi.spyOn(window, "open").mockImplementation(() => null);
    const { card, user } = renderCard(makeConcept({ ...japaneseArabic(), sharePath: "/s/public-page-of-concept-7" }));
    // Arabic has no X copy: the Japanese is published.
    await user.click(within(card).getByRole("button", { name: "AR" }));
    await user.click(within(card).getByRole("button", { name: "Publish concept #007" }));
    await user.click(await screen.findByRole("menuitem", { name: "Publish on X" }));
    expect(await navigator.clipboard.readText()).toBe(
      "Card headline: 軽いトレイルシューズ\nPost text: 山道を軽やかに。\nHashtags: #トレイル",
    );
    expect(opened).toHaveBeenCalledWith(
      `https://x.com/intent/post?text=${encodeURIComponent("山道を軽やかに。\n\n#トレイル")}`,
      "_blank",
      "noopener,noreferrer",
    );
    expect(await screen.findByText(/^Japanese copy\. Paste it into X's post composer/)).toBeInTheDocument();

    // Shared: Facebook's sharer with the public page.
    await user.click(within(card).getByRole("button", { name: "Publish concept #007" }));
    await user.click(await screen.findByRole("menuitem", { name: "Publish on Facebook" }));
    expect(opened).toHaveBeenLastCalledWith(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${window.location.origin}/s/public-page-of-concept-7`)}`,
      "_blank",
      "noopener,noreferrer",
    );
  });
});
