import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Tone } from "@common/business";
import { languageCodes, type LanguageCode } from "@common/languages";
import { platformIds, type PlatformId } from "@common/platforms";
import { banks, bankFor, ptPT, toneKeys } from "../../copywriting/banks";
import type { LanguageBank } from "../../copywriting/banks/types";
import { formalTone } from "../../copywriting/register";
import { itemProblems } from "../../copywriting/claims";
import { templateEngine } from "../../copywriting/template-engine";
import type { CopyBrief } from "../../copywriting/types";
import { lexiconSource, withWords } from "../../services/assets/lexicon";
import { lexiconFiles } from "./lexicon-files";

/**
 * Platform voices with content and one register per campaign (issue 27, deliverables 3 and 4): Pinterest opens with
 * a keyword line, Reddit with the owner in the first person, Quora with the answer to its headline; a Professional,
 * Trustworthy or Luxury campaign addresses the reader formally in every language that has a formal register.
 */
const lexicon = lexiconFiles;

const source = lexiconSource(env);

const workshop: CopyBrief = {
  businessType: "Retail/E-commerce",
  tone: "Friendly & Casual",
  brandName: "Speiche & Kette",
  productDescription: "Fahrradwerkstatt: Reparatur, Frühjahrs-Check und gebrauchte Stadträder",
  targetAudience: "Pendlerinnen und Pendler",
  place: "Berlin-Neukölln",
  platforms: [...platformIds],
  languages: [...languageCodes],
  briefLanguage: "de",
};

/** Whether a text begins as a template reads once filled: its words in order, anything in its placeholders. */
function opensWith(text: string, template: string): boolean {
  const pattern = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".+?");
  return new RegExp(`^${pattern}`, "su").test(text);
}

/** The workshop brief's item on one platform in every language, with the bank it was written from. */
async function openingsOf(platform: PlatformId, seed: string) {
  const brief = await withWords(source, workshop);
  expect(brief.category).toBe("bike_repair");
  const { items } = await templateEngine.generate(brief, null, seed);
  return languageCodes.map((code) => ({
    code,
    bank: bankFor(brief, code),
    item: items.find((i) => i.language === code && i.platform === platform)!,
  }));
}

describe("platform voices with content", () => {
  it("opens every pin with a keyword line naming the category, without the old closing line", async () => {
    for (const { code, bank, item: pin } of await openingsOf("pinterest", "voices-1")) {
      expect(
        bank.pinterest.some((t) => opensWith(pin.body, t)),
        `${code}: ${pin.body}`,
      ).toBe(true);
      expect(pin.body, code).toContain(lexicon[code].categories.bike_repair.name);
      expect(pin.body, code).not.toContain(bank.pinterestLine);
    }
    // Without a category the description has no keyword line and keeps its closing one, and every body still says
    // something before its call to action (not the bare "Shop now." a brief without facts once got).
    const plain = await templateEngine.generate({ ...workshop, languages: ["en"] }, null, "voices-1");
    expect(plain.items.find((i) => i.platform === "pinterest")!.body).toContain(banks.en.pinterestLine);
    for (const i of plain.items.filter((x) => x.platform !== "tiktok" && x.platform !== "snapchat"))
      expect(i.body.length, `${i.platform}: ${i.body}`).toBeGreaterThan(`${i.cta}.`.length + 10);
  });

  it("names what is sold in every post's headline or body, or its call to action beside a sentence of the category's, and never opens a body as its headline opens", async () => {
    const brief = await withWords(source, { ...workshop, tone: "Professional" });
    const { items } = await templateEngine.generate(brief, null, "voices-names");
    const opening = (t: string, code: LanguageCode) => t.toLocaleLowerCase(code).split(/\s+/u).slice(0, 3).join(" ");
    let byAction = 0;
    for (const i of items.filter((x) => !["tiktok", "snapchat", "quora"].includes(x.platform) && x.language !== "de")) {
      // French says the offer with an article after a verb ("pour des révisions vélo"), English without "our" after
      // one ("We do bike servicing"), their possessive elsewhere.
      const category = lexicon[i.language].categories.bike_repair;
      const offer = category.offer.toLocaleLowerCase(i.language).replace(/^(?:nos|notre|our) /u, "");
      const text = `${i.title} ${i.body}`.toLocaleLowerCase(i.language);
      // Or the category's own call to action ("Book your bike in") beside one of its moments (decision 054): the post
      // says what it sells without the bank's sentence that names the offer again.
      if (!text.includes(offer)) {
        // In the campaign's register (the formal "Porti la bici in officina").
        expect(i.cta, `${i.language} ${i.platform}: ${i.title} / ${i.body}`).toBe(
          brief.words?.[i.language]?.category.cta,
        );
        expect(
          (category.moments ?? []).some((m) => i.body.includes(m)),
          `${i.language} ${i.platform}: ${i.title} / ${i.body}`,
        ).toBe(true);
        byAction++;
      }
      expect(opening(i.body, i.language), `${i.language} ${i.platform}: ${i.title} / ${i.body}`).not.toBe(
        opening(i.title, i.language),
      );
    }
    // Most still name it in words; some say it with the action and a moment.
    expect(byAction).toBeGreaterThan(0);
    expect(byAction).toBeLessThan(items.length / 2);
  });

  it("opens no body that has something of its own to say with a tone's greeting", async () => {
    // The lead counts as one of the bank's general sentences (decision 054): readers of round 36 found "Hi there!",
    // "A warm hello from us." wasting the opening line of a post with a moment, a trait or the facts to say. A brief
    // with a category gets none here (across the audit's 1,448 items, one, where no body of its own without a general
    // sentence fitted). The rule that a greeting never opens as its headline does ("Curious?" under "Curious about our
    // sauna?") stays in the engine; no generated post of these briefs opens with a greeting left to check it by.
    let bodies = 0;
    for (const tone of ["Friendly & Casual", "Fun & Playful", "Energetic & Bold"] as const) {
      const brief = await withWords(source, { ...workshop, tone });
      const { items } = await templateEngine.generate(brief, null, `voices-leads-${tone}`);
      for (const i of items) {
        const leads = banks[i.language].tones[toneKeys[tone]].leads;
        for (const body of [i.body, ...(i.variant ? [i.variant.body] : [])]) {
          bodies++;
          expect(
            leads.find((l) => body.startsWith(l)),
            `${i.language} ${i.platform}: ${body}`,
          ).toBeUndefined();
        }
      }
    }
    expect(bodies).toBeGreaterThan(300);
  });

  it("says nothing twice in one concept's language: no two bodies alike, no lead used twice", async () => {
    const brief = await withWords(source, {
      ...workshop,
      tone: "Fun & Playful",
      offer: { kind: "discount", value: 15 },
    });
    const { items } = await templateEngine.generate(brief, null, "voices-once");
    for (const code of languageCodes) {
      const bodies = items.filter((i) => i.language === code && !["tiktok", "snapchat"].includes(i.platform));
      expect(new Set(bodies.map((i) => i.body)).size, code).toBe(bodies.length);
      const leads = bankFor(brief, code).tones.playful.leads;
      for (const lead of leads)
        expect(bodies.filter((i) => i.body.startsWith(lead)).length, `${code} ${lead}`).toBeLessThanOrEqual(1);
      // A sentence said in two posts is the owner's, one of the brief's facts or the call to action, never one of the
      // bank's statements.
      const seen = new Map<string, number>();
      for (const i of bodies)
        for (const sentence of new Set(i.body.split(/(?<=[.!?。！？।؟])\s*/u).filter(Boolean)))
          seen.set(sentence, (seen.get(sentence) ?? 0) + 1);
      const repeated = [...seen].filter(
        ([sentence, n]) =>
          n > 1 &&
          !sentence.includes("Berlin-Neukölln") &&
          !/15|١٥|१५/u.test(sentence) &&
          // The owner's own words may stand in several posts of their language.
          !sentence.startsWith(workshop.productDescription) &&
          !bodies.some((i) => sentence.includes(i.cta!)),
      );
      expect(
        repeated.map(([sentence]) => sentence),
        code,
      ).toEqual([]);
    }
  });

  it("writes Reddit in the owner's first person, with the brief's place", async () => {
    for (const { code, bank, item: post } of await openingsOf("reddit", "voices-2")) {
      expect(
        bank.reddit.some((t) => opensWith(post.body, t)),
        `${code}: ${post.body}`,
      ).toBe(true);
      expect(post.body, code).toContain("Berlin-Neukölln");
    }
    // A brief without a name has no owner to speak: no "I run our workshop".
    const unnamed = await withWords(source, { ...workshop, brandName: undefined, languages: ["en"] });
    const post = (await templateEngine.generate(unnamed, null, "voices-2")).items.find((i) => i.platform === "reddit")!;
    expect(post.body).not.toMatch(/I run our|at our workshop\.$/u);
  });

  it("answers on Quora the question its headline asks", async () => {
    const brief = await withWords(source, { ...workshop, languages: ["en"] });
    for (const seed of ["q-1", "q-2", "q-3", "q-4", "q-5", "q-6"]) {
      const item = (await templateEngine.generate(brief, null, seed)).items.find((i) => i.platform === "quora")!;
      const template = Object.keys(banks.en.quoraAnswers!).find((t) => opensWith(item.title, t));
      expect(template, item.title).toBeDefined();
      expect(opensWith(item.body, banks.en.quoraAnswers![template!]!), `${item.title} → ${item.body}`).toBe(true);
    }
  });
});

/** Words that address the reader informally (or informal imperatives), per language with a formal register. */
const informal: Partial<Record<LanguageCode | "pt-PT", RegExp>> = {
  de: /(?<![\p{L}])(du|dich|dir|dein\p{L}*|euch|euer|eure\p{L}*|komm|schau|entdecke|hol|probier|lass|nimm|melde dich|sichere dir|spare)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(tú|te|ti|tu|tus|contigo|tuyo|tuya|ven|descubre|pide|haz|ahorra|apúntate|suscríbete|escríbenos|llámanos|visítanos)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(tu|ti|te|tuo|tua|tuoi|tue|scopri|passa|vieni|scrivici|chiamaci|iscriviti|risparmia|acquista)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(je|jij|jou|jouw|jullie)(?![\p{L}])/iu,
  pl: /(?<![\p{L}])(ty|ci|cię|ciebie|tobie|twój|twoja|twoje|twoich|twoim|twojej|znajdziesz|możesz|płacisz|chcesz|masz|szukasz|wpadnij)(?![\p{L}])/iu,
  "pt-PT":
    /(?<![\p{L}])(tu|te|para ti|teu|tua|teus|tuas|contigo|descobre|passa|experimenta|aproveita|poupa|vem|faz)(?![\p{L}])/iu,
  zh: /你/u,
};

/** Every string a formal bank writes to the reader with, in the tones that take it. */
function formalStrings(bank: LanguageBank): string[] {
  return [
    ...Object.values(bank.cta),
    ...Object.values(bank.titles).flat(),
    ...Object.values(bank.conceptTitles).flat(),
    ...Object.values(bank.angles).flat(),
    ...(["professional", "trustworthy", "luxury"] as const).flatMap((t) => [
      ...bank.tones[t].leads,
      ...bank.tones[t].titles,
    ]),
    bank.pinterestLine,
    ...bank.pinterest,
    ...bank.reddit,
  ];
}

describe("the owner's own words and offers said of what is sold", () => {
  it("says the owner's description whole in their own language on the long formats", async () => {
    const grooming = await withWords(source, {
      ...workshop,
      businessType: "Professional Services",
      brandName: "Scruffy to Fluffy",
      productDescription: "Dog grooming with baths, breed haircuts and nail trims, done gently by hand",
      targetAudience: "dog owners in the east end",
      place: "Leslieville",
      briefLanguage: "en",
      languages: ["en", "de"],
    });
    const { items } = await templateEngine.generate(grooming, null, "owner-1");
    const whole = "Dog grooming with baths, breed haircuts and nail trims, done gently by hand.";
    // On one long format, the first where it fits (rounds 36–37: the Facebook and LinkedIn bodies alike once it stood
    // in two).
    const own = items.filter(
      (i) =>
        i.language === "en" &&
        ["facebook", "instagram", "linkedin", "youtube", "reddit", "pinterest"].includes(i.platform),
    );
    expect(own.filter((i) => i.body.includes(whole)).length, own.map((i) => i.body).join("\n")).toBe(1);
    // Never in another language: the library does not translate.
    for (const i of items.filter((x) => x.language === "de")) expect(i.body).not.toContain("Dog grooming");
  });

  it("states a first lesson free and a discount on what the category sells", async () => {
    const surf = await withWords(source, {
      ...workshop,
      businessType: "Fitness/Sports",
      brandName: "Onda Norte",
      productDescription: "Surf lessons for beginners",
      targetAudience: "beginners",
      briefLanguage: "en",
      category: "surf_school",
      offer: { kind: "firstFree" },
      languages: [...languageCodes],
    });
    const { items } = await templateEngine.generate(surf, null, "units-1");
    for (const code of languageCodes) {
      const unit = lexicon[code].facts.units!.lesson;
      const mine = items.filter((i) => i.language === code && !["tiktok", "snapchat"].includes(i.platform));
      expect(
        mine.some((i) => i.body.includes(unit.firstFree)),
        `${code}: ${unit.firstFree}`,
      ).toBe(true);
    }
    const sale = await withWords(source, { ...surf, offer: { kind: "discount", value: 15 } });
    const { items: off } = await templateEngine.generate(sale, null, "units-2");
    for (const i of off) {
      const unit = lexicon[i.language].facts.units!.lesson;
      expect(i.cta, `${i.language} ${i.platform}`).toBe(unit.discountCta.replace("{n}", "15").replace("{zhe}", "85"));
      expect(itemProblems(i, sale), `${i.language} ${i.platform}`).toEqual([]);
    }
    // Chinese says 15 % off as 85折.
    expect(off.find((i) => i.language === "zh")!.cta).toContain("85");
  });
});

describe("one register per campaign", () => {
  const formalTones: Tone[] = ["Professional", "Trustworthy & Reliable", "Luxury & Sophisticated"];

  it("chooses the formal register for Professional, Trustworthy and Luxury only", () => {
    expect(formalTones.every(formalTone)).toBe(true);
    expect(["Friendly & Casual", "Fun & Playful", "Energetic & Bold"].some((t) => formalTone(t as Tone))).toBe(false);
  });

  it("has a formal bank and formal facts in every language that addresses the reader informally", () => {
    for (const [code, pattern] of Object.entries(informal) as [LanguageCode | "pt-PT", RegExp][]) {
      const base = code === "pt-PT" ? ptPT : banks[code];
      expect(base.formal, code).toBeDefined();
      // The informal bank really is informal, so the pattern can fail.
      expect(
        [...Object.values(base.cta), ...Object.values(base.angles).flat(), ...base.tones.friendly.leads].some((s) =>
          pattern.test(s),
        ),
        `${code} informal`,
      ).toBe(true);
      const formal = bankFor(
        { ...workshop, tone: "Professional", ...(code === "pt-PT" ? { locale: "pt-PT" } : {}) },
        base.code,
      );
      for (const s of formalStrings(formal)) expect(pattern.test(s), `${code}: ${s}`).toBe(false);
      const file = lexicon[code];
      expect(file.factsFormal, code).toBeDefined();
      const facts = file.factsFormal!;
      const factStrings = [
        ...facts.place,
        ...facts.price,
        ...facts.hours,
        ...Object.values(facts.offers).flatMap((o) => [...o.lines, ...(o.cta ? [o.cta] : [])]),
      ];
      for (const s of factStrings) expect(pattern.test(s), `${code} facts: ${s}`).toBe(false);
      // Same slots as the informal templates: {place}, {price}, {hours}, and {n} wherever the informal one has it.
      for (const slot of ["place", "price", "hours"] as const)
        for (const t of facts[slot]) expect(t, `${code} ${slot}`).toContain(`{${slot}}`);
      const discount = file.facts.offers.discount;
      expect(facts.offers.discount.lines.every((l) => l.includes("{n}"))).toBe(
        discount.lines.every((l) => l.includes("{n}")),
      );
      expect(facts.offers.discount.cta ?? "", code).toMatch(/\{(n|zhe)\}/u);
      // Same templates, same placeholders.
      for (const kind of Object.keys(file.facts.offers) as (keyof typeof facts.offers)[])
        expect(Boolean(facts.offers[kind]?.cta), `${code} ${kind}`).toBe(Boolean(file.facts.offers[kind].cta));
      if (code !== "zh")
        for (const [id, c] of Object.entries(file.categories))
          expect(pattern.test(c.ctaFormal ?? ""), `${code} ${id}: ${c.ctaFormal}`).toBe(false);
    }
  });

  it("writes a Professional campaign formally and a Friendly one informally, in every such language", async () => {
    const offer = { kind: "freeConsultation" as const };
    for (const [code, pattern] of Object.entries(informal) as [LanguageCode | "pt-PT", RegExp][]) {
      const language = code === "pt-PT" ? "pt" : code;
      const brief = {
        ...workshop,
        offer,
        languages: [language],
        ...(code === "pt-PT" ? { locale: "pt-PT" as const } : {}),
      };
      for (const tone of formalTones) {
        const words = await withWords(source, { ...brief, tone });
        const { items } = await templateEngine.generate(words, null, `register-${tone}`);
        for (const i of items) {
          const text = [i.title, i.body, i.cta, i.variant?.title, i.variant?.body, i.variant?.cta].join(" ");
          expect(pattern.test(text), `${code} ${tone} ${i.platform}: ${text}`).toBe(false);
        }
      }
      const casual = await withWords(source, { ...brief, tone: "Friendly & Casual" });
      const { items } = await templateEngine.generate(casual, null, "register-casual");
      expect(
        items.some((i) => pattern.test(`${i.title} ${i.body} ${i.cta}`)),
        `${code} friendly`,
      ).toBe(true);
    }
  });
});
