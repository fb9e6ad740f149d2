/**
 * Platform facts, encoded once (PLATFORMS.md). Sizes are fixed by SPEC §3; copy limits and safe zones come from the
 * platforms' own ad specifications as checked on the date beside each row. Everything else reads this table.
 */
export const PLATFORM_FACTS_VERSION = "2026-11-22";

export const platformIds = ["facebook", "reddit", "pinterest", "linkedin", "snapchat", "youtube", "quora"] as const;
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
  /** Shorter title limit for CJK and Arabic scripts where the platform documents one. */
  titleCjkArabic?: number;
  noEmoji?: boolean;
  englishOnly?: boolean;
  noLinks?: boolean;
}

export interface PlatformFacts {
  id: PlatformId;
  name: string;
  sizes: ImageSize[];
  limits: CopyLimits;
  /** Names of the copy fields as the platform's ad manager labels them. */
  fieldNames: { title: string; body: string };
  safeZone: string;
  source: string;
  checked: string;
}

const size = (platform: PlatformId, name: string, label: string, width: number, height: number): ImageSize => ({
  key: `${platform}_${name}`,
  label,
  width,
  height,
});

export const platforms: readonly PlatformFacts[] = [
  {
    id: "facebook",
    name: "Facebook",
    sizes: [size("facebook", "feed", "Feed", 1200, 628), size("facebook", "square", "Square", 1080, 1080)],
    limits: { title: 40, body: 125 },
    fieldNames: { title: "Headline", body: "Primary text" },
    safeZone: "Stories/Reels 9:16: keep about 14% at the top and 20% at the bottom clear.",
    source: "Meta ads guide",
    checked: "2026-11",
  },
  {
    id: "reddit",
    name: "Reddit",
    sizes: [size("reddit", "post", "Post", 1200, 628)],
    limits: { title: 150, body: 300 },
    fieldNames: { title: "Headline", body: "Post text" },
    safeZone: "Reddit recommends 4:3, 1:1, 4:5 or 16:9; other ratios may show bars.",
    source: "Reddit ad specs",
    checked: "2026-11",
  },
  {
    id: "pinterest",
    name: "Pinterest",
    sizes: [size("pinterest", "pin", "Pin", 1000, 1500)],
    limits: { title: 40, body: 500, titleCjkArabic: 30 },
    fieldNames: { title: "Title", body: "Description" },
    safeZone: "2:3 recommended.",
    source: "Pinterest product specs",
    checked: "2026-11",
  },
  {
    id: "linkedin",
    name: "LinkedIn",
    sizes: [size("linkedin", "post", "Post", 1200, 627)],
    limits: { title: 70, body: 150 },
    fieldNames: { title: "Headline", body: "Introductory text" },
    safeZone: "LinkedIn's own help lists 1200x628 for 1.91:1.",
    source: "LinkedIn ads help",
    checked: "2026-11",
  },
  {
    id: "snapchat",
    name: "Snapchat",
    sizes: [size("snapchat", "story", "Story", 1080, 1920)],
    limits: { title: 34, body: 25, noEmoji: true },
    fieldNames: { title: "Headline", body: "Brand name" },
    safeZone: "Keep the top and bottom 150 px free of logos and text.",
    source: "Snap ad specs",
    checked: "2026-11",
  },
  {
    id: "youtube",
    name: "YouTube",
    sizes: [size("youtube", "thumbnail", "Thumbnail", 1280, 720), size("youtube", "story", "Shorts", 1080, 1920)],
    limits: { title: 100, body: 5000 },
    fieldNames: { title: "Title", body: "Description" },
    safeZone: "Thumbnail under 2 MB; the duration badge covers the bottom-right corner. The 9:16 size serves Shorts.",
    source: "YouTube help",
    checked: "2026-11",
  },
  {
    id: "quora",
    name: "Quora",
    sizes: [size("quora", "post", "Post", 1200, 627)],
    limits: { title: 65, body: 105, englishOnly: true, noLinks: true },
    fieldNames: { title: "Headline", body: "Body text" },
    safeZone: "No excessive capitals; no links in copy.",
    source: "Quora ad copy policies",
    checked: "2026-11",
  },
];

export function platformById(id: PlatformId): PlatformFacts {
  const found = platforms.find((p) => p.id === id);
  if (!found) throw new Error(`unknown platform ${id}`);
  return found;
}

/** All 9 output sizes across the 7 platforms. */
export const allImageSizes: ImageSize[] = platforms.flatMap((p) => p.sizes);
