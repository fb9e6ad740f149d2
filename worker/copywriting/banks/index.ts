import type { LanguageCode } from "@common/languages";
import type { BusinessType, Tone } from "@common/business";
import { categoryUnit, isCategoryId, type OfferUnit } from "@common/categories";
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
  brief: Parameters<typeof portugueseLocale>[0] & { tone: Tone; category?: string | undefined },
  language: LanguageCode,
): LanguageBank {
  const bank = language === "pt" && portugueseLocale(brief) === "pt-PT" ? ptPT : banks[language];
  return forKind(inRegister(bank, formalTone(brief.tone)), saleKindOf(brief.category));
}

/**
 * What a category sells, for the body statements written for one kind only (round 12 of native review, issue 27):
 * things a reader comes to see, orders or buys (a visit, an order, a purchase: cheese, flowers, a café's cakes), or
 * a service done for them (an appointment, a lesson, a session, a stay, a job…). "Come and taste our X" is wrong for a
 * dentist; "We're here when you need X" and "You can count on us for X" are wrong for a cheese shop.
 */
export type SaleKind = "goods" | "services";
const goodsUnits: readonly OfferUnit[] = ["visit", "order", "purchase"];

/** The kind of a category id; null for a brief without a category (it takes only the statements of both kinds). */
export function saleKindOf(category: string | undefined): SaleKind | null {
  if (!category || !isCategoryId(category)) return null;
  return goodsUnits.includes(categoryUnit(category)) ? "goods" : "services";
}

/** A statement's kind tag: "[goods] Come and taste {product}." is said only of goods. */
export const SALE_KIND_TAG = /^\[(goods|services)\] /u;

const kindBanks = new WeakMap<LanguageBank, Map<SaleKind | null, LanguageBank>>();

/** The bank with the body statements of this kind and of both kinds (their tags taken off), none of the other kind. */
export function forKind(bank: LanguageBank, kind: SaleKind | null): LanguageBank {
  let byKind = kindBanks.get(bank);
  if (!byKind) kindBanks.set(bank, (byKind = new Map()));
  let out = byKind.get(kind);
  if (!out) {
    const keep = (list: string[]) =>
      list.flatMap((t) => {
        const tag = SALE_KIND_TAG.exec(t)?.[1];
        if (!tag) return [t];
        return tag === kind ? [t.slice(tag.length + 3)] : [];
      });
    const angles = Object.fromEntries(
      Object.entries(bank.angles).map(([angle, list]) => [angle, keep(list)]),
    ) as LanguageBank["angles"];
    out = { ...bank, angles };
    byKind.set(kind, out);
  }
  return out;
}
