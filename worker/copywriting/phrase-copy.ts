import {
  buttonCtaPlatforms,
  graphemeCount,
  limitsFor,
  nameBodyPlatforms,
  type CopyVariant,
  type GeneratedCopyItem,
} from "@common/copy";
import type { LanguageCode } from "@common/languages";
import type { PlatformId } from "@common/platforms";
import { bankFor, banks, businessKeys, ptPT, toneKeys, type LanguageBank } from "./banks";
import type { Angle, BusinessKey, CtaIntent } from "./banks/types";
import { categoryIntent, isCategoryId } from "@common/categories";
import { seededRandom, shuffled } from "./random";
import { CONCEPT_BODY_MAX, CONCEPT_TITLE_MAX, type ConceptCopyFields, type CopyBrief } from "./types";
import { keepingTerms, termHashtag, voiceOf, type Voice } from "./voice";
import { formatHours } from "./hours";
import { claimsIn, hashtagWords, languageMismatch, namesOf, supportOf, type BriefSupport } from "./claims";
import { offerWords, type LexiconFacts, type TraitId, traitTitleOrder } from "./lexicon";

/**
 * The phrase library (decision 013): copy assembled from native phrase banks, with rules a copywriter would sign.
 * - The user's own words (audience, key message, a phrase from the description, their call to action where it names
 *   its object) appear only in copy of the brief's own language; other languages get the bank's vocabulary for the
 *   business type and pass only names through (the brand, and the product name the user gave as a name). The owner's
 *   description stands whole in at most two posts of a concept, and the posts people read to find a business nearby
 *   (Facebook, Instagram, Pinterest) name its place wherever it fits.
 * - The banks make no claims; only the brief's own sentences may, in its own language.
 * - The call to action is mapped to an intent and said with each language's own phrase, and always stands whole.
 * - Nothing is cut to fit: another template is chosen, down to a last one every bank keeps short.
 * - Under a brand kit (issue 26) no phrasing with a word the kit rules out is chosen, the kit's terms never to
 *   translate pass through every language as names do and no casing rule touches them, a slogan among them stands as
 *   its own sentence in every language, and the kit's hashtags lead.
 */

/**
 * Upper-cases the first letter of the text and of each sentence (a fallback noun may open one), by the language's
 * rules (Turkish "i" → "İ").
 */
export function sentenceCase(text: string, language?: LanguageCode): string {
  return text.replace(
    /(^|[.!?]\s+)([¡¿"«]?)(\p{Ll})/gu,
    (_, lead: string, open: string, ch: string) => lead + open + ch.toLocaleUpperCase(language),
  );
}

/**
 * Words that join a phrase to what follows it (prepositions, conjunctions, articles) in the languages a description is
 * most often written in. A product phrase must not end on one ("cake baked to order with").
 */
const LINK_WORDS = new Set(
  (
    "with and or of for to in on at by from a an the your our its that which " +
    "con y o de para en el la los las un una del al " +
    "avec et ou pour dans le les une du des au " +
    "mit und oder für von zu im in der die das ein eine " +
    "com e ou para em o os uma do da"
  ).split(" "),
);

/**
 * Words that lean on the phrase after them ("right by the sea", "juste à côté", "direkt am Meer"): a product phrase cut
 * before that phrase does not end on one ("A wood-fired public sauna right").
 */
const LEANING = new Set("right just directly straight only also very really even justo juste direkt gleich".split(" "));

/** "With" in the languages a description is most often written in. */
const WITH = new Set("with con avec mit com met med".split(" "));

/** Words that join two equal parts ("and", "or"): a phrase cut there leaves its second part behind. */
const JOINERS = new Set("and or y o et ou und oder e".split(" "));

/** The longest product phrase the library splices into a sentence; a longer one gives way to the bank's offer. */
const PRODUCT_PHRASE_MAX = 48;
/** The longest owner's description said whole as a sentence of the body (in the brief's own language). */
const OWNER_SENTENCE_MAX = 140;

/**
 * Endings after which no particle, case ending or postposition can follow: a particle ("京都の陶芸工房で" + を →
 * "工房でを"), a verb or adjective form ("作ります", "만듭니다", "बनाते हैं"), a structural word ("的", "了"). A phrase
 * of a language without spaces (or with postpositions) that ends on one is no noun phrase, and is not spliced.
 */
const badEnding: Partial<Record<LanguageCode, RegExp>> = {
  ja: /(?:[でにをがはへとものやかねよだるたてす]|から|まで|より|ない|たい|しい|いい)$/u,
  ko: /(?:에서|에게|으로|니다|어요|아요|해요|세요|하는|되는|있는|없는|한다|는다|있다|없다|이다|[을를은는에의와과로])$/u,
  zh: /[的了在和与及把被给为从对向着过吗呢吧得地是有]$/u,
  hi: /(?:^|\s)(?:में|से|को|का|की|के|पर|तक|लिए|ने|और|या|है|हैं|था|थे|थी|हूँ|हो|गया|गई|गए|करें|करते|करता|करती|वाला)$/u,
};

/**
 * Whether the owner's description can stand as a sentence of its own: in Japanese, Korean, Chinese and Hindi only one
 * that ends with its stop, a polite verb ending or a noun ("…陶芸工房で" is a fragment); in the others any.
 */
function endsAsSentence(text: string, language: LanguageCode): boolean {
  if (!badEnding[language]) return true;
  const t = text.trim();
  return /[。！？.!?।]$/u.test(t) || /(?:ます|です|니다|요|है|हैं)$/u.test(t) || endsAsNoun(t, language);
}

/**
 * Descriptions that are sentences, not noun phrases, in languages without spaces: "为小微企业提供代理记账" put into
 * "我们提供{product}" says 提供 twice.
 */
const VERB_PHRASE: Partial<Record<LanguageCode, RegExp>> = {
  zh: /^(?:我们|我|为|给)|提供|帮助|帮您|帮你/u,
};

/** Whether a phrase of the brief ends where a noun phrase may end, so a particle or postposition can follow it. */
export function endsAsNoun(phrase: string, language: LanguageCode): boolean {
  const ending = badEnding[language];
  return !ending?.test(phrase.trim().replace(/[\p{P}\s]+$/u, ""));
}

/**
 * A product phrase from the user's description: its first clause, up to the last joining word within its first 7 words
 * ("Single-origin cold brew coffee in recyclable glass bottles, delivered weekly" → "Single-origin cold brew coffee").
 * Never a fragment cut mid-phrase, nor one that ends on a particle or a verb form (Japanese, Korean, Chinese, Hindi):
 * when no whole phrase of at most 48 graphemes is there, null.
 */
export function productPhrase(
  description: string,
  terms: readonly string[] = [],
  language?: LanguageCode,
  namesBusiness?: (head: string, atEnd?: boolean) => boolean,
): string | null {
  // "Clínica dental familiar: revisiones, limpiezas…": a head that names the business is no product; the list after
  // it is ("revisiones, limpiezas y blanqueamiento").
  const headed = /^([^.!?。！？\n;:：]{1,40})[:：]\s*(\S.*)$/su.exec(description.trim());
  if (headed && namesBusiness?.(headed[1]!)) {
    const list = listPhrase(headed[2]!, terms, language);
    if (list) return list;
  }
  // "성수동에 있는 네일샵, 젤네일과 네일아트를 …": a first clause that ends on the business's own noun is no product
  // either; what the clause after it offers is.
  const clauses = /^([^.!?。！？\n;:：,，、]{1,40})(?:,\s|，|、)(\S.*)$/su.exec(description.trim());
  if (clauses && namesBusiness?.(clauses[1]!, true)) {
    const list = listPhrase(clauses[2]!, terms, language);
    if (list) return list;
  }
  const clause = description.split(/[.!?。！？\n;:：]|,\s|，|、|\s[–—-]\s/u)[0]!.trim();
  const words = clause.split(/\s+/u).filter(Boolean);
  const isLink = (w: string) => LINK_WORDS.has(w.toLocaleLowerCase());
  // A description that is itself a list of what is sold ("Saç kesimi, sakal tıraşı ve sıcak havlu ile ustura
  // tıraşı"): as much of the list as fits, with its own "and" ("Saç kesimi ve sakal tıraşı"), not its first item
  // alone (the Turkish owner read "saç kesimi" standing in for the whole shop). Only where the first item is a bare
  // noun of one to three words: "Dog grooming with baths, …" is a noun and what it comes with.
  if (/^[^.!?。！？\n;:：]*?(?:,\s|，|、)/u.test(description) && words.length <= 3 && !words.some(isLink)) {
    const list = listPhrase(description, terms, language);
    // Nouns only: a list that goes on into a clause ("…, delivered by bike") is left to the rules below.
    const bare = list?.split(/[\s,]+/u).every((w) => !isLink(w) || JOINERS.has(w.toLocaleLowerCase()));
    if (list && bare && list !== clause) return list;
  }
  let kept = words;
  // A list goes on after the comma ("Dog grooming with baths, breed haircuts and nail trims"): the phrase ends before
  // the preposition that opens the list, not inside it.
  const listGoesOn = /^[^.!?。！？\n;]*?(?:,\s|，|、)/u.test(description) && clause.length < description.trim().length;
  if (listGoesOn && words.length <= 7) {
    // Only "with" opens such a list; "of", "des", "from" belong to the noun ("Fromages fermiers des Alpes").
    const cut = words.findIndex((w, i) => i >= 2 && WITH.has(w.toLocaleLowerCase()));
    if (cut > 0) kept = words.slice(0, cut);
  }
  if (words.length > 7) {
    // Cut before a preposition ("… coffee | in glass bottles"), never inside a pair joined by "and" ("brisket and
    // pulled pork smoked low | and slow"): with no preposition to cut at, no phrase.
    const cut = words.slice(0, 8).findLastIndex((w, i) => i >= 2 && isLink(w) && !JOINERS.has(w.toLocaleLowerCase()));
    if (cut < 0) return null;
    kept = words.slice(0, cut);
  }
  while (kept.length > 1 && (isLink(kept.at(-1)!) || LEANING.has(kept.at(-1)!.toLocaleLowerCase()))) kept.pop();
  const phrase = kept
    .join(" ")
    .replace(/[,:;\-–—]+$/u, "")
    .trim();
  // Never a term never to translate cut in two ("Brewed for" of "Brewed for the bold").
  const cutsTerm = terms.some((t) => {
    const at = clause.indexOf(t);
    return at >= 0 && at < phrase.length && at + t.length > phrase.length;
  });
  if (!phrase || cutsTerm || graphemeCount(phrase) > PRODUCT_PHRASE_MAX) return null;
  if (language && VERB_PHRASE[language]?.test(phrase)) return null;
  return !language || endsAsNoun(phrase, language) ? phrase : null;
}

/** The object of a clause in the languages that mark it with a particle: what stands before を, 을 or 를. */
const OBJECT_PARTICLE: Partial<Record<LanguageCode, RegExp>> = {
  ja: /^(.+?)を/u,
  ko: /^(.+?)[을를](?=\s)/u,
};

/**
 * The word for "and" that joins a list's last item, in the languages that write it apart: each its own (Dutch "en" is
 * Spanish "in": "plantas, con reparto en bici" is no list of "con reparto" and "bici", a new user's brief, round 42).
 */
const LIST_AND: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  en: new Set(["and"]),
  es: new Set(["y", "e"]),
  pt: new Set(["e"]),
  it: new Set(["e", "ed"]),
  fr: new Set(["et"]),
  de: new Set(["und"]),
  nl: new Set(["en"]),
  pl: new Set(["i", "oraz"]),
  ru: new Set(["и"]),
  sv: new Set(["och"]),
  da: new Set(["og"]),
  no: new Set(["og"]),
  fi: new Set(["ja"]),
  tr: new Set(["ve"]),
  hi: new Set(["और"]),
};
/** Where the language is not known, any of them. */
const ANY_LIST_AND = new Set(Object.values(LIST_AND).flatMap((s) => [...s!]));

/**
 * The first sentence of a list ("revisiones, limpiezas, blanqueamiento y ortodoncia invisible") as a product phrase:
 * whole when it fits, else its first items that fit, the last two joined by the list's own "and" ("revisiones,
 * limpiezas y blanqueamiento"); null when not even the first item fits or the phrase ends where no noun may.
 */
function listPhrase(text: string, terms: readonly string[], language?: LanguageCode): string | null {
  const sentence = text.split(/[.!?。！？\n;]/u)[0]!.trim();
  const fits = (p: string) =>
    p.length > 0 &&
    graphemeCount(p) <= PRODUCT_PHRASE_MAX &&
    (!language || endsAsNoun(p, language)) &&
    !terms.some((t) => sentence.includes(t) && !p.includes(t) && p.includes(t.split(" ")[0]!));
  if (fits(sentence)) return sentence;
  // A clause that ends on its verb ("젤네일과 네일아트를 예약제로 해드립니다"): its object, where it is a noun phrase.
  const object = OBJECT_PARTICLE[language ?? "en"]?.exec(sentence)?.[1]?.trim();
  if (object && fits(object)) return object;
  const items = sentence.split(/,\s+|，|、/u).map((i) => i.trim());
  // The list's own "and" before its last item ("… y ortodoncia invisible", "… und gebrauchte Stadträder").
  const words = items.at(-1)!.split(/\s+/u);
  const and = language ? (LIST_AND[language] ?? new Set<string>()) : ANY_LIST_AND;
  const at = items.length > 1 ? words.findIndex((w, i) => i > 0 && and.has(w.toLocaleLowerCase())) : -1;
  const joiner = at > 0 ? words[at]! : undefined;
  const heads = [
    ...items.slice(0, -1),
    ...(joiner ? [words.slice(0, at).join(" "), words.slice(at + 1).join(" ")] : [items.at(-1)!]),
  ];
  for (let k = heads.length; k >= 1; k--) {
    const kept = heads.slice(0, k);
    const phrase = k >= 2 && joiner ? `${kept.slice(0, -1).join(", ")} ${joiner} ${kept.at(-1)}` : kept.join(", ");
    if (fits(phrase)) return phrase;
  }
  return null;
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `word` stands capitalised inside a sentence of `text` ("a truck in Austin"): a name, not a sentence start. */
function capitalisedInside(word: string, text: string): boolean {
  return new RegExp(`[\\p{L}\\p{N},;)] ${escaped(word)}(?![\\p{L}\\p{M}])`, "u").test(text);
}

/**
 * User text placed inside a sentence loses the capital it had as the start of its own field ("Easy-care houseplant" →
 * "easy-care houseplant"), but names and nouns keep their case: acronyms and camel-case words ("iSmart"), a word of the
 * brand's or product's name or of a term never to translate ("Amber" of "Amber Roasters"), a word the brief writes
 * capitalised inside a sentence too ("Austin" of "a truck in Austin"), and German nouns ("Pendlerinnen und Pendler";
 * only an adjective or article before a capitalised noun is lowered there: "Junge Familien" → "junge Familien").
 * sentenceCase restores the capital at the start of a sentence.
 */
export function midSentence(
  text: string,
  names: string | readonly (string | undefined)[] | undefined,
  terms: readonly string[] = [],
  language?: LanguageCode,
  context = "",
): string {
  const kept = [...(typeof names === "string" ? [names] : (names ?? [])), ...terms].filter((n): n is string =>
    Boolean(n),
  );
  const [first = "", next = ""] = text.split(/\s+/u);
  // A word of one letter too ("A neighbourhood bakery" → "a closer look at a neighbourhood bakery"), but English "I".
  if (!/^\p{Lu}[\p{Ll}'’-]*$/u.test(first) || (language === "en" && first === "I")) return text;
  if (kept.some((n) => text.startsWith(n))) return text;
  const bare = first.replace(/['’].*$/u, "");
  // A word of a name keeps its capital ("Amber" of "Amber Roasters", "Layl" of "Al Layl"), except one that follows
  // a lower-case word of the name: a common noun there ("fromages" of "La Cave à Fromages").
  const nameWord = (n: string) => {
    const parts = n.split(/[\s\p{P}]+/u);
    const at = parts.indexOf(bare);
    return at >= 0 && !parts.slice(0, at).some((p) => /^\p{Ll}/u.test(p));
  };
  if (kept.some(nameWord)) return text;
  // A word made from a name keeps it too: a place's people ("Amsterdammers" of "Jordaan, Amsterdam").
  const madeFromName = (n: string) =>
    n.split(/[\s\p{P}]+/u).some((p) => [...p].length >= 4 && /^\p{Lu}/u.test(p) && bare.startsWith(p) && bare !== p);
  if (kept.some(madeFromName)) return text;
  if (context && capitalisedInside(bare, context)) return text;
  if (language === "de" && !(/(?:e|en|es|em)$/u.test(first) && /^\p{Lu}/u.test(next))) return text;
  return text.charAt(0).toLocaleLowerCase(language) + text.slice(1);
}

/** The intent a business type's ads most often ask for, when the brief names no call to action the library knows. */
const defaultIntent: Record<BusinessKey, CtaIntent> = {
  restaurant: "order",
  retail: "shop",
  services: "contact",
  healthcare: "book",
  beauty: "book",
  technology: "learnMore",
  realEstate: "contact",
  education: "signUp",
  fitness: "signUp",
  travel: "book",
  nonprofit: "donate",
  other: "learnMore",
};

/**
 * Intents in the order they are tried: the specific before the general, so "Start your subscription" is a subscription
 * and not a sign-up, and "Book a free call" a booking and not a call.
 */
const intentOrder: CtaIntent[] = [
  "subscribe",
  "donate",
  "download",
  "book",
  "order",
  "shop",
  "signUp",
  "contact",
  "visit",
  "learnMore",
];

const wordStart = (word: string) =>
  new RegExp(`(^|[^\\p{L}\\p{M}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu");

/** What the user's call to action asks for, read with the words of the brief's language first, then of every bank. */
const intentsRead = new Map<string, CtaIntent | null>();
export function ctaIntentOf(cta: string | undefined, language: LanguageCode): CtaIntent | null {
  if (!cta) return null;
  // Read once per call to action and language (a brief asks for it in every post); the map is bounded.
  const key = `${language}\n${cta}`;
  const known = intentsRead.get(key);
  if (known !== undefined) return known;
  const text = cta.toLocaleLowerCase(language);
  let found: CtaIntent | null = null;
  search: for (const bank of [banks[language], ...Object.values(banks), ptPT])
    for (const intent of intentOrder)
      if (bank.intentWords[intent].some((w) => wordStart(w).test(text))) {
        found = intent;
        break search;
      }
  if (intentsRead.size > 2_000) intentsRead.clear();
  intentsRead.set(key, found);
  return found;
}

/** Languages whose words are short: a noun of two graphemes (予約 "booking", 네일 "nails", 理发 "haircut") is an object. */
const shortWords = new Set<LanguageCode>(["ja", "zh", "ko"]);

const stockWords = new WeakMap<LanguageBank, Set<string>>();
/** The words of a bank's own calls to action, in both registers ("now", "today", "us", "hemen", "Sie"). */
function stockWordsOf(bank: LanguageBank): Set<string> {
  let words = stockWords.get(bank);
  if (!words) {
    const ctas = [...Object.values(bank.cta), ...Object.values(bank.formal?.cta ?? {})];
    stockWords.set(
      bank,
      (words = new Set(ctas.flatMap((c) => [...wordsOf(c, bank.code), ...spacedWords(c, bank.code)]))),
    );
  }
  return words;
}

/** The words of a text as its spaces part them, in lower case, without the punctuation around them. */
const spacedWords = (text: string, language: LanguageCode) =>
  text
    .toLocaleLowerCase(language)
    .split(/\s+/u)
    .map((w) => w.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ""))
    .filter(Boolean);

/**
 * Whether the owner's call to action is a whole one: a sentence of three words or more beside the bank's stock words
 * ("Start your subscription"), or one that names its object — a word is left once the words that only name the action
 * are taken out (the bank's words for every intent: "randevu", "book", "réserv…"), with the words of the bank's own
 * calls to action ("now", "hemen", "jetzt", "us"), the words that join ("the", "with") and endings or particles ("al"
 * of "Randevu al"): "Passez à la boutique", "Umów bezpłatną konsultację", "ネイルをご予約ください". A bare action
 * ("Randevu al", "Book now", "Jetzt buchen") is said with the library's call to action instead, which names its object
 * and is in the campaign's register ("Berber randevusu alın").
 */
export function wholeCta(cta: string, bank: LanguageBank): boolean {
  const language = bank.code;
  const text = cta.toLocaleLowerCase(language);
  const stock = stockWordsOf(bank);
  if (spacedWords(text, language).filter((w) => !stock.has(w)).length >= 3) return true;
  // Where the action's words stand in the text: a word start ("réserv" of "réservez"), or several words ("drop by").
  const actions = Object.values(bank.intentWords)
    .flat()
    .map((w) => w.toLocaleLowerCase(language).trim())
    .filter(Boolean);
  const covered: [number, number][] = [];
  for (const action of actions)
    for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\p{M}])${escaped(action)}[\\p{L}\\p{M}]*`, "gu")))
      covered.push([m.index, m.index + m[0].length]);
  const least = shortWords.has(language) ? 2 : 3;
  let segmenter = segmenters.get(language);
  if (!segmenter) segmenters.set(language, (segmenter = new Intl.Segmenter(language, { granularity: "word" })));
  return [...segmenter.segment(text)].some(
    (w) =>
      w.isWordLike &&
      [...w.segment].length >= least &&
      !/^\p{N}+$/u.test(w.segment) &&
      !stock.has(w.segment) &&
      !LINK_WORDS.has(w.segment) &&
      !covered.some(([from, to]) => w.index >= from && w.index < to),
  );
}

/**
 * The owner's call to action as the body ends with it, in the brief's own language: whole where it names its object
 * (wholeCta), else none (the library's says it).
 */
function ownCta(brief: CopyBrief, bank: LanguageBank): string | undefined {
  const cta = brief.callToAction?.trim();
  return cta && wholeCta(cta, bank) ? withoutFinalStop(cta) : undefined;
}

/**
 * The facts slots: all the sentences, the first alone (for a body with room for one), and the place's sentence alone
 * and after the offer's (for a post people read to find a place nearby, with no room for the price and hours).
 */
function factSlots(sentences: string[], bank: LanguageBank, place: string | undefined) {
  if (!sentences.length) return {};
  const facts = sentences.join(bank.sentenceGap);
  const placeFact = place ? sentences.find((f) => f.includes(place)) : undefined;
  const offerPlace =
    placeFact && sentences[0] !== placeFact ? [sentences[0], placeFact].join(bank.sentenceGap) : undefined;
  return {
    facts,
    firstFact: sentences[0],
    ...(placeFact && placeFact !== facts ? { placeFact } : {}),
    ...(offerPlace && offerPlace !== facts ? { offerPlace } : {}),
  };
}

/** Scripts written without case or spaces between words: a name there may run into its particle ("성수동에"). */
const unspacedScript = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/**
 * The parts of a place a text may name it by: the place as written, its narrower parts ("Jordaan" of "Jordaan,
 * Amsterdam"; the wider last one alone, "in heel Amsterdam", does not tell where the business is), and their words
 * ("성수동" of "서울 성수동"), a word of at least four letters (two in Korean, Japanese or Chinese).
 */
function placeParts(place: string): string[] {
  const whole = place.trim();
  const parts = whole.split(/\s*[,،、，]\s*/u).filter(Boolean);
  const narrow = parts.length > 1 ? parts.slice(0, -1) : parts;
  const words = narrow
    .flatMap((p) => p.split(/\s+/u))
    .filter((w) => graphemeCount(w) >= (unspacedScript.test(w) ? 2 : 4));
  return [...new Set([whole, ...narrow.filter((p) => graphemeCount(p) >= 2), ...words])].filter(Boolean);
}

const placePatterns = new Map<string, RegExp>();

/**
 * Whether a text names the brief's place (placeParts), in any case, at the start of a word: the word may go on with
 * an apostrophe's suffix ("Kadıköy'deki") or, in a script without spaces, a particle ("성수동에"), not with letters
 * ("Porto" is not named by "Portobello").
 */
function namesPlace(text: string, place: string): boolean {
  let pattern = placePatterns.get(place);
  if (!pattern) {
    const alternatives = placeParts(place).map((p) => {
      const starts = unspacedScript.test([...p][0]!) ? "" : "(?<![\\p{L}\\p{M}\\p{N}])";
      const ends = unspacedScript.test([...p].at(-1)!) ? "" : "(?![\\p{L}\\p{M}\\p{N}])";
      return `${starts}${escaped(p)}${ends}`;
    });
    pattern = new RegExp(alternatives.join("|"), "iu");
    // One isolate writes for many briefs: the patterns of the last few are kept.
    if (placePatterns.size >= 64) placePatterns.clear();
    placePatterns.set(place, pattern);
  }
  return pattern.test(text);
}

/** What fills a bank's placeholders in one language, and whether the user's own words may be used there. */
interface Slots {
  language: LanguageCode;
  /** The language's bank (for Portuguese, the brief's variety's). */
  bank: LanguageBank;
  brand: string;
  product: string;
  audience: string;
  /** The call to action, whole, as the body ends with it. */
  cta: string;
  /**
   * The user's key message as a sentence, only in the brief's own language; in the others, the slogans of the kit's
   * terms never to translate that the key message holds.
   */
  message?: string;
  /** The kit's terms never to translate: no casing rule touches them. */
  terms: readonly string[];
  /** The terms and the brief's brand and product names, longest first: kept exactly as written by every casing rule. */
  keep: readonly string[];
  /**
   * The number of {product}: a name is singular, the bank's offer as the bank says, a phrase from the user's
   * description unknown (null).
   */
  number: "singular" | "plural" | null;
  /** {product} is the bank's offer ("our menu"), {brand} the bank's noun ("our kitchen"): both speak as "we". */
  stockProduct: boolean;
  /**
   * The lexicon's offer in the language's other cases ("unseren Surfkursen", "о наших уроках"), for a template's
   * "{product:case}": only while {product} is that offer, never the owner's phrase or a name.
   */
  productForms?: Readonly<Record<string, string>>;
  stockBrand: boolean;
  voice: Voice | null;
  /** What the brief says: a phrasing that claims more (a number, "best", "new", "free") is never chosen. */
  support: BriefSupport;
  /** The brief's facts (offer, place, price, hours) as sentences of the language (factSentences), and the first alone. */
  facts?: string;
  firstFact?: string;
  /** The place's sentence alone, and after the offer's (factSlots), where these differ from `facts`. */
  placeFact?: string;
  offerPlace?: string;
  /** The category's name in the language, a label ("Pottery studio"), where the brief has a category. */
  category?: string;
  /** The words that name the category in this language, the brief's and English, in lower case (namesCategory). */
  categoryWords?: readonly string[];
  /** The facts as their sentences. */
  factList?: string[];
  /** The facts said after the owner's sentence: without the place when the owner's words name it. */
  ownerFacts?: string;
  /**
   * The owner's description as a sentence, in the brief's own language only, where it says more than the product
   * phrase taken from it ("Dog grooming with baths, breed haircuts and nail trims, done gently by hand.").
   */
  owner?: string;
}

const endsSentence = /[.!?。！？।؟]$/u;
const withoutFinalStop = (s: string) => s.trim().replace(/[.!?。！？।؟]+$/u, "");

/**
 * The words a language names the business and what it sells with, where the brief's own cannot be used: the
 * lexicon's for the brief's category (a bakery's "our bread and pastries"), else the business type's.
 */
function business(bank: LanguageBank, brief: CopyBrief): LanguageBank["business"][BusinessKey] {
  const c = brief.words?.[bank.code]?.category;
  if (c) {
    // The first audience that claims nothing the brief does not ("new parents" only for a brief that says new), and
    // of those one that does not name what is sold again: "our pizzas for pizza lovers", "Saunaerlebnis für
    // Saunagänger" read as tautologies to every reader.
    const support = supportOf(brief);
    const fair = c.audience.filter((a) => claimsIn(a, bank.code, support).length === 0);
    const echoing = echoingAudiences(c, bank.code);
    const audience = fair.find((a) => !echoing.has(a)) ?? fair[0] ?? c.audience[0]!;
    return { noun: c.noun, offer: c.offer, plural: c.plural, audience, hashtags: c.hashtags };
  }
  return bank.business[businessKeys[brief.businessType]];
}

/** A category's audiences that name its offer again, read once per category and language (a brief asks every post). */
const echoingByCategory = new WeakMap<object, ReadonlySet<string>>();
function echoingAudiences(
  c: { audience: string[]; offer: string; one: string; many: string },
  language: LanguageCode,
): ReadonlySet<string> {
  let found = echoingByCategory.get(c);
  if (!found)
    echoingByCategory.set(
      c,
      (found = new Set(c.audience.filter((a) => echoesOffer(a, [c.offer, c.one, c.many], language)))),
    );
  return found;
}

/** Languages that compound their nouns: an audience shares a shorter stem with the offer there. */
const compounding = new Set<LanguageCode>(["de", "nl", "sv", "da", "no", "fi"]);

/**
 * Whether an audience names the offer again: a word of five letters or more that begins as one of the offer's does
 * ("pizza lovers" beside "our pizzas"; four in the languages that compound, "Kaffeeliebhaber" beside "Kaffee"); in
 * Japanese and Chinese, which do not space their words, the offer's or the noun's whole text within it
 * ("ハンバーガー好きの方").
 */
export function echoesOffer(audience: string, names: (string | undefined)[], language: LanguageCode): boolean {
  const lower = (t: string) => t.toLocaleLowerCase(language);
  const texts = names.filter((n): n is string => Boolean(n)).map(lower);
  if (language === "ja" || language === "zh") return texts.some((t) => lower(audience).includes(t));
  // Languages that compound their nouns share a shorter stem ("Käseliebhaber" beside "Käsespezialitäten").
  const n = compounding.has(language) ? 4 : 5;
  const stems = (t: string) =>
    (t.match(/[\p{L}\p{M}]+/gu) ?? []).filter((w) => w.length >= n).map((w) => w.slice(0, n));
  const offered = new Set(texts.flatMap(stems));
  return stems(lower(audience)).some((s) => offered.has(s));
}

/** What the reader is asked to do: the user's call to action read as an intent, else the category's or type's. */
function intentOf(brief: CopyBrief): CtaIntent {
  return (
    ctaIntentOf(brief.callToAction, brief.briefLanguage) ??
    (isCategoryId(brief.category) ? categoryIntent(brief.category) : defaultIntent[businessKeys[brief.businessType]])
  );
}

/**
 * A language's call to action for the brief, with its object where it has one: an offer's own ("Book a free
 * consultation", so "free" survives translation), else the category's when it asks for the same thing ("Bring your
 * bike in"), else the bank's phrase for the intent ("Book now").
 */
function ctaFor(brief: CopyBrief, bank: LanguageBank, intent: CtaIntent): string {
  const words = brief.words?.[bank.code];
  const offer = offerCta(brief, bank);
  if (offer) return offer;
  if (
    words &&
    isCategoryId(brief.category) &&
    categoryIntent(brief.category) === intent &&
    claimsIn(words.category.cta, bank.code, supportOf(brief)).length === 0
  )
    return words.category.cta;
  return bank.cta[intent];
}

/** The offer's own call to action in the bank's language ("Book a free consultation"), where the offer has one. */
function offerCta(brief: CopyBrief, bank: LanguageBank): string | undefined {
  // A first visit or class free is said by its sentence; the call to action names what to book ("Book a pottery
  // class"), so the body does not say free twice ("The first time is on us. Try it free.").
  if (brief.offer?.kind === "firstFree" && brief.words?.[bank.code]) return undefined;
  const facts = brief.words?.[bank.code]?.facts;
  return brief.offer && facts ? offerWords(facts, brief.offer, brief.category)?.cta : undefined;
}

/** Nothing is supported: what a text claims on its own. */
const unsupported: BriefSupport = { numbers: new Set(), superlative: false, new: false, free: false };

/**
 * Whether a call to action is the offer's own and says what the offer gives ("Book a free consultation", "Save 15%"):
 * it claims what the offer claims (free, its number, new).
 */
function saysOffer(brief: CopyBrief, bank: LanguageBank, cta: string): boolean {
  return offerCta(brief, bank) === cta && claimsIn(cta, bank.code, unsupported).length > 0;
}

/** A fact the user typed shows in another language only when it holds no words: "8–18", "€12", not "Di–So". */
const wordless = (text: string) =>
  !/\p{L}{2,}/u.test(text.replace(/(?<![\p{L}])(?:\p{Lu}{2,3}|zł|kr|Kč|Ft|lei|руб|грн|₺|₹|€|\$|£|¥)(?![\p{L}])/gu, ""));

const shortest = (lines: readonly string[]) =>
  lines.reduce((a, b) => (graphemeCount(b) < graphemeCount(a) ? b : a), lines[0] ?? "");

/**
 * The brief's facts as sentences of one language, from its own templates: the offer first, then where the business is
 * (a name, in every language), its price and its hours (as typed: in other languages only when they hold no words).
 * `placeLine` is the place's sentence a post says (placeLineFor), null for none; by default the shortest wording.
 */
function factSentences(
  brief: CopyBrief,
  language: LanguageCode,
  withOffer = true,
  placeLine?: string | null,
  omit: ReadonlySet<RepeatedFact> = noFacts,
): string[] {
  const facts = brief.words?.[language]?.facts;
  if (!facts) return [];
  const sentences: string[] = [];
  if (brief.offer && withOffer) {
    const line = offerWords(facts, brief.offer, brief.category)?.lines[0];
    if (line) sentences.push(line);
  }
  // The wording the post says (one the concept's other posts have not said), else the shortest of them, so it fits
  // beside the offer in more bodies.
  if (brief.place && placeLine !== null)
    sentences.push(placeLine ?? shortest(facts.place).replace("{place}", brief.place));
  // Then its price and hours, where the post says them (FACT_POSTS_MAX).
  for (const fact of repeatedFacts) {
    const line = omit.has(fact) ? undefined : factLine(brief, language, fact);
    if (line) sentences.push(line);
  }
  return sentences;
}

/**
 * The facts a concept says in a few of its posts only (FACT_POSTS_MAX): readers of every language counted "Cuts and
 * shaves: 350 TL" and "Vi har åbent kl. …" in nearly every post of a set.
 */
type RepeatedFact = "price" | "hours";
const repeatedFacts: readonly RepeatedFact[] = ["price", "hours"];
const noFacts: ReadonlySet<RepeatedFact> = new Set();

/** The brief's price or hours as a sentence of the language, where the brief gives it and the language says it. */
function factLine(brief: CopyBrief, language: LanguageCode, fact: RepeatedFact): string | undefined {
  const facts = brief.words?.[language]?.facts;
  if (!facts) return undefined;
  const own = language === brief.briefLanguage;
  // A price without words is said of what is sold ("Cuts and shaves: 350 TL."; readers of three languages asked
  // "350 TL for what?" of the plain line, even after a sentence naming the offer); one with words stands as typed.
  if (fact === "price") {
    if (!brief.price) return undefined;
    if (wordless(brief.price)) return priceOf(brief, language, facts);
    return own ? facts.price[0]!.replace("{price}", brief.price) : undefined;
  }
  // A bare range ("7–22") reads as each language writes times ("7am–10pm", "klo 7–22"); other hours stay as typed.
  if (!brief.hours || !(own || wordless(brief.hours))) return undefined;
  return facts.hours[0]!.replace("{hours}", formatHours(brief.hours, language));
}

/**
 * A price without words, said of what is sold: "Cuts and shaves: 350 TL.", the offer without its possessive ("our cuts
 * and shaves"); the plain price line where the language has no offer.
 */
function priceOf(brief: CopyBrief, language: LanguageCode, facts: LexiconFacts): string {
  const offer = brief.words?.[language]?.category.offer;
  if (!facts.priceOf || !(brief.productName || offer)) return facts.price[0]!.replace("{price}", brief.price!);
  // A product's name as written; the lexicon's offer starts the sentence.
  const bare = brief.productName ?? withoutPossessive(offer!, language);
  const product = brief.productName ? bare : bare.charAt(0).toLocaleUpperCase(language) + bare.slice(1);
  return facts.priceOf.replace("{product}", product).replace("{price}", brief.price!);
}

/**
 * The slots of a language, from the richest to the plainest: the user's own words first (own language only), then the
 * bank's vocabulary, then the business noun for a brand too long for the field.
 */
function slotVariants(
  brief: CopyBrief,
  language: LanguageCode,
  placeLine?: string | null,
  omit: ReadonlySet<RepeatedFact> = noFacts,
): Slots[] {
  const bank = bankFor(brief, language);
  const biz = business(bank, brief);
  const own = language === brief.briefLanguage;
  const voice = voiceOf(brief);
  const support = supportOf(brief);
  const terms = voice?.terms ?? [];
  const intent = intentOf(brief);
  const brand = brief.brandName ?? biz.noun;
  const product = brief.productName ?? biz.offer;
  const preferred = ctaFor(brief, bank, intent);
  // A call to action in a word the kit rules out gives way to the bank's for the intent, then the first of the
  // bank's that holds none.
  const cta =
    voice && !voice.clean(preferred, language)
      ? ([bank.cta[intent], ...intentOrder.map((i) => bank.cta[i])].find((c) => voice.clean(c, language)) ??
        bank.cta[intent])
      : preferred;
  // A call to action that says the whole offer ("Save 15% now", "Book a free consultation") says it once: the
  // offer's sentence is left out. One that names only the action ("Erstgespräch vereinbaren") keeps it.
  const factList = factSentences(brief, language, !(cta === preferred && saysOffer(brief, bank, cta)), placeLine, omit);
  const names = [brief.brandName, brief.productName].filter(Boolean).join("\n");
  const slogans = terms.filter((t) => brief.keyMessage?.includes(t) && !names.includes(t));
  const keep = [...new Set([...terms, brief.brandName, brief.productName])]
    .filter((t): t is string => Boolean(t?.trim()))
    .sort((a, b) => b.length - a.length);
  const base: Slots = {
    language,
    bank,
    brand,
    product,
    audience: biz.audience,
    cta,
    terms,
    keep,
    number: brief.productName || !biz.plural ? "singular" : "plural",
    stockProduct: !brief.productName,
    ...(!brief.productName && brief.words?.[language]?.category.offerForms
      ? { productForms: brief.words[language]!.category.offerForms }
      : {}),
    stockBrand: !brief.brandName,
    voice,
    support,
    category: brief.words?.[language]?.category.name,
    categoryWords: [...new Set<LanguageCode>([language, brief.briefLanguage, "en"])].flatMap((l) =>
      categoryWordsOf(brief.words?.[l]?.category, l),
    ),
    ...factSlots(factList, bank, brief.place?.trim()),
    factList,
    ...(slogans.length
      ? { message: slogans.map((t) => (endsSentence.test(t) ? t : `${t}${bank.fullStop}`)).join(bank.sentenceGap) }
      : {}),
  };
  const variants: Slots[] = [];
  if (own) {
    // Names go in exactly as written; a phrase of the description or the audience loses only the capital of a field's
    // start, and only one that ends as a noun phrase may take the template's particle or postposition.
    const nameList: (string | undefined)[] = [brief.brandName, brief.productName];
    // The brief's place, where the brief has one, is a name too ("Austin").
    const place = (brief as { place?: unknown }).place;
    const context = [brief.productDescription, brief.targetAudience, brief.keyMessage, brief.callToAction]
      .filter(Boolean)
      .join("\n");
    if (typeof place === "string" && place.trim()) nameList.push(place.trim());
    // A head that names the business ("Clínica dental familiar: …"): a category keyword, or a word of the brand.
    const keywords = brief.words?.[language]?.category.keywords ?? [];
    const brandWords = (brief.brandName ?? "")
      .toLocaleLowerCase(language)
      .split(/\s+/u)
      .filter((w) => [...w].length >= 4);
    const namesBusiness = (head: string, atEnd = false) => {
      const h = head.toLocaleLowerCase(language).trim();
      const has = (k: string) => (atEnd ? h.endsWith(k) : h.includes(k));
      return keywords.some(has) || brandWords.some(has);
    };
    const phrase = productPhrase(brief.productDescription, terms, language, namesBusiness);
    const audience = endsAsNoun(brief.targetAudience, language)
      ? midSentence(brief.targetAudience.trim(), nameList, terms, language, context)
      : biz.audience;
    const description = brief.productDescription.trim().replace(/\s+/gu, " ");
    const ownerSentence =
      graphemeCount(description) <= OWNER_SENTENCE_MAX &&
      graphemeCount(description) > graphemeCount(phrase ?? "") + 8 &&
      endsAsSentence(description, language)
        ? sentenceCase(endsSentence.test(description) ? description : `${description}${bank.fullStop}`, language)
        : undefined;
    // An owner's sentence that names the place already ("Aulas de surf … na praia de Matosinhos" for "Matosinhos,
    // Porto") is not followed by the place's; one that names only the city around it ("in heel Amsterdam" for
    // "Jordaan, Amsterdam") is.
    const ownerFacts =
      ownerSentence && typeof place === "string" && place.trim() && namesPlace(ownerSentence, place)
        ? base.factList?.filter((f) => !f.includes(place.trim())).join(bank.sentenceGap)
        : undefined;
    variants.push({
      ...base,
      ...(ownerSentence ? { owner: ownerSentence, ...(ownerFacts !== undefined ? { ownerFacts } : {}) } : {}),
      product: brief.productName ?? (phrase ? midSentence(phrase, nameList, terms, language, context) : product),
      number: brief.productName ? "singular" : phrase ? null : base.number,
      stockProduct: !brief.productName && !phrase,
      productForms: !brief.productName && !phrase ? base.productForms : undefined,
      audience,
      cta: ownCta(brief, bank) ?? base.cta,
      message: brief.keyMessage
        ? endsSentence.test(brief.keyMessage.trim())
          ? brief.keyMessage.trim()
          : `${brief.keyMessage.trim()}${bank.fullStop}`
        : undefined,
    });
    // The user's call to action may be too long for a short body; its intent in the bank's words is the fallback.
    if (variants[0]!.cta !== base.cta) variants.push({ ...variants[0]!, cta: base.cta });
  }
  variants.push(base, { ...base, brand: biz.noun, stockBrand: true });
  return variants;
}

/** A case form of the product in a template ("{product:acc}", "{product:prep}"): the lexicon's `offerForms`. */
const PRODUCT_FORM = /\{product:(\w+)\}/gu;
const slotLists = new Map<string, string[]>();
/** The slots a template holds, once each; a case form of the product counts as {product}. Kept per template. */
function slotsOf(t: string): string[] {
  let list = slotLists.get(t);
  if (!list) {
    list = [...new Set((t.match(/\{\w+(?::\w+)?\}/gu) ?? []).map((m) => m.replace(/:\w+\}$/u, "}")))];
    // Templates are the banks' strings, a bounded set; a filled text never comes here.
    if (slotLists.size < 20_000) slotLists.set(t, list);
  }
  return list;
}
/** Whether a template holds this slot ("{product}" also as "{product:dat}"). */
const holds = (t: string, slot: string) => slotsOf(t).includes(slot);
/** Whether a template names the product, in any case. */
const hasProduct = (t: string) => holds(t, "{product}");

/**
 * A template as it reads with these slots, or null where it cannot:
 * - a copula that agrees with {product} takes the plural for a plural product ("these are our classes"), and a
 *   template whose copula has no plural form, or any such template for a phrase of unknown number, is left out;
 * - a brand named in the third person never owns the bank's "our" offer in the same sentence ("Amber Roasters brings
 *   you our menu"); the bank's own noun ("our kitchen") may, as both speak as "we", and so may the owner speaking in
 *   the first person (`firstPerson`: "I run Amber Roasters and wanted to show you our menu") and a brand that stands
 *   as a label ("Amber Roasters: our menu"); an offer without "our" ("cortes y afeitados") any brand may offer;
 * - "{category} {brand}" loses its category where the brand names it already ("Clínica Dental Olivo zaprasza");
 * - a template in which the brand names the speaker ("We're {brand}") takes a name, never the bank's noun.
 */
function shaped(template: string, s: Slots, firstPerson = false): string | null {
  let t = template;
  // A case form of the product only where the lexicon gives the offer in that case ("{product:dat}").
  for (const [, form] of t.matchAll(PRODUCT_FORM)) if (!s.productForms?.[form!]) return null;
  if (t.includes("{product}"))
    for (const [singular, plural] of s.bank.agreement ?? []) {
      if (!t.includes(singular) || s.number === "singular") continue;
      if (s.number === null || plural === null) return null;
      t = t.split(singular).join(plural);
    }
  if (!firstPerson && s.stockProduct && !s.stockBrand && t.includes("{brand}") && hasProduct(t))
    if (ownsOffer(s) && !brandAsLabel(t)) return null;
  // "{category} {brand}" where the brand names the category already ("Gabinet stomatologiczny Clínica Dental Olivo",
  // "Barbershop Berber Kemal"): the brand alone ("Clínica Dental Olivo zaprasza").
  if (t.includes("{category}") && namesCategory(s)) t = t.replace(CATEGORY_BEFORE_BRAND, "");
  // A label's "| {brand}" reads only with a name, in every language: "Our sauna | our sauna house", "Corte e barba |
  // nossa barbearia" (round 40).
  if (s.stockBrand && /\|\s*\{brand\}/u.test(t)) return null;
  // At a sentence's start or inside it alike ("Lär känna {brand}" for "lär känna {brand}").
  if (s.stockBrand && s.bank.selfNaming) {
    const lower = t.toLocaleLowerCase();
    if (selfNamingOf(s.bank).some((f) => lower.includes(f))) return null;
  }
  return t;
}

/**
 * A first-person possessive in each language ("our", "unsere", "nos", "nuestros", "leipomomme", "fırınımız",
 * "خبزنا", "שלנו", "当店"): an offer that holds one is the business speaking of its own, which a brand named in the third
 * person cannot own ("Onda Norte offers our surf lessons"); a bare offer ("tratamientos dentales") it can ("Clínica
 * Dental Olivo ofrece tratamientos dentales").
 */
const FIRST_PERSON_POSSESSIVE: Record<LanguageCode, RegExp> = {
  en: /(?<!\p{L})our(?!\p{L})/iu,
  de: /(?<!\p{L})unser/iu,
  fr: /(?<!\p{L})(?:nos|notre)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:ons|onze)(?!\p{L})/iu,
  es: /(?<!\p{L})nuestr[oa]s?(?!\p{L})/iu,
  it: /(?<!\p{L})nostr[oaie](?!\p{L})/iu,
  pt: /(?<!\p{L})noss[oa]s?(?!\p{L})/iu,
  sv: /(?<!\p{L})vår[ta]?(?!\p{L})/iu,
  no: /(?<!\p{L})vår[te]?(?!\p{L})/iu,
  da: /(?<!\p{L})vores(?!\p{L})/iu,
  pl: /(?<!\p{L})nasz/iu,
  ru: /(?<!\p{L})наш/iu,
  fi: /\p{L}mme(?!\p{L})/u,
  tr: /\p{L}(?:ımız|imiz|umuz|ümüz|mız|miz|muz|müz)(?!\p{L})/u,
  ar: /\p{L}نا(?!\p{L})/u,
  he: /שלנו|\p{L}נו(?!\p{L})/u,
  hi: /हमार/u,
  zh: /我们|我們|本店/u,
  ja: /当店|私たち|わたしたち|弊社/u,
  ko: /저희|우리/u,
};

/** Whether a text holds a first-person possessive of the language ("our menu", "unsere Kurse", "fırınımız"). */
export const firstPersonPossessive = (text: string, language: LanguageCode) =>
  FIRST_PERSON_POSSESSIVE[language].test(text);

/** An offer without the first-person possessive it opens with ("our cuts and shaves" → "cuts and shaves"). */
function withoutPossessive(offer: string, language: LanguageCode): string {
  const [first = "", ...rest] = offer.split(/\s+/u);
  return rest.length && firstPersonPossessive(first, language) ? rest.join(" ") : offer;
}

/** Whether {product} is the business speaking of its own offer ("our menu"), in the slots' language. */
const ownsOffer = (s: Pick<Slots, "language" | "product">) => firstPersonPossessive(s.product, s.language);

/**
 * A template in which the brand stands as a label, not a subject: "{brand}: {product} for {audience}", "{product} |
 * {brand}". What follows the label is the brand's own voice, so it may say "our" ("Onda Norte: our surf lessons").
 */
const brandAsLabel = (t: string) => /^\{brand\}\s?[:：|｜]/u.test(t) || /\s[|｜]\s\{brand\}$/u.test(t);

/** The category's label right before the brand, as a Pinterest line or a headline has it ("{category} {brand}"). */
const CATEGORY_BEFORE_BRAND = /\{category\}(?:\s+|の)?(?=\{brand\})/gu;

/**
 * Whether the brand already names the category: a word of the category's label, bare noun or own noun (of four letters
 * or more, no possessive) in the language, the brief's language (the brand is in the owner's language) or English,
 * in the brand, ignoring case ("Clínica Dental Olivo" a dental clinic, "Berber Kemal" a barbershop, "Saunasaari" a
 * sauna). With no brand, the brand is the category's own noun ("nasza piekarnia"), which names it.
 */
function namesCategory(s: Pick<Slots, "brand" | "stockBrand" | "categoryWords" | "language">): boolean {
  if (s.stockBrand) return true;
  const brand = s.brand.toLocaleLowerCase(s.language);
  return (s.categoryWords ?? []).some((w) => brand.includes(w));
}

/** The words that name a category in a language's lexicon entry (namesCategory). */
function categoryWordsOf(
  words: { name: string; one: string; noun: string } | undefined,
  language: LanguageCode,
): string[] {
  if (!words) return [];
  const unspaced = language === "ja" || language === "zh";
  return [words.name, words.one, words.noun].flatMap((text) =>
    text
      .toLocaleLowerCase(language)
      .split(unspaced ? /[\s、・]+/u : /[\s\p{P}]+/u)
      .filter((w) => [...w].length >= (unspaced ? 2 : 4) && !FIRST_PERSON_POSSESSIVE[language].test(w)),
  );
}

const selfNamingLower = new WeakMap<LanguageBank, string[]>();
/** A bank's self-naming templates in lower case, once per bank (shaped runs for every template of every post). */
function selfNamingOf(bank: LanguageBank): string[] {
  let list = selfNamingLower.get(bank);
  if (!list) selfNamingLower.set(bank, (list = (bank.selfNaming ?? []).map((f) => f.toLocaleLowerCase())));
  return list;
}

const fill = (template: string, s: Slots) =>
  keepingTerms(
    mended(
      template
        .replace(
          /\{(brand|product|audience|cta|category)\}/g,
          (_, k: "brand" | "product" | "audience" | "cta" | "category") => s[k] ?? "",
        )
        .replace(PRODUCT_FORM, (_, form: string) => s.productForms?.[form] ?? s.product)
        // A name that ends in a stop ("Lumen Candle Co.") before the template's own: one stop, not two (an ellipsis
        // stays).
        .replace(/(?<!\.)\.\.(?!\.)/g, "."),
      s.bank,
    ),
    s.keep,
    (text) => sentenceCase(text, s.language),
  );

const mendPatterns = new WeakMap<LanguageBank, [RegExp, string][]>();
/** The bank's mends applied to a filled template (LanguageBank.mends). */
function mended(text: string, bank: LanguageBank): string {
  if (!bank.mends) return text;
  let list = mendPatterns.get(bank);
  if (!list) mendPatterns.set(bank, (list = bank.mends.map(([p, r]) => [new RegExp(p, "gu"), r])));
  return list.reduce((t, [re, r]) => t.replace(re, r), text);
}

/** Whether a text holds no word the brand kit rules out and claims nothing the brief does not (claims.ts). */
const allowed = (text: string, s: Pick<Slots, "voice" | "language" | "support">) =>
  (!s.voice || s.voice.clean(text, s.language)) && claimsIn(text, s.language, s.support).length === 0;

/** The first text that fits `limit` and is not in `avoid`; templates are tried in order for each slot variant. */
function firstFit(templates: string[], variants: Slots[], limit: number, avoid: ReadonlySet<string>): string | null {
  for (const s of variants)
    for (const template of templates) {
      const t = shaped(template, s);
      if (t === null) continue;
      const text = fill(t, s);
      if (graphemeCount(text) <= limit && !avoid.has(text) && !saysTwice(text, s.brand) && allowed(text, s))
        return text;
    }
  return null;
}

/** A headline that names the brand twice ("Brewhaus Cold Brew from Brewhaus", when the product name holds it). */
function saysTwice(text: string, brand: string): boolean {
  if (!brand) return false;
  const lower = text.toLocaleLowerCase();
  const b = brand.toLocaleLowerCase();
  const first = lower.indexOf(b);
  return first >= 0 && lower.indexOf(b, first + b.length) >= 0;
}

/**
 * The platforms where the tone's own headlines mix with the platform's; elsewhere the platform's voice leads and the
 * tone's headlines are the fallback. TikTok's title is the whole ad text, a hook the tone's short headlines are not,
 * and Instagram's a visual line under the photo, so their own lists lead there.
 */
const casual = new Set<PlatformId>(["facebook", "x", "pinterest", "snapchat"]);

function titleFor(
  brief: CopyBrief,
  bank: LanguageBank,
  platform: PlatformId,
  limit: number,
  rand: () => number,
  avoid: Set<string>,
  audienceSpent = false,
  said: (text: string) => boolean = () => false,
): string {
  const tone = bank.tones[toneKeys[brief.tone]];
  const own = bank.titles[platform] ?? bank.titles.facebook;
  const shuffledTemplates = casual.has(platform)
    ? shuffled([...own, ...tone.titles], rand)
    : [...shuffled(own, rand), ...shuffled(tone.titles, rand)];
  // A long format's headline leaves the audience to its body: a body says nothing its headline said, and a headline
  // that names the audience would take every sentence that welcomes them out of a body of two or three statements.
  // A headline that names what is sold before one that only introduces the brand ("Meet X", "Say hi to X": readers of
  // every language found the headlines introduced and never sold; decision 052). Quora's are its questions.
  const selling =
    platform === "quora"
      ? shuffledTemplates
      : [...shuffledTemplates.filter(hasProduct), ...shuffledTemplates.filter((t) => !hasProduct(t))];
  // So does any headline once the concept's posts have named the audience often enough (decision 052).
  const templates =
    longFormats.has(platform) || audienceSpent
      ? [...selling.filter((t) => !t.includes("{audience}")), ...selling.filter((t) => t.includes("{audience}"))]
      : selling;
  const variants = slotVariants(brief, bank.code);
  const last = variants.at(-1)!;
  // What sets the business apart, as a headline of its own (decision 052): "Delivered by bike" sells where "Meet
  // Bloem & Zo" introduces. Each once in the concept's posts of the language, on the platforms whose headline sells.
  if (traitTitlePlatforms.has(platform)) {
    const words = brief.words?.[bank.code];
    const rank = (i: number) => {
      const at = traitTitleOrder.indexOf(words?.traitIds?.[i] as TraitId);
      return at < 0 ? traitTitleOrder.length + i : at;
    };
    // What is made by hand or in house reads as goods over a service's ad ("Made by hand" over a dog groomer's: readers
    // of six languages); a service's body says it, its headline does not.
    const service = intentOf(brief) === "book";
    const goodsOnly = new Set<TraitId>(["handmade", "inHouse"]);
    const trait = (words?.traitTitles ?? [])
      // A trait both of whose sentences the concept's posts have said is not a headline: its body could not back it
      // without saying one a third time.
      .map((t, i) => {
        const spent = words?.traits?.[i]?.every(said) ?? false;
        return [spent || (service && goodsOnly.has(words?.traitIds?.[i] as TraitId)) ? "" : t, rank(i)] as const;
      })
      .sort((x, y) => x[1] - y[1])
      .map(([t]) => t)
      .find(
        (t) =>
          t &&
          !avoid.has(t) &&
          graphemeCount(t) <= limit &&
          allowed(t, last) &&
          // A long format's headline leaves the audience to its body, as below ("Beginners welcome" goes elsewhere).
          !(longFormats.has(platform) && namesAudienceIn(t, variants, bank.code)),
      );
    if (trait) {
      avoid.add(trait);
      return trait;
    }
  }
  const cased = (t: string) => keepingTerms(t, last.keep, (x) => sentenceCase(x, bank.code));
  const text =
    firstFit(templates, variants, limit, avoid) ??
    // Every bank keeps its offer and noun within the shortest title limit (30).
    // A name or noun no other platform's headline has taken yet, else the first that fits.
    [cased(last.product), cased(last.brand), cased(business(bank, brief).offer)]
      .filter((t) => graphemeCount(t) <= limit && allowed(t, last))
      .sort((x, y) => Number(avoid.has(x)) - Number(avoid.has(y)))[0] ??
    cased(last.brand);
  avoid.add(text);
  return text;
}

/** The platforms whose headline may be a trait's (decision 052): not Quora's question, Reddit's owner, nor the names. */
const traitTitlePlatforms: ReadonlySet<PlatformId> = new Set([
  "facebook",
  "instagram",
  "linkedin",
  "youtube",
  "pinterest",
  "x",
]);

/**
 * The long formats: a body of two or three of the bank's statements (from different angles, none the concept's other
 * posts said) and the brief's facts, where they fit.
 */
const longFormats: ReadonlySet<PlatformId> = new Set(["linkedin", "youtube"]);

/** Which angle a platform's body leads with: each platform its own, the others as fallbacks. */
const platformAngle: Record<PlatformId, Angle> = {
  facebook: "audience",
  instagram: "product",
  tiktok: "audience",
  x: "brand",
  linkedin: "brand",
  pinterest: "product",
  reddit: "brand",
  snapchat: "brand",
  youtube: "product",
  quora: "product",
};

/**
 * The long formats, where the owner's own description is said whole in their language, in the order they take it: a
 * concept says it in at most OWNER_POSTS_MAX posts of a language (Facebook first), so it does not stand in every post.
 * The posts are written in this order (writingOrder), so the first formats take it. Once: readers of rounds 36 and 37
 * found the Facebook and LinkedIn bodies of a set word for word the same, the owner's sentence and the place.
 */
const ownerPlatforms: readonly PlatformId[] = ["facebook", "linkedin", "youtube", "instagram", "reddit", "pinterest"];
const OWNER_POSTS_MAX = 1;

/**
 * The audience ("for beginners", "für Feinschmecker") in at most this many bodies of one concept in a language: readers
 * of every language marked it, said on five to seven posts, as the line that made a campaign read as a template. The
 * platform's own opener (Reddit's owner, Pinterest's keyword line) counts, and is then one that does not name it.
 */
const AUDIENCE_POSTS_MAX = 3;

/**
 * The bank's general sentences ("We take our cuts seriously", "Ask us anything") in one body, A or B, at most: the
 * readers of every language scored a set 2 where its bodies were made of them and counted each across the businesses;
 * what a body says besides is the brief's (its facts, the owner's words, what sets the business apart). Decision 052.
 */
const GENERAL_MAX = 1;

/**
 * The brief's price, and its hours, in at most this many bodies (A and B) of one concept in a language: the readers of
 * round 33 counted "Cuts and shaves: 350 TL" in eleven bodies of ten posts and "Vi har åbent kl. …" sixteen times.
 * The posts people read to decide (placeKeepers) say them first (factsLeftOut).
 */
const FACT_POSTS_MAX = 4;

/**
 * The order a concept's posts in one language are written in: the long formats that may say the owner's description
 * first, in the order they take it, then the others as the brief lists them.
 */
export function writingOrder(platforms: readonly PlatformId[]): PlatformId[] {
  return [
    ...ownerPlatforms.filter((p) => platforms.includes(p)),
    ...platforms.filter((p) => !ownerPlatforms.includes(p)),
  ];
}

/**
 * Platforms whose voice takes no tone lead ("Psst!" does not open a LinkedIn or Reddit post). X's post is plain but
 * may open with one, as a person's post does; TikTok's body is a name and takes none.
 */
const plainVoice = new Set<PlatformId>(["linkedin", "reddit", "quora"]);

interface BodyPlan {
  lead: boolean;
  angle: Angle;
  /** A second statement from another angle (long formats). */
  second?: boolean;
  /** And a third, where one repeats no slot of the first two (the long formats). */
  third?: boolean;
  pinterest?: boolean;
  /** Only the statement and the call to action (a shorter rewrite). */
  lean?: boolean;
  /**
   * The ad shows the call to action as its button (`ctaButton`): the body says what is sold and the facts, and does
   * not end with the button's words again (readers of eight languages marked "… Book a manicure." above a "Book a
   * manicure" button).
   */
  button?: boolean;
  /**
   * The platform's own first sentence, in place of the tone's lead, tried in order: Pinterest's keyword line, Reddit's
   * owner speaking, Quora's answer to its headline. The body goes on with a statement that repeats none of its slots
   * and the brief's facts.
   */
  opener?: { templates: string[]; needsName?: boolean };
  /** The owner's description may stand whole in place of the bank's statement (the long formats). */
  owner?: boolean;
  /** The headline shown with the body: a body whose headline does not name what is sold names it itself. */
  title?: string;
  /**
   * The brief's place, on the posts people read to find a business nearby (placeFinders): a body that names it is
   * chosen wherever one fits, before any that does not.
   */
  place?: string;
  /**
   * The place's sentence this post says (placeLineFor): one the concept's other posts have not said; null for none.
   */
  placeLine?: string | null;
  /** The price and hours this post does not say: the concept's other posts have said them often enough (factsLeftOut). */
  omitFacts?: ReadonlySet<RepeatedFact>;
  /** Leads the concept's other posts in the language already open with. */
  usedLeads?: ReadonlySet<string>;
  /** The bank's sentences the concept's other posts in the language already say. */
  usedSentences?: ReadonlySet<string>;
  /** And those its B variants say. */
  variantSentences?: ReadonlySet<string>;
  /** The concept's other posts in the language have named the audience AUDIENCE_POSTS_MAX times: this one does not. */
  audienceSpent?: boolean;
}

/** What one concept's posts in one language have said already: no two of its bodies, nor two leads, are the same. */
export interface UsedText {
  titles: Set<string>;
  bodies: Set<string>;
  leads: Set<string>;
  /** The place's sentences said so far, with how many posts said each. */
  places: Map<string, number>;
  /** The concept's platforms in this language not written yet (placeLineFor keeps wordings for those that need one). */
  toWrite: PlatformId[];
  /** The bank's statements and openers said so far. */
  sentences: Set<string>;
  /**
   * The statements the B variants have said so far, and their whole bodies (a B says what no other post of the
   * concept has, where it can, and never another B's body).
   */
  variantSentences?: Set<string>;
  /** How many B variants have named the audience without taking its angle. */
  variantAudiences?: number;
  /** The B variants' headlines so far (a B takes one no other post of the concept in the language has, where it can). */
  variantTitles?: Set<string>;
  /** How many B variants have taken each angle (they take turns). */
  variantAngles?: Map<CopyVariant["angle"], number>;
  /** How many posts have said the owner's description (at most OWNER_POSTS_MAX do). */
  owners: number;
  /** How many bodies have named the audience (at most AUDIENCE_POSTS_MAX do, where the bank leaves a choice). */
  audiences: number;
  /** How many bodies, A and B, have said the brief's price and its hours (FACT_POSTS_MAX). */
  facts?: Map<RepeatedFact, number>;
}

/**
 * How often the concept's posts in a language have named the audience, headlines, bodies and B variants alike: readers
 * counted "anyone with a big day ahead" eleven times in one set of ten posts (decision 052).
 */
function audienceCountOf(used: UsedText): number {
  return used.audiences + (used.variantAudiences ?? 0);
}

/** Whether a text names the brief's audience, in the owner's words or the lexicon's. */
function namesAudienceIn(text: string, variants: readonly Slots[], language: LanguageCode): boolean {
  const lower = text.toLocaleLowerCase(language);
  return variants.some((s) => Boolean(s.audience) && lower.includes(s.audience.toLocaleLowerCase(language)));
}

export const newUsedText = (platforms: readonly PlatformId[] = []): UsedText => ({
  titles: new Set(),
  bodies: new Set(),
  leads: new Set(),
  places: new Map(),
  toWrite: [...platforms],
  sentences: new Set(),
  owners: 0,
  audiences: 0,
});

/** A text's first word in lower case, its letters only ("Curious?" → "curious"): two texts that open alike. */
const firstWordOf = (text: string, language: LanguageCode) =>
  (text.toLocaleLowerCase(language).match(/[\p{L}\p{M}]+/u) ?? [""])[0]!;

/** The first opener template that reads with these slots: its category known, a name where it needs one, no claim. */
function openerFor(opener: BodyPlan["opener"], s: Slots): { template: string; text: string } | null {
  // With the owner's own sentence to follow, an opener that does not name the product first.
  const templates = opener?.templates ?? [];
  const ordered = s.owner ? [...templates.filter((t) => !hasProduct(t)), ...templates.filter(hasProduct)] : templates;
  for (const template of ordered) {
    if (template.includes("{category}") && !s.category) continue;
    if (opener?.needsName && s.stockBrand && template.includes("{brand}")) continue;
    // The owner speaking owns "our" beside the brand's name ("I run Miga and wanted to show you our bread").
    const t = shaped(template, s, opener?.needsName);
    if (t === null) continue;
    const text = fill(t, s);
    if (allowed(text, s)) return { template: t, text };
  }
  return null;
}

/**
 * A body from the richest arrangement that fits: [lead] [key message] [angle statement] [second statement]
 * [Pinterest line] [call to action]. Leaner arrangements drop the lead, the second statement, the key message and the
 * statement in turn; the call to action is never dropped or cut.
 */
function bodyFor(
  brief: CopyBrief,
  bank: LanguageBank,
  plan: BodyPlan,
  limit: number,
  rand: () => number,
  avoid?: ReadonlySet<string>,
): { body: string; cta: string; said?: string[]; owner?: boolean; audience?: boolean } {
  const tone = bank.tones[toneKeys[brief.tone]];
  const voice = voiceOf(brief);
  const support = supportOf(brief);
  // A lead the concept's other posts in this language have not opened with (none rather than the same one again).
  // Nor one that opens as the headline does ("Curious?" under "Curious about our sauna?", round 36).
  const leads = plan.lead
    ? shuffled(tone.leads, rand).filter(
        (l) =>
          allowed(l, { voice, language: bank.code, support }) &&
          !(
            plan.title &&
            firstWordOf(l, bank.code) &&
            firstWordOf(l, bank.code) === firstWordOf(plan.title, bank.code)
          ),
      )
    : [];
  const lead = (plan.usedLeads ? leads.find((l) => !plan.usedLeads!.has(l)) : leads[0]) ?? "";
  const angles: Angle[] = [plan.angle, ...(["product", "audience", "brand"] as const).filter((a) => a !== plan.angle)];
  // Within an angle, the statements that say more (more of the brief's slots) come first; what sets the business apart
  // (its traits, decision 051) before any of the product's.
  const slotsIn = (t: string) => slotsOf(t).length;
  const traits = traitLinesOf(
    brief,
    bank.code,
    (t) => Boolean(plan.usedSentences?.has(t) || plan.variantSentences?.has(t)),
    plan.title,
  );
  // Under a trait's headline, its sentence leads the body.
  const titledLine = titledTraitLine(brief, bank.code, plan.title, traits);
  const { set: moments, sentences: momentSentences } = momentsOf(brief, bank.code);
  // After the platform's opener (Reddit's and Quora's owner, Pinterest's keywords) the category's moments that are
  // whole sentences come first: a fragment right after "Hi, I own Bloem & Zo." read as jarring (round 37).
  const fragment = (t: string) => moments.has(t) && !momentSentences.has(t);
  const ownLines = plan.opener ? [...traits.filter((t) => !fragment(t)), ...traits.filter(fragment)] : traits;
  const statements = [
    ...angles.flatMap((a) => [
      ...(a === "product" ? ownLines.filter((t) => t !== titledLine) : []),
      ...shuffled(bank.angles[a], rand).sort((x, y) => slotsIn(y) - slotsIn(x)),
    ]),
  ];
  const gap = bank.sentenceGap;
  const join = (parts: (string | undefined)[]) => parts.filter(Boolean).join(gap);
  for (const s of slotVariants(brief, bank.code, plan.placeLine, plan.omitFacts)) {
    const cta = plan.button ? undefined : fill(bank.ctaSentence, s);
    const opener = openerFor(plan.opener, s);
    // The post says what is sold, in its headline or its body, wherever an arrangement that does fits; then any.
    const lower = (t: string) => t.toLocaleLowerCase(s.language);
    // The offer counts without its leading possessive too: a bank's mends say "des révisions" after a verb where the
    // lexicon says "nos révisions".
    // So does each of its case forms ("unseren Surfkursen").
    const productTexts = [s.product, ...Object.values(s.productForms ?? {})].flatMap((p) => {
      const bare = withoutPossessive(lower(p), s.language);
      return bare !== lower(p) ? [lower(p), bare] : [lower(p)];
    });
    const namesProduct = (body: string) =>
      !plan.title ||
      productTexts.some((p) => lower(`${plan.title} ${body}`).includes(p)) ||
      Boolean(s.owner && body.includes(s.owner));
    // Pinterest's closing line only for a description without its keyword opener.
    const pin = plan.pinterest && !opener ? bank.pinterestLine : undefined;
    const arrangements: (string | undefined)[][] = [];
    if (opener) {
      // A statement after the opener says what it does not: none of the opener's slots again.
      // Nor a greeting of the brand's ("Nice to meet you, we're …") after the opener has begun the post. The three
      // tried are ones the concept's other posts have not said yet, where there are such (an opener that takes the
      // brand and the audience leaves few statements to follow it, and a repeated one is refused below).
      const greetings = new Set(bank.angles.brand);
      const shapedFollowers = statements
        .filter((t) => !greetings.has(t))
        .map((t) => shaped(t, s))
        .filter((t): t is string => t !== null && !slotsOf(t).some((slot) => holds(opener.template, slot)));
      // Under a headline that does not name what is sold, the statements that name it first: a post must, and one
      // that cannot would lose its opener to a body without it.
      const candidates = (
        namesProduct("") || hasProduct(opener.template)
          ? shapedFollowers
          : [...shapedFollowers.filter(hasProduct), ...shapedFollowers.filter((t) => !hasProduct(t))]
      ).map((t) => fill(t, s));
      const unsaid = candidates.filter((t) => !plan.usedSentences?.has(t));
      const follow = [...unsaid, ...candidates.filter((t) => plan.usedSentences?.has(t))].slice(0, 3);
      // The owner's sentence follows an opener that has not named the product already, nor opens as it does.
      if (
        s.owner &&
        plan.owner &&
        !hasProduct(opener.template) &&
        firstWordOf(opener.text, s.language) !== firstWordOf(s.owner, s.language)
      )
        arrangements.push(
          [opener.text, s.message, s.owner, s.ownerFacts ?? s.facts, cta],
          [opener.text, s.owner, s.ownerFacts ?? s.facts, cta],
          ...(s.firstFact && s.firstFact !== s.facts ? [[opener.text, s.owner, s.firstFact, cta]] : []),
        );
      for (const statement of follow)
        arrangements.push(
          [opener.text, s.message, statement, s.facts, cta],
          [opener.text, statement, s.facts, cta],
          ...(s.firstFact && s.firstFact !== s.facts ? [[opener.text, statement, s.firstFact, cta]] : []),
        );
      arrangements.push(
        [opener.text, s.message, s.facts, cta],
        [opener.text, s.facts, cta],
        ...(s.firstFact && s.firstFact !== s.facts ? [[opener.text, s.firstFact, cta]] : []),
        ...(follow[0] ? [[opener.text, follow[0], cta]] : []),
        [opener.text, cta],
      );
    }
    const plain: (string | undefined)[][] = [];
    const partial: (string | undefined)[][] = [];
    const offerPlaced: (string | undefined)[][] = [];
    const placedOnly: (string | undefined)[][] = [];
    // The owner's own description, in their language, before any statement of the bank's.
    const afterOwner = s.ownerFacts ?? s.facts;
    // Another post of the concept may say the owner's words with one of the bank's sentences that does not name the
    // product again ("… done gently by hand. Dog owners, we can't wait to meet you."); a long format does, with one
    // the concept's other posts have not said, wherever it fits.
    // Not a trait: the owner's words say what sets the business apart themselves.
    const beside = statements
      .filter((t) => !traits.includes(t))
      .map((t) => shaped(t, s))
      .filter((t): t is string => t !== null && !hasProduct(t))
      .map((t) => fill(t, s));
    const besideOwner = plan.third
      ? [...beside.filter((t) => !plan.usedSentences?.has(t)), ...beside.filter((t) => plan.usedSentences?.has(t))]
      : beside;
    const withOwner = besideOwner.slice(0, plan.third ? 3 : 2).map((t) => [s.owner, t, afterOwner, pin, cta]);
    if (s.owner && plan.owner && !opener)
      arrangements.push(
        ...(plan.third ? withOwner.flatMap((a) => [[lead, ...a], a]) : []),
        [lead, s.message, s.owner, afterOwner, pin, cta],
        [s.message, s.owner, afterOwner, pin, cta],
        [s.owner, afterOwner, pin, cta],
        ...(plan.third ? [] : withOwner),
        ...(plan.place && s.offerPlace && s.offerPlace !== afterOwner ? [[s.owner, s.offerPlace, pin, cta]] : []),
        ...(plan.place && s.placeFact && s.placeFact !== afterOwner ? [[s.owner, s.placeFact, pin, cta]] : []),
        ...(s.firstFact && s.firstFact !== afterOwner ? [[s.owner, s.firstFact, pin, cta]] : []),
      );
    const richAt = arrangements.length;
    const usable = statements.map((t) => shaped(t, s));
    const filled = usable.map((t) => (t === null ? null : fill(t, s)));
    // The bank's general sentences in this body (decision 052): every one but a trait.
    const generalTexts = new Set(filled.filter((t, i): t is string => t !== null && !traits.includes(statements[i]!)));
    // The tone's lead counts as one: a greeting ("Hi there!", "A warm hello from us.") says no more than they do, and
    // readers of round 36 found it wasting the opening line of a post with something of its own to say.
    const general = (parts: (string | undefined)[]) =>
      parts.filter((p) => p && (generalTexts.has(p) || p === lead)).length;
    // One of the category's moments a body (decision 053): one YouTube body took two, and the later posts had none.
    const momentsIn = (parts: (string | undefined)[]) => parts.filter((p) => p && moments.has(p)).length;
    // Nor, under a headline that names what is sold, a general sentence that names it again: readers counted "커트와
    // 면도" 31 times in one set (decision 052).
    const titleNames = Boolean(plan.title) && productTexts.some((p) => lower(plan.title!).includes(p));
    const productTwice = (parts: (string | undefined)[]) =>
      titleNames && parts.some((p) => p && generalTexts.has(p) && productTexts.some((x) => lower(p).includes(x)));
    // Two statements that repeat no slot, nor open with the same words ("We look forward to seeing you … We look
    // forward to meeting …").
    const apart = (i: number, j: number) =>
      i !== j &&
      !slotsOf(usable[i]!).some((p) => holds(usable[j]!, p)) &&
      openingOf(filled[i]!, s.language) !== openingOf(filled[j]!, s.language);
    // Of the statements that may follow, those the concept's other posts in the language have not said first.
    const unsaidFirst = (list: number[]) => [
      ...list.filter((j) => !plan.usedSentences?.has(filled[j]!)),
      ...list.filter((j) => plan.usedSentences?.has(filled[j]!)),
    ];
    const rich: (string | undefined)[][] = [];
    for (const [i, template] of usable.entries()) {
      if (template === null) continue;
      const statement = filled[i]!;
      // A second statement comes from another angle and repeats no slot of the first; the next candidates are tried
      // where the first is too long or said already.
      const others = unsaidFirst(usable.flatMap((t, j) => (t !== null && apart(i, j) ? [j] : [])));
      // What sets the business apart goes into every post that has room for it, as its second statement (decision 051).
      const trait = others.find((j) => traits.includes(statements[j]!));
      const next = trait ?? (plan.second ? others[0] : undefined);
      const second = next !== undefined ? filled[next]! : undefined;
      // The long formats: two or three statements and the facts, before any body of one statement.
      if (plan.third && !plan.lean)
        for (const j of others.slice(0, 3)) {
          const next = filled[j]!;
          for (const k of others.filter((x) => apart(j, x)).slice(0, 2)) {
            const third = filled[k]!;
            rich.push([lead, s.message, statement, next, third, s.facts, cta], [statement, next, third, s.facts, cta]);
          }
          rich.push(
            [lead, s.message, statement, next, s.facts, cta],
            [lead, statement, next, s.facts, cta],
            [statement, next, s.facts, cta],
          );
        }
      if (plan.lean) {
        arrangements.push([statement, cta]);
        continue;
      }
      // The brief's facts stay longest: every arrangement with them (all, then the first) is tried before any
      // without them, whatever the statement.
      if (s.facts)
        arrangements.push(
          [lead, s.message, statement, second, s.facts, pin, cta],
          // A trait is worth more than the lead: the short formats (Facebook's and Instagram's 125 characters) drop
          // the lead to say it.
          ...(trait !== undefined ? [[statement, second, s.facts, pin, cta]] : []),
          [lead, s.message, statement, s.facts, pin, cta],
          [s.message, statement, s.facts, pin, cta],
          [lead, statement, s.facts, pin, cta],
          [statement, s.facts, pin, cta],
          [statement, s.facts, cta],
        );
      // Where the post must name the place, the offer and the place without the price and hours (with any statement),
      // then the place alone, before the first fact alone.
      if (plan.place && s.offerPlace)
        offerPlaced.push(
          [lead, statement, s.offerPlace, pin, cta],
          [statement, s.offerPlace, pin, cta],
          [statement, s.offerPlace, cta],
        );
      if (plan.place && s.placeFact)
        placedOnly.push(
          [lead, statement, s.placeFact, pin, cta],
          [statement, s.placeFact, pin, cta],
          [statement, s.placeFact, cta],
        );
      // A statement with the first fact alone only after every arrangement with all the facts (the place is kept).
      if (s.firstFact && s.firstFact !== s.facts)
        partial.push(
          [lead, statement, s.firstFact, pin, cta],
          [statement, s.firstFact, pin, cta],
          [statement, s.firstFact, cta],
        );
      plain.push(
        [lead, s.message, statement, second, pin, cta],
        [lead, s.message, statement, pin, cta],
        [s.message, statement, pin, cta],
        [lead, statement, pin, cta],
        [statement, pin, cta],
        [statement, cta],
      );
    }
    arrangements.splice(richAt, 0, ...rich);
    // Without facts, "[message, facts, cta]" would be the bare call to action ahead of every statement.
    if (s.facts) arrangements.push([s.message, s.facts, cta], [s.facts, cta]);
    arrangements.push(...offerPlaced, ...placedOnly, ...partial, ...plain, [s.message, cta], [lead, cta], [cta]);
    // Under a trait's headline every arrangement is tried first with the trait's sentence after its first sentence of
    // content ("Discreet aligners" over "Our dental care is for patients of all ages. We also straighten teeth, with
    // discreet aligners. …": a service's wording says "also"), then as it stands.
    if (titledLine) {
      const opens = (p: string | undefined) => Boolean(p) && (p === lead || p === opener?.text);
      // Not beside two statements already in a long format (three and the facts are its most), nor two in a short one
      // (round 41: the sauna's Facebook body was five short "We're …" sentences); the owner's own words first
      // and as they stand (the trait was read in them: they say it).
      const stated = (a: (string | undefined)[]) => a.filter((p) => p && filled.includes(p)).length;
      const titled = (list: (string | undefined)[][]) => {
        const inserted = list
          .filter((a) => !a.includes(titledLine) && stated(a) < (plan.third ? 3 : 2))
          .map((a) => {
            const first = a.findIndex((p) => p && !opens(p));
            const at = first < 0 ? a.length : a[first] === cta ? first : first + 1;
            return { a: [...a.slice(0, at), titledLine, ...a.slice(at)], before: a[at - 1] };
          });
        // After a statement that opens as the trait's sentence does only where no other fits ("Nous proposons des soins
        // dentaires. Nous proposons le blanchiment des dents.", round 39).
        const clashes = (before: string | undefined) =>
          before !== undefined &&
          before !== cta &&
          filled.includes(before) &&
          openingOf(before, s.language) === openingOf(titledLine, s.language);
        return [
          ...inserted.filter((x) => !clashes(x.before)).map((x) => x.a),
          ...inserted.filter((x) => clashes(x.before)).map((x) => x.a),
        ];
      };
      const owned = arrangements.filter((a) => Boolean(s.owner) && a.includes(s.owner));
      const rest = arrangements.filter((a) => !owned.includes(a));
      arrangements.splice(0, arrangements.length, ...owned, ...titled(rest), ...rest);
    }
    // Nor does it open as its headline does ("Cheese lovers, this is for you" over "Cheese lovers, this is for you: …").
    const opening = (t: string) => lower(t).split(/\s+/u).slice(0, 3).join(" ");
    const echoesTitle = (parts: (string | undefined)[]) =>
      Boolean(plan.title) &&
      parts.some(
        (p) =>
          p && p !== lead && p !== titledLine && [...opening(p)].length >= 6 && opening(p) === opening(plan.title!),
      );
    // Nor names the audience again when the headline named it ("… for men who like a sharp cut" over "Our cuts, for men
    // who like a sharp cut.").
    const audience = s.audience ? lower(s.audience) : "";
    // The platform's own opener (Reddit's owner, Pinterest's keyword line) is the platform's voice: it may.
    const namesItsAudience = (p: string | undefined) =>
      Boolean(p) && p !== opener?.text && lower(p!).includes(audience);
    const audienceTwice = (parts: (string | undefined)[]) =>
      Boolean(plan.title && audience) && lower(plan.title!).includes(audience) && parts.some(namesItsAudience);
    // Nor says a sentence of the bank's that another post of the concept in this language already said.
    const kept = new Set([cta, s.facts, s.ownerFacts, s.firstFact, s.owner, s.message, titledLine].filter(Boolean));
    // Nor names it at all once the concept's other posts have named it often enough (AUDIENCE_POSTS_MAX).
    const namesAudience = (parts: (string | undefined)[]) =>
      Boolean(audience) && parts.some((p) => namesItsAudience(p) && !kept.has(p!));
    const repeats = (parts: (string | undefined)[]) =>
      Boolean(plan.usedSentences) && parts.some((p) => p && !kept.has(p) && plan.usedSentences!.has(p));
    // A post people read to find a business nearby names its place wherever a body that does fits: first one that
    // keeps every other rule, then one that names what is sold, then any; only then one without the place.
    const place = plan.place && s.factList?.some((f) => f.includes(plan.place!)) ? plan.place : undefined;
    const placed = (body: string) => !place || namesPlace(`${plan.title ?? ""}\n${body}`, place);
    const passes: {
      strict: boolean;
      placed: boolean;
      product?: boolean;
      spare?: boolean;
      once?: boolean;
      bare?: boolean;
      unnamed?: boolean;
    }[] = place
      ? [
          { strict: true, placed: true },
          { strict: false, placed: true, product: true },
          { strict: false, placed: true },
          { strict: true, placed: false },
          { strict: false, placed: false },
        ]
      : [
          { strict: true, placed: false },
          { strict: false, placed: false },
        ];
    // A body that names the place already (the owner's "성수동에 있는 네일샵, …", an audience "Kadıköy'deki
    // erkekler") does not say the place's sentence after it.
    const placeLine = brief.place?.trim() ? s.factList?.find((f) => f.includes(brief.place!.trim())) : undefined;
    const withoutPlace = (p: string) =>
      (p.includes(`${placeLine}${gap}`)
        ? p.replace(`${placeLine}${gap}`, "")
        : p.includes(`${gap}${placeLine}`)
          ? p.replace(`${gap}${placeLine}`, "")
          : p.replace(placeLine!, "")
      ).trim() || undefined;
    const naming = new Map<string, boolean>();
    const namesIt = (p: string) => {
      let named = naming.get(p);
      if (named === undefined) naming.set(p, (named = namesPlace(p, brief.place!.trim())));
      return named;
    };
    const unplaced = (parts: (string | undefined)[]) =>
      placeLine &&
      parts.some((p) => p?.includes(placeLine)) &&
      parts.some((p) => p && !p.includes(placeLine) && namesIt(p))
        ? parts.map((p) => (p?.includes(placeLine) ? withoutPlace(p) : p))
        : parts;
    // Each strict pass is tried first without the audience where the concept has named it often enough.
    // And first with what is sold named once, by a body that says more than the facts (decision 052).
    // Under a trait's headline, a body that says the trait beside the facts comes before one that names what is sold
    // without it, where both do not fit (round 43, readers of five languages: "the headline promises whitening, the
    // body never mentions it"); the call to action most often names what is sold.
    const backing = (p: (typeof passes)[number]) => (titledLine ? [{ ...p, once: true, unnamed: true }] : []);
    const tried = passes.flatMap((p) =>
      !p.strict
        ? [p]
        : plan.audienceSpent
          ? [
              { ...p, once: true, bare: true, spare: true },
              { ...p, once: true, spare: true },
              { ...p, spare: true },
              { ...p, once: true },
              ...backing(p),
              p,
            ]
          : [{ ...p, once: true, bare: true }, { ...p, once: true }, ...backing(p), p],
    );
    // The platform's opener promises ("A few words about …", "I run …"); what follows says (readers of three languages
    // found Reddit posts of the owner's greeting and the place alone).
    const statementTexts = new Set([...filled, s.owner, s.message].filter(Boolean));
    const saysMore = (parts: (string | undefined)[]) => parts.some((p) => p && statementTexts.has(p));
    // A body of the lead or the call to action alone says nothing: a strict pass never takes one (it stood before
    // every richer body of the later passes: an X post of "Agende com 15% de desconto." alone), and where the ad shows
    // the call to action as its button, no pass does. The platform's opener says something (Quora's answer).
    const says = (parts: (string | undefined)[]) => parts.some((p) => p && p !== lead && p !== cta);
    // The category's own call to action names what is sold ("Book a manicure", "Order a bouquet"), on the button or
    // ending the body: beside a sentence of the category's or the brief's own (a moment, a trait) the post says what
    // it sells without the bank's sentence that names the offer again ("Got a question about our manicures and nail
    // art? Just ask."), which readers of round 36 found in nearly every post.
    const categoryCta = brief.words?.[bank.code]?.category.cta;
    const named = (body: string, parts: (string | undefined)[]) =>
      namesProduct(body) ||
      (Boolean(categoryCta) && s.cta === categoryCta && parts.some((p) => p && traits.includes(p)));
    for (const pass of tried)
      for (const parts of arrangements) {
        if ((plan.button || pass.strict) && !says(parts)) continue;
        if (general(parts) > GENERAL_MAX || momentsIn(parts) > 1) continue;
        const body = join(unplaced(parts));
        const { strict } = pass;
        if (
          strict &&
          ((!pass.unnamed && !named(body, parts)) || echoesTitle(parts) || repeats(parts) || audienceTwice(parts))
        )
          continue;
        if (pass.once && (productTwice(parts) || !saysMore(parts))) continue;
        // First, where the brief gives something of its own to say (a trait, the owner's words), none of the bank's
        // general sentences at all (decision 052).
        if (pass.bare && (general(parts) > 0 || !parts.some((p) => p && (traits.includes(p) || p === s.owner))))
          continue;
        if (pass.once && titledLine && !parts.includes(titledLine) && !(s.owner && parts.includes(s.owner))) continue;
        // Nor without the platform's own opener, where it has one (its voice: Pinterest's keywords, Reddit's owner).
        if (pass.once && opener && !parts.includes(opener.text)) continue;
        if (pass.spare && namesAudience(parts)) continue;
        if (pass.product && !named(body, parts)) continue;
        if (pass.placed && !placed(body)) continue;
        // Nor one the validator would read as another language (a short body of names and a loanword: "Casa Azahar
        // richtet sich an Beauty-Fans." read as English), checked last, for the body that would be chosen.
        if (
          graphemeCount(body) <= limit &&
          !avoid?.has(body) &&
          allowed(body, s) &&
          !(lead && echoes(lead, parts, s)) &&
          !languageMismatch(body, s.language, namesOf(brief))
        )
          return {
            body,
            cta: s.cta,
            said: parts.filter((p): p is string => Boolean(p) && (!kept.has(p!) || p === titledLine)),
            owner: Boolean(s.owner) && parts.includes(s.owner),
            audience: Boolean(audience) && lower(body).includes(audience),
          };
      }
  }
  // The bank's own call to action is at most 28 graphemes, within every body limit (the name fields of Snapchat and
  // TikTok take no call to action).
  const s = slotVariants(brief, bank.code).at(-1)!;
  return { body: fill(bank.ctaSentence, s), cta: s.cta };
}

/**
 * The sentences of what sets the business apart (its traits, decision 051) in a language, one per trait: the first of
 * its wordings the concept's posts and B variants have not said yet (each is said once: twice reads as filler).
 */
function traitLinesOf(
  brief: CopyBrief,
  language: LanguageCode,
  said: (text: string) => boolean,
  title?: string,
): string[] {
  const words = brief.words?.[language];
  // The trait the post's headline says comes first, said in a sentence of its own (decision 052: readers found
  // "Discreet aligners" over a body of whitening a headline its body did not back), in a wording not said yet where
  // one is left.
  const titled = (i: number) => Boolean(title) && words?.traitTitles?.[i] === title;
  // Of its wordings not said yet, the one that repeats fewest of the headline's words ("By appointment only" over
  // "Every visit is booked ahead, so there's no rush.", not "We work by appointment only.": round 41).
  const own = (words?.traits ?? []).flatMap((lines, i) => {
    if (!titled(i)) return [];
    const unsaid = lines.filter((l) => !said(l));
    const heading = wordsOf(title!, language);
    const echo = (l: string) => [...wordsOf(l, language)].filter((w) => heading.has(w)).length;
    return [(unsaid.length ? unsaid : lines).reduce((a, b) => (echo(b) < echo(a) ? b : a))];
  });
  return [
    ...own,
    ...(words?.traits ?? []).flatMap((lines, i) => (titled(i) ? [] : (lines.find((l) => !said(l)) ?? []))),
    // Then the category's moments (decision 053): said of this kind of business only, each once a set, in place of the
    // bank's general sentences that readers counted across every business.
    ...momentsOf(brief, language).list.filter((l) => !said(l)),
  ];
}

/**
 * The category's moments in a language (decision 053), in order and as a set: traitLinesOf gives those not said yet
 * after the traits; a body and a B count theirs against the set.
 */
function momentsOf(brief: CopyBrief, language: LanguageCode): Moments {
  const category = brief.words?.[language]?.category;
  if (!category?.moments) return noMoments;
  // Read once per category and language: every body and B of every platform asks (a hot path).
  let kept = momentsByCategory.get(category);
  if (!kept) {
    // Not one that names an audience echoing the offer ("Gift hampers for cheese lovers" of a cheese shop).
    const echoing = [...echoingAudiences(category, language)].map((a) => a.toLocaleLowerCase(language));
    const list = category.moments.filter((l) => !echoing.some((a) => l.toLocaleLowerCase(language).includes(a)));
    // The ninth to twelfth are whole sentences, each with its verb (decision 055): they may follow an opener.
    const sentences = new Set(category.moments.slice(MOMENT_FRAGMENTS).filter((l) => list.includes(l)));
    kept = { list, set: new Set(list), sentences };
    momentsByCategory.set(category, kept);
  }
  return kept;
}
type Moments = { list: readonly string[]; set: ReadonlySet<string>; sentences: ReadonlySet<string> };
const noMoments: Moments = { list: [], set: new Set(), sentences: new Set() };
/** A category's first eight moments may be fragments (decision 053); the four after them are sentences (055). */
const MOMENT_FRAGMENTS = 8;
const momentsByCategory = new WeakMap<object, Moments>();

/** The sentence of the trait a post's headline says (traitLinesOf puts it first), where the headline is a trait's. */
function titledTraitLine(brief: CopyBrief, language: LanguageCode, title: string | undefined, lines: string[]) {
  const words = brief.words?.[language];
  const i = title ? (words?.traitTitles ?? []).indexOf(title) : -1;
  return i >= 0 && lines[0] && words?.traits?.[i]?.includes(lines[0]) ? lines[0] : undefined;
}

/** The first two words of a sentence in lower case (the first three characters where words are not spaced). */
function openingOf(text: string, language: LanguageCode): string {
  const lower = text.toLocaleLowerCase(language);
  return language === "ja" || language === "zh"
    ? [...lower].slice(0, 3).join("")
    : lower.split(/\s+/u).slice(0, 2).join(" ");
}

/**
 * Whether the tone's lead says a word the rest of the body says again ("Dürfen wir uns kurz vorstellen? … Darf ich
 * vorstellen: …"): a word of five letters or more, not of a name.
 */
function echoes(lead: string, parts: (string | undefined)[], s: Slots): boolean {
  if (!parts.includes(lead)) return false;
  const names = s.keep.join(" ").toLocaleLowerCase(s.language);
  const words = (t: string) =>
    (t.toLocaleLowerCase(s.language).match(/[\p{L}\p{M}]{5,}/gu) ?? []).filter((w) => !names.includes(w));
  const rest = new Set(words(parts.filter((p) => p && p !== lead).join(" ")));
  return words(lead).some((w) => rest.has(w));
}

function hashtag(words: string, style: LanguageBank["hashtagCase"], locale: string): string {
  const parts = words.split(/[\s-]+/u).filter(Boolean);
  const joined =
    style === "camel"
      ? parts.map((p) => p.charAt(0).toLocaleUpperCase(locale) + p.slice(1)).join("")
      : style === "lower"
        ? parts.join("").toLocaleLowerCase(locale)
        : parts.join("");
  return `#${joined.replace(/[^\p{L}\p{M}\p{N}_]/gu, "")}`;
}

function hashtagsFor(bank: LanguageBank, brief: CopyBrief, platform: PlatformId, rand: () => number): string[] {
  const count = limitsFor(platform, bank.code).hashtags;
  if (count === 0) return [];
  const voice = voiceOf(brief);
  const support = supportOf(brief);
  const names = [brief.brandName, brief.productName].filter((n): n is string => Boolean(n));
  const tags = [
    // The kit's preferred hashtags lead; a name that is a term never to translate keeps its letters as written.
    ...(voice?.hashtags ?? []),
    // The brief's names keep their letters as written too (#mudlark, #iSmartKettle, never #Mudlark or #ISmartKettle).
    ...names.map((n) => termHashtag(n)),
    ...shuffled(business(bank, brief).hashtags, rand).map((h) => hashtag(h, bank.hashtagCase, bank.code)),
  ];
  const seen = new Set<string>();
  return tags
    .filter((t) => {
      const key = t.toLocaleLowerCase(bank.code);
      if (t.length < 2 || seen.has(key) || voice?.bannedTag(t, bank.code)) return false;
      // A tag that says more than the brief (#NewIn, #Neuheiten, #FreeShipping) is left out.
      if (claimsIn(hashtagWords(t), bank.code, support).length) return false;
      seen.add(key);
      return true;
    })
    .slice(0, count);
}

/** One platform × language item within that platform's limits; `usedTitles` keeps one concept's headlines distinct. */
export function copyFor(
  brief: CopyBrief,
  platform: PlatformId,
  language: LanguageCode,
  seed: string,
  used: UsedText = newUsedText(),
): GeneratedCopyItem {
  const bank = bankFor(brief, language);
  const limits = limitsFor(platform, language);
  const rand = seededRandom(`${seed}|${platform}|${language}`);
  used.toWrite = used.toWrite.filter((p) => p !== platform);
  const title = titleFor(
    brief,
    bank,
    platform,
    limits.title,
    rand,
    used.titles,
    audienceCountOf(used) >= AUDIENCE_POSTS_MAX,
    (t) => used.sentences.has(t) || Boolean(used.variantSentences?.has(t)),
  );
  if (namesAudienceIn(title, slotVariants(brief, language), language)) used.audiences++;
  const lead = !plainVoice.has(platform) || brief.tone === "Professional";
  if (nameBodyPlatforms.has(platform))
    // Snapchat's brand name and TikTok's display name: the brand, or the business noun for a brand too long for the
    // field; the call to action is the ad's button.
    return {
      platform,
      language,
      title,
      body: slotVariants(brief, language)
        .filter((s) => allowed(s.brand, s))
        .map((s) => s.brand)
        .concat(business(bank, brief).noun)
        .find((b) => graphemeCount(b) <= limits.body)!,
      hashtags: [],
      cta: bodyFor(brief, bank, { lead: false, angle: "brand" }, 300, rand).cta,
    };
  // An X post carries its hashtags inside its 280 characters: they are chosen first and the body leaves room for them.
  const postTags = platform === "x" ? hashtagsFor(bank, brief, platform, rand) : null;
  const room = postTags?.length ? graphemeCount(postTags.join(" ")) + 1 : 0;
  const audienceSpent = audienceCountOf(used) >= AUDIENCE_POSTS_MAX;
  const chosen = bodyFor(
    brief,
    bank,
    {
      lead,
      angle: platformAngle[platform],
      second: longFormats.has(platform) || platform === "reddit",
      button: buttonCtaPlatforms.has(platform),
      third: longFormats.has(platform),
      pinterest: platform === "pinterest",
      opener: openerOf(brief, bank, platform, title, rand, audienceSpent),
      owner: ownerPlatforms.includes(platform) && used.owners < OWNER_POSTS_MAX,
      ...(placeFinders.has(platform) && brief.place?.trim() ? { place: brief.place.trim() } : {}),
      placeLine: placeLineFor(brief, bank, platform, used),
      omitFacts: factsLeftOut(platform, used),
      // Quora's body answers its headline's question first, within 105 characters; the others name what is sold.
      ...(platform === "quora" ? {} : { title }),
      usedLeads: used.leads,
      usedSentences: used.sentences,
      ...(used.variantSentences ? { variantSentences: used.variantSentences } : {}),
      audienceSpent,
    },
    limits.body - room,
    rand,
    used.bodies,
  );
  const cta = chosen.cta;
  for (const sentence of chosen.said ?? []) used.sentences.add(sentence);
  if (chosen.owner) used.owners++;
  if (chosen.audience) used.audiences++;
  const body = chosen.body;
  // The longest first: a wording may hold a shorter one.
  const saidPlace = placeLinesOf(brief, bank)
    .reverse()
    .find((l) => body.includes(l));
  if (saidPlace) used.places.set(saidPlace, (used.places.get(saidPlace) ?? 0) + 1);
  countFacts(brief, language, body, used);
  used.bodies.add(body);
  for (const l of bank.tones[toneKeys[brief.tone]].leads) if (body.startsWith(l)) used.leads.add(l);
  const variant = variantFor(
    brief,
    bank,
    platform,
    { title: limits.title, body: limits.body - room },
    rand,
    { title, body, cta },
    used,
  );
  return {
    platform,
    language,
    title,
    body,
    hashtags: postTags ?? hashtagsFor(bank, brief, platform, rand),
    cta,
    ...(variant ? { variant } : {}),
  };
}

/** The place's sentences of a language, filled with the brief's place, the shortest first. */
function placeLinesOf(brief: CopyBrief, bank: LanguageBank): string[] {
  const facts = brief.words?.[bank.code]?.facts;
  if (!facts || !brief.place?.trim()) return [];
  return facts.place.map((l) => l.replace("{place}", brief.place!)).sort((a, b) => graphemeCount(a) - graphemeCount(b));
}

/**
 * The place's sentence a post says: one the concept's other posts in the language have not said, the shortest first
 * (Facebook's "We're in Leslieville, Toronto.", LinkedIn's "Find us in Leslieville, Toronto.", …). A post that may go
 * without it (LinkedIn, YouTube, X) takes one only while enough are left for the posts still to be written that say
 * the place always (placeKeepers), and none once every wording is said; a keeper then says the one said least.
 */
function placeLineFor(brief: CopyBrief, bank: LanguageBank, platform: PlatformId, used: UsedText): string | null {
  const lines = placeLinesOf(brief, bank);
  if (!lines.length) return null;
  const unsaid = lines.filter((l) => !used.places.has(l));
  if (placeKeepers.has(platform)) {
    const least = (l: string) => used.places.get(l) ?? 0;
    return unsaid[0] ?? lines.reduce((a, b) => (least(b) < least(a) ? b : a));
  }
  const keepersToCome = used.toWrite.filter((p) => placeKeepers.has(p)).length;
  return unsaid.length > keepersToCome ? unsaid[0]! : null;
}

/**
 * The price and hours a post leaves out (FACT_POSTS_MAX): one the concept's other posts have said often enough, or,
 * on a post that may go without it, one the posts still to be written that say the place (placeKeepers) will need.
 * A B variant (platform undefined) is such a post.
 */
function factsLeftOut(platform: PlatformId | undefined, used: UsedText): ReadonlySet<RepeatedFact> {
  const keepersToCome = used.toWrite.filter((p) => placeKeepers.has(p)).length;
  const room = (fact: RepeatedFact) => FACT_POSTS_MAX - (used.facts?.get(fact) ?? 0);
  const out = repeatedFacts.filter((fact) =>
    platform && placeKeepers.has(platform) ? room(fact) <= 0 : room(fact) <= keepersToCome,
  );
  return out.length ? new Set(out) : noFacts;
}

/** Counts the price and hours a body says (FACT_POSTS_MAX). */
function countFacts(brief: CopyBrief, language: LanguageCode, body: string, used: UsedText): void {
  for (const fact of repeatedFacts) {
    const line = factLine(brief, language, fact);
    if (line && body.includes(line)) (used.facts ??= new Map()).set(fact, (used.facts.get(fact) ?? 0) + 1);
  }
}

/** The posts that always say the place: the ones people read to find a business nearby, and Reddit's owner. */
const placeKeepers: ReadonlySet<PlatformId> = new Set(["facebook", "instagram", "pinterest", "reddit"]);

/** The posts people read to find a business near them: they say the place even when another post said it already. */
const placeFinders: ReadonlySet<PlatformId> = new Set(["facebook", "instagram", "pinterest"]);

/**
 * A platform's own first sentence (issue 27, deliverable 4): Pinterest's keyword line (the category, the product and
 * the brand, as people search), Reddit's owner in the first person, and the answer to the question Quora's headline
 * asks; the other platforms open with the tone's lead.
 */
function openerOf(
  brief: CopyBrief,
  bank: LanguageBank,
  platform: PlatformId,
  title: string,
  rand: () => number,
  audienceSpent = false,
): BodyPlan["opener"] {
  // Once the concept's other posts have named the audience often enough, an opener that does not name it first.
  const spare = (templates: string[]) =>
    audienceSpent
      ? [...templates.filter((t) => !t.includes("{audience}")), ...templates.filter((t) => t.includes("{audience}"))]
      : templates;
  if (platform === "pinterest") return { templates: spare(shuffled(bank.pinterest, rand)) };
  if (platform === "reddit") return { templates: spare(shuffled(bank.reddit, rand)), needsName: true };
  if (platform !== "quora" || !bank.quoraAnswers) return undefined;
  // The answer to the headline's own template, filled as the headline was.
  for (const s of slotVariants(brief, bank.code))
    for (const template of bank.titles.quora ?? []) {
      const t = shaped(template, s);
      const answer = bank.quoraAnswers[template];
      // The owner answers, in the first person, as owners do on Quora.
      if (t !== null && answer && fill(t, s) === title) return { templates: [answer], needsName: true };
    }
  return undefined;
}

/** The words of a text as a reader counts them (word segments, Japanese and Chinese too), in lower case. */
const segmenters = new Map<LanguageCode, Intl.Segmenter>();
export function wordsOf(text: string, language: LanguageCode): Set<string> {
  let segmenter = segmenters.get(language);
  if (!segmenter) segmenters.set(language, (segmenter = new Intl.Segmenter(language, { granularity: "word" })));
  return new Set(
    [...segmenter.segment(text)].filter((w) => w.isWordLike).map((w) => w.segment.toLocaleLowerCase(language)),
  );
}

/** The share of two texts' words they have in common (shared over all, 0–1). */
export function sharedShare(a: string, b: string, language: LanguageCode): number {
  return shareOfWords(wordsOf(a, language), wordsOf(b, language));
}

function shareOfWords(x: ReadonlySet<string>, y: ReadonlySet<string>): number {
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  const all = x.size + y.size - shared;
  return all ? shared / all : 0;
}

/**
 * The B of an A/B test (issue 27, deliverable 4): it leads with another angle — the brief's offer, else its place,
 * else the audience or the product A does not lead with — in other sentences of the bank, with the call to action
 * said another way where the bank has one, and of the phrasings that fit, the one that shares the fewest words with A.
 */
function variantFor(
  brief: CopyBrief,
  bank: LanguageBank,
  platform: PlatformId,
  limits: { title: number; body: number },
  rand: () => number,
  a: { title: string; body: string; cta: string },
  used?: UsedText,
  ownOffer = true,
  fixedAngle?: CopyVariant["angle"],
): CopyVariant | null {
  const language = bank.code;
  const facts = brief.words?.[language]?.facts;
  const angleA = platformAngle[platform];
  // The B's angle: the offer (twice as often), the place and the other of audience and product take turns across the
  // concept's platforms in the language, the least used first (every B of a brief with a place led with "Find us in
  // Helsinki"; the round-25 readers of four languages found the A/B tests without variety).
  const other = angleA === "audience" ? "product" : "audience";
  const candidates: CopyVariant["angle"][] = [
    ...(brief.offer && facts ? (["offer"] as const) : []),
    ...(brief.place && facts ? (["place"] as const) : []),
    other,
  ];
  const turns = used?.variantAngles;
  // The offer is what an A/B test most often tries: it takes two turns for the others' one.
  const turnsTaken = (c: CopyVariant["angle"]) => (turns?.get(c) ?? 0) / (c === "offer" ? 2 : 1);
  if (!fixedAngle) {
    // The least used angle first; where it gives no B (no headline of it fits), the next.
    const order = [...candidates].sort((x, y) => turnsTaken(x) - turnsTaken(y));
    for (const c of order) {
      const v = variantFor(brief, bank, platform, limits, rand, a, used, ownOffer, c);
      if (v) return v;
    }
    return null;
  }
  const angle = fixedAngle;
  const offer = angle === "offer" && brief.offer && facts ? offerWords(facts, brief.offer, brief.category) : undefined;
  const sentences = offer
    ? offer.lines
    : angle === "place" && facts && brief.place
      ? facts.place.map((l) => l.replace("{place}", brief.place!))
      : [];
  // The B says its angle in a sentence A does not use ("We deliver for free." where A says "Delivery is free."), but
  // an offer said of what the category sells ("Your first lesson is on us") leads all the same: the general wordings
  // ("The first time is on us") read vaguer, or worse, as a headline of their own.
  const unused = sentences.filter((o) => !a.body.includes(o));
  const own = ownOffer ? offer?.own : undefined;
  const openers = own ? [own, ...unused.filter((o) => o !== own)] : unused.length ? unused : sentences;
  const statementAngle: Angle =
    angle === "product" || (angle !== "audience" && angleA === "audience") ? "product" : "audience";
  // The bank's statements of the B's angle first; one of another angle may follow. The brief's traits (decision 051)
  // lead the product's.
  // Not the trait A's headline says, in its other wording ("The fire is fed with real wood." beside A's "Heated with
  // real wood": round 33).
  const words = brief.words?.[language];
  const titled = words?.traitTitles?.indexOf(a.title) ?? -1;
  const aTrait = new Set(titled >= 0 ? (words?.traits?.[titled] ?? []) : []);
  const traits = traitLinesOf(brief, language, (t) =>
    Boolean(used?.sentences.has(t) || used?.variantSentences?.has(t)),
  ).filter((t) => !aTrait.has(t));
  const ofAngle = (x: Angle) => [...(x === "product" ? traits : []), ...shuffled(bank.angles[x], rand)];
  const moments = momentsOf(brief, language).set;
  // A trait may follow a statement of any angle, another trait too.
  const following = [
    ...new Set([
      ...traits,
      ...(["product", "audience", "brand"] as const).filter((x) => x !== statementAngle).flatMap(ofAngle),
    ]),
  ];
  // The brief's hours and price may stand beside a B's statement too (decision 052): concrete words a B of the bank's
  // general sentences lacks ("Find us in Kadıköy" over "We take our time"), where the B stays within 30 % of A's.
  const placeText = brief.place?.trim();
  const offerLines = new Set(brief.offer && facts ? (offerWords(facts, brief.offer, brief.category)?.lines ?? []) : []);
  const variants = slotVariants(brief, language);
  const leftOut = used ? factsLeftOut(undefined, used) : noFacts;
  const leftOutLines = new Set([...leftOut].map((f) => factLine(brief, language, f)));
  const factLines = (variants[0]?.factList ?? []).filter(
    (f) => !(placeText && f.includes(placeText)) && !offerLines.has(f) && !leftOutLines.has(f),
  );
  following.push(...factLines);
  const leading = [...new Set([...ofAngle(statementAngle), ...following])];
  const aTitle = wordsOf(a.title, language);
  const aAll = wordsOf(`${a.title} ${a.body}`, language);
  const intent = intentOf(brief);
  type Scored = {
    text: string;
    share: number;
    size: number;
    fresh?: number;
    keeps?: boolean;
    states?: boolean;
    general?: number;
  };
  // A B that says its offer in its body, in a sentence or in the call to action it ends with (a button's is not read
  // as the body's).
  const says = (x: Scored) => Boolean(x.states || (x.keeps && !buttonCtaPlatforms.has(platform)));
  const scored = (text: string, against: ReadonlySet<string>, words = wordsOf(text, language)): Scored => ({
    text,
    share: shareOfWords(words, against),
    size: words.size,
  });
  /**
   * Of the candidates that fit, within 30 % shared words with A, the one with the most statements the concept's other
   * posts and B variants in the language have not said, then the richest (a second statement said elsewhere still
   * beats a bare one: readers found one-line Bs empty); else the one that shares least.
   */
  const better = (x: Scored, y: Scored | null) => {
    if (!y) return true;
    const xOk = x.share <= 0.3;
    const yOk = y.share <= 0.3;
    if (xOk !== yOk) return xOk;
    // An offer's or a place's B whose headline could not say it says it in its body wherever one within 30 % does.
    if (xOk && says(x) !== says(y)) return says(x);
    // An offer's B keeps the offer on its button wherever one within 30 % does.
    if (xOk && Boolean(x.keeps) !== Boolean(y.keeps)) return Boolean(x.keeps);
    if (xOk && (x.fresh ?? 0) !== (y.fresh ?? 0)) return (x.fresh ?? 0) > (y.fresh ?? 0);
    // Of two that say as much, the one with fewer of the bank's general sentences (a moment alone over the same moment
    // and "We're happy to tell you about …").
    if (xOk && (x.general ?? 0) !== (y.general ?? 0)) return (x.general ?? 0) < (y.general ?? 0);
    return xOk ? x.size > y.size : x.share < y.share;
  };
  const saidBefore = (parts: string[]) =>
    parts.filter((p) => used?.sentences.has(p) || used?.variantSentences?.has(p)).length;
  // The title states the angle: the offer's or the place's sentence, else a headline of the other angle, from the
  // richest slots that give one.
  let title = null as Scored | null;
  const titleSpent = angle !== "audience" && Boolean(used) && audienceCountOf(used!) >= AUDIENCE_POSTS_MAX;
  const sparing = (list: string[]) =>
    titleSpent ? [...list.filter((t) => !holds(t, "{audience}")), ...list.filter((t) => holds(t, "{audience}"))] : list;
  // A B led by its place takes a headline of the place ("Right here in Kadıköy, İstanbul") before a sentence of the
  // address ("We're based in …"), which round 42's Danish and Norwegian readers read as no headline at all.
  const placeHeads =
    angle === "place" && placeText ? (facts?.placeTitles ?? []).map((t) => t.replace("{place}", placeText)) : [];
  const placeHeadTexts = new Set<string>();
  const titleTemplates = [
    ...placeHeads,
    ...openers.map((o) => o.replace(/[.!。！]$/u, "")),
    ...sparing([
      ...shuffled(bank.conceptTitles[statementAngle], rand),
      ...shuffled(bank.titles[platform] ?? bank.titles.facebook, rand),
    ]),
  ];
  let offerTitle = null as Scored | null;
  let offerOwn = false;
  let offerFresh = false;
  // A headline the concept's other posts in the language have not used, where one fits (the round-26 readers found
  // "Our cheese for food lovers" over five Bs of one set); an offer's or a place's wordings take turns the same way.
  const taken = (text: string) => Boolean(used?.titles.has(text) || used?.variantTitles?.has(text));
  headline: for (const fresh of [true, false])
    for (const s of variants) {
      for (const template of titleTemplates) {
        const t = shaped(template, s);
        if (t === null) continue;
        const text = fill(t, s);
        if (text === a.title || graphemeCount(text) > limits.title || !allowed(text, s) || saysTwice(text, s.brand))
          continue;
        const candidate = scored(text, aTitle);
        // An offer or a place leads whenever its sentence fits: of those, one not used yet, then the category's own
        // wording of the offer, whatever it shares, then the one that shares least with all of A.
        const isHead = placeHeads.includes(template);
        if (isHead) placeHeadTexts.add(text);
        if (isHead || openers.some((o) => o.startsWith(text))) {
          const share = shareOfWords(wordsOf(text, language), aAll);
          // A place's headline counts as the place's own wording, over a sentence of the address.
          const isOwn = isHead || Boolean(own?.startsWith(text));
          const isFresh = !taken(text);
          const wins =
            !offerTitle ||
            (isFresh && !offerFresh) ||
            (isFresh === offerFresh && ((isOwn && !offerOwn) || (isOwn === offerOwn && share < offerTitle.share)));
          if (wins) {
            offerTitle = { ...candidate, share };
            offerOwn = isOwn;
            offerFresh = isFresh;
          }
          continue;
        }
        if (fresh && taken(text)) continue;
        if (!offerTitle && better(candidate, title)) title = candidate;
      }
      if (offerTitle) title = { ...offerTitle, share: scored(offerTitle.text, aTitle).share };
      if (title) break headline;
    }
  // Where the category's own wording leaves no B within 30 % of A's words, the B says the offer in another.
  const without = () => (own ? variantFor(brief, bank, platform, limits, rand, a, used, false, angle) : null);
  if (!title) return without();
  // A headline too long for the offer's or the place's sentence ("Das erste Beratungsgespräch ist kostenlos" in
  // Facebook's 40) leaves the body to say it first (round 33: a German offer B that never said the free consultation).
  const angleLine =
    (angle === "offer" || angle === "place") &&
    !openers.some((o) => o.startsWith(title!.text)) &&
    !placeHeadTexts.has(title.text)
      ? openers[0]
      : undefined;
  const titleWords = wordsOf(title.text, language);
  let best = null as (Scored & { cta: string; parts: string[]; named: boolean }) | null;
  const lower = (t: string) => t.toLocaleLowerCase(language);
  const audienceOf = (s: Slots) => (s.audience ? lower(s.audience) : "");
  const audienceCount = () => (used ? audienceCountOf(used) : 0);
  let weighed = 0;
  // Another wording of the same action: the category's own ("Запишитесь к барберу", where the post's says the offer),
  // else the bank's for the intent ("Book now" beside "Book your bike in"); a bank's general one reads as a calque for
  // some categories ("Забронируйте сейчас" for a barber).
  const otherCta = brief.words?.[language]?.category.cta ?? bank.cta[intent];
  // Where the ad shows the call to action as its button, the body does not say it: one button, the first that reads.
  const button = buttonCtaPlatforms.has(platform);
  search: for (const s of variants) {
    // A B that leads with the offer keeps it on its button ("Book a free consultation", not "Book a dental
    // appointment": readers of five languages found the offer gone from the B's body and button alike).
    const offered = angle === "offer" && saysOffer(brief, bank, s.cta);
    const ctas = [...new Set(offered ? [s.cta, otherCta] : [otherCta, s.cta])].filter((c) => allowed(c, s));
    for (const cta of button ? ctas.slice(0, 1) : ctas) {
      const ctaLine = button ? [] : [fill(bank.ctaSentence, { ...s, cta })];
      const usable = (list: string[]) =>
        list
          .map((t) => shaped(t, s))
          .filter((t): t is string => t !== null)
          .map((t) => [t, fill(t, s)] as const);
      // Once the concept has named the audience often enough, the statements without it are weighed first; so they
      // are under a headline that names it (an audience B's), which its body does not say again (decision 052).
      const spentNow =
        (angle !== "audience" && audienceCount() >= AUDIENCE_POSTS_MAX) ||
        Boolean(audienceOf(s) && lower(title.text).includes(audienceOf(s)));
      const firsts = usable(
        spentNow
          ? [...leading.filter((t) => !holds(t, "{audience}")), ...leading.filter((t) => holds(t, "{audience}"))]
          : leading,
      );
      const seconds = usable(following);
      // At most one of the bank's general sentences (decision 052): a trait may stand beside one, or alone.
      const generalB = new Set(
        [...firsts, ...seconds].filter(([t]) => !traits.includes(t) && !factLines.includes(t)).map(([, x]) => x),
      );
      // A statement of the B's angle, then another one that repeats none of its slots ("Meet our classes. Our studio
      // presents our classes" says the product twice), never the same sentence again.
      const arrangements = firsts.flatMap(([x, first]) => [
        ...seconds
          .filter(([y, second]) => second !== first && !slotsOf(y).some((slot) => holds(x, slot)))
          .filter(([, second]) => Number(generalB.has(first)) + Number(generalB.has(second)) <= GENERAL_MAX)
          .filter(([, second]) => !(moments.has(first) && moments.has(second)))
          .map(([, second]) => [first, second]),
        [first],
      ]);
      // Not where the body's own call to action says the offer already ("Kostenlose Beratung buchen").
      const lineHere = angleLine && !(offered && cta === s.cta && !button) ? angleLine : undefined;
      for (const statements of arrangements.flatMap((x) => (lineHere ? [[lineHere, ...x], x] : [x]))) {
        const body = [...statements, ...ctaLine].join(bank.sentenceGap);
        // Its own words: the title's sentence is not said again (nor another B's whole body, below, where it can).
        if (body === a.body || body.includes(title.text) || graphemeCount(body) > limits.body) continue;
        const words = wordsOf(body, language);
        for (const w of titleWords) words.add(w);
        // A B of another angle that names the audience once the concept's posts have named it often enough counts one
        // statement fewer, as a sentence said again would.
        const named = Boolean(audienceOf(s)) && lower(body).includes(audienceOf(s));
        const spent = named && spentNow;
        // A general sentence beside one of the brief's or the category's own (a moment, a trait, a fact, the offer's
        // or the place's line) says nothing more: it does not count as a statement (round 36: "Chipped polish … We're
        // happy to tell you about our manicures and nail art."). Alone it stays: round 38's readers of every language
        // marked a B of its headline and call to action alone as the emptier post (decision 054).
        const general = statements.filter((x) => generalB.has(x)).length;
        const padding = general < statements.length ? general : 0;
        const candidate = {
          ...scored(body, aAll, words),
          cta,
          keeps: offered && cta === s.cta,
          states: Boolean(lineHere) && statements.includes(lineHere!),
          parts: statements,
          named,
          general,
          // Another B's whole body again is the last choice, before no B at all.
          fresh:
            statements.length -
            padding -
            saidBefore(statements) -
            3 * Number(spent) -
            // A B of another angle that names the audience weighs a sentence less: a moment or a fact says more.
            Number(named && angle !== "audience") -
            4 * Number(Boolean(used?.variantSentences?.has(body))),
        };
        // The claims and the kit's words are checked last, and only for a candidate that would be chosen.
        if (better(candidate, best) && allowed(body, s)) best = candidate;
        // Two statements no other post has said and the call to action within 30 %: rich enough, the search ends; so
        // does a search that has weighed 40 bodies once it has one within 30 %.
        if (best && best.share <= 0.3 && ((best.fresh === 2 && (!lineHere || best.states)) || ++weighed > 40))
          break search;
      }
    }
    if (best && best.share <= 0.3) break;
  }
  // A B that shares more than 30 % of A's words tests nothing: none, rather than a near copy.
  if (!best || best.share > 0.3) return without();
  if (used) {
    (used.variantTitles ??= new Set()).add(title.text);
    const turned = (used.variantAngles ??= new Map());
    turned.set(angle, (turned.get(angle) ?? 0) + 1);
    for (const p of [...best.parts, best.text]) (used.variantSentences ??= new Set()).add(p);
    countFacts(brief, language, best.text, used);
    if (best.named || namesAudienceIn(title.text, variants, language))
      used.variantAudiences = (used.variantAudiences ?? 0) + 1;
  }
  return { angle, title: title.text, body: best.text, cta: best.cta };
}

/** The concept card's own headline (≤ 60) and body (≤ 300) from one angle; the A/B variant takes another. */
export function conceptText(
  brief: CopyBrief,
  language: LanguageCode,
  seed: string,
  angle: Angle,
  avoid?: { title: string; body: string },
  style: "normal" | "lean" | "rich" = "normal",
) {
  const bank = bankFor(brief, language);
  const rand = seededRandom(`${seed}|concept|${language}|${angle}`);
  const templates = shuffled(bank.conceptTitles[angle], rand);
  const avoidTitles = new Set(avoid ? [avoid.title] : []);
  const title =
    firstFit(templates, slotVariants(brief, language), CONCEPT_TITLE_MAX, avoidTitles) ??
    firstFit(shuffled(bank.titles.facebook, rand), slotVariants(brief, language), CONCEPT_TITLE_MAX, avoidTitles) ??
    keepingTerms(slotVariants(brief, language).at(-1)!.product, slotVariants(brief, language).at(-1)!.keep, (t) =>
      sentenceCase(t, language),
    );
  const { body } = bodyFor(
    brief,
    bank,
    { lead: style !== "lean", angle, lean: style === "lean", second: style === "rich" },
    CONCEPT_BODY_MAX,
    rand,
    new Set(avoid ? [avoid.body] : []),
  );
  return { title, body };
}

/** The concept's English and Spanish card text: A leads with the product, B with the audience. */
export function conceptFields(brief: CopyBrief, seed: string, angles: [Angle, Angle] = ["product", "audience"]) {
  const a = { en: conceptText(brief, "en", seed, angles[0]), es: conceptText(brief, "es", seed, angles[0]) };
  const b = {
    en: conceptText(brief, "en", seed, angles[1], a.en),
    es: conceptText(brief, "es", seed, angles[1], a.es),
  };
  const fields: ConceptCopyFields = {
    title_en: a.en.title,
    body_en: a.en.body,
    title_es: a.es.title,
    body_es: a.es.body,
    title_en_variant: b.en.title,
    body_en_variant: b.en.body,
    title_es_variant: b.es.title,
    body_es_variant: b.es.body,
  };
  return fields;
}
