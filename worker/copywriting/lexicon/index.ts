import type { BusinessType } from "@common/business";
import {
  categoryBusinessType,
  categoryIds,
  categoryUnit,
  isCategoryId,
  type CategoryId,
  type OfferUnit,
} from "@common/categories";
import type { LanguageCode } from "@common/languages";
import type { Offer, OfferKind } from "@common/generation";

/**
 * The category lexicon (issue 27, decision 027): for each of its categories of small business, the words every
 * language's ads use for it, written natively per language. It is data (worker/copywriting/lexicon/<language>.json),
 * served from the static assets and read once per isolate; these are its shapes and the pure functions over it.
 */
export interface CategoryWords {
  /** The category's name as a label in a searchable list ("Fahrradwerkstatt"). */
  name: string;
  /** The bare noun, singular and plural ("Bäckerei", "Bäckereien"). */
  one: string;
  many: string;
  /** The grammatical gender of `one`, where the language has one. */
  gender?: "m" | "f" | "n" | "c";
  /** The business speaking of itself ("unsere Bäckerei"), ≤ 25 graphemes: the brand when none is given. */
  noun: string;
  /** What it offers ("unser Brot und Gebäck"), ≤ 30: the product when no name is given. */
  offer: string;
  /** `offer` is grammatically plural. */
  plural: boolean;
  /**
   * `offer` in the language's other cases, where its bank's templates ask for one as "{product:case}": German
   * `acc` and `dat` ("unseren Surfkursen"), Russian `acc`, `gen` and `ins` ("уроками сёрфинга"). A template whose
   * case the entry lacks is left out.
   */
  offerForms?: Record<string, string>;
  /** Who it serves, 2–3 plural noun phrases ("Frühaufsteher"). */
  audience: string[];
  /** 5–8 hashtag words, without '#'. */
  hashtags: string[];
  /** The category's own call to action with its object ("Komm in die Werkstatt"), in the bank's register, ≤ 28. */
  cta: string;
  /** The same in the formal register (Sie, vous, usted …), in the languages that have one. */
  ctaFormal?: string;
  /** Lower-case words or word starts a brief in the language uses for the category (detection). */
  keywords: string[];
  /**
   * Twelve sentences that belong to this kind of business and no other (the last four whole sentences with a verb,
   * decision 055): the moments and uses a customer has for it
   * ("For birthdays, thank-yous and just because."), true of every business of the category and promising nothing of
   * this one, addressing no one (every register) and not speaking as the business. A body says one where it would
   * otherwise say one of the bank's general sentences, each once a set (decision 053).
   */
  moments?: string[];
}

/** Templates that state the brief's facts in one language: {place}, {price}, {hours}, {n} stay as the user wrote them. */
export interface LexiconFacts {
  place: string[];
  price: string[];
  /**
   * The price said of what is sold ("{product}: {price}."), where the price has no words of its own to say what it is
   * for ("350 TL"): the readers asked "350 TL for what?". Left out where the language's offer is not in the case a
   * label takes (Finnish writes its offers in the partitive: "Hiustenleikkuuta ja parranajoa: 350 TL" is wrong).
   */
  priceOf?: string;
  hours: string[];
  /**
   * Headlines that say where the business is ("Right here in {place}"), no full stop, addressing no one: a B led by its
   * place takes one before a sentence of the address ("We're based in …" read as no headline, round 42). {place} is
   * the place as the user typed it, so a template never inflects it. The formal facts take the plain ones.
   */
  placeTitles?: string[];
  /**
   * How the language says a place after its preposition where that differs from how the place is typed, keyed by the
   * place's first part, lower-cased: Dutch "in de Jordaan", French "à la Croix-Rousse" (round 43: the Dutch owner
   * would never write "in Jordaan"). The place's sentences take it; its headlines keep the name as typed.
   */
  placeNames?: Record<string, string>;
  offers: Record<OfferKind, { lines: string[]; cta?: string }>;
  /**
   * The offers said of what the category sells (its unit, common/categories.ts): "Your first lesson is on us.",
   * "{n}% off your order.", "Get {n}% off your order". Chinese writes a discount as 折: {zhe}.
   */
  units?: Record<OfferUnit, { firstFree: string; discount: string; discountCta: string }>;
}

export interface LexiconFile {
  language: LanguageCode;
  /** Set on a file of one variety of the language (European Portuguese's pt-PT.json). */
  locale?: "pt-PT";
  categories: Record<CategoryId, CategoryWords>;
  facts: LexiconFacts;
  /**
   * The facts in the formal register, in the languages whose bank has one (banks/types.ts `formal`): a formal
   * campaign takes these and the categories' `ctaFormal`.
   */
  factsFormal?: LexiconFacts;
  /**
   * What may set a business apart (decision 051): per trait, the words an owner's description in the language uses for
   * it and two sentences that say it in the language's ads, without addressing the reader (they go into every register).
   */
  traits?: Partial<Record<TraitId, TraitWords>>;
}

/**
 * The traits a description may name, in the order a post says them: how it is made or done (a line of the making
 * follows a sentence of the product, not of the platters: "Matured slowly" read as said of gift boxes), the services it
 * names, how it reaches people, where it is, who is welcome, then the practical (gift cards, parking, weekends).
 */
/**
 * The traits whose headline sells first (decision 052): what a reader would not expect of the kind of business, before
 * what most of its kind do or say ("Delivered by bike" before "Changing with the seasons"); the rest in traitIds' order.
 */
export const traitTitleOrder: readonly TraitId[] = [
  "bikeDelivery",
  "woodFired",
  "seaside",
  "waterside",
  "hotTowel",
  "handmade",
  "aged",
  "farmSourced",
  "beginners",
  "gearIncluded",
  "mobile",
  "yearRound",
  "whitening",
  "aligners",
  "byAppointment",
  "gentle",
];

export const traitIds = [
  "handmade",
  "inHouse",
  "woodFired",
  "aged",
  "farmSourced",
  "local",
  "organic",
  "vegan",
  "seasonal",
  "checkups",
  "whitening",
  "aligners",
  "hotTowel",
  "platters",
  "events",
  "privateLessons",
  "gentle",
  "byAppointment",
  "walkIns",
  "bikeDelivery",
  "delivery",
  "mobile",
  "seaside",
  "waterside",
  "yearRound",
  "familyRun",
  "familyFriendly",
  "petFriendly",
  "beginners",
  "gearIncluded",
  "giftCards",
  "parking",
  "weekends",
] as const;
export type TraitId = (typeof traitIds)[number];

export interface TraitWords {
  /** Lower-case words or word starts that name the trait unmistakably in a description (matched as categories are). */
  keywords: string[];
  /** Two sentences that say it, each standing alone. */
  lines: string[];
  /**
   * A short headline that says it in other words (decision 052): "Delivered by bike" over an ad whose body may say "We
   * deliver by bike." No full stop, no second person, no claim.
   */
  title?: string;
}

/** A trait another one says already: "We deliver by bike" says that the business delivers. */
const saidBy: Partial<Record<TraitId, TraitId>> = {
  delivery: "bikeDelivery",
  walkIns: "byAppointment",
  waterside: "seaside",
};

/**
 * The traits the owner's own words name (the description, the product's name, the key message), read with the
 * lexicon of the language they wrote in: another language's words would misread them ("farm" in "farmacia").
 */
export function detectTraits(text: CategoryText, file: LexiconFile): TraitId[] {
  const said = [text.productDescription, text.productName, text.keyMessage]
    .filter(Boolean)
    .join("\n")
    .toLocaleLowerCase(file.language);
  if (!said.trim() || !file.traits) return [];
  const found = traitIds.filter((id) => {
    const words = file.traits![id];
    return Boolean(words) && matchersOf(words!, file.language).some((re) => re.test(said));
  });
  return found.filter((id) => !found.includes(saidBy[id]!));
}

/** One language's words for the brief's category, and its fact templates: what the engines take with a brief. */
export interface LanguageWords {
  category: CategoryWords;
  facts: LexiconFacts;
  /** The sentences of each trait the brief's description names (detectTraits), in this language. */
  traits?: string[][];
  /** And each one's headline, in the same order ("" where a file has none). */
  traitTitles?: string[];
  /** And each one's id, in the same order. */
  traitIds?: TraitId[];
}

/** Languages written without spaces between words: a keyword may stand anywhere. */
const unspaced = new Set<LanguageCode>(["ja", "zh"]);
/**
 * Languages that write compounds as one word, the category's word often last ("Seizoensboeketten",
 * "Stadträderreparatur"): a keyword of five letters or more may stand inside a word too.
 */
const compounding = new Set<LanguageCode>(["de", "nl", "sv", "da", "no", "fi"]);
/** Letters that attach to the front of a word: Arabic conjunctions, prepositions and the article; Hebrew ones. */
const proclitics: Partial<Record<LanguageCode, string>> = {
  ar: "(?:[وفبلك]?(?:ال)?|لل)",
  he: "[ושהבלמכ]{0,2}",
};

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function matcher(keyword: string, language: LanguageCode): RegExp {
  if (unspaced.has(language)) return new RegExp(escaped(keyword), "u");
  if (compounding.has(language) && [...keyword].length >= 5 && !/\s/u.test(keyword))
    return new RegExp(escaped(keyword), "u");
  return new RegExp(`(?:^|[^\\p{L}\\p{M}\\p{N}])${proclitics[language] ?? ""}${escaped(keyword)}`, "u");
}

const compiled = new WeakMap<{ keywords: string[] }, RegExp[]>();
/** A category's or a trait's keywords as matchers of its language, compiled once per isolate. */
function matchersOf(words: { keywords: string[] }, language: LanguageCode): RegExp[] {
  let m = compiled.get(words);
  if (!m) {
    m = words.keywords.map((k) => matcher(k.toLocaleLowerCase(language), language));
    compiled.set(words, m);
  }
  return m;
}

/** The parts of a brief that show what is sold, most telling first, with the weight each match counts. */
export interface CategoryText {
  productDescription: string;
  productName?: string;
  brandName?: string;
  keyMessage?: string;
  targetAudience?: string;
}

export interface DetectedCategory {
  id: CategoryId;
  /** How many of its keywords the brief holds (weighted): 1 is one plain match. */
  score: number;
}

/**
 * The category a brief describes: each category scores its keywords found in the brief (a keyword of several words
 * half as much again; the description counts twice, the audience half: "for cyclists" in a coffee ad says little), read with the words of each given lexicon
 * (the brief's language first; a second, e.g. English, counts half). A category of the brief's business type wins a
 * tie and gains a little; none found, null.
 */
export function detectCategory(
  text: CategoryText,
  files: readonly LexiconFile[],
  businessType?: BusinessType,
): DetectedCategory | null {
  const parts: [string | undefined, number][] = [
    [text.productDescription, 2],
    [text.productName, 1.5],
    [text.brandName, 1],
    [text.keyMessage, 1],
    [text.targetAudience, 0.5],
  ];
  let best: DetectedCategory | null = null;
  for (const id of categoryIds) {
    let score = 0;
    for (const [i, file] of files.entries()) {
      const words = file.categories[id];
      if (!words) continue;
      const weight = i === 0 ? 1 : 0.5;
      const lowered = parts.map(([t, w]) => [t ? t.toLocaleLowerCase(file.language) : "", w] as const);
      for (const [k, re] of matchersOf(words, file.language).entries()) {
        // Each keyword counts once, where it counts most; one of several words says more ("bicycle repair" beside
        // "bicycle").
        const hit = Math.max(0, ...lowered.filter(([t]) => t && re.test(t)).map(([, w]) => w));
        score += hit * weight * (/\s/u.test(words.keywords[k]!) ? 1.5 : 1);
      }
    }
    if (score === 0) continue;
    if (businessType && businessType !== "Other" && categoryBusinessType(id) === businessType) score += 0.25;
    if (!best || score > best.score) best = { id, score };
  }
  return best;
}

/** A category id from a stored brief, or undefined. */
export function categoryOf(value: unknown): CategoryId | undefined {
  return isCategoryId(value) ? value : undefined;
}

/** 15 % off as Chinese writes it: 85折; 20 % off: 8折. */
export function zhe(percent: number): string {
  const rest = 100 - percent;
  return rest % 10 === 0 ? String(rest / 10) : String(rest);
}

/**
 * A brief's offer in one language: its sentences (the one said of the category's unit first, "Your first lesson is on
 * us", then the general ones) and its call to action where it has one, the value filled in.
 */
export function offerWords(
  facts: LexiconFacts,
  offer: Offer,
  category: unknown,
): { lines: string[]; cta?: string; own?: string } | undefined {
  const general = facts.offers[offer.kind];
  if (!general) return undefined;
  const value = offer.value ?? 0;
  const filled = (t: string) => t.replace("{n}", String(offer.value ?? "")).replace("{zhe}", zhe(value));
  const unit = isCategoryId(category) ? facts.units?.[categoryUnit(category)] : undefined;
  const own =
    unit && offer.kind === "firstFree"
      ? { line: unit.firstFree }
      : unit && offer.kind === "discount"
        ? { line: unit.discount, cta: unit.discountCta }
        : {};
  const cta = own.cta ?? general.cta;
  return {
    lines: [...(own.line ? [own.line] : []), ...general.lines].map(filled),
    ...(cta ? { cta: filled(cta) } : {}),
    // The offer said of what the category sells ("Your first lesson is on us"), where its unit has its own words.
    ...(own.line ? { own: filled(own.line) } : {}),
  };
}

/**
 * The facts with the place's sentences said as the language says the place ("Je vindt ons in de Jordaan,
 * Amsterdam."), where its `placeNames` knows the place's first part; else as they are.
 */
export function withPlaceNamed(
  facts: LexiconFacts,
  names: Record<string, string> | undefined,
  place: string | undefined,
) {
  const typed = place?.trim();
  if (!typed || !names) return facts;
  const [first, ...rest] = typed.split(",");
  const named = names[first!.trim().toLocaleLowerCase()];
  if (!named) return facts;
  const said = [named, ...rest].join(",");
  return { ...facts, place: facts.place.map((t) => t.replaceAll("{place}", said)) };
}
