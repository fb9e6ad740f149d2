/**
 * Platform facts, encoded once (PLATFORMS.md). The SPEC's seven platforms keep the sizes SPEC §3 fixes; Instagram,
 * TikTok, X and Facebook's 4:5 feed were added from the platforms' own ad specifications (issue 25). Every number has
 * its source and the date it was checked beside it, in `sources`. Everything else (the form's chips, the previews, the
 * copy engines, the image pipeline, the exports, the v1 API and its OpenAPI document) reads this table.
 */
export const PLATFORM_FACTS_VERSION = "2026-11-26";

export const platformIds = [
  "facebook",
  "instagram",
  "tiktok",
  "x",
  "reddit",
  "pinterest",
  "linkedin",
  "snapchat",
  "youtube",
  "quora",
] as const;

/** Whether a stored or received string is one of the platform ids. */
export function isPlatformId(id: string): id is PlatformId {
  return (platformIds as readonly string[]).includes(id);
}
/** A platform's id. Its schema is `PlatformId` in common/enums.ts: this table is read on every page without zod. */
export type PlatformId = (typeof platformIds)[number];

export interface ImageSize {
  /** Size name as used in smartResizedImagesData, e.g. `facebook_square`. */
  key: string;
  label: string;
  width: number;
  height: number;
}

export interface CopyLimits {
  /** Headline/title limit in graphemes. */
  title: number;
  /** Body/description limit in graphemes. */
  body: number;
  /** Shorter title limit for CJK and Arabic scripts where the platform documents one (Pinterest). */
  titleCjkArabic?: number;
  /** Shorter limits for Chinese, Japanese and Korean, which the platform counts double (TikTok's "Asian characters"). */
  cjk?: { title: number; body: number };
  /** How many hashtags the copy carries (0: none, the platform's convention). */
  hashtags: number;
  noEmoji?: boolean;
  /** The platform refuses `#` (and `@`) in the ad text (TikTok), so its `hashtags` is 0. */
  noHashtags?: boolean;
  /**
   * The second field is a name, not a text (Snapchat's brand name, TikTok's display name): the body is the brand, and
   * the call to action is the ad's button, recorded on the item rather than written as a sentence.
   */
  bodyIsName?: boolean;
  englishOnly?: boolean;
  /** Links in the copy are refused (Quora) or not clickable (Instagram captions), so the copy never carries one. */
  noLinks?: boolean;
  /**
   * The ad shows its call to action as a button chosen from the platform's list (Meta's feed, LinkedIn's sponsored
   * content, Reddit's promoted post): the item's `cta` is that button, and the text does not end by saying it again.
   * Instagram's caption keeps its closing call to action: it is posted as it stands outside an ad too, where no button
   * is shown and a link in it cannot be clicked.
   */
  ctaButton?: boolean;
}

/** Where a number came from and when it was last checked against that source. */
export interface FactSource {
  /** What the source says, in the table's terms. */
  fact: string;
  source: string;
  /** ISO date of the check. */
  checked: string;
}

export interface PlatformFacts {
  id: PlatformId;
  name: string;
  sizes: ImageSize[];
  limits: CopyLimits;
  /** Names of the copy fields as the platform's ad manager labels them. */
  fieldNames: { title: string; body: string };
  /** One line on the platform's layout rules (the rectangles per size are in common/safe-zones.ts). */
  safeZone: string;
  source: string;
  checked: string;
  /** The source and date of each number above. */
  sources: FactSource[];
}

const size = (platform: PlatformId, name: string, label: string, width: number, height: number): ImageSize => ({
  key: `${platform}_${name}`,
  label,
  width,
  height,
});

const SPEC = "SPEC §3 (sizes fixed by the product specification)";
const META = "Meta Ads Guide: image ads for Facebook and Instagram feeds, Stories and Reels";
const CHECKED = "2026-11-26";

export const platforms: readonly PlatformFacts[] = [
  {
    id: "facebook",
    name: "Facebook",
    sizes: [
      size("facebook", "feed", "Feed", 1200, 628),
      size("facebook", "square", "Square", 1080, 1080),
      size("facebook", "portrait", "Feed 4:5", 1080, 1350),
    ],
    limits: { title: 40, body: 125, hashtags: 3, ctaButton: true },
    fieldNames: { title: "Headline", body: "Primary text" },
    safeZone: "Feed 4:5: keep about 64 px clear on every side. Stories/Reels 9:16: keep 14% top and 35% bottom clear.",
    source: "Meta ads guide",
    checked: "2026-11",
    sources: [
      { fact: "feed 1200×628 and square 1080×1080", source: SPEC, checked: "2026-11-22" },
      { fact: "feed 4:5 1080×1350, Meta's recommended feed ratio", source: META, checked: CHECKED },
      { fact: "primary text: 125 characters shown before 'See more'; headline 40", source: META, checked: CHECKED },
      {
        fact: "a call-to-action button chosen from a list per objective (Book Now, Learn More, Shop Now, …)",
        source: META,
        checked: "2026-11-27",
      },
    ],
  },
  {
    id: "instagram",
    name: "Instagram",
    sizes: [
      size("instagram", "feed", "Feed 4:5", 1080, 1350),
      size("instagram", "square", "Square", 1080, 1080),
      size("instagram", "story", "Stories & Reels", 1080, 1920),
    ],
    limits: { title: 40, body: 125, noLinks: true, hashtags: 5 },
    fieldNames: { title: "Headline", body: "Caption" },
    safeZone:
      "Stories and Reels share one safe zone: keep 14% top, 35% bottom and 6% at each side clear. Links in captions are not clickable.",
    source: "Meta ads guide",
    checked: "2026-11",
    sources: [
      { fact: "feed 4:5 1080×1350, square 1080×1080, Stories/Reels 9:16 1080×1920", source: META, checked: CHECKED },
      {
        fact: "caption: 125 characters shown before 'more' (2,200 at most); headline 40 where the ad shows one; up to 30 hashtags, 3–5 advised",
        source: META,
        checked: CHECKED,
      },
      { fact: "links in captions are not clickable", source: "Instagram Help Center", checked: CHECKED },
    ],
  },
  {
    id: "tiktok",
    name: "TikTok",
    sizes: [size("tiktok", "feed", "In-feed", 1080, 1920)],
    limits: {
      title: 100,
      body: 40,
      cjk: { title: 50, body: 20 },
      noEmoji: true,
      noHashtags: true,
      hashtags: 0,
      bodyIsName: true,
    },
    fieldNames: { title: "Ad text", body: "Display name" },
    safeZone:
      "In-feed 9:16: the caption, profile and buttons cover the bottom and one side; the buttons move to the left in right-to-left (Arabic) interfaces.",
    source: "TikTok Ads Manager help",
    checked: "2026-11",
    sources: [
      {
        fact: "in-feed 9:16 1080×1920 recommended (1:1 and 16:9 allowed)",
        source: "TikTok Ads help: In-Feed Ads",
        checked: CHECKED,
      },
      {
        fact: "ad text 1–100 Latin characters, 50 Asian; display name up to 40 (20 Asian); no emoji; no '#' or '@' in ad text",
        source: "TikTok Ads help: In-Feed Ads",
        checked: CHECKED,
      },
      {
        fact: "separate left-to-right and right-to-left (Arabic) safe-zone templates",
        source: "TikTok Ads help: In-Feed Ads safe zone",
        checked: CHECKED,
      },
    ],
  },
  {
    id: "x",
    name: "X",
    sizes: [size("x", "post", "Post 1.91:1", 1200, 628), size("x", "square", "Square", 1200, 1200)],
    limits: { title: 70, body: 280, hashtags: 2 },
    fieldNames: { title: "Card headline", body: "Post text" },
    safeZone: "Image ads take 1.91:1 or 1:1; a link in the post counts as 23 characters.",
    source: "X Business help",
    checked: "2026-11",
    sources: [
      {
        fact: "image ads 1.91:1 or 1:1; standalone images 1200×628 and 1200×1200; 5 MB",
        source: "X Business help: Creative ad specs",
        checked: CHECKED,
      },
      {
        fact: "post copy 280 characters (a link counts 23); website card headline 70",
        source: "X Business help: Creative ad specs",
        checked: CHECKED,
      },
    ],
  },
  {
    id: "reddit",
    name: "Reddit",
    sizes: [size("reddit", "post", "Post", 1200, 628)],
    limits: { title: 150, body: 300, hashtags: 0, ctaButton: true },
    fieldNames: { title: "Headline", body: "Post text" },
    safeZone: "Reddit recommends 4:3, 1:1, 4:5 or 16:9; other ratios may show bars.",
    source: "Reddit ad specs",
    checked: "2026-11",
    sources: [
      { fact: "post 1200×628", source: SPEC, checked: "2026-11-22" },
      { fact: "headline up to 300, 150 recommended", source: "Reddit ad specs", checked: "2026-11-22" },
      {
        fact: "a call-to-action button chosen from Reddit's options",
        source: "Reddit ad specs",
        checked: "2026-11-27",
      },
    ],
  },
  {
    id: "pinterest",
    name: "Pinterest",
    sizes: [size("pinterest", "pin", "Pin", 1000, 1500)],
    limits: { title: 40, body: 500, titleCjkArabic: 30, hashtags: 5 },
    fieldNames: { title: "Title", body: "Description" },
    safeZone: "2:3 recommended.",
    source: "Pinterest product specs",
    checked: "2026-11",
    sources: [
      { fact: "pin 1000×1500 (2:3)", source: SPEC, checked: "2026-11-22" },
      {
        fact: "title up to 100, first 40 shown (30 in CJK and Arabic); description 500",
        source: "Pinterest product specs",
        checked: "2026-11-22",
      },
    ],
  },
  {
    id: "linkedin",
    name: "LinkedIn",
    sizes: [size("linkedin", "post", "Post", 1200, 627)],
    limits: { title: 70, body: 150, hashtags: 3, ctaButton: true },
    fieldNames: { title: "Headline", body: "Introductory text" },
    safeZone: "LinkedIn's own help lists 1200x628 for 1.91:1.",
    source: "LinkedIn ads help",
    checked: "2026-11",
    sources: [
      { fact: "post 1200×627", source: SPEC, checked: "2026-11-22" },
      {
        fact: "introductory text 150 before truncation; headline 70",
        source: "LinkedIn ads help",
        checked: "2026-11-22",
      },
      {
        fact: "single image ads: an optional call-to-action button chosen from LinkedIn's list",
        source: "LinkedIn ads help, single image ad specifications",
        checked: "2026-11-27",
      },
    ],
  },
  {
    id: "snapchat",
    name: "Snapchat",
    sizes: [size("snapchat", "story", "Story", 1080, 1920)],
    limits: { title: 34, body: 25, noEmoji: true, hashtags: 0, bodyIsName: true },
    fieldNames: { title: "Headline", body: "Brand name" },
    safeZone: "Keep the top and bottom 150 px free of logos and text.",
    source: "Snap ad specs",
    checked: "2026-11",
    sources: [
      { fact: "story 1080×1920", source: SPEC, checked: "2026-11-22" },
      {
        fact: "headline 34, brand name 25, no emoji; top and bottom 150 px clear",
        source: "Snap ad specs",
        checked: "2026-11-22",
      },
    ],
  },
  {
    id: "youtube",
    name: "YouTube",
    sizes: [size("youtube", "thumbnail", "Thumbnail", 1280, 720), size("youtube", "story", "Shorts", 1080, 1920)],
    limits: { title: 100, body: 5000, hashtags: 3 },
    fieldNames: { title: "Title", body: "Description" },
    safeZone: "Thumbnail under 2 MB; the duration badge covers the bottom-right corner. The 9:16 size serves Shorts.",
    source: "YouTube help",
    checked: "2026-11",
    sources: [
      { fact: "thumbnail 1280×720; 9:16 1080×1920 (serves Shorts)", source: SPEC, checked: "2026-11-22" },
      { fact: "title 100; description 5,000", source: "YouTube help", checked: "2026-11-22" },
      {
        fact: "Shorts: title, channel and subscribe cover the bottom quarter, the buttons the right edge",
        source: "YouTube help: Shorts ads creative guidance",
        checked: CHECKED,
      },
    ],
  },
  {
    id: "quora",
    name: "Quora",
    sizes: [size("quora", "post", "Post", 1200, 627)],
    limits: { title: 65, body: 105, englishOnly: true, noLinks: true, hashtags: 0 },
    fieldNames: { title: "Headline", body: "Body text" },
    safeZone: "No excessive capitals; no links in copy.",
    source: "Quora ad copy policies",
    checked: "2026-11",
    sources: [
      { fact: "post 1200×627", source: SPEC, checked: "2026-11-22" },
      {
        fact: "headline 65, body 105; English only; no links",
        source: "Quora ad copy policies",
        checked: "2026-11-22",
      },
    ],
  },
];

export function platformById(id: PlatformId): PlatformFacts {
  const found = platforms.find((p) => p.id === id);
  if (!found) throw new Error(`unknown platform ${id}`);
  return found;
}

/** Every output size across the platforms, in the table's order. */
export const allImageSizes: ImageSize[] = platforms.flatMap((p) => p.sizes);

/** The platform a size key belongs to (`instagram_feed` → instagram), or undefined for an unknown key. */
export function platformOfSize(sizeKey: string): PlatformFacts | undefined {
  return platforms.find((p) => p.sizes.some((s) => s.key === sizeKey));
}
