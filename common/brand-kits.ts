import { z } from "./zod";
import { Tone } from "./enums";

/**
 * A brand kit (issue 26): the logo, colours, fonts and voice an account's creatives and copy obey. Stored per account
 * (brand_kits), made and edited on /brand and through /api/v1/brand-kits; a generation names one by `brandKitId`.
 */

/** How many kits a plan keeps (-1: unlimited). The plan cards say the same (migration 0012). */
export const brandKitLimits = { free: 1, basic: 1, pro: 5, enterprise: -1 } as const;

/** The font pairings a kit can choose: headline face and text face for Latin, Greek and Cyrillic. Other scripts are
 * set in the Noto face of their script (Arabic, Hebrew, Devanagari, Japanese, Korean, Chinese) in every pairing. */
export const fontPairings = {
  plex: { label: "IBM Plex Sans", headline: "IBM Plex Sans", text: "IBM Plex Sans" },
  serif: { label: "Noto Serif + IBM Plex Sans", headline: "Noto Serif", text: "IBM Plex Sans" },
  mono: { label: "JetBrains Mono + IBM Plex Sans", headline: "JetBrains Mono", text: "IBM Plex Sans" },
} as const;
export type FontPairing = keyof typeof fontPairings;
export const fontPairingIds = Object.keys(fontPairings) as [FontPairing, ...FontPairing[]];

export const BRAND_KIT_LIMITS = {
  name: 60,
  /** The logo as uploaded (PNG, JPEG or WebP), before it is decoded by the bounded decoders and stored at most 512 px. */
  logoBytes: 2 * 1024 * 1024,
  logoMaxSide: 4096,
  logoStoredSide: 512,
  words: 50,
  wordLength: 40,
  terms: 30,
  termLength: 60,
  hashtags: 10,
  hashtagLength: 40,
  callToAction: 40,
  website: 200,
} as const;

/** Text over a background must reach this contrast ratio (WCAG 2 AA for normal text). */
export const MIN_CONTRAST = 4.5;

const HEX = /^#[0-9a-fA-F]{6}$/;
const hex = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(HEX, `${label} must be a colour written #RRGGBB`)
    .transform((v) => v.toLowerCase());

export const BrandColors = /* @__PURE__ */ z.object({
  /** Bands and panels behind the headline (their text is white or black, whichever reads better). */
  primary: hex("Primary colour"),
  /** The call-to-action button (its label is white or black, whichever reads better). */
  accent: hex("Accent colour"),
  /** Text on the background colour. */
  text: hex("Text colour"),
  /** The card and split layouts' ground. */
  background: hex("Background colour"),
});
export type BrandColors = z.infer<typeof BrandColors>;

const list = (label: string, max: number, itemMax: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `${label} cannot hold an empty entry`)
        .max(itemMax, `Each of ${label.toLowerCase()} must be at most ${itemMax} characters`),
      { error: `${label} must be a list of strings` },
    )
    .max(max, `${label} holds at most ${max} entries`);

/** The voice's fields without their defaults: BrandVoice gives each its default, BrandVoicePatch leaves a missing one
 * as it was. */
const voiceFields = {
  /** The tone copy is written in when the brief does not choose one. */
  tone: Tone.nullable(),
  /** Words never to use, in any language: copy that contains one is rewritten or replaced. */
  bannedWords: list("Words never to use", BRAND_KIT_LIMITS.words, BRAND_KIT_LIMITS.wordLength),
  /** Brand and product names, slogans: kept exactly as written in every language. */
  neverTranslate: list("Terms never to translate", BRAND_KIT_LIMITS.terms, BRAND_KIT_LIMITS.termLength),
  /** Hashtags that lead every platform's hashtags (written with or without '#'). */
  hashtags: list("Preferred hashtags", BRAND_KIT_LIMITS.hashtags, BRAND_KIT_LIMITS.hashtagLength)
    .transform((tags) => tags.map((t) => (t.startsWith("#") ? t : `#${t}`)))
    .pipe(z.array(z.string().regex(/^#[^\s#]+$/, "A hashtag is one word with no spaces"))),
  /** The call to action used when a brief gives none. */
  callToAction: z
    .string()
    .trim()
    .max(
      BRAND_KIT_LIMITS.callToAction,
      `The call to action must be at most ${BRAND_KIT_LIMITS.callToAction} characters`,
    )
    .nullable()
    .transform((v) => v || null),
  /** The website or handle the creatives and copy may name. */
  website: z
    .string()
    .trim()
    .max(BRAND_KIT_LIMITS.website, `The website or handle must be at most ${BRAND_KIT_LIMITS.website} characters`)
    .nullable()
    .transform((v) => v || null),
};

export const BrandVoice = /* @__PURE__ */ z.object({
  tone: voiceFields.tone.default(null),
  bannedWords: voiceFields.bannedWords.default([]),
  neverTranslate: voiceFields.neverTranslate.default([]),
  hashtags: voiceFields.hashtags.default([]),
  callToAction: voiceFields.callToAction.default(null),
  website: voiceFields.website.default(null),
});
export type BrandVoice = z.infer<typeof BrandVoice>;

/** A kit as the API answers it. */
export const BrandKit = /* @__PURE__ */ z.object({
  id: z.number().int(),
  name: z.string(),
  /** Where the stored logo's bytes are (PNG), or null when the kit has none. */
  logoUrl: z.string().nullable(),
  colors: BrandColors,
  fontPairing: z.enum(fontPairingIds),
  voice: BrandVoice,
  /** When a generation last used the kit; the most recent one is the form's and the API's default. */
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BrandKit = z.infer<typeof BrandKit>;
export const BrandKitList = /* @__PURE__ */ z.object({ data: z.array(BrandKit) });

/** POST: a new kit. `logoData` is a data URL (data:image/png;base64,…), as the API's imageData is. */
export const BrandKitCreate = /* @__PURE__ */ z.object({
  name: z
    .string({ error: "A kit needs a name" })
    .trim()
    .min(1, "A kit needs a name")
    .max(BRAND_KIT_LIMITS.name, `The name must be at most ${BRAND_KIT_LIMITS.name} characters`),
  logoData: z.string().startsWith("data:image/", "The logo must be a PNG, JPEG or WebP data URL").nullable().optional(),
  colors: BrandColors,
  fontPairing: z
    .enum(fontPairingIds, { error: `The font pairing is one of ${fontPairingIds.join(", ")}` })
    .default("plex"),
  voice: BrandVoice.default(BrandVoice.parse({})),
});
export type BrandKitCreate = z.infer<typeof BrandKitCreate>;

/** PATCH of the voice: the fields sent replace theirs, the others keep their value. */
export const BrandVoicePatch = /* @__PURE__ */ z.object(voiceFields).partial();

/** PATCH: any field (no defaults: a field left out keeps its value; colours and voice merge field by field);
 * `logoData: null` removes the logo. */
export const BrandKitUpdate = /* @__PURE__ */ z.object({
  name: BrandKitCreate.shape.name.optional(),
  logoData: BrandKitCreate.shape.logoData,
  colors: BrandColors.partial().optional(),
  fontPairing: z.enum(fontPairingIds, { error: `The font pairing is one of ${fontPairingIds.join(", ")}` }).optional(),
  voice: BrandVoicePatch.optional(),
});
export type BrandKitUpdate = z.infer<typeof BrandKitUpdate>;

/** WCAG 2 relative luminance of #rrggbb. */
export function luminance(hexColor: string): number {
  const n = Number.parseInt(hexColor.slice(1), 16);
  const ch = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch((n >> 16) & 255) + 0.7152 * ch((n >> 8) & 255) + 0.0722 * ch(n & 255);
}

/** WCAG 2 contrast ratio between two #rrggbb colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or black, whichever reads better on `ground` (always at least 4.58:1). */
export function labelColorOn(ground: string): "#ffffff" | "#000000" {
  return contrastRatio("#ffffff", ground) >= contrastRatio("#000000", ground) ? "#ffffff" : "#000000";
}

/** The kit creatives use when a concept has none: ReachGen's own colours. */
export const DEFAULT_BRAND_COLORS: BrandColors = {
  primary: "#1f2a44",
  accent: "#f97316",
  text: "#111827",
  background: "#f8f5f0",
};
