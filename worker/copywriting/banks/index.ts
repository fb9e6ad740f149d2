import type { LanguageCode } from "@common/languages";
import type { BusinessType, Tone } from "@common/business";
import { categoryUnit, isCategoryId, type OfferUnit, offerUnits } from "@common/categories";
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
  return forKind(inRegister(bank, formalTone(brief.tone)), saleOf(brief.category));
}

/**
 * What a category sells, for the body statements written for one kind only (rounds 12–13 of native review, issue 27):
 * things a reader comes to see, orders or buys (a visit, an order, a purchase: cheese, flowers, a café's cakes), or
 * a service done for them (an appointment, a lesson, a session, a stay, a job…). "Come and taste our X" is wrong for a
 * dentist; "We're here when you need X" and "You can count on us for X" are wrong for a cheese shop.
 */
export type SaleKind = "goods" | "services";
const goodsUnits: readonly OfferUnit[] = ["visit", "order", "purchase"];

/** What a brief's category sells and the unit its offers are said of; null for a brief without a category. */
export interface Sale {
  kind: SaleKind;
  unit: OfferUnit;
}

/** The kind of a category id; null for a brief without a category (it takes only the statements of every kind). */
export function saleKindOf(category: string | undefined): SaleKind | null {
  return saleOf(category)?.kind ?? null;
}

/** The kind and unit of a category id; null for a brief without a category. */
export function saleOf(category: string | undefined): Sale | null {
  if (!category || !isCategoryId(category)) return null;
  const unit = categoryUnit(category);
  return { kind: goodsUnits.includes(unit) ? "goods" : "services", unit };
}

/**
 * A statement's tag: the kinds or units it is said of, e.g. "[goods] Come and taste {product}." or "[appointment,
 * consultation] We'll find you a time for {product}." (a public sauna's sessions are not booked: unit "session").
 */
export const SALE_KIND_TAG = /^\[([a-z]+(?:,[a-z]+)*)\] /u;
const tagWords: readonly string[] = ["goods", "services", ...offerUnits];

/** Whether a tag's words are all kinds or units (a test checks every bank's tags with it). */
export function knownSaleTag(tag: string): boolean {
  return tag.split(",").every((w) => tagWords.includes(w));
}

const kindBanks = new WeakMap<LanguageBank, Map<string, LanguageBank>>();

/**
 * The bank with the body statements said of this sale and the untagged ones (their tags taken off), none said only of
 * another kind or unit. `sale` may be a kind alone ("goods") or a kind and unit.
 */
export function forKind(bank: LanguageBank, sale: Sale | SaleKind | null): LanguageBank {
  const { kind, unit } = typeof sale === "string" ? { kind: sale, unit: undefined } : (sale ?? {});
  const key = `${kind ?? ""}:${unit ?? ""}`;
  let byKind = kindBanks.get(bank);
  if (!byKind) kindBanks.set(bank, (byKind = new Map()));
  let out = byKind.get(key);
  if (!out) {
    const keep = (list: string[]) =>
      list.flatMap((t) => {
        const tag = SALE_KIND_TAG.exec(t)?.[1];
        if (!tag) return [t];
        const words = tag.split(",");
        return (kind && words.includes(kind)) || (unit && words.includes(unit)) ? [t.slice(tag.length + 3)] : [];
      });
    const angles = Object.fromEntries(
      Object.entries(bank.angles).map(([angle, list]) => [angle, keep(list)]),
    ) as LanguageBank["angles"];
    out = { ...bank, angles };
    byKind.set(key, out);
  }
  return out;
}
