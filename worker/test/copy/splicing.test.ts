import { describe, expect, it } from "vitest";
import { businessTypes } from "@common/business";
import { BrandVoice } from "@common/brand-kits";
import { copyViolations, platformSupportsLanguage, type GeneratedCopyItem } from "@common/copy";
import { languageCodes, type LanguageCode } from "@common/languages";
import { platformIds } from "@common/platforms";
import { banks, businessKeys } from "../../copywriting/banks";
import { copyFor, firstPersonPossessive, midSentence, productPhrase } from "../../copywriting/phrase-copy";
import { templateEngine } from "../../copywriting/template-engine";
import type { CopyBrief } from "../../copywriting/types";

/**
 * Splicing faults (issue 27, deliverable 3): the brief's names and nouns keep their case, a phrase of a language with
 * particles or postpositions ends where one may follow, a copy agrees in number with the bank's plural nouns, and a
 * brand named in the third person never owns the bank's "our".
 */
const all = { platforms: [...platformIds], languages: [...languageCodes] };

interface Case {
  label: string;
  brief: CopyBrief;
  /** Words that must appear, wherever they appear, exactly as written (in the languages given, or all). */
  names: string[];
  /** Further words kept exactly as written in the brief's own language only (its audience). */
  ownNames?: string[];
}

const cases: Case[] = [
  {
    label: "en: Amber Roasters, Amber Cold Brew, Austin",
    brief: {
      ...all,
      briefLanguage: "en",
      businessType: "Restaurant/Food Service",
      tone: "Friendly & Casual",
      brandName: "Amber Roasters",
      productName: "Amber Cold Brew",
      productDescription: "Cold brew coffee roasted and bottled in Austin, delivered on Fridays",
      targetAudience: "Austin locals who start early",
      callToAction: "Order now",
    },
    names: ["Amber Roasters", "Amber Cold Brew"],
    ownNames: ["Austin"],
  },
  {
    label: "de: mudlark for Pendlerinnen und Pendler",
    brief: {
      ...all,
      briefLanguage: "de",
      businessType: "Professional Services",
      tone: "Professional",
      brandName: "mudlark",
      productDescription: "Reparatur und Wartung für Lastenräder",
      targetAudience: "Pendlerinnen und Pendler aus Köln",
      callToAction: "Jetzt Termin buchen",
    },
    names: ["mudlark"],
    ownNames: ["Pendlerinnen und Pendler", "Köln", "Reparatur"],
  },
  {
    label: "ja: 陶房ことり, a description ending in で",
    brief: {
      ...all,
      briefLanguage: "ja",
      businessType: "Education/Training",
      tone: "Friendly & Casual",
      brandName: "陶房ことり",
      productDescription: "京都の小さな陶芸工房で",
      targetAudience: "陶芸を始めたい方",
      callToAction: "予約する",
    },
    names: ["陶房ことり"],
  },
  {
    label: "ar: Al Layl, Oud Al Layl",
    brief: {
      ...all,
      briefLanguage: "ar",
      businessType: "Beauty/Wellness",
      tone: "Luxury & Sophisticated",
      brandName: "Al Layl",
      productName: "Oud Al Layl",
      productDescription: "عطر عود مصنوع يدوياً في دبي",
      targetAudience: "محبو العطور الشرقية",
      callToAction: "تسوق الآن",
    },
    names: ["Al Layl", "Oud Al Layl"],
  },
  {
    label: "sv: Fjärden, a product name of one word",
    brief: {
      ...all,
      briefLanguage: "sv",
      businessType: "Retail/E-commerce",
      tone: "Trustworthy & Reliable",
      brandName: "Snickeri Norr",
      productName: "Fjärden",
      productDescription: "Handgjort matbord i massiv ek",
      targetAudience: "familjer i Stockholm",
      callToAction: "Handla nu",
    },
    names: ["Snickeri Norr", "Fjärden"],
  },
  {
    label: "en: iSmart Kettle under a kit that never translates it",
    brief: {
      ...all,
      briefLanguage: "en",
      businessType: "Technology/Software",
      tone: "Energetic & Bold",
      brandName: "brewbot",
      productName: "iSmart Kettle",
      productDescription: "Smart kettle that heats water to the right temperature for tea",
      targetAudience: "Tea drinkers in London and Leeds",
      callToAction: "Shop now",
      voice: BrandVoice.parse({ neverTranslate: ["iSmart Kettle"] }),
    },
    names: ["brewbot", "iSmart Kettle"],
    ownNames: ["London", "Leeds"],
  },
  {
    label: "fr: Cabinet Morel, services in the bank's plural nouns",
    brief: {
      ...all,
      briefLanguage: "fr",
      businessType: "Professional Services",
      tone: "Professional",
      brandName: "Cabinet Morel",
      productDescription: "Comptabilité et conseil fiscal pour les indépendants",
      targetAudience: "les indépendants de Lyon",
      callToAction: "Prenez rendez-vous",
    },
    names: ["Cabinet Morel"],
    ownNames: ["Lyon"],
  },
  {
    label: "it: no brand, fitness classes in the bank's plural nouns",
    brief: {
      ...all,
      briefLanguage: "it",
      businessType: "Fitness/Sports",
      tone: "Energetic & Bold",
      productDescription: "Lezioni di yoga per principianti",
      targetAudience: "vicini di quartiere",
      callToAction: "Prenota ora",
    },
    names: [],
  },
];

const seeds = ["splice-a", "splice-b", "splice-c"];
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const hashtagOf = (name: string) => `#${name.replace(/[^\p{L}\p{M}\p{N}_]/gu, "")}`;
const where = (i: GeneratedCopyItem) => `${i.language}/${i.platform}`;

/** Every spelling of `name` in `text` that differs from it only in case. */
function miscased(text: string, name: string): string[] {
  const found = text.match(new RegExp(`(?<![\\p{L}\\p{M}])${escaped(name)}(?![\\p{L}\\p{M}])`, "giu")) ?? [];
  return found.filter((f) => f !== name);
}

const generated = new Map<string, Promise<GeneratedCopyItem[]>>();
function itemsOf(c: Case): Promise<GeneratedCopyItem[]> {
  const key = c.label;
  if (!generated.has(key))
    generated.set(
      key,
      Promise.all(seeds.map((seed) => templateEngine.generate(c.brief, null, seed))).then((r) =>
        r.flatMap((x) => x.items),
      ),
    );
  return generated.get(key)!;
}

describe.each(cases)("splicing, $label", (c) => {
  it("writes all 20 languages × 10 platforms within the rules", async () => {
    const items = await itemsOf(c);
    const expected = languageCodes.reduce(
      (n, l) => n + platformIds.filter((p) => platformSupportsLanguage(p, l)).length,
      0,
    );
    expect(items).toHaveLength(expected * seeds.length);
    expect(items.flatMap((i) => copyViolations(i).map((v) => `${where(i)}: ${v}`))).toEqual([]);
  });

  it("keeps the brief's names exactly as written wherever they appear", async () => {
    const items = await itemsOf(c);
    const faults: string[] = [];
    for (const i of items) {
      const own = i.language === c.brief.briefLanguage;
      const names = [...c.names, ...(own ? (c.ownNames ?? []) : [])];
      for (const n of names) {
        for (const text of [i.title, i.body])
          for (const f of miscased(text, n)) faults.push(`${where(i)}: "${f}" for "${n}" in ${text}`);
        for (const tag of i.hashtags)
          if (tag.toLocaleLowerCase() === hashtagOf(n).toLocaleLowerCase() && tag !== hashtagOf(n))
            faults.push(`${where(i)}: ${tag}`);
      }
    }
    expect(faults.slice(0, 8)).toEqual([]);
    // The names are there to be kept: the brand in every language, the audience's names in the brief's own.
    for (const n of c.names.slice(0, 1))
      for (const l of languageCodes)
        expect(
          items.some((i) => i.language === l && `${i.title} ${i.body}`.includes(n)),
          `${n} in ${l}`,
        ).toBe(true);
    for (const n of c.ownNames ?? [])
      expect(
        items.some((i) => i.language === c.brief.briefLanguage && `${i.title} ${i.body}`.includes(n)),
        n,
      ).toBe(true);
  });

  it("agrees in number with the bank's plural nouns", async () => {
    const items = await itemsOf(c);
    const faults: string[] = [];
    for (const i of items) {
      const bank = banks[i.language];
      const biz = bank.business[businessKeys[c.brief.businessType]];
      if (!biz.plural) continue;
      const text = `${i.title}\n${i.body}`.toLocaleLowerCase(i.language);
      // A pair whose plural is its singular reads for both numbers ("U nas znajdziesz {product}", with an offer whose
      // accusative is its nominative): it is listed only to keep out a phrase of unknown number, never wrong here.
      for (const [singular, plural] of bank.agreement ?? []) {
        if (plural === singular) continue;
        const wrong = singular.replace("{product}", biz.offer).toLocaleLowerCase(i.language);
        if (text.includes(wrong)) faults.push(`${where(i)}: "${wrong}" in ${i.title} / ${i.body}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it("never has a brand named in the third person own the bank's 'our'", async () => {
    const items = await itemsOf(c);
    if (!c.brief.brandName || c.brief.productName) return;
    const faults: string[] = [];
    for (const i of items.filter((x) => x.language !== c.brief.briefLanguage)) {
      const offer = banks[i.language].business[businessKeys[c.brief.businessType]].offer.toLocaleLowerCase(i.language);
      // An offer without "our" ("servicios profesionales") any brand may offer ("mudlark ofrece servicios
      // profesionales"), and a brand that stands as a label ("mudlark: our services", "Unsere Kurse | mudlark") lets its
      // own voice follow.
      if (!firstPersonPossessive(offer, i.language)) continue;
      const brand = c.brief.brandName.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
      const label = new RegExp(`^${brand}\\s?[:：|｜]|\\s[|｜]\\s${brand}$`, "u");
      // Reddit's and Quora's bodies open with the owner speaking ("I run Mudlark and wanted to show you our menu"):
      // first person, so the brand's name and "our" belong together there; the rest of the body is held to the rule.
      const bank = banks[i.language];
      const ownerVoice =
        i.platform === "reddit" || i.platform === "quora"
          ? [...bank.reddit, ...(bank.formal?.reddit ?? []), ...Object.values(bank.quoraAnswers ?? {})]
          : [];
      // With each template's plural too ("and these are our services").
      const forms = ownerVoice.flatMap((t) => [
        t,
        ...(bank.agreement ?? []).flatMap(([one, many]) => (many && t.includes(one) ? [t.split(one).join(many)] : [])),
      ]);
      const body = forms.reduce((b, t) => b.replace(filledPattern(t), ""), i.body);
      const sentences = body.split(/(?<=[.!?。！？।؟])\s*/u);
      for (const sentence of [i.title, ...sentences]) {
        const lower = sentence.toLocaleLowerCase(i.language);
        if (sentence.includes(c.brief.brandName) && lower.includes(offer) && !label.test(sentence))
          faults.push(`${where(i)}: ${sentence}`);
      }
    }
    expect(faults.slice(0, 8)).toEqual([]);
  });
});

/** A template as it reads once filled: its words in order, anything in its placeholders. */
function filledPattern(template: string): RegExp {
  const parts = template.split(/\{\w+\}/u).map((p) => p.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&"));
  return new RegExp(parts.join(".+?"), "u");
}

describe("splicing rules", () => {
  it("never splices a Japanese clause that ends in a particle, in any of its items", async () => {
    const ja = cases.find((c) => c.brief.briefLanguage === "ja")!;
    const items = (await itemsOf(ja)).filter((i) => i.language === "ja");
    for (const i of items) {
      const text = `${i.title}\n${i.body}`;
      // A particle before を is a splice ("工房でを"); こと before を is Japanese ("寄り添うことを大切に").
      expect(text, where(i)).not.toMatch(/(?<!こ)[でにをがはへとも]を|をを/u);
      expect(text, where(i)).not.toContain("京都の小さな陶芸工房で");
    }
    // The category noun stands in for it.
    expect(items.some((i) => `${i.title}${i.body}`.includes(banks.ja.business.education.offer))).toBe(true);
  });

  it("takes a CJK or Hindi phrase only where it ends as a noun phrase", () => {
    const cases: [string, LanguageCode, string | null][] = [
      ["京都の小さな陶芸工房で", "ja", null],
      ["手作りの器を作っています", "ja", null],
      ["京都の陶芸工房の手びねり教室", "ja", "京都の陶芸工房の手びねり教室"],
      ["서울의 작은 공방에서", "ko", null],
      ["수제 도자기 화분", "ko", "수제 도자기 화분"],
      ["我们在上海做的", "zh", null],
      ["手工陶瓷花盆", "zh", "手工陶瓷花盆"],
      ["हम जयपुर में हाथ से बनाते हैं", "hi", null],
      ["हाथ से बने गमले", "hi", "हाथ से बने गमले"],
    ];
    for (const [description, language, phrase] of cases)
      expect(productPhrase(description, [], language), description).toBe(phrase);
  });

  it("uses the product name or the category noun in Korean, Chinese and Hindi when the description cannot be spliced", () => {
    const briefs: [LanguageCode, string, RegExp][] = [
      ["ko", "서울의 작은 공방에서", /공방에서[을를이가은는의]/u],
      ["zh", "我们在上海做的", /做的的/u],
      ["hi", "हम जयपुर में हाथ से बनाते हैं", /हैं (?:की|के|का|को|से|में)/u],
    ];
    for (const [language, productDescription, collision] of briefs) {
      const brief: CopyBrief = {
        platforms: [...platformIds],
        languages: [language],
        briefLanguage: language,
        businessType: "Retail/E-commerce",
        tone: "Friendly & Casual",
        brandName: "Terra",
        productDescription,
        targetAudience: language === "ko" ? "식물 애호가" : language === "zh" ? "植物爱好者" : "पौधों के शौकीन",
      };
      for (const platform of platformIds) {
        if (!platformSupportsLanguage(platform, language)) continue;
        const item = copyFor(brief, platform, language, "cjk");
        // The owner's words may stand whole as a sentence of their own ("हम जयपुर में हाथ से बनाते हैं।"), never
        // inside a template.
        const text = `${item.title}\n${item.body}`.split(`${productDescription}${banks[language].fullStop}`).join("");
        expect(text, `${language}/${platform}`).not.toContain(productDescription);
        expect(text, `${language}/${platform}`).not.toMatch(collision);
        expect(copyViolations(item)).toEqual([]);
      }
    }
  });

  it("says 'these are our classes' and 'unsere Kurse richten sich' where a template agrees with a plural", async () => {
    const plurals: string[] = [];
    const noBrand = cases.find((c) => !c.brief.brandName)!;
    const services = cases.find((c) => c.brief.brandName === "Cabinet Morel")!;
    for (const c of [noBrand, services]) {
      for (const seed of ["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8"]) {
        const { items, concept } = await templateEngine.generate(
          { ...c.brief, languages: ["en", "de", "nl", "pl"] },
          null,
          seed,
        );
        for (const t of [...items.flatMap((i) => [i.title, i.body]), concept.body_en, concept.body_en_variant])
          plurals.push(
            ...(t.match(
              /(?:these|what) are our \p{L}+|our (?:classes|services) are|unsere (?:Kurse|Leistungen) \p{L}+(?: (?:dir|Ihnen) \p{L}+)?|dit zijn onze \p{L}+|to są nasze \p{L}+/giu,
            ) ?? []),
          );
      }
    }
    expect(
      plurals.some((p) => /(?:these|what) are our (classes|services)|our (classes|services) are/iu.test(p)),
      plurals.join(", "),
    ).toBe(true);
    expect(
      // German says the plural with its verb ("unsere Kurse lassen sich …", "unsere Kurse richten sich").
      plurals.some((p) =>
        /unsere (Kurse|Leistungen) (?:sind|stehen|richten|liegen|lassen|zu (?:dir|Ihnen) passen)/iu.test(p),
      ),
      plurals.join(", "),
    ).toBe(true);
  });

  /** The faults as a reader sees them, independent of the banks' own lists. */
  const written: Partial<Record<LanguageCode, RegExp>> = {
    en: /\b[Ww]e're our\b|\b[Tt]his is our (?:services|treatments|listings|courses|classes|stays)\b|\bOur \p{L}+ here:/u,
    de: /\bwir sind unser|\b[Dd]as ist unsere (?:Leistungen|Behandlungen|Objekte|Kurse|Zimmer|Produkte)\b|\bUnser\p{L}* \p{L}+ hier:/u,
    nl: /\bwij zijn on(?:s|ze)\b|\b[Dd]it is onze (?:diensten|behandelingen|cursussen|lessen|accommodaties)\b/u,
    pl: /(?<!\p{L})[Tt]u nasz|(?<!\p{L})[Tt]o jest nasze (?:usługi|konsultacje|zabiegi|kursy|zajęcia|wyjazdy|działania)(?!\p{L})/u,
  };

  it("never has the bank's noun name the speaker ('We're our gym') nor a copula disagree with its plural noun", () => {
    const faults: string[] = [];
    const noBrand = cases.find((c) => !c.brief.brandName)!;
    const named = cases.find((c) => c.brief.brandName === "Cabinet Morel")!;
    for (const businessType of businessTypes)
      for (const base of [noBrand.brief, named.brief])
        for (const language of languageCodes) {
          const bank = banks[language];
          const biz = bank.business[businessKeys[businessType]];
          const wrongs = [
            ...(base.brandName ? [] : (bank.selfNaming ?? []).map((f) => f.replace("{brand}", biz.noun))),
            // A label's "| {brand}" takes a name in every language ("Our sauna | our sauna house", round 40).
            ...(base.brandName ? [] : [`| ${biz.noun}`]),
            ...(biz.plural
              ? (bank.agreement ?? []).filter(([sg, pl]) => pl !== sg).map(([sg]) => sg.replace("{product}", biz.offer))
              : []),
          ];
          // Whole words: Hindi "हमारी संस्था पर" (on our organisation) is not in "हमारी संस्था परवाह …".
          const wrong = wrongs.length
            ? new RegExp(
                `(?<![\\p{L}\\p{M}])(?:${[
                  ...new Set(wrongs.flatMap((w) => [w, w.charAt(0).toLocaleUpperCase(language) + w.slice(1)])),
                ]
                  .map(escaped)
                  .join("|")})(?![\\p{L}\\p{M}])`,
                "u",
              )
            : null;
          const plain = written[language];
          for (const seed of ["w1", "w2", "w3", "w4"])
            for (const platform of platformIds) {
              if (!platformSupportsLanguage(platform, language) || language === base.briefLanguage) continue;
              const i = copyFor({ ...base, businessType }, platform, language, seed);
              const text = [i.title, i.body, i.variant?.title, i.variant?.body].filter(Boolean).join("\n");
              if (plain?.test(text) || wrong?.test(text))
                faults.push(`${where(i)} ${businessType}: ${i.title} / ${i.body}`);
            }
        }
    expect(faults.slice(0, 8)).toEqual([]);
    // An exhaustive walk with each item's B (19,200 posts), not a timing: about 40 s on a quiet 2-core machine, over
    // 60 s beside a second test run.
  }, 120_000);

  it("lowers only the capital of a field's start, never a name's or a German noun's", () => {
    const context = "Cold brew bottled in Austin\nAustin locals";
    expect(midSentence("Busy parents", [])).toBe("busy parents");
    // A word of one letter too ("A closer look at A neighbourhood bakery" on a LinkedIn creative), but English "I".
    expect(midSentence("A neighbourhood bakery", ["Crumb & Co"], [], "en")).toBe("a neighbourhood bakery");
    expect(midSentence("I bake sourdough", [], [], "en")).toBe("I bake sourdough");
    expect(midSentence("A Coruña coffee", ["A Coruña"], [], "es")).toBe("A Coruña coffee");
    // A place's people keep the place's capital ("Amsterdammers" of "Jordaan, Amsterdam").
    expect(midSentence("Amsterdammers die iemand willen verrassen", ["Jordaan, Amsterdam"], [], "nl")).toBe(
      "Amsterdammers die iemand willen verrassen",
    );
    expect(midSentence("Austin locals", [], [], "en", context)).toBe("Austin locals");
    expect(midSentence("Amber Cold Brew", ["Amber Roasters", "Amber Cold Brew"], [], "en")).toBe("Amber Cold Brew");
    expect(midSentence("Oud Al Layl", ["Al Layl", "Oud Al Layl"], [], "ar")).toBe("Oud Al Layl");
    expect(midSentence("Layl oils for the evening", ["Al Layl"], [], "en")).toBe("Layl oils for the evening");
    expect(midSentence("Pendlerinnen und Pendler", [], [], "de")).toBe("Pendlerinnen und Pendler");
    expect(midSentence("Berufstätige, die Sport machen", [], [], "de")).toBe("Berufstätige, die Sport machen");
    expect(midSentence("Junge Familien", [], [], "de")).toBe("junge Familien");
    expect(midSentence("Handgemachte Keramik", [], [], "de")).toBe("handgemachte Keramik");
    expect(midSentence("Brewed for the bold", [], ["Brewed for the bold"], "en")).toBe("Brewed for the bold");
    // A common noun inside a name, after a lower-case word of it, is no name.
    expect(midSentence("Fromages fermiers", ["La Cave à Fromages"], [], "fr")).toBe("fromages fermiers");
  });

  it("ends a product phrase before 'with' that opens a list, never inside 'and' or a noun's 'of'", () => {
    expect(productPhrase("Dog grooming with baths, breed haircuts and nail trims, done gently by hand")).toBe(
      "Dog grooming",
    );
    expect(productPhrase("Fromages fermiers des Alpes et d'Auvergne, affinés dans notre cave")).toBe(
      "Fromages fermiers des Alpes et d'Auvergne",
    );
    expect(
      productPhrase("Texas brisket and pulled pork smoked low and slow for 14 hours, served from our truck"),
    ).toBeNull();
  });
});
