import { describe, expect, it } from "vitest";
import type { LanguageCode } from "@common/languages";
import { platformIds } from "@common/platforms";
import { banks } from "../../copywriting/banks";
import { itemProblems } from "../../copywriting/claims";
import { echoesOffer, wholeCta } from "../../copywriting/phrase-copy";
import type { CopyBrief } from "../../copywriting/types";
import { copyOf } from "./copy-of";
import { lexiconFiles } from "./lexicon-files";
import { auditSeed, barber, cheese, dentist, florist, grooming, nails, sauna, surf } from "./audit-briefs";

/**
 * What native readers of the round-12 copy found (issue 27): the owner's own description stood in five posts of one
 * concept, a bare "Randevu al" ended every Turkish post, and some Facebook and Instagram posts left out the place.
 */
const lexicon = lexiconFiles;

/** A brief's copy as the generator writes it: with its category's words and its Portuguese variety. */

const longFormats = ["facebook", "linkedin", "youtube", "instagram", "reddit", "pinterest"];

describe("the owner's own description", () => {
  it("stands in one post of a concept, a long format, Facebook first (rounds 36–37: two bodies alike)", async () => {
    for (const [brief, seed] of [
      [nails, "audit-seoul-nails"],
      [barber, "audit-istanbul-barber"],
      [florist, "audit-amsterdam-florist"],
    ] as const) {
      const { items } = await copyOf(brief, seed);
      const own = items.filter((i) => i.language === brief.briefLanguage);
      const owner = brief.productDescription;
      const saying = own.filter((i) => i.body.includes(owner)).map((i) => i.platform);
      expect(saying.length, `${brief.briefLanguage}: ${saying}`).toBe(1);
      for (const p of saying) expect(longFormats, brief.briefLanguage).toContain(p);
      // The short descriptions fit Facebook's 125 characters: the first long format takes them.
      if (brief !== florist) expect(saying[0], brief.briefLanguage).toBe("facebook");
      // Written in the order the long formats take the owner's words, listed in the brief's order all the same.
      expect(own.map((i) => i.platform)).toEqual(platformIds.filter((p) => p !== "quora"));
      for (const i of items) expect(itemProblems(i, brief), `${i.language} ${i.platform}`).toEqual([]);
    }
  });
});

describe("the owner's call to action", () => {
  it("is kept whole only when it names its object or is a whole sentence", () => {
    const whole: [LanguageCode, string][] = [
      ["fr", "Passez à la boutique"],
      ["pl", "Umów bezpłatną konsultację"],
      ["en", "Swing by the truck"],
      ["en", "Start your subscription"],
      ["en", "Book a free consultation"],
      ["de", "Komm in die Werkstatt"],
      ["es", "Reserva tu corte"],
      ["ru", "Запишитесь на стрижку"],
      ["ja", "カットをご予約ください"],
      ["ko", "네일 예약하세요"],
      ["tr", "Tıraş için randevu alın"],
    ];
    const bare: [LanguageCode, string][] = [
      ["tr", "Randevu al"],
      ["tr", "Hemen randevu alın"],
      ["en", "Book now"],
      ["en", "Call us today"],
      ["de", "Jetzt Termin buchen"],
      ["pl", "Umów wizytę"],
      ["es", "Reserva ya"],
      ["it", "Prenota ora"],
      ["ja", "今すぐ予約"],
      ["ko", "지금 예약하세요"],
      ["ar", "احجز الآن"],
      ["hi", "अभी बुक करें"],
    ];
    for (const [code, cta] of whole) expect(wholeCta(cta, banks[code]), `${code}: ${cta}`).toBe(true);
    for (const [code, cta] of bare) expect(wholeCta(cta, banks[code]), `${code}: ${cta}`).toBe(false);
  });

  it("gives way to the category's call to action, with its object and in the campaign's register", async () => {
    const { brief, items } = await copyOf(barber, "audit-istanbul-barber");
    expect(brief.category).toBe("barber");
    const own = items.filter((i) => i.language === "tr");
    const category = lexicon.tr.categories.barber;
    for (const i of own) {
      expect(i.cta, i.platform).toBe(category.ctaFormal ?? category.cta);
      expect(i.body, i.platform).not.toMatch(/Randevu al\.$/u);
    }
    // A whole one stands as the owner wrote it.
    const { items: fr } = await copyOf(cheese, "audit-lyon-cheese");
    for (const i of fr.filter((x) => x.language === "fr")) expect(i.cta, i.platform).toBe("Passez à la boutique");
  });
});

describe("the place", () => {
  it("is named by every Facebook and Instagram post of a brief with a place, in every language", async () => {
    const missing: string[] = [];
    for (const [brief, seed] of [
      [nails, "audit-seoul-nails"],
      [cheese, "audit-lyon-cheese"],
      [dentist, "audit-madrid-dentist"],
      [surf, "audit-porto-surf"],
      [florist, "audit-amsterdam-florist"],
    ] as const) {
      const { brief: full, items } = await copyOf(brief, seed);
      for (const i of items.filter((x) => x.platform === "facebook" || x.platform === "instagram")) {
        // The owner's own sentence counts where it names the place ("성수동에 있는 네일샵, …", "… na praia de
        // Matosinhos"): the place's sentence is not said after it.
        const owner = i.language === brief.briefLanguage && i.body.includes(brief.productDescription);
        const ownerNames = brief
          .place!.split(/[\s,]+/u)
          .some((p) => p.length >= 3 && brief.productDescription.includes(p));
        if (!`${i.title}\n${i.body}`.includes(brief.place!) && !(owner && ownerNames))
          missing.push(`${i.language} ${brief.brandName} ${i.platform}: ${i.title} | ${i.body}`);
        expect(itemProblems(i, full), `${i.language} ${i.platform}`).toEqual([]);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("the audience", () => {
  it("is named in at most three bodies of a concept in a language, with rare exceptions (round 15: five to seven read as a template)", async () => {
    const briefs = [nails, barber, cheese, dentist, surf, florist, grooming, sauna];
    let named = 0;
    // Where a bank has no unsaid sentence without the audience left, the engine says one with it rather than repeat a
    // sentence: a fourth naming, rarely (4 of 152 language-briefs when this test was written, all four at 4; 6 once the
    // Facebook, LinkedIn and Reddit bodies left their button's words out and took a statement more in their place; 8
    // once a strict pass no longer took a body of the lead and the call to action alone, which had kept it out; 9 of
    // 152 once the round-29 pruning took the readers' fillers out of fifteen banks, each still at 4).
    const over: string[] = [];
    let variants = 0;
    let variantsNaming = 0;
    for (const brief of briefs) {
      const { brief: full, items } = await copyOf(brief, auditSeed.get(brief)!);
      // In the brief's own language the owner's description may hold the audience ("aulas para principiantes"): the
      // owner's words are theirs to repeat.
      for (const language of full.languages.filter((l) => l !== brief.briefLanguage)) {
        // The words the copy names the audience with: the lexicon's for the category, and the owner's own.
        const words = [...(full.words?.[language]?.category?.audience ?? []), brief.targetAudience]
          .map((a) => a.toLocaleLowerCase(language))
          .filter(Boolean);
        const bodies = items
          .filter((i) => i.language === language && i.platform !== "tiktok" && i.platform !== "snapchat")
          .filter((i) => words.some((w) => i.body.toLocaleLowerCase(language).includes(w)));
        named += bodies.length;
        if (bodies.length > 3) over.push(`${language} ${brief.brandName}: ${bodies.map((i) => i.platform)}`);
        expect(bodies.length, `${language} ${brief.brandName}`).toBeLessThanOrEqual(4);
        // A B variant of another angle (the offer, the place, the product) names it only where its A-side posts left
        // it room (decision 048: 873 of 1,067 such variants named it before, 231 of 1,052 after).
        const others = items.filter((i) => i.language === language && i.variant && i.variant.angle !== "audience");
        const naming = others.filter((i) => words.some((w) => i.variant!.body.toLocaleLowerCase(language).includes(w)));
        variants += others.length;
        variantsNaming += naming.length;
        expect(naming.length, `${language} ${brief.brandName}: B variants`).toBeLessThanOrEqual(5);
      }
    }
    expect(over.length, over.join("\n")).toBeLessThanOrEqual(10);
    expect(variantsNaming).toBeLessThanOrEqual(variants / 4);
    // Named still: the audience is one of the things a post says (155 of 8 briefs' bodies in 19 languages once the
    // category's moments took some of the bodies that named it, decision 053; 160 and more before; 128 once a body
    // with a moment or a trait took no general sentence beside it, most of which named it, decision 054; 112 once a
    // category has twelve moments for the posts written last, decision 055). The headlines name it besides.
    expect(named).toBeGreaterThan(briefs.length * 12);
  });
});

describe("a price without words", () => {
  it('is said of what is sold, in every language ("350 TL for what?")', async () => {
    const { brief: full, items } = await copyOf(barber, "price-of");
    let said = 0;
    for (const i of items.filter((x) => x.body.includes("350 TL"))) {
      const words = full.words![i.language]!;
      // Finnish says the price alone: its offers are partitives, which a label cannot take.
      if (!words.facts.priceOf) {
        expect(i.body).toContain(words.facts.price[0]!.replace("{price}", "350 TL"));
        continue;
      }
      const offer = words.category.offer.toLocaleLowerCase(i.language);
      const bare = offer.split(/\s+/u).slice(1).join(" ");
      const line = words.facts.priceOf.replace("{price}", "350 TL").split("{product}").at(-1)!;
      const body = i.body.toLocaleLowerCase(i.language);
      // The offer (without its possessive) stands right before the price: "Cuts and shaves: 350 TL."
      expect(
        [offer, bare].some((f) => f && body.includes(`${f}${line.toLocaleLowerCase(i.language)}`)),
        `${i.language}/${i.platform}: ${i.body}`,
      ).toBe(true);
      expect(i.body, i.language).not.toContain(words.facts.price[0]!.replace("{price}", "350 TL"));
      said++;
    }
    // In at most four bodies a set (decision 053): 58 of the 20 languages' bodies (decision 054), 60 and more before.
    expect(said).toBeGreaterThan(50);
    // The brief's own language too (Turkish): the price the owner typed, said of the category's offer.
    expect(items.some((i) => i.language === "tr" && i.body.includes("350 TL"))).toBe(true);
  });
});

describe("an audience that names the offer again", () => {
  it("is told apart in spaced and unspaced scripts", () => {
    expect(echoesOffer("pizza lovers", ["our pizzas", "pizzeria"], "en")).toBe(true);
    expect(echoesOffer("Käseliebhaber", ["unsere Käsespezialitäten", "Käserei"], "de")).toBe(true);
    expect(echoesOffer("Feinschmecker", ["unsere Käsespezialitäten", "Käserei"], "de")).toBe(false);
    expect(echoesOffer("Saunagänger", ["unser Saunaerlebnis", "Sauna"], "de")).toBe(true);
    expect(echoesOffer("ハンバーガー好きの方", ["ハンバーガー"], "ja")).toBe(true);
    expect(echoesOffer("early risers", ["our bread and pastries", "bakery"], "en")).toBe(false);
  });

  it("is passed over for another of the category's, wherever it has one (the readers' \"cheese for cheese lovers\")", async () => {
    const briefs = [nails, barber, cheese, dentist, surf, florist, grooming, sauna];
    let checked = 0;
    for (const brief of briefs) {
      const { brief: full, items } = await copyOf(brief, auditSeed.get(brief)!);
      for (const language of full.languages.filter((l) => l !== brief.briefLanguage)) {
        const category = full.words?.[language]?.category;
        if (!category) continue;
        const names = [category.offer, category.one, category.many];
        const echoing = category.audience.filter((a) => echoesOffer(a, names, language));
        if (!echoing.length || echoing.length === category.audience.length) continue;
        checked++;
        const bodies = items.filter((i) => i.language === language).flatMap((i) => [i.body, i.variant?.body ?? ""]);
        for (const a of echoing)
          expect(
            bodies.filter((b) => b.toLocaleLowerCase(language).includes(a.toLocaleLowerCase(language))),
            `${language} ${brief.brandName}: ${a}`,
          ).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe("a case form of the offer (decision 048)", () => {
  it("stands where a statement asks for one, and such a statement is left out for the owner's own words", async () => {
    // A bank of its own (the engine keeps each bank's statements by kind once read).
    const saved = banks.de;
    banks.de = {
      ...saved,
      angles: { ...saved.angles, product: ["Mit {product:dat} bist du richtig.", "Probier gern {product:acc} aus."] },
    };
    try {
      const said = async (brief: CopyBrief) =>
        (await copyOf({ ...brief, languages: ["de"] }, "case-forms")).items
          .filter((i) => i.language === "de")
          .map((i) => `${i.body}\n${i.variant?.body ?? ""}`)
          .join("\n");
      // A Portuguese brief: in German the product is the lexicon's offer, which has its cases.
      const foreign = await said(surf);
      expect(foreign).toMatch(/Mit unseren Surfkursen bist du richtig\.|Probier gern unsere Surfkurse aus\./u);
      expect(foreign).not.toMatch(/\{product|Mit unsere Surfkurse/u);
      // A German brief: the product is a phrase of the owner's, whose case is not known, so no case statement takes it
      // (a B may still fall back to the lexicon's offer, whose cases are known).
      const own = await said({
        ...surf,
        briefLanguage: "de",
        productDescription: "Surfkurse für Anfänger am Strand von Matosinhos, Bretter und Anzüge inklusive",
        targetAudience: "Anfänger und Familien",
      });
      expect(own).toContain("Surfkurse für Anfänger");
      expect(own).not.toMatch(/(?:Mit|Probier gern) Surfkurse für Anfänger|Mit unsere /u);
    } finally {
      banks.de = saved;
    }
  });
});

describe("a body", () => {
  it("never says a sentence twice, in A or in its B variant, in any language", async () => {
    const twice: string[] = [];
    for (const brief of [nails, barber, cheese, dentist, surf, florist, grooming, sauna]) {
      const { items } = await copyOf(brief, auditSeed.get(brief)!);
      for (const i of items)
        for (const body of [i.body, i.variant?.body ?? ""]) {
          const sentences = body.split(/(?<=[.!?。！？।؟])\s*/u).filter((x) => x.trim().length > 3);
          if (new Set(sentences).size !== sentences.length) twice.push(`${i.language} ${i.platform}: ${body}`);
        }
    }
    expect(twice).toEqual([]);
  });
});
