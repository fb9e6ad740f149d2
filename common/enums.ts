import { z } from "./zod";
import { businessTypes, tones } from "./business";
import { languageCodes } from "./languages";
import { platformIds } from "./platforms";

/**
 * The schemas of the platform and language ids, business types and tones. Their tables (common/platforms.ts, common/languages.ts) are read on
 * every page, the landing page included, which loads no schema library (decision 016); the schemas live here.
 */
export const PlatformId = /* @__PURE__ */ z.enum(platformIds);
export type PlatformId = z.infer<typeof PlatformId>;
export const LanguageCode = /* @__PURE__ */ z.enum(languageCodes);
export type LanguageCode = z.infer<typeof LanguageCode>;
export const BusinessType = /* @__PURE__ */ z.enum(businessTypes);
export type BusinessType = z.infer<typeof BusinessType>;
export const Tone = /* @__PURE__ */ z.enum(tones);
export type Tone = z.infer<typeof Tone>;
