import type { LanguageCode } from "@common/languages";
import type { BusinessType, Tone } from "@common/business";
import { ar } from "./ar";
import { da } from "./da";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fi } from "./fi";
import { fr } from "./fr";
import { he } from "./he";
import { hi } from "./hi";
import { it } from "./it";
import { ja } from "./ja";
import { ko } from "./ko";
import { nl } from "./nl";
import { no } from "./no";
import { pl } from "./pl";
import { pt } from "./pt";
import { ptPT } from "./pt-PT";
import { portugueseLocale } from "../locale";
import { formalTone, inRegister } from "../register";
import { ru } from "./ru";
import { sv } from "./sv";
import { tr } from "./tr";
import { zh } from "./zh";
import type { BusinessKey, LanguageBank, ToneKey } from "./types";

export { ptPT };

export const banks: Record<LanguageCode, LanguageBank> = {
  en,
  es,
  fr,
  de,
  pt,
  it,
  nl,
  pl,
  ru,
  ja,
  ko,
  zh,
  ar,
  hi,
  tr,
  sv,
  da,
  no,
  fi,
  he,
};

export const toneKeys: Record<Tone, ToneKey> = {
  Professional: "professional",
  "Friendly & Casual": "friendly",
  "Energetic & Bold": "bold",
  "Trustworthy & Reliable": "trustworthy",
  "Creative & Artistic": "creative",
  "Luxury & Sophisticated": "luxury",
  "Fun & Playful": "playful",
  "Urgent & Action-Oriented": "urgent",
};

export const businessKeys: Record<BusinessType, BusinessKey> = {
  "Restaurant/Food Service": "restaurant",
  "Retail/E-commerce": "retail",
  "Professional Services": "services",
  Healthcare: "healthcare",
  "Beauty/Wellness": "beauty",
  "Technology/Software": "technology",
  "Real Estate": "realEstate",
  "Education/Training": "education",
  "Fitness/Sports": "fitness",
  "Travel/Hospitality": "travel",
  "Non-profit": "nonprofit",
  Other: "other",
};

export type { LanguageBank };

/**
 * The bank a brief's copy in `language` is written from: for Portuguese, the variety of the brief's locale (given, or
 * read from its place and words: locale.ts); every other language has one. A Professional, Trustworthy or Luxury
 * brief takes the bank's formal register where it has one (register.ts).
 */
export function bankFor(
  brief: Parameters<typeof portugueseLocale>[0] & { tone: Tone },
  language: LanguageCode,
): LanguageBank {
  const bank = language === "pt" && portugueseLocale(brief) === "pt-PT" ? ptPT : banks[language];
  return inRegister(bank, formalTone(brief.tone));
}
