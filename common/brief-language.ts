import { z } from "./zod";
import { LanguageCode } from "./enums";

/**
 * POST /api/ai/detect-language: the brief's words as the form holds them (any may be empty while the user types) and
 * the interface's language, which stands when the words do not show a language clearly.
 */
export const DetectLanguageInput = /* @__PURE__ */ z.object({
  productDescription: z.string().max(1000).optional(),
  targetAudience: z.string().max(500).optional(),
  keyMessage: z.string().max(300).optional(),
  callToAction: z.string().max(300).optional(),
  brandName: z.string().max(300).optional(),
  productName: z.string().max(300).optional(),
  businessType: z.string().max(60).optional(),
  interfaceLanguage: LanguageCode.optional(),
});
export type DetectLanguageInput = z.infer<typeof DetectLanguageInput>;

/**
 * The language the brief reads as (`confident: false` when that is the interface's language, not a reading) and the
 * category its words describe.
 */
export const DetectedBriefLanguage = /* @__PURE__ */ z.object({
  language: LanguageCode,
  confident: z.boolean(),
  /** The lexicon category the brief describes (read with the words of its language and English), or null. */
  category: z.string().nullable(),
});
export type DetectedBriefLanguage = z.infer<typeof DetectedBriefLanguage>;
