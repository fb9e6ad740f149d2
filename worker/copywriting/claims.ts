import { zhe } from "./lexicon";
import { copyViolations, type GeneratedCopyItem } from "@common/copy";
import { languageCodes, type LanguageCode } from "@common/languages";
import { platformById } from "@common/platforms";
import { detectLanguage, languageScores } from "./detect-language";
import type { CopyBrief } from "./types";
import { voiceOf } from "./voice";
import { formatHours } from "./hours";

/**
 * Claims a copy may make only when the brief makes them (issue 27): numbers and percentages the brief does not give,
 * superlatives ("best", "#1", "cheapest", "mejor", "最高", "सबसे", "en iyi"…), calling something new and calling
 * something free. Each language's words are its own; English is looked for in every language too, as answers mix it
 * in ("NEW", "FREE"). Together with copyViolations, the brand kit's voice and the script check below, this is the one
 * validator both the phrase library and an AI model's answer pass (`itemProblems`).
 */

export type ClaimKind = "number" | "superlative" | "new" | "free";

export interface Claim {
  kind: ClaimKind;
  /** The claim as the copy says it, with a word of context ("the best coffee", "50% off"). */
  text: string;
}

/** What the brief itself says, so the copy may say it too. */
export interface BriefSupport {
  numbers: Set<string>;
  superlative: boolean;
  new: boolean;
  free: boolean;
}

type Lexicon = Partial<Record<Exclude<ClaimKind, "number">, string[]>>;

/** Word forms (regular-expression sources, `\p{L}*` where a word inflects), per language and kind. */
const lexicon: Record<LanguageCode, Lexicon> = {
  en: {
    superlative: [
      "best",
      "#1",
      "no\\.?\\s?1",
      "number one",
      "cheapest",
      "fastest",
      "finest",
      "greatest",
      "tastiest",
      "freshest",
      "lowest prices?",
      "world'?s",
      "world-class",
      "unbeatable",
      "unrivall?ed",
      "top-rated",
      "award-winning",
    ],
    new: ["new", "brand-new", "all-new", "newest", "just launched"],
    // Not "gluten-free", "hassle-free", "feel free".
    free: ["(?<![-‐]|feel\\s)free(?![-‐])", "for free", "complimentary", "at no (?:extra )?cost", "no charge"],
  },
  es: {
    superlative: [
      "mejor(?:es)?",
      "el más barato",
      "más barat\\p{L}*",
      "número uno",
      "n\\.?º\\s?1",
      "inigualable\\p{L}*",
      "insuperable\\p{L}*",
    ],
    new: ["(?<!de\\s)nuev[oa]s?", "novedad(?:es)?", "recién llegad\\p{L}*"],
    free: ["gratis", "gratuit[oa]s?", "gratuitamente", "sin (?:coste|costo|cargo)"],
  },
  fr: {
    superlative: [
      "meilleur(?:e|s|es)?",
      "moins cher(?:e|s|es)?",
      "numéro un",
      "n°\\s?1",
      "imbattable\\p{L}*",
      "inégalé\\p{L}*",
    ],
    new: ["(?<!de\\s)nouveaux?", "nouvel(?:le|les)?", "nouveauté\\p{L}*"],
    free: ["gratuit(?:e|s|es)?", "gratuitement", "offert(?:e|s|es)?", "sans frais"],
  },
  de: {
    superlative: [
      "best(?:e|er|es|en|em)?",
      "allerbest\\p{L}*",
      "bestpreis\\p{L}*",
      "am besten",
      "günstigst\\p{L}*",
      "schnellst\\p{L}*",
      "nr\\.\\s?1",
      "nummer eins",
      "unschlagbar\\p{L}*",
    ],
    new: ["neu(?:e|er|es|en|em)?", "brandneu\\p{L}*", "neuheit(?:en)?", "neueröffnung"],
    free: [
      "kostenlos\\p{L}*",
      "kostenfrei\\p{L}*",
      "gratis",
      "umsonst",
      "versandkostenfrei\\p{L}*",
      "gebührenfrei\\p{L}*",
    ],
  },
  pt: {
    superlative: [
      "melhor(?:es)?",
      "o mais barato",
      "mais barat\\p{L}*",
      "número um",
      "n\\.?º\\s?1",
      "imbatíve(?:l|is)",
    ],
    new: ["(?<!de\\s)nov[oa]s?", "novidades?"],
    free: ["grátis", "gratis", "gratuit[oa]s?", "gratuitamente", "sem custo"],
  },
  it: {
    superlative: ["miglior[ei]?", "il meglio", "più economic\\p{L}*", "numero uno", "n\\.\\s?1", "imbattibil[ei]"],
    new: ["(?<!di\\s)nuov[oaie]", "novità"],
    free: ["gratis", "gratuit[oaie]", "gratuitamente", "in omaggio", "senza costi"],
  },
  nl: {
    superlative: [
      "beste",
      "best",
      "goedkoopste",
      "snelste",
      "nummer (?:1|één|een)",
      "nr\\.?\\s?1",
      "onverslaanbaar\\p{L}*",
    ],
    new: ["nieuwe?", "nieuwste", "gloednieuw\\p{L}*"],
    free: ["gratis", "kosteloos"],
  },
  pl: {
    superlative: [
      "najlepsz\\p{L}*",
      "najtańsz\\p{L}*",
      "najszybsz\\p{L}*",
      "najświeższ\\p{L}*",
      "najsmaczniejsz\\p{L}*",
      "najwyższ\\p{L}*",
      "numer jeden",
      "nr\\.?\\s?1",
      "bezkonkurencyjn\\p{L}*",
    ],
    new: ["now(?:y|a|e|ego|ej|ych|ym|ymi|ą)", "nowoś(?:ć|ci)", "najnowsz\\p{L}*", "nowo otwart\\p{L}*"],
    free: ["bezpłatn\\p{L}*", "za darmo", "darmow\\p{L}*", "gratis"],
  },
  ru: {
    superlative: [
      "лучш\\p{L}*",
      "наилучш\\p{L}*",
      "сам(?:ый|ая|ое|ые|ого|ой|ым|ых|ую)",
      "номер один",
      "№\\s?1",
      "непревзойд\\p{L}*",
      "дешевле всех",
    ],
    new: ["нов(?:ый|ая|ое|ые|ого|ой|ую|ым|ых|ыми)", "новинк\\p{L}*", "новеньк\\p{L}*"],
    free: ["бесплатн\\p{L}*", "даром", "в подарок"],
  },
  ja: {
    superlative: [
      "最高",
      "最安",
      "一番",
      "No\\.?\\s?1",
      "ナンバーワン",
      "日本一",
      "世界一",
      "最強",
      "最速",
      "最上",
      "最良",
      "随一",
      "地域最",
    ],
    new: [
      "新発売",
      "新登場",
      "新商品",
      "新作",
      "新しい",
      "新しく",
      "新メニュー",
      "新オープン",
      "ニューオープン",
      "新店",
    ],
    free: ["無料", "無償", "タダ", "0円"],
  },
  ko: {
    superlative: ["최고", "최저가", "최상", "1위", "넘버원", "최강", "가장", "세계 최"],
    new: ["신제품", "신상", "새로운", "새로", "신규", "새(?=\\s)", "뉴(?=\\s)"],
    free: ["무료", "공짜", "무상", "증정"],
  },
  zh: {
    superlative: [
      "最好",
      "最佳",
      "最便宜",
      "最低价",
      "最快",
      "第一(?!次)",
      "第1",
      "首选",
      "顶级",
      "全城最",
      "全网最",
      "最受欢迎",
      "无与伦比",
    ],
    new: ["新品", "新款", "新上市", "全新", "新推出", "新到", "上新", "新开", "新店", "崭新"],
    free: ["免费", "包邮", "白送", "赠送", "零元"],
  },
  ar: {
    superlative: [
      "(?:ال)?أفضل",
      "افضل",
      "الأحسن",
      "أحسن",
      "(?:ال)?أرخص",
      "(?:ال)?أسرع",
      "رقم (?:1|١|واحد)",
      "لا مثيل له\\p{L}*",
    ],
    new: ["(?:ال)?جديد(?:ة|ه)?", "(?:ال)?جدد", "جديدنا", "وصل حديثا"],
    free: ["(?:ال)?مجان\\p{L}*", "بالمجان", "بدون رسوم", "دون مقابل"],
  },
  hi: {
    superlative: ["सबसे", "सर्वश्रेष्ठ", "बेहतरीन", "नंबर (?:1|१|वन)", "श्रेष्ठ"],
    new: ["नया", "नई", "नए", "नये", "नवीन", "न्यू"],
    free: ["मुफ़्त", "मुफ्त", "फ्री", "निःशुल्क", "नि:शुल्क", "निशुल्क"],
  },
  tr: {
    // Turkish writes every superlative with "en" before the adjective.
    superlative: ["en\\s+\\p{L}+", "bir numara", "1 numara", "rakipsiz\\p{L}*", "eşsiz\\p{L}*"],
    new: ["yeni(?!den)\\p{L}*", "yepyeni\\p{L}*"],
    free: ["ücretsiz\\p{L}*", "bedava\\p{L}*", "parasız\\p{L}*"],
  },
  sv: {
    superlative: [
      "bäst",
      "bästa",
      "billigast\\p{L}*",
      "snabbast\\p{L}*",
      "nummer ett",
      "nr\\.?\\s?1",
      "oslagbar\\p{L}*",
    ],
    new: ["nya?", "nytt", "nyhet(?:er|erna)?", "helt ny\\p{L}*"],
    free: ["gratis", "kostnadsfri\\p{L}*", "avgiftsfri\\p{L}*", "fri frakt", "fri leverans"],
  },
  da: {
    superlative: [
      "bedst",
      "bedste",
      "billigst\\p{L}*",
      "hurtigst\\p{L}*",
      "nummer (?:et|én)",
      "nr\\.?\\s?1",
      "uovertruffen\\p{L}*",
    ],
    new: ["nye?", "nyt", "nyhed(?:er|en|erne)?", "helt ny\\p{L}*"],
    free: ["gratis", "gebyrfri\\p{L}*", "omkostningsfri\\p{L}*", "fri fragt", "fri levering"],
  },
  no: {
    superlative: [
      "best",
      "beste",
      "billigst\\p{L}*",
      "raskest\\p{L}*",
      "nummer (?:én|en)",
      "nr\\.?\\s?1",
      "uslåelig\\p{L}*",
    ],
    new: ["nye?", "nytt", "nyhet(?:er|en|ene)?", "helt ny\\p{L}*"],
    free: ["gratis", "kostnadsfri\\p{L}*", "fri frakt", "fri levering"],
  },
  fi: {
    superlative: [
      "paras",
      "parasta",
      "parha\\p{L}*",
      "halvin\\p{L}*",
      "edullisin\\p{L}*",
      "nopein\\p{L}*",
      "ykkönen",
      "nro\\.?\\s?1",
      "lyömätön\\p{L}*",
    ],
    new: ["uusi", "uuden", "uudet", "uutta", "uusia", "uusin\\p{L}*", "uutuu\\p{L}*", "uutuus"],
    free: ["ilmai\\p{L}*", "maksuto\\p{L}*", "maksuttom\\p{L}*"],
  },
  he: {
    superlative: ["הכי", "ביותר", "מספר (?:1|אחת|אחד)", "ללא תחרות"],
    new: ["[הוב]?חדש(?:ה|ים|ות)?"],
    free: ["[בו]?חינם", "חינמי\\p{L}*", "ללא תשלום", "ללא עלות"],
  },
};

/** Scripts written without spaces between words: a claim is found anywhere inside the text. */
const unspaced = new Set<LanguageCode>(["ja", "zh"]);
/** Korean particles join the word before them: a claim is found at a word start. */
const particles = new Set<LanguageCode>(["ko"]);
const L = "[\\p{L}\\p{M}\\p{N}]";

const compiled = new Map<string, RegExp | null>();
function patternOf(language: LanguageCode, kind: Exclude<ClaimKind, "number">): RegExp | null {
  const k = `${language}/${kind}`;
  if (compiled.has(k)) return compiled.get(k) ?? null;
  const words = lexicon[language][kind];
  let re: RegExp | null = null;
  if (words?.length) {
    const alts = words.map((w) => w.replace(/ /g, "\\s+")).join("|");
    const source = unspaced.has(language)
      ? `(?:${alts})`
      : particles.has(language)
        ? `(?<!${L})(?:${alts})`
        : `(?<!${L})(?:${alts})(?!${L})`;
    re = new RegExp(source, "giu");
  }
  compiled.set(k, re);
  return re;
}

/** Decimal digits of any script written as ASCII digits (٥٠ → 50, ५० → 50, ５０ → 50). */
const ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0xff10];
function asciiDigits(s: string): string {
  return s.replace(/\p{Nd}/gu, (d) => {
    const cp = d.codePointAt(0)!;
    const zero = ZEROS.find((z) => cp >= z && cp < z + 10);
    return zero === undefined ? d : String(cp - zero);
  });
}

/** A number as it is compared: ASCII digits, "," as ".", no leading zeros in its parts. */
const partsOf = (token: string) =>
  asciiDigits(token)
    .split(/[.,:٫]/u)
    .map((p) => p.replace(/^0+(?=\d)/u, ""));

/** Numbers, with a percent sign before (Turkish) or after, and "off" after a discount; not inside a Latin word (B2B). */
const NUMBER =
  /(?:[%％]\s?)?(?<!\p{Script=Latin})\p{Nd}+(?:[.,:٫]\p{Nd}+)*(?:\s?(?:[%％]|percent|por ciento|pour cent|prozent|procent|процент\p{L}*|パーセント|퍼센트|प्रतिशत))?(?:\s?(?:off|OFF|オフ|折|割引))?/giu;

/** The brief's own words: every field a user wrote (and an offer's kind and value), not its choices from lists. */
export function briefText(brief: CopyBrief): string {
  const skip = new Set([
    "businessType",
    "tone",
    "platforms",
    "languages",
    "briefLanguage",
    "interfaceLanguage",
    "brandKitId",
    "voice",
    "locale",
    "category",
    // The lexicon's words are the library's, not the brief's; the offer's kind is read by supportOf.
    "words",
    "offer",
  ]);
  const out: string[] = [...(brief.voice?.neverTranslate ?? [])];
  if (brief.offer?.value !== undefined) {
    out.push(`${brief.offer.value}%`);
    // Chinese says 15 % off as 85折 (lexicon zhe).
    if (brief.offer.kind === "discount") out.push(`${zhe(brief.offer.value)}折`);
  }
  const walk = (v: unknown) => {
    if (typeof v === "string" || typeof v === "number") out.push(String(v).replace(/[_-]+/gu, " "));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  for (const [k, v] of Object.entries(brief)) if (!skip.has(k)) walk(v);
  return out.join("\n");
}

const supportCache = new WeakMap<object, BriefSupport>();

/** What the brief says (in its own language or English): its numbers, and whether it says best, new or free. */
export function supportOf(brief: CopyBrief, extra = ""): BriefSupport {
  const cached = extra ? undefined : supportCache.get(brief);
  if (cached) return cached;
  // Hours the copy writes each language's way may say the brief's times in other numbers ("22" as "10pm").
  const hours = brief.hours ? languageCodes.map((l) => formatHours(brief.hours!, l)).join("\n") : "";
  const text = `${briefText(brief)}\n${hours}\n${extra}`;
  const numbers = new Set<string>();
  for (const m of text.matchAll(/\p{Nd}+(?:[.,:٫]\p{Nd}+)*/gu)) {
    const parts = partsOf(m[0]);
    numbers.add(parts.join("."));
    for (const p of parts) numbers.add(p);
  }
  const says = (kind: Exclude<ClaimKind, "number">) =>
    [...new Set<LanguageCode>([brief.briefLanguage, "en"])].some((l) => {
      const re = patternOf(l, kind);
      if (!re) return false;
      re.lastIndex = 0;
      return re.test(text);
    });
  // An offer of the brief's says "free" or "new" in every language (issue 27, deliverable 2).
  const offer = brief.offer?.kind;
  const support = {
    numbers,
    superlative: says("superlative"),
    new: offer === "new" || says("new"),
    free: offer === "firstFree" || offer === "freeConsultation" || offer === "freeDelivery" || says("free"),
  };
  if (!extra) supportCache.set(brief, support);
  return support;
}

/** A number token the brief gives (as written, or each of its parts: "7:00" when the brief says 7). */
function numberSupported(token: string, numbers: Set<string>): boolean {
  const digits = token.match(/\p{Nd}+(?:[.,:٫]\p{Nd}+)*/u)?.[0];
  if (!digits) return true;
  const parts = partsOf(digits);
  if (numbers.has(parts.join("."))) return true;
  return numbers.has(parts[0]!) && parts.slice(1).every((p) => p === "0" || numbers.has(p));
}

/** The claim with a word of context each side where a short word leads it ("the best coffee"), for the notice. */
function context(text: string, start: number, end: number, language: LanguageCode, kind: ClaimKind): string {
  if (unspaced.has(language))
    return text.slice(start, Math.min(text.length, end + 3)).replace(/[。、！？!?,.\s].*$/su, "");
  const before = kind === "number" ? null : /(?:^|\s)(\p{L}{1,3})\s+$/u.exec(text.slice(Math.max(0, start - 6), start));
  const after = kind === "number" ? null : /^\s+[\p{L}\p{M}'’-]+/u.exec(text.slice(end));
  const from = before ? start - before[0].length + (before[0].startsWith(" ") ? 1 : 0) : start;
  return text.slice(from, end + (after?.[0].length ?? 0)).trim();
}

/** The claims a text makes that the brief does not, in the text's language (and English). */
export function claimsIn(text: string, language: LanguageCode, support: BriefSupport): Claim[] {
  if (!text) return [];
  const found: { kind: ClaimKind; start: number; end: number }[] = [];
  const taken = (s: number, e: number) => found.some((f) => s < f.end && e > f.start);
  const kinds = (["superlative", "new", "free"] as const).filter((k) => !support[k]);
  for (const kind of kinds)
    for (const l of new Set<LanguageCode>([language, "en"])) {
      const re = patternOf(l, kind);
      if (!re) continue;
      for (const m of text.matchAll(re)) {
        const end = m.index + m[0].length;
        if (!taken(m.index, end)) found.push({ kind, start: m.index, end });
      }
    }
  for (const m of text.matchAll(NUMBER)) {
    const end = m.index + m[0].length;
    if (!taken(m.index, end) && !numberSupported(m[0], support.numbers))
      found.push({ kind: "number", start: m.index, end });
  }
  return found
    .sort((a, b) => a.start - b.start)
    .map((f) => ({ kind: f.kind, text: context(text, f.start, f.end, language, f.kind) }));
}

/** The letters of each language's own script(s). */
const ownScript: Partial<Record<LanguageCode, RegExp>> = {
  ru: /\p{Script=Cyrillic}/u,
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u,
  ko: /[\p{Script=Hangul}\p{Script=Han}]/u,
  zh: /\p{Script=Han}/u,
  ar: /\p{Script=Arabic}/u,
  he: /\p{Script=Hebrew}/u,
  hi: /\p{Script=Devanagari}/u,
};
const LATIN = /\p{Script=Latin}/u;
/** Languages that read as each other from a few words: one is never flagged as the other. */
const sameFamily = (a: LanguageCode, b: LanguageCode) =>
  a === b || (["da", "no"].includes(a) && ["da", "no"].includes(b));
/** Evidence needed to call a text another Latin-script language: its weighted words (grammar ×2). */
const FOREIGN_SCORE = 4;

/**
 * Why a text is not in its item's language, or null: mostly another script than the language's (names, terms,
 * hashtags, links and handles left out), or, in a Latin-script language, clearly another language's words with hardly
 * any of its own ("Get your bike ready for spring" in a German item).
 */
export function languageMismatch(text: string, language: LanguageCode, names: readonly string[] = []): string | null {
  let rest = text.replace(/https?:\/\/\S+|www\.\S+|[#@][\p{L}\p{M}\p{N}_]+/gu, " ");
  for (const n of [...names].sort((a, b) => b.length - a.length)) if (n) rest = rest.split(n).join(" ");
  const letters = [...rest].filter((c) => /\p{L}/u.test(c));
  if (letters.length < 4) return null;
  const own = ownScript[language] ?? LATIN;
  const ownCount = letters.filter((c) => own.test(c)).length;
  if (ownCount * 2 < letters.length) return "mostly in another script";
  if (
    language === "zh" &&
    letters.filter((c) => /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(c)).length * 5 > letters.length
  )
    return "in Japanese";
  if (ownScript[language]) return null;
  const detected = detectLanguage(rest, language);
  if (!detected.confident || sameFamily(detected.language, language)) return null;
  const scores = languageScores(rest);
  const top = scores.get(detected.language) ?? 0;
  const mine = Math.max(0, scores.get(language) ?? 0);
  return top >= FOREIGN_SCORE && mine * 4 <= top ? `in ${detected.language}` : null;
}

/** The names a text may hold in any script: the brand, the product, the place and the kit's terms never to translate. */
export function namesOf(brief: CopyBrief): string[] {
  return [brief.brandName, brief.productName, brief.place, ...(brief.voice?.neverTranslate ?? [])].filter(
    (n): n is string => Boolean(n),
  );
}

/**
 * Every way an item breaks the rules, the one validator (issue 27): its platform's limits and rules (copyViolations),
 * the brand kit's banned words (its terms are put back as written by enforceVoice, in the same pass), claims the brief does not make, and text not in the item's
 * language. Empty when the item is publishable as is.
 */
export function itemProblems(item: GeneratedCopyItem, brief: CopyBrief): string[] {
  const problems = copyViolations(item);
  const support = supportOf(brief);
  const names = namesOf(brief);
  const voice = voiceOf(brief);
  const nameBody = platformById(item.platform).limits.bodyIsName;
  const fields: [string, string][] = [
    ["title", item.title],
    ["body", item.body],
    ["hashtags", item.hashtags.join(" ")],
  ];
  for (const [field, text] of fields) {
    for (const c of claimsIn(field === "hashtags" ? hashtagWords(text) : text, item.language, support))
      problems.push(`${field} claims ${c.kind} "${c.text}" that the brief does not`);
    if (voice) {
      const banned = voice.bannedIn(text, item.language);
      if (banned.length) problems.push(`${field} uses banned ${banned.join(", ")}`);
    }
    if (field === "hashtags" || (field === "body" && nameBody)) continue;
    const off = languageMismatch(text, item.language, names);
    if (off) problems.push(`${field} is ${off}, not ${item.language}`);
  }
  return problems;
}

/** A hashtag's words as a text: '#' taken out and joined words split ("#FreeShipping" → "Free Shipping"). */
export function hashtagWords(tags: string): string {
  return tags
    .replace(/#/gu, " ")
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/_/gu, " ");
}
