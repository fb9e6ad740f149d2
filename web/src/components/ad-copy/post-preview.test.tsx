import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { graphemeCount } from "@common/copy";
import { zonesFor } from "@common/safe-zones";
import { INSTAGRAM_CAPTION_SHOWN, PostPreview, type PreviewCopy } from "./post-preview";

const preview = (copy: PreviewCopy, options: { dir?: "ltr" | "rtl"; sizeKey?: string; safeZones?: boolean } = {}) =>
  render(
    <PostPreview
      copy={copy}
      brand="Brewhaus Coffee"
      dir={options.dir ?? "ltr"}
      sizeKey={options.sizeKey}
      safeZones={options.safeZones ?? false}
      image={(className) => <img src={`/${options.sizeKey ?? copy.platform}.jpg`} alt="" className={className} />}
    />,
  );

const tiktok: PreviewCopy = {
  platform: "tiktok",
  language: "en",
  title: "Cold brew that tastes like a holiday",
  body: "Brewhaus",
  hashtags: [],
  cta: "Shop now",
};
const tiktokArabic: PreviewCopy = {
  platform: "tiktok",
  language: "ar",
  title: "قهوة باردة بطعم العطلة",
  body: "برو هاوس",
  hashtags: [],
  cta: "تسوّق الآن",
};

/** A zone's left edge as the overlay draws it. */
const leftOf = (el: Element) => Number.parseFloat((el as HTMLElement).style.left);

describe("PostPreview", () => {
  it("draws a TikTok in-feed ad: the display name and the ad text at the bottom, the button column in its safe zone", () => {
    preview(tiktok, { safeZones: true });
    const figure = screen.getByRole("figure", { name: "TikTok post preview" });
    expect(figure).toHaveAttribute("dir", "ltr");
    expect(figure).toHaveTextContent("Brewhaus");
    expect(figure).toHaveTextContent("Cold brew that tastes like a holiday");
    expect(figure).toHaveTextContent("Shop now");
    const buttons = within(figure).getByTestId("tiktok-buttons");
    const zone = within(figure).getByTestId("safe-zones").querySelector('[data-zone="Button column on the right"]')!;
    expect(zone).not.toBeNull();
    // On the right: the column's left edge is where the keep-clear column starts (1 - 150/1080 of the width).
    expect(leftOf(zone)).toBeCloseTo((1 - 150 / 1080) * 100, 3);
    expect(leftOf(buttons)).toBeCloseTo(leftOf(zone), 6);
  });

  it("moves TikTok's button column and its safe zone to the left for right-to-left copy", () => {
    preview(tiktokArabic, { dir: "rtl", safeZones: true });
    const figure = screen.getByRole("figure", { name: "TikTok post preview" });
    expect(figure).toHaveAttribute("dir", "rtl");
    expect(figure).toHaveAttribute("lang", "ar");
    const overlay = within(figure).getByTestId("safe-zones");
    expect(overlay).toHaveTextContent("Button column on the left");
    expect(overlay).not.toHaveTextContent("Button column on the right");
    const zone = overlay.querySelector('[data-zone="Button column on the left"]')!;
    expect(leftOf(zone)).toBe(0);
    expect(leftOf(within(figure).getByTestId("tiktok-buttons"))).toBe(0);
    // The drawn zones are exactly the right-to-left set of the table.
    expect([...overlay.querySelectorAll("[data-zone]")].map((z) => z.getAttribute("data-zone"))).toEqual(
      zonesFor("tiktok_feed", "rtl").map((z) => z.label),
    );
  });

  it("cuts an Instagram caption after 125 graphemes with 'more', counting hashtags and emoji as the reader sees them", () => {
    // 110 graphemes of body (a family emoji is one grapheme of 8 code units) and 3 hashtags: 134 in all.
    const body = `${"Slow-roasted beans, cold-brewed for 18 hours. ".repeat(2)}👨‍👩‍👧 Order yours today!!`.slice(
      0,
      120,
    );
    const hashtags = ["#ColdBrew", "#Coffee", "#Brewhaus"];
    const full = `${body} ${hashtags.join(" ")}`;
    expect(graphemeCount(full)).toBeGreaterThan(INSTAGRAM_CAPTION_SHOWN);
    preview({ platform: "instagram", language: "en", title: "Cold brew", body, hashtags, cta: "Shop now" });
    const figure = screen.getByRole("figure", { name: "Instagram post preview" });
    // The 4:5 feed frame, the handle row and the call to action bar.
    expect(figure.querySelector("[style]")).toHaveStyle({ aspectRatio: "1080 / 1350" });
    expect(figure).toHaveTextContent("brewhauscoffee");
    expect(figure).toHaveTextContent("Sponsored");
    const caption = within(figure).getByTestId("instagram-caption");
    expect(caption.textContent!.endsWith("… more")).toBe(true);
    const shown = caption.textContent!.replace(/^brewhauscoffee /, "").replace(/… more$/, "");
    expect(graphemeCount(shown)).toBeLessThanOrEqual(INSTAGRAM_CAPTION_SHOWN);
    expect(full.startsWith(shown)).toBe(true);
    // Cut back to a whole word: the next word would not have fitted.
    const nextWord = full.slice(shown.length).match(/^\s*\S+/u)![0];
    expect(graphemeCount(shown + nextWord)).toBeGreaterThan(INSTAGRAM_CAPTION_SHOWN);
    // The first hashtag is shown (as a hashtag), the last is cut.
    expect(within(caption).getByText("#ColdBrew").closest(".text-accent-text")).not.toBeNull();
    expect(caption).not.toHaveTextContent("#Brewhaus");
  });

  it("shows a short Instagram caption whole, hashtags included, without 'more'", () => {
    preview({ platform: "instagram", language: "en", title: "t", body: "Cold brew.", hashtags: ["#Coffee"] });
    const caption = screen.getByTestId("instagram-caption");
    expect(caption).toHaveTextContent("brewhauscoffee Cold brew. #Coffee");
    expect(caption).not.toHaveTextContent("more");
  });

  it("draws an Instagram story as a 9:16 frame with Meta's Stories zones on request", () => {
    preview(
      { platform: "instagram", language: "en", title: "Cold brew", body: "b", hashtags: [], cta: "Shop now" },
      { sizeKey: "instagram_story", safeZones: true },
    );
    const figure = screen.getByRole("figure", { name: "Instagram story preview" });
    expect(figure.querySelector("img")).toHaveAttribute("src", "/instagram_story.jpg");
    expect(figure.querySelector("[style]")).toHaveStyle({ aspectRatio: "1080 / 1920" });
    expect(figure).toHaveTextContent("Shop now");
    const overlay = within(figure).getByTestId("safe-zones");
    expect(overlay).toHaveTextContent("Top 14%: profile and close");
    expect(overlay).toHaveTextContent("Bottom 35%: caption, buttons and reply bar");
  });

  it("draws an X post: name and handle, the post text, the 1.91:1 card image and the card headline under it", () => {
    preview({
      platform: "x",
      language: "en",
      title: "Cold brew, delivered weekly",
      body: "Our beans, your fridge.",
      hashtags: ["#ColdBrew"],
      cta: "Shop now",
    });
    const figure = screen.getByRole("figure", { name: "X post preview" });
    expect(figure).toHaveTextContent("Brewhaus Coffee@brewhauscoffee");
    expect(figure).toHaveTextContent("Our beans, your fridge. #ColdBrew");
    const image = figure.querySelector("img")!;
    expect(image.parentElement).toHaveStyle({ aspectRatio: "1200 / 628" });
    const headline = within(figure).getByText("Cold brew, delivered weekly");
    expect(image.compareDocumentPosition(headline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("draws no overlay for a size without documented zones", () => {
    preview({ platform: "x", language: "en", title: "t", body: "b", hashtags: [] }, { safeZones: true });
    expect(screen.queryByTestId("safe-zones")).toBeNull();
  });
});
