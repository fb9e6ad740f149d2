import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AdCopyView, allForPlatform, type AdCopyItem } from "./ad-copy-view";

const items: AdCopyItem[] = [
  {
    platform: "facebook",
    language: "en",
    title: "Say hello to Brewhaus",
    body: "Hi there! Single-origin cold brew, from Brewhaus. Start your subscription.",
    hashtags: ["#Brewhaus", "#ColdBrew"],
    cta: "Start your subscription",
    variant: {
      angle: "offer",
      title: "Your first month is on us",
      body: "Coffee lovers, this one is for you. Subscribe now.",
      cta: "Subscribe now",
    },
  },
  {
    platform: "snapchat",
    language: "en",
    title: "Meet Brewhaus",
    body: "Brewhaus",
    hashtags: [],
    cta: "Subscribe today",
  },
  {
    platform: "facebook",
    language: "ar",
    title: "تعرّف على Brewhaus",
    body: "مرحبًا! Brewhaus لكم. اشترك اليوم.",
    hashtags: ["#قهوة"],
    cta: "اشترك اليوم",
  },
  { platform: "youtube", language: "en", title: "x".repeat(105), body: "A body.", hashtags: [] },
];

const view = () =>
  render(
    <AdCopyView
      items={items}
      provider="template"
      notice="1 field of 23 in the AI model's answer broke a limit"
      brand="Brewhaus"
      briefLanguage="en"
      image={(_platform, sizeKey, className) => <img src={`/${sizeKey}.jpg`} alt="" className={className} />}
    />,
  );

describe("AdCopyView", () => {
  it("shows one tab per language, named in the language, with each platform's copy in the platform's field names", async () => {
    const user = userEvent.setup();
    view();
    const tabs = screen.getByRole("tablist", { name: "Languages" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["English", "العربية"]);
    expect(screen.getByRole("article", { name: "Facebook · English" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Facebook · Arabic" })).toBeNull();
    await user.click(within(tabs).getByRole("tab", { name: "العربية" }));
    const arabic = screen.getByRole("article", { name: "Facebook · Arabic" });
    expect(within(arabic).getByRole("figure", { name: "Facebook post preview" })).toHaveAttribute("dir", "rtl");
    for (const el of within(arabic).getAllByText("تعرّف على Brewhaus"))
      expect(el.closest("[dir]")).toHaveAttribute("dir", "rtl");
    expect(screen.getByText("Written by the ReachGen phrase library · brief read as English")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1 field of 23");
  });

  it("counts each field against the platform's limit and marks one over it", () => {
    view();
    const facebook = screen.getByRole("article", { name: "Facebook · English" });
    expect(within(facebook).getByText("Headline: 21 of 40 characters")).toBeInTheDocument();
    expect(within(facebook).getByText("Primary text: 74 of 125 characters")).toBeInTheDocument();
    const youtube = screen.getByRole("article", { name: "YouTube · English" });
    const over = within(youtube).getByText("Title: 105 of 100 characters").parentElement!;
    expect(over).toHaveClass("text-destructive");
  });

  it("copies one field, or everything the platform's ad manager asks for", async () => {
    const user = userEvent.setup();
    view();
    const facebook = screen.getByRole("article", { name: "Facebook · English" });
    await user.click(within(facebook).getByRole("button", { name: "Copy headline" }));
    expect(await navigator.clipboard.readText()).toBe("Say hello to Brewhaus");
    expect(within(facebook).getByRole("button", { name: "Copied" })).toHaveAttribute("title", "Copy headline");
    await user.click(within(facebook).getByRole("button", { name: "Copy all for Facebook" }));
    expect(await navigator.clipboard.readText()).toBe(
      "Headline: Say hello to Brewhaus\nPrimary text: Hi there! Single-origin cold brew, from Brewhaus. Start your subscription.\nHashtags: #Brewhaus #ColdBrew\nCall to action: Start your subscription",
    );
    expect(within(facebook).getByText("Copied")).toBeInTheDocument();
  });

  it("previews each post with its call to action, and lays the documented safe zones over it on request", async () => {
    const user = userEvent.setup();
    view();
    const snapchat = screen.getByRole("figure", { name: "Snapchat post preview" });
    expect(snapchat).toHaveTextContent("Subscribe today");
    expect(snapchat.querySelector("img")).toHaveAttribute("src", "/snapchat_story.jpg");
    expect(screen.queryByTestId("safe-zones")).toBeNull();
    await user.click(screen.getByLabelText("Show safe zones"));
    expect(within(snapchat).getByTestId("safe-zones")).toHaveTextContent("Top 150 px: keep clear");
    expect(screen.getByText("Snap: keep the top and bottom 150 px free of logos and text.")).toBeInTheDocument();
    // A size without a documented zone says so, and draws nothing over the image.
    expect(
      screen.getByText(
        "No keep-clear area is documented for the 1200×628 size; keep text a little away from the edges.",
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("figure", { name: "Facebook post preview" })).queryByTestId("safe-zones"),
    ).toBeNull();
    expect(
      within(screen.getByRole("figure", { name: "YouTube post preview" })).getByTestId("safe-zones"),
    ).toHaveTextContent("Duration badge");
  });

  it("previews Instagram as a feed post and a story, each with its own rendition and safe zones, and TikTok's zones by direction", async () => {
    const user = userEvent.setup();
    const copy = (platform: AdCopyItem["platform"], language: string): AdCopyItem => ({
      platform,
      language,
      title: language === "ar" ? "قهوة باردة" : "Cold brew",
      body: language === "ar" ? "برو هاوس" : "Brewhaus",
      hashtags: [],
      cta: language === "ar" ? "تسوّق الآن" : "Shop now",
    });
    render(
      <AdCopyView
        items={[copy("instagram", "en"), copy("tiktok", "en"), copy("tiktok", "ar"), copy("x", "en")]}
        provider="template"
        brand="Brewhaus"
        image={(_platform, sizeKey, className) => <img src={`/${sizeKey}.jpg`} alt="" className={className} />}
      />,
    );
    const instagram = screen.getByRole("article", { name: "Instagram · English" });
    const feed = within(instagram).getByRole("figure", { name: "Instagram post preview" });
    const story = within(instagram).getByRole("figure", { name: "Instagram story preview" });
    expect(feed.querySelector("img")).toHaveAttribute("src", "/instagram_feed.jpg");
    expect(story.querySelector("img")).toHaveAttribute("src", "/instagram_story.jpg");
    expect(within(instagram).getByText("Caption: 8 of 125 characters")).toBeInTheDocument();
    await user.click(screen.getByLabelText("Show safe zones"));
    expect(within(feed).getByTestId("safe-zones")).toHaveTextContent("Top 64 px margin");
    expect(within(story).getByTestId("safe-zones")).toHaveTextContent("Top 14%: profile and close");
    expect(within(instagram).getByText(/^Meta Stories and Reels/)).toBeInTheDocument();
    const tiktok = screen.getByRole("figure", { name: "TikTok post preview" });
    expect(within(tiktok).getByTestId("safe-zones")).toHaveTextContent("Button column on the right");
    expect(
      within(screen.getByRole("article", { name: "TikTok · English" })).getByText("Ad text: 9 of 100 characters"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "العربية" }));
    const arabic = screen.getByRole("figure", { name: "TikTok post preview" });
    expect(arabic).toHaveAttribute("dir", "rtl");
    expect(within(arabic).getByTestId("safe-zones")).toHaveTextContent("Button column on the left");
  });

  it("says so when there is no copy", () => {
    render(<AdCopyView items={[]} provider="template" brand="B" image={() => null} />);
    expect(screen.getByText("No ad copy for this concept.")).toBeInTheDocument();
  });

  it("leaves out empty hashtags and a missing call to action in the copied text", () => {
    expect(allForPlatform(items[3]!)).toBe(`Title: ${"x".repeat(105)}\nDescription: A body.`);
  });

  it("shows a platform's A/B variant B under its fields, each ready to copy", async () => {
    const user = userEvent.setup();
    view();
    const facebook = screen.getByRole("article", { name: "Facebook · English" });
    const summary = within(facebook).getByText(/A\/B VARIANT B · leads with the offer/);
    await user.click(summary);
    expect(within(facebook).getByText("Your first month is on us")).toBeVisible();
    expect(within(facebook).getByText("Coffee lovers, this one is for you. Subscribe now.")).toBeVisible();
    // Snapchat's copy has no B: nothing is shown for it.
    expect(within(screen.getByRole("article", { name: "Snapchat · English" })).queryByText(/VARIANT B/)).toBeNull();
  });
});
