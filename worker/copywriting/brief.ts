import { LanguageCode } from "@common/enums";
import { businessTypes, tones } from "@common/business";
import { Offer, type GenerationInput } from "@common/generation";
import { categoryOf } from "./lexicon";
import type { BrandVoice } from "@common/brand-kits";
import type { LanguageCode as Code } from "@common/languages";
import { detectLanguage, type DetectedLanguage } from "./detect-language";
import type { CopyBrief, CurrentCopy } from "./types";

/** The text of a brief that shows its language: what is sold, for whom, the message and the call to action. */
export type BriefText = Pick<GenerationInput, "productDescription" | "targetAudience" | "keyMessage" | "callToAction">;

/** The language a brief is written in, and whether its words show it clearly (detect-language.ts). */
export function readBriefLanguage(input: BriefText, interfaceLanguage: Code = "en"): DetectedLanguage {
  const text = [input.productDescription, input.targetAudience, input.keyMessage, input.callToAction]
    .filter(Boolean)
    .join(". ");
  return detectLanguage(text, interfaceLanguage);
}

/**
 * The language a brief is written in, from its own words; when they do not show it clearly, the interface's language
 * (English unless the form says otherwise): a wrong guess would put the user's words into another language's sentences.
 */
export function detectBriefLanguage(input: BriefText, interfaceLanguage: Code = "en"): Code {
  return readBriefLanguage(input, interfaceLanguage).language;
}

/**
 * The brief the engines take: its language as given, or detected from its own text; with a brand kit's voice, the
 * kit's call to action and tone stand in for the ones the brief leaves out.
 */
export function resolveBrief(input: GenerationInput, voice?: BrandVoice): CopyBrief {
  const briefLanguage = input.briefLanguage ?? detectBriefLanguage(input, input.interfaceLanguage);
  if (!voice) return { ...input, briefLanguage };
  const callToAction = input.callToAction?.trim() ? input.callToAction : (voice.callToAction ?? undefined);
  return { ...input, tone: input.tone ?? voice.tone ?? "Professional", callToAction, briefLanguage, voice };
}

/** The brief a concept was made from, with safe defaults for anything missing (older rows, hand-made concepts). */
export function briefOf(context: Record<string, unknown> | null, current: CurrentCopy): CopyBrief {
  const c = context ?? {};
  const pick = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T =>
    allowed.includes(v as T) ? (v as T) : fallback;
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);
  const brief = {
    businessType: pick(c.businessType, businessTypes, "Other"),
    tone: pick(c.tone, tones, "Professional"),
    targetAudience: text(c.targetAudience) ?? "customers",
    productDescription: text(c.productDescription) ?? (current.title_en || "our product"),
    brandName: text(c.brandName),
    productName: text(c.productName),
    keyMessage: text(c.keyMessage),
    callToAction: text(c.callToAction),
    // The lexicon category and the facts (issue 27); a stored offer or locale that no longer parses is left out.
    category: categoryOf(c.category),
    place: text(c.place),
    price: text(c.price),
    hours: text(c.hours),
    offer: Offer.safeParse(c.offer).data,
    locale: c.locale === "pt-PT" || c.locale === "pt-BR" ? (c.locale as "pt-PT" | "pt-BR") : undefined,
    platforms: [],
    languages: ["en", "es"] as Code[],
  };
  const given = LanguageCode.safeParse(c.briefLanguage);
  // Concepts made before the brief's language was recorded were written from English briefs or detected ones.
  return { ...brief, briefLanguage: given.success ? given.data : detectBriefLanguage(brief) };
}
