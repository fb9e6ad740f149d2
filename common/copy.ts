import { z } from "./zod";
import { PlatformId, LanguageCode } from "./enums";

import { platformById, platforms, type PlatformId as Platform } from "./platforms";

/** What a reader sees: grapheme clusters, not UTF-16 code units (PLATFORMS.md). */
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

export function graphemeCount(text: string): number {
  // Text of characters that never join another (Latin, Cyrillic and CJK letters without combining marks, kana without
  // the combining sound marks, Hangul syllables, common punctuation) has one grapheme per UTF-16 unit: no segmenter.
  if (SINGLE_UNIT_GRAPHEMES.test(text)) return text.length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

const SINGLE_UNIT_GRAPHEMES =
  /^[\u0020-\u007e\u00a0-\u02ff\u0400-\u0482\u048a-\u052f\u2010-\u2027\u2030-\u205e\u3000-\u3098\u309b-\u30ff\u4e00-\u9fff\uac00-\ud7a3\uff01-\uff60]*$/u;

/** The first `max` graphemes of a text. */
export function takeGraphemes(text: string, max: number): string {
  let out = "";
  let n = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (n++ >= max) break;
    out += segment;
  }
  return out;
}

const CJK_ARABIC = new Set(["ja", "ko", "zh", "ar"]);
const CJK = new Set(["ja", "ko", "zh"]);

export interface CopyLimits {
  title: number;
  body: number;
  hashtags: number;
  noEmoji: boolean;
}

export function limitsFor(platform: Platform, language: string): CopyLimits {
  const { limits } = platformById(platform);
  const cjk = limits.cjk && CJK.has(language) ? limits.cjk : undefined;
  const title =
    cjk?.title ?? (limits.titleCjkArabic && CJK_ARABIC.has(language) ? limits.titleCjkArabic : limits.title);
  return {
    title,
    body: cjk?.body ?? limits.body,
    hashtags: limits.hashtags,
    noEmoji: limits.noEmoji ?? false,
  };
}

/** Platforms whose second field is a name, not a text (`bodyIsName` in common/platforms.ts). */
export const nameBodyPlatforms: ReadonlySet<Platform> = new Set(
  platforms.filter((p) => p.limits.bodyIsName).map((p) => p.id),
);

/** Platforms whose ad shows the call to action as its button (`ctaButton` in common/platforms.ts). */
export const buttonCtaPlatforms: ReadonlySet<Platform> = new Set(
  platforms.filter((p) => p.limits.ctaButton).map((p) => p.id),
);

/** Platforms whose call to action stands apart from the body, as the ad's button: the name fields' and the buttons'. */
export const ctaApartPlatforms: ReadonlySet<Platform> = new Set([...nameBodyPlatforms, ...buttonCtaPlatforms]);

/** Quora runs English ads only (PLATFORMS.md): other languages get no Quora copy. */
export function platformSupportsLanguage(platform: Platform, language: string): boolean {
  return !(platformById(platform).limits.englishOnly && language !== "en");
}

const EMOJI = /\p{Extended_Pictographic}/u;

/** What an A/B variant leads with: the brief's offer, its audience, its place or its product. */
export const variantAngles = ["offer", "audience", "place", "product"] as const;

/**
 * The B of an A/B test for one platform and language (issue 27): the same limits, another angle and other words
 * (at most 30 % shared with A), its own call to action.
 */
export const CopyVariant = /* @__PURE__ */ z.object({
  angle: z.enum(variantAngles),
  title: z.string().min(1),
  body: z.string().min(1),
  cta: z.string().optional(),
});
export type CopyVariant = z.infer<typeof CopyVariant>;

export const GeneratedCopyItem = /* @__PURE__ */ z.object({
  platform: PlatformId,
  language: LanguageCode,
  title: z.string().min(1),
  body: z.string().min(1),
  // No regex flags: the OpenAPI document carries the pattern, and JSON Schema patterns have none.
  hashtags: z.array(z.string().regex(/^#\S+$/)),
  /** The call to action as it stands, whole, in the body (absent in copy made before it was recorded). */
  cta: z.string().optional(),
  /** The B variant, where the engine wrote one (the phrase library does for every platform with a body). */
  variant: CopyVariant.optional(),
});
export type GeneratedCopyItem = z.infer<typeof GeneratedCopyItem>;

/** One platform's copy in one language as a concept stores it (SPEC §3 aiGeneratedCopy, plus hashtags and the CTA). */
export const PlatformCopy = /* @__PURE__ */ z.object({
  title: z.string(),
  body: z.string(),
  hashtags: z.array(z.string()).optional(),
  cta: z.string().optional(),
  variant: CopyVariant.optional(),
});
export type PlatformCopy = z.infer<typeof PlatformCopy>;
/** language → platform → copy. */
export const CopyByLanguage = /* @__PURE__ */ z.record(z.string(), z.record(z.string(), PlatformCopy));
export type CopyByLanguage = z.infer<typeof CopyByLanguage>;

/** Which engine wrote a concept's copy: the built-in phrase library, an OpenAI-compatible model or Workers AI. */
export const CopyProvider = /* @__PURE__ */ z.enum(["template", "openai", "workers-ai"]);
export type CopyProvider = z.infer<typeof CopyProvider>;

/** How the product names each engine to its users. */
export const copyProviderNames: Record<CopyProvider, string> = {
  template: "ReachGen phrase library",
  openai: "AI model (OpenAI-compatible)",
  "workers-ai": "AI model (Cloudflare Workers AI)",
};

/** Every way an item breaks its platform's rules; empty when it is publishable as is. */
export function copyViolations(item: GeneratedCopyItem): string[] {
  const limits = limitsFor(item.platform, item.language);
  const problems: string[] = [];
  const t = graphemeCount(item.title);
  const b = graphemeCount(item.body);
  if (t > limits.title) problems.push(`title has ${t} graphemes, limit ${limits.title}`);
  if (b > limits.body) problems.push(`body has ${b} graphemes, limit ${limits.body}`);
  if (item.hashtags.length > limits.hashtags)
    problems.push(`${item.hashtags.length} hashtags, at most ${limits.hashtags}`);
  if (limits.noEmoji && (EMOJI.test(item.title) || EMOJI.test(item.body))) problems.push("emoji are not allowed");
  if (!platformSupportsLanguage(item.platform, item.language))
    problems.push(`${item.platform} does not run ${item.language} ads`);
  const { limits: rules } = platformById(item.platform);
  if (rules.noLinks && /https?:\/\/|www\./i.test(`${item.title} ${item.body}`)) problems.push("links are not allowed");
  if (rules.noHashtags && /[#@]/.test(`${item.title} ${item.body}`))
    problems.push("'#' and '@' are not allowed in the ad text");
  return problems;
}

export function stripEmoji(text: string): string {
  return text
    .replace(/\p{Extended_Pictographic}\uFE0F?/gu, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** Items as a concept stores them: language → platform → { title, body, hashtags, cta }. */
export function copyByLanguage(items: readonly GeneratedCopyItem[]): CopyByLanguage {
  const out: CopyByLanguage = {};
  for (const i of items)
    (out[i.language] ??= {})[i.platform] = {
      title: i.title,
      body: i.body,
      hashtags: i.hashtags,
      ...(i.cta ? { cta: i.cta } : {}),
      ...(i.variant ? { variant: i.variant } : {}),
    };
  return out;
}
