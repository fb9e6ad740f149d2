import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { categoryIds, categoryIntent, CategoryList, offerUnits } from "@common/categories";
import { copyViolations, graphemeCount } from "@common/copy";
import { GenerationResult, offerKinds } from "@common/generation";
import { languageCodes, type LanguageCode } from "@common/languages";
import { platformIds } from "@common/platforms";
import { banks, ptPT } from "../../copywriting/banks";
import { claimsIn, languageMismatch, supportOf } from "../../copywriting/claims";
import { detectCategory, offerWords, type LexiconFile } from "../../copywriting/lexicon";
import { templateEngine } from "../../copywriting/template-engine";
import { sharedShare } from "../../copywriting/phrase-copy";
import type { CopyBrief } from "../../copywriting/types";
import { lexiconSource, withWords } from "../../services/assets/lexicon";
import { portugueseLocale } from "../../copywriting/locale";
import { formatHours } from "../../copywriting/hours";
import type { GeneratedCopyItem } from "@common/copy";
import { dentist } from "./audit-briefs";
import { createUser, testPhoto } from "../factories";
import { call, expectBody, expectError } from "../helpers";
import { unzip } from "../unzip";
import { languageLexicons, lexiconFiles } from "./lexicon-files";

/**
 * The category lexicon (issue 27, deliverable 1; decision 027): 222 categories of small business in all 20 languages,
 * read from the static assets, detected from a brief in any language, naming what is sold in every language's copy;
 * and the brief's facts (deliverable 2), stated with each language's own templates.
 */
const lexicon = languageLexicons;
/** European Portuguese's words, beside Brazil's (pt.json). */
const european = lexiconFiles["pt-PT"];
/** Every file: a language's, and European Portuguese's as `pt-PT`. */
const everyFile: [string, LanguageCode, LexiconFile][] = [
  ...languageCodes.map((code) => [code, code, lexicon[code]] as [string, LanguageCode, LexiconFile]),
  ["pt-PT", "pt", european],
];
const gendered = new Set(["de", "fr", "es", "it", "pt", "pl", "ru", "ar", "he", "hi", "nl", "sv", "da", "no"]);
const formal = new Set(["de", "fr", "es", "it", "pt", "nl", "pl", "ru", "tr"]);
const noSupport = supportOf({
  businessType: "Other",
  tone: "Professional",
  targetAudience: "x",
  productDescription: "x",
  platforms: ["facebook"],
  languages: ["en"],
  briefLanguage: "en",
});

describe("the category lexicon's data", () => {
  it("holds every category in all 20 languages, each string within the slot it fills", () => {
    expect(Object.keys(lexicon).sort()).toEqual([...languageCodes].sort());
    expect(european?.language).toBe("pt");
    expect(categoryIds.length).toBeGreaterThanOrEqual(200);
    const problems: string[] = [];
    for (const [name, code, file] of everyFile) {
      expect(Object.keys(file.categories).sort(), name).toEqual([...categoryIds].sort());
      for (const id of categoryIds) {
        const c = file.categories[id];
        const at = `${name}.${id}`;
        if (graphemeCount(c.noun) > 25) problems.push(`${at} noun`);
        if (graphemeCount(c.offer) > 30) problems.push(`${at} offer`);
        if (graphemeCount(c.cta) > 28 || (c.ctaFormal && graphemeCount(c.ctaFormal) > 28)) problems.push(`${at} cta`);
        if (c.audience.length < 2 || c.audience.some((a) => graphemeCount(a) > 30)) problems.push(`${at} audience`);
        if (c.hashtags.length < 5 || c.hashtags.length > 8) problems.push(`${at} hashtags`);
        if (gendered.has(code) !== Boolean(c.gender)) problems.push(`${at} gender`);
        if (formal.has(code) !== Boolean(c.ctaFormal)) problems.push(`${at} ctaFormal`);
        if (c.keywords.some((k) => k !== k.toLocaleLowerCase(code))) problems.push(`${at} keywords`);
      }
      for (const kind of offerKinds)
        expect(file.facts.offers[kind]?.lines.length, `${name} ${kind}`).toBeGreaterThan(0);
      // Headlines of the place: {place} once, no full stop, room for a place in Facebook's 40 (round 42).
      const heads = file.facts.placeTitles ?? [];
      if (heads.length < 2) problems.push(`${name} placeTitles`);
      for (const h of heads)
        if (
          h.split("{place}").length !== 2 ||
          /[.。।!?！？]$/u.test(h) ||
          graphemeCount(h.replace("{place}", "").replace("{brand}", "")) > 22
        )
          problems.push(`${name} placeTitle: ${h}`);
      // Every call to action of an offer fits a button (≤ 28 with "15" for {n}), in both registers, and every unit
      // the categories' offers are said of has its sentences.
      for (const facts of [file.facts, ...(file.factsFormal ? [file.factsFormal] : [])]) {
        const ctas = [
          ...Object.values(facts.offers).map((o) => o.cta),
          ...Object.values(facts.units ?? {}).map((u) => u.discountCta),
        ];
        for (const cta of ctas)
          if (cta && graphemeCount(cta.replace(/\{n\}|\{zhe\}/gu, "15")) > 28)
            problems.push(`${name} offer cta: ${cta}`);
        // A price said of what is sold ("{product}: {price}."), once each; Finnish, whose offers are partitives, says
        // the price alone.
        if (code === "fi") expect(facts.priceOf, name).toBeUndefined();
        else
          expect(facts.priceOf?.match(/\{product\}|\{price\}/gu)?.sort(), `${name} priceOf`).toEqual([
            "{price}",
            "{product}",
          ]);
        expect(Object.keys(facts.units ?? {}).sort(), `${name} units`).toEqual([...offerUnits].sort());
        for (const [unit, u] of Object.entries(facts.units ?? {}))
          if (!/\{(n|zhe)\}/u.test(u.discount) || !/\{(n|zhe)\}/u.test(u.discountCta))
            problems.push(`${name} ${unit}: {n}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives the offer in every case its bank's statements ask for, in every category, and only there", () => {
    const problems: string[] = [];
    for (const [name, code, file] of everyFile) {
      const bank = name === "pt-PT" ? ptPT : banks[code];
      const asked = new Set(
        JSON.stringify([bank.angles, bank.reddit, bank.pinterest, bank.formal ?? {}])
          .match(/\{product:\w+\}/gu)
          ?.map((m) => m.slice(9, -1)),
      );
      for (const id of categoryIds) {
        const forms = file.categories[id].offerForms ?? {};
        for (const form of asked) if (!forms[form]?.trim()) problems.push(`${name}.${id}: no ${form}`);
        // A form is the offer's own words inflected, each conjunct with its own possessive where the case needs one
        // ("unseren Gelnägeln und unserer Nailart"): at most 40 graphemes.
        for (const [form, text] of Object.entries(forms))
          if (!asked.has(form) || graphemeCount(text) > 40) problems.push(`${name}.${id}.${form}: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("names the business, what it sells and the call to action without a claim, in its own language's script", () => {
    const problems: string[] = [];
    for (const [name, code, file] of everyFile)
      for (const id of categoryIds) {
        const c = file.categories[id];
        // The words that name the business and what it sells, and the call to action, never claim; of the audiences
        // and hashtags (which the engine picks from, leaving out any that claims) most do not.
        const claims = (text: string) => claimsIn(text, code, noSupport).length > 0;
        for (const [field, text] of [
          ["noun", c.noun],
          ["offer", c.offer],
          ["cta", c.cta],
        ] as const)
          if (claims(text)) problems.push(`${name}.${id}.${field}: "${text}"`);
        if (c.audience.every(claims)) problems.push(`${name}.${id}.audience: every phrase claims`);
        if (c.hashtags.filter((h) => !claims(h)).length < 4)
          problems.push(`${name}.${id}.hashtags: fewer than 4 free of claims`);
        const mismatch = languageMismatch([c.noun, c.offer, c.cta, ...c.audience].join(". "), code);
        if (mismatch) problems.push(`${name}.${id}: ${mismatch}`);
      }
    expect(problems).toEqual([]);
  });
});

describe("detecting the category from a brief", () => {
  const briefs: [LanguageCode, string, string][] = [
    ["pt", "Pão de massa-mãe e pastéis de nata feitos todas as manhãs em Alfama", "bakery"],
    ["ja", "京都の工房で、ろくろを使った陶芸体験教室を開いています", "pottery_class"],
    ["de", "Fahrradreparatur und Inspektion für Pendler in Kreuzberg", "bike_repair"],
    ["ar", "عطور عود فاخرة ومسك من دار عطور في دبي", "perfumery"],
    ["en", "Texas brisket and pulled pork smoked low and slow, served from our truck", "barbecue"],
    ["pl", "Biuro rachunkowe: księgowość, kadry i płace dla małych firm", "accountant"],
    ["hi", "मुंबई में योग कक्षाएं, शुरुआती और अनुभवी दोनों के लिए", "yoga_studio"],
    ["sv", "Handgjorda möbler i massiv ek från vår snickeriverkstad", "furniture_maker"],
  ];
  it.each(briefs)("reads a %s brief as its category", (language, productDescription, expected) => {
    const found = detectCategory({ productDescription }, [lexicon[language], lexicon.en]);
    expect(found?.id).toBe(expected);
  });

  it("finds nothing in words that name no kind of business", () => {
    expect(detectCategory({ productDescription: "Something for everyone" }, [lexicon.en])).toBeNull();
  });
});

/** A brief of the Lisbon bakery, in Portuguese, with its facts. */
const bakery: CopyBrief = {
  businessType: "Restaurant/Food Service",
  tone: "Friendly & Casual",
  brandName: "Padaria Estrela",
  productDescription: "Pão de massa-mãe e pastéis de nata feitos todas as manhãs",
  targetAudience: "vizinhos e turistas",
  place: "Alfama, Lisboa",
  platforms: [...platformIds],
  languages: [...languageCodes],
  briefLanguage: "pt",
};

describe("copy from the lexicon's words", () => {
  const source = lexiconSource(env);

  it("names what is sold in every language, asks with the category's own call to action and states the place", async () => {
    const brief = await withWords(source, bakery);
    expect(brief.category).toBe("bakery");
    const { items } = await templateEngine.generate(brief, null, "lexicon-1");
    for (const code of languageCodes) {
      // A bakery in Lisbon gets Portugal's Portuguese.
      const words = (code === "pt" ? european : lexicon[code]).categories.bakery;
      const mine = items.filter((i) => i.language === code);
      expect(mine.length, code).toBeGreaterThan(0);
      // Not the business type's stock noun ("our menu"): the bakery's.
      const stock = (code === "pt" ? ptPT : banks[code]).business.restaurant.offer;
      expect(
        mine.some((i) => `${i.title} ${i.body}`.includes(stock)),
        `${code} says ${stock}`,
      ).toBe(false);
      // In the brief's own language (pt) the owner's words name it; every other language names it with its own.
      const named = mine.filter((i) => `${i.title} ${i.body}`.includes(words.offer) || i.body.includes(words.noun));
      if (code !== bakery.briefLanguage) expect(named.length, `${code} names ${words.offer}`).toBeGreaterThan(0);
      else
        expect(
          mine.some((i) => `${i.title} ${i.body}`.includes("massa-mãe")),
          "pt says the owner's words",
        ).toBe(true);
      // The bakery asks to visit: every language's call to action is the category's, with its object.
      if (code !== "pt") for (const i of mine) expect(i.cta, `${code} ${i.platform}`).toBe(words.cta);
      // The place is a name, stated in every language by its own template.
      const bodies = mine.filter((i) => i.platform === "facebook" || i.platform === "pinterest");
      expect(
        bodies.some((i) => i.body.includes("Alfama, Lisboa")),
        code,
      ).toBe(true);
      expect(categoryIntent("bakery")).toBe("visit");
    }
  });

  it("carries an offer into every language's call to action, and says free only then", async () => {
    const brief = await withWords(source, {
      ...bakery,
      businessType: "Professional Services",
      brandName: "Kancelaria Nowak",
      productDescription: "Biuro rachunkowe: księgowość, kadry i płace dla małych firm",
      targetAudience: "właściciele małych firm",
      briefLanguage: "pl",
      place: "Warszawa",
      offer: { kind: "freeConsultation" },
    });
    expect(brief.category).toBe("accountant");
    const { items } = await templateEngine.generate(brief, null, "lexicon-2");
    for (const code of languageCodes) {
      const offer = lexicon[code].facts.offers.freeConsultation;
      const mine = items.filter((i) => i.language === code);
      for (const i of mine) expect(i.cta, `${code} ${i.platform}`).toBe(offer.cta);
      // The offer is said once: by a call to action that says it whole ("Book a free consultation"), else by its
      // sentence ("Первая консультация — бесплатно." before "Запишитесь на консультацию").
      const ctaSaysFree = claimsIn(offer.cta!, code, noSupport).length > 0;
      expect(
        mine.some((i) => i.body.includes(offer.lines[0]!)),
        code,
      ).toBe(!ctaSaysFree);
    }
    // Without the offer, no language says free.
    const plain = await withWords(source, { ...brief, offer: undefined, category: undefined });
    const { items: without } = await templateEngine.generate(plain, null, "lexicon-2");
    const support = supportOf(plain);
    for (const i of without)
      expect(claimsIn(`${i.title} ${i.body} ${i.cta}`, i.language, support), `${i.language} ${i.platform}`).toEqual([]);
  });
});

describe("GET /api/categories and the generator's category", () => {
  it("lists every category named in the language asked for", async () => {
    const de = await expectBody(await call("/api/categories?language=de"), 200, CategoryList);
    expect(de.total).toBe(categoryIds.length);
    expect(de.categories.find((c) => c.id === "bike_repair")?.name).toBe(lexicon.de.categories.bike_repair.name);
    const en = await expectBody(await call("/api/categories"), 200, CategoryList);
    expect(en.language).toBe("en");
    await expectError(await call("/api/categories?language=xx"), 400, "VALIDATION_FAILED");
  });

  it("takes a category and the facts with a concept, stores them and refuses ones it does not know", async () => {
    const { auth } = await createUser({ plan: "pro", conceptsLimit: 10 });
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      body.set("image", new Blob([testPhoto(400, 300)], { type: "image/jpeg" }), "p.jpg");
      const base = {
        businessType: "Beauty/Wellness",
        tone: "Friendly & Casual",
        targetAudience: "beginners",
        productDescription: "Morning classes in a bright studio by the river",
        platforms: '["facebook","instagram","pinterest"]',
        languages: '["en","de"]',
      };
      for (const [k, v] of Object.entries({ ...base, ...fields })) body.set(k, v);
      return call("/api/ai/generate-copy", { method: "POST", body, headers: auth });
    };
    const made = await expectBody(
      await form({ category: "yoga_studio", place: "Södermalm", offer: '{"kind":"firstFree"}' }),
      200,
      GenerationResult,
    );
    expect(made.concept.businessContext).toMatchObject({
      category: "yoga_studio",
      place: "Södermalm",
      offer: { kind: "firstFree" },
    });
    const de = made.generatedCopy.filter((i) => i.language === "de");
    // A first class free is said by its sentence; the call to action names what to book, the yoga studio's own.
    for (const i of de) expect(i.cta, i.platform).toBe(lexicon.de.categories.yoga_studio.cta);
    // The first time free, said of what the category sells where the lexicon has it ("Deine erste Stunde …").
    const firstFree = offerWords(lexicon.de.facts, { kind: "firstFree" }, "yoga_studio")!.lines;
    expect(de.some((i) => firstFree.some((l) => i.body.includes(l)))).toBe(true);
    expect(de.some((i) => i.body.includes("Södermalm"))).toBe(true);
    const row = await env.DB.prepare("SELECT business_context FROM ad_concepts WHERE id = ?")
      .bind(made.concept.id)
      .first<string>("business_context");
    expect(JSON.parse(row!)).toMatchObject({ category: "yoga_studio" });

    // The ZIP's copy file carries each language's B under its own heading.
    const stored = made.generatedCopy.find((i) => i.variant)!;
    expect(stored.variant?.angle).toBe("offer");
    const zip = await call(`/api/concepts/${made.concept.id}/download`, { headers: auth });
    expect(zip.status).toBe(200);
    const files = unzip(new Uint8Array(await zip.arrayBuffer()));
    const copy = new TextDecoder().decode(files.get(`${stored.platform}/copy.txt`));
    expect(copy).toContain(`### Variant B (offer)`);
    expect(copy).toContain(stored.variant!.body);

    await expectError(await form({ category: "spaceship_dealer" }), 400, "VALIDATION_FAILED", /category/);
    await expectError(await form({ offer: '{"kind":"discount"}' }), 400, "VALIDATION_FAILED", /per cent/);
    await expectError(await form({ offer: '{"kind":"lifetime"}' }), 400, "VALIDATION_FAILED", /offer/);
  }, 60_000);
});

describe("European Portuguese for a brief from Portugal", () => {
  const source = lexiconSource(env);

  it("reads the variety from the brief's place and words, and writes with Portugal's bank and words", async () => {
    expect(portugueseLocale(bakery)).toBe("pt-PT");
    expect(
      portugueseLocale({
        ...bakery,
        place: "Vila Madalena, São Paulo",
        productDescription: "Pão de fermentação natural e café da manhã",
      }),
    ).toBe("pt-BR");
    expect(portugueseLocale({ ...bakery, locale: "pt-BR" })).toBe("pt-BR");
    // An English brief from Lisbon gets Portugal's Portuguese too.
    expect(portugueseLocale({ ...bakery, productDescription: "Sourdough bread", place: "Lisbon" })).toBe("pt-PT");

    const brief = await withWords(source, {
      ...bakery,
      briefLanguage: "en",
      productDescription: "Sourdough bread and custard tarts",
      targetAudience: "neighbours",
      place: "Lisbon",
    });
    expect(brief.words?.pt?.category).toEqual(european.categories.bakery);
    const { items } = await templateEngine.generate(brief, null, "pt-pt-1");
    const pt = items.filter((i) => i.language === "pt");
    for (const i of pt) expect(i.cta, i.platform).toBe(european.categories.bakery.cta);
    const text = pt.map((i) => `${i.title} ${i.body}`).join(" ");
    // None of Brazil's forms: "você", "Oi", "pra", "Bora", "cadastr…", "baixe".
    expect(text).not.toMatch(/(?:^|[^\p{L}])(?:você|Oi|pra|Bora|cadastr\p{L}*|baixe)(?![\p{L}])/u);
    expect(text.toLocaleLowerCase("pt")).toContain(european.categories.bakery.offer.toLocaleLowerCase("pt"));
  });
});

describe("A/B variants in every language (issue 27, deliverable 4)", () => {
  const source = lexiconSource(env);

  it("gives nearly every platform with a body a B, half of them leading with the offer, within its limits, sharing at most 30 % of A's words", async () => {
    const brief = await withWords(source, { ...bakery, offer: { kind: "firstFree" } });
    const { items } = await templateEngine.generate(brief, null, "ab-1");
    const withBody = items.filter((i) => i.platform !== "tiktok" && i.platform !== "snapchat");
    const support = supportOf(brief);
    const problems: string[] = [];
    for (const i of withBody) {
      if (!i.variant) continue;
      const at = `${i.language} ${i.platform}`;
      const share = sharedShare(`${i.title} ${i.body}`, `${i.variant.title} ${i.variant.body}`, i.language);
      if (share > 0.3) problems.push(`${at} shares ${share.toFixed(2)}`);
      if (!["offer", "place", "audience", "product"].includes(i.variant.angle))
        problems.push(`${at} leads with ${i.variant.angle}`);
      const b = { ...i, title: i.variant.title, body: i.variant.body };
      problems.push(...unstatedAngle(brief, i).map((p) => `${at}: ${p}`));
      problems.push(...copyViolations(b).map((p) => `${at}: ${p}`));
      problems.push(...claimsIn(`${b.title} ${b.body}`, i.language, support).map((c) => `${at} claims ${c.text}`));
    }
    // Round 33: a German offer B under "Hallo, hier ist Clínica Dental Olivo" (the offer's sentence too long for
    // Facebook's headline) never said the free consultation. Its body says it then, or its call to action does.
    const formal = await withWords(source, dentist);
    for (const i of (await templateEngine.generate(formal, null, "audit-madrid-dentist")).items)
      problems.push(...unstatedAngle(formal, i).map((p) => `dentist ${i.language} ${i.platform}: ${p}`));
    expect(problems).toEqual([]);
    // Each language has its B on at least eight in ten of its platforms; the offer, the place and the other angle take
    // turns, the offer twice as often (the round-25 readers found every B of a set leading with its place).
    for (const code of languageCodes) {
      const mine = withBody.filter((i) => i.language === code);
      expect(mine.filter((i) => i.variant).length / mine.length, code).toBeGreaterThanOrEqual(0.8);
      const angles = mine.flatMap((i) => (i.variant ? [i.variant.angle] : []));
      const offers = angles.filter((a) => a === "offer").length;
      expect(offers, `${code}: ${angles}`).toBeGreaterThanOrEqual(Math.floor(angles.length / 2) - 1);
      expect(offers, `${code}: ${angles}`).toBeLessThanOrEqual(Math.ceil(angles.length / 2) + 1);
      expect(angles, code).toContain("place");
    }
    // Without an offer the place and the other of audience and product take turns.
    const placed = await templateEngine.generate(await withWords(source, bakery), null, "ab-2");
    for (const code of languageCodes) {
      const angles = placed.items.flatMap((i) => (i.language === code && i.variant ? [i.variant.angle] : []));
      const places = angles.filter((a) => a === "place").length;
      // 2 before decision 052: with one general sentence a body, an audience B of a brief with no facts beside its
      // place and no traits shares more of A's words, and the place's B takes its turn (French: 5 of 7).
      expect(Math.abs(2 * places - angles.length), `${code}: ${angles}`).toBeLessThanOrEqual(3);
      expect(
        angles.every((a) => a === "place" || a === "audience" || a === "product"),
        code,
      ).toBe(true);
    }
    const plain = await templateEngine.generate(await withWords(source, { ...bakery, place: undefined }), null, "ab-3");
    const angles = new Set(plain.items.flatMap((i) => (i.variant ? [i.variant.angle] : [])));
    expect([...angles].every((a) => a === "audience" || a === "product")).toBe(true);
  });
});

/** What a B of the offer's or the place's angle leaves unsaid: the offer (in its headline or body), the place. */
function unstatedAngle(brief: CopyBrief, i: GeneratedCopyItem): string[] {
  const v = i.variant;
  if (!v) return [];
  // The body ends with its call to action except where the ad shows it as a button: the button alone is not enough.
  const text = `${v.title}\n${v.body}`;
  if (v.angle === "place" && !text.includes(brief.place!))
    return [`a place B without the place: ${v.title} / ${v.body}`];
  if (v.angle !== "offer") return [];
  const words = offerWords(brief.words![i.language]!.facts, brief.offer!, brief.category)!;
  const said = [...words.lines.map((l) => l.replace(/[.。!！।]$/u, "")), ...(words.cta ? [words.cta] : [])];
  return said.some((w) => text.includes(w))
    ? []
    : [`an offer B that never says the offer: ${v.title} / ${v.body} / ${v.cta}`];
}

describe("opening hours as each language writes them", () => {
  it("writes a bare range the language's way and leaves any other hours as typed", () => {
    expect(formatHours("7–22", "en")).toBe("7am–10pm");
    expect(formatHours("9:30-18", "en")).toBe("9:30am–6pm");
    expect(formatHours("7–22", "fr")).toBe("de 7 h à 22 h");
    expect(formatHours("11:00–21:00", "de")).toBe("von 11 bis 21 Uhr");
    expect(formatHours("7-22", "fi")).toBe("klo 7–22");
    expect(formatHours("11:00–21:00", "ja")).toBe("11:00〜21:00");
    expect(formatHours("7–22", "tr")).toBe("07:00–22:00");
    expect(formatHours("Tue–Sun 8–18", "de")).toBe("Tue–Sun 8–18");
    expect(formatHours("25–30", "en")).toBe("25–30");
  });

  it("states hours written another way without the validator taking '10pm' for a number the brief never gave", async () => {
    const brief = await withWords(lexiconSource(env), { ...bakery, hours: "7–22", languages: ["en", "fr"] });
    const { items } = await templateEngine.generate(brief, null, "hours-1");
    expect(items.some((i) => i.language === "en" && i.body.includes("7am–10pm"))).toBe(true);
    expect(items.some((i) => i.language === "fr" && i.body.includes("de 7 h à 22 h"))).toBe(true);
  });
});

describe("a bank's mends", () => {
  it("joins Arabic's ل to an audience with its article as the language writes it (للمبتدئين, never لالمبتدئين)", async () => {
    const source = lexiconSource(env);
    const texts: string[] = [];
    for (const category of ["surf_school", "cheese_shop", "yoga_studio", "barber"] as const)
      for (const seed of Array.from({ length: 6 }, (_, n) => `m${n}`)) {
        const brief = await withWords(source, { ...bakery, category, languages: ["ar"] });
        const { items } = await templateEngine.generate(brief, null, seed);
        texts.push(...items.flatMap((i) => [i.title, i.body, i.variant?.title ?? "", i.variant?.body ?? ""]));
      }
    // The article's ال after ل: the mend writes it لل, as Arabic does.
    expect(texts.some((t) => /(?:^|\s)لل\p{L}/u.test(t))).toBe(true);
    expect(texts.filter((t) => /(?:^|\s)لال/u.test(t))).toEqual([]);
  });
});
