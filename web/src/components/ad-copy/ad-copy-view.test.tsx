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
      image={(platform, className) => <img src={`/${platform}.jpg`} alt="" className={className} />}
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
    expect(snapchat.querySelector("img")).toHaveAttribute("src", "/snapchat.jpg");
    expect(screen.queryByTestId("safe-zones")).toBeNull();
    await user.click(screen.getByLabelText("Show safe zones"));
    expect(within(snapchat).getByTestId("safe-zones")).toHaveTextContent("Top 150 px: keep clear");
    expect(screen.getByText("Snap: keep the top and bottom 150 px free of logos and text.")).toBeInTheDocument();
    expect(screen.getByText("Facebook: no safe zone is documented for this size.")).toBeInTheDocument();
    expect(
      within(screen.getByRole("figure", { name: "YouTube post preview" })).getByTestId("safe-zones"),
    ).toHaveTextContent("Duration badge");
  });

  it("says so when there is no copy", () => {
    render(<AdCopyView items={[]} provider="template" brand="B" image={() => null} />);
    expect(screen.getByText("No ad copy for this concept.")).toBeInTheDocument();
  });

  it("leaves out empty hashtags and a missing call to action in the copied text", () => {
    expect(allForPlatform(items[3]!)).toBe(`Title: ${"x".repeat(105)}\nDescription: A body.`);
  });
});
