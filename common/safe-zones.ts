import { allImageSizes } from "./platforms";

/**
 * The keep-clear areas of each output size, as rectangles in fractions of the frame (0–1 from the top-left): where the
 * platform lays its own interface (profile, caption, buttons, badges) over the image, so no text or logo of the ad may
 * go there. Read by the post previews' overlay, `GET /api/v1/platforms` (every size's `safeZone`) and the creatives.
 * Sources and dates are beside each entry; a size whose platform documents no zone has none (`zones: []`) rather than
 * a guess.
 */
export interface SafeZone {
  /** What the platform puts there, as the overlay labels it. */
  label: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface SizeSafeZone {
  /** One line: what the zones are, with the platform's own numbers. */
  note: string;
  /** The keep-clear rectangles in a left-to-right interface. */
  zones: SafeZone[];
  /** Where the platform moves its buttons in right-to-left interfaces (Arabic, Hebrew); absent when they do not move. */
  zonesRtl?: SafeZone[];
}

/** Fractions kept to six decimals, so a mirrored edge is exactly 0 rather than -5e-17. */
const f = (v: number) => Math.round(v * 1e6) / 1e6;
const rect = (label: string, left: number, top: number, width: number, height: number): SafeZone => ({
  label,
  left: f(left),
  top: f(top),
  width: f(width),
  height: f(height),
});
const top = (label: string, px: number, of: number) => rect(label, 0, 0, 1, px / of);
const bottom = (label: string, px: number, of: number) => rect(label, 0, 1 - px / of, 1, px / of);
const side = (label: string, at: "left" | "right", px: number, of: number, from = 0, to = 1) =>
  rect(label, at === "left" ? 0 : 1 - px / of, from, px / of, to - from);
/** A margin of `px` on every side of a `w`×`h` frame, as four strips. */
const margin = (px: number, w: number, h: number): SafeZone[] => [
  top(`Top ${px} px margin`, px, h),
  bottom(`Bottom ${px} px margin`, px, h),
  side(`Left ${px} px margin`, "left", px, w, px / h, 1 - px / h),
  side(`Right ${px} px margin`, "right", px, w, px / h, 1 - px / h),
];
/** A left-to-right set mirrored for right-to-left interfaces. */
const mirrored = (zones: SafeZone[]): SafeZone[] =>
  zones.map((z) => rect(z.label.replace("right", "left"), 1 - z.left - z.width, z.top, z.width, z.height));

// Meta, 2026: Stories and Reels share the Reels zone (Meta Ads Guide, checked 2026-11-26): 14% top, 35% bottom, 6% sides.
const metaVertical: SizeSafeZone = {
  note: "Meta Stories and Reels (one zone since 2026): keep 14% at the top, 35% at the bottom and 6% at each side clear.",
  zones: [
    top("Top 14%: profile and close", 0.14 * 1920, 1920),
    bottom("Bottom 35%: caption, buttons and reply bar", 0.35 * 1920, 1920),
    side("Left 6%", "left", 0.06 * 1080, 1080, 0.14, 0.65),
    side("Right 6%: reactions", "right", 0.06 * 1080, 1080, 0.14, 0.65),
  ],
};
// Meta's feed 4:5: about 64 px on every side of 1080×1350 (Meta Ads Guide, checked 2026-11-26).
const metaFeed45: SizeSafeZone = {
  note: "Meta feed 4:5: keep about 64 px clear on every side; the feed may crop the edges on some screens.",
  zones: margin(64, 1080, 1350),
};
// TikTok in-feed, 1080×1920 (TikTok Ads help: In-Feed Ads safe zone templates, LTR and Arabic RTL; checked 2026-11-26):
// top 150 px (following/for-you tabs), bottom 440 px (caption, display name, music, CTA), 150 px for the button column.
const tiktokLtr: SafeZone[] = [
  top("Top 150 px: tabs", 150, 1920),
  bottom("Bottom 440 px: caption, name and call to action", 440, 1920),
  side("Button column on the right", "right", 150, 1080, 150 / 1920, 1 - 440 / 1920),
];

const documented: Record<string, SizeSafeZone> = {
  facebook_portrait: metaFeed45,
  instagram_feed: metaFeed45,
  instagram_story: metaVertical,
  tiktok_feed: {
    note: "TikTok in-feed: keep the top 150 px, the bottom 440 px and the 150 px button column clear; in Arabic the buttons are on the left.",
    zones: tiktokLtr,
    zonesRtl: mirrored(tiktokLtr),
  },
  snapchat_story: {
    note: "Snap: keep the top and bottom 150 px free of logos and text.",
    zones: [top("Top 150 px: keep clear", 150, 1920), bottom("Bottom 150 px: keep clear", 150, 1920)],
  },
  youtube_thumbnail: {
    note: "YouTube: the duration badge covers the bottom-right corner.",
    // The badge sits about 8 px from the corner and is about 60 × 36 px on a 320 × 180 thumbnail.
    zones: [rect("Duration badge", 1 - 76 / 320, 1 - 44 / 180, 76 / 320, 44 / 180)],
  },
  // YouTube Shorts (YouTube help, Shorts creative guidance; checked 2026-11-26): the title, channel and subscribe
  // button cover the bottom quarter (480 px), the like/comment/share column about 160 px on the right above it, the
  // search and menu icons the top 150 px.
  youtube_story: {
    note: "YouTube Shorts: keep the top 150 px, the bottom 480 px and the 160 px button column on the right clear.",
    zones: [
      top("Top 150 px: search and menu", 150, 1920),
      bottom("Bottom 480 px: title, channel and subscribe", 480, 1920),
      side("Button column on the right", "right", 160, 1080, 0.45, 1 - 480 / 1920),
    ],
  },
};

const undocumented = (label: string): SizeSafeZone => ({
  note: `No keep-clear area is documented for the ${label} size; keep text a little away from the edges.`,
  zones: [],
});

/** Every output size's zones: the documented ones, and an empty set with a note for the rest. */
export const safeZones: Record<string, SizeSafeZone> = Object.fromEntries(
  allImageSizes.map((s) => [s.key, documented[s.key] ?? undocumented(`${s.width}×${s.height}`)]),
);

/** The safe zones of one rendition size (e.g. "snapchat_story"), or undefined for an unknown size. */
export function safeZonesFor(sizeKey: string): SizeSafeZone | undefined {
  return safeZones[sizeKey];
}

/** The zones that apply in a reading direction: the right-to-left set where the platform has one. */
export function zonesFor(sizeKey: string, dir: "ltr" | "rtl"): SafeZone[] {
  const z = safeZones[sizeKey];
  if (!z) return [];
  return dir === "rtl" && z.zonesRtl ? z.zonesRtl : z.zones;
}
