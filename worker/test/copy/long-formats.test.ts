import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { GeneratedCopyItem } from "@common/copy";
import type { LanguageCode } from "@common/languages";
import { bankFor, SALE_KIND_TAG } from "../../copywriting/banks";
import { copyFor, firstPersonPossessive, newUsedText } from "../../copywriting/phrase-copy";
import { portugueseLocale } from "../../copywriting/locale";
import { itemProblems } from "../../copywriting/claims";
import { templateEngine } from "../../copywriting/template-engine";
import type { CopyBrief } from "../../copywriting/types";
import { lexiconSource, withWords } from "../../services/assets/lexicon";
import { all, barber as barberWithCta, dentist, sauna, surf } from "./audit-briefs";

/** The barber without the owner's call to action. */
const { callToAction: _, ...barber } = barberWithCta;

/**
 * What the round-12 native readers found in the phrase library's long formats and names (issue 27): LinkedIn bodies of
 * one statement, YouTube giving up its second statement when another post had said the first it tried, every sentence
 * with the brand and the category's offer left out even where the offer says no "our", the category said twice
 * ("Gabinet stomatologiczny Clínica Dental Olivo"), and long-format bodies with no word for their audience because the
 * headline had named it.
 */
const source = lexiconSource(env);

/** A brief as the generator takes it: with its category's words and its Portuguese variety. */
const full = async (brief: CopyBrief) => ({ ...(await withWords(source, brief)), locale: portugueseLocale(brief) });

const written = new Map<CopyBrief, Promise<{ brief: CopyBrief; items: GeneratedCopyItem[] }>>();
/** A brief's copy in every language and platform, written once for the file (the audit's seed). */
function copyOf(brief: CopyBrief, seed: string) {
  let copy = written.get(brief);
  if (!copy)
    written.set(
      brief,
      (copy = (async () => {
        const b = await full(brief);
        return { brief: b, items: (await templateEngine.generate(b, null, seed)).items };
      })()),
    );
  return copy;
}

const cases = [
  [surf, "audit-porto-surf"],
  [dentist, "audit-madrid-dentist"],
  [barber, "audit-istanbul-barber"],
  [sauna, "audit-helsinki-sauna"],
] as const;

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
const sentencesOf = (text: string) => text.split(/(?<=[.!?。！？।؟])\s*/u).filter(Boolean);

/**
 * The statements a body says: its sentences that read as one of the language's statement templates (either register),
 * with anything in the placeholders, or as one of the brief's traits (decision 051) or its category's moments (053).
 */
function statementsIn(body: string, brief: CopyBrief, language: LanguageCode): string[] {
  const traits = ownLines(brief, language);
  const bank = bankFor(brief, language);
  const patterns = [...Object.values(bank.angles), ...Object.values(bank.formal?.angles ?? {})]
    .flat()
    .map((t) => t.replace(SALE_KIND_TAG, ""))
    .map(
      (t) =>
        new RegExp(
          `^${t
            .split(/\{\w+\}/u)
            .map(escaped)
            .join(".+?")}$`,
          "u",
        ),
    );
  return sentencesOf(body).filter((s) => traits.has(s) || patterns.some((p) => p.test(s.replace(/\u2060/gu, ""))));
}

/** The sentences of the brief's own: its traits' (decision 051) and its category's moments (decision 053). */
const ownLines = (brief: CopyBrief, language: LanguageCode) =>
  new Set([...(brief.words?.[language]?.traits?.flat() ?? []), ...(brief.words?.[language]?.category.moments ?? [])]);

describe("the long formats", () => {
  it("give every LinkedIn and YouTube body a statement, and no body more than one of the bank's general sentences", async () => {
    const counts: Record<"linkedin" | "youtube", number[]> = { linkedin: [], youtube: [] };
    const generals: string[] = [];
    for (const [brief, seed] of cases) {
      const { brief: b, items } = await copyOf(brief, seed);
      for (const i of items) {
        const traits = ownLines(b, i.language);
        // Decision 052: the readers of every language scored a set 2 where its bodies were made of general sentences;
        // a body, A or B, says at most one, and what else it says is the brief's.
        for (const body of [i.body, i.variant?.body ?? ""]) {
          const general = statementsIn(body, b, i.language).filter((s) => !traits.has(s));
          if (general.length > 1) generals.push(`${i.language} ${i.platform}: ${body}`);
        }
        if (i.platform !== "linkedin" && i.platform !== "youtube") continue;
        // Other languages only: the owner's own description stands as a statement in the brief's.
        if (i.language === brief.briefLanguage || i.language === "hi") continue;
        counts[i.platform].push(statementsIn(i.body, b, i.language).length);
        // The facts stay: a long format says the brief's place (unless another post took every wording of it) and
        // its offer or hours.
        expect(itemProblems(i, b), `${i.language} ${i.platform}`).toEqual([]);
      }
    }
    expect(generals).toEqual([]);
    const share = (xs: number[], n: number) => xs.filter((x) => x >= n).length / xs.length;
    // Every long-format body says something of the bank's or a trait beside the facts (1 and 0.99 measured), and
    // these briefs' traits give many a second (0.49 of both measured, where a general second sentence went before;
    // 0.40 once a body with a trait takes none of the general sentences, 0.396 after the round-32 mends of the banks).
    expect(share(counts.linkedin, 1)).toBeGreaterThanOrEqual(0.95);
    expect(share(counts.youtube, 1)).toBeGreaterThanOrEqual(0.95);
    expect(share([...counts.linkedin, ...counts.youtube], 2)).toBeGreaterThanOrEqual(0.35);
    for (const n of [...counts.linkedin, ...counts.youtube]) expect(n).toBeLessThanOrEqual(3);
  });

  it("tries YouTube's next statement when another post said the first it would take", async () => {
    const b = await full(sauna);
    for (const language of ["en", "es", "de", "it", "sv"] as const) {
      const first = copyFor(b, "youtube", language, "next-statement", newUsedText());
      const said = statementsIn(first.body, b, language);
      expect(said.length, `${language}: ${first.body}`).toBeGreaterThanOrEqual(2);
      // Another post of the concept said them all already: YouTube finds two others.
      const used = newUsedText();
      for (const s of said) used.sentences.add(s);
      const again = copyFor(b, "youtube", language, "next-statement", used);
      const others = statementsIn(again.body, b, language);
      expect(others.length, `${language}: ${again.body}`).toBeGreaterThanOrEqual(2);
      for (const s of others) expect(said, `${language}: ${again.body}`).not.toContain(s);
    }
  });

  it("leave the audience to the body, and name it a few times in a set, not in every post", async () => {
    const perSet: number[] = [];
    for (const [brief, seed] of cases) {
      const { brief: b, items } = await copyOf(brief, seed);
      const named = new Map<string, number>();
      for (const i of items) {
        const own = i.language === brief.briefLanguage;
        const audiences = own ? [brief.targetAudience] : (b.words?.[i.language]?.category.audience ?? []);
        const lower = (t: string) => t.toLocaleLowerCase(i.language);
        const names = (t: string) => audiences.some((a) => lower(t).includes(lower(a)));
        if (i.platform === "linkedin" || i.platform === "youtube")
          expect(
            audiences.filter((a) => lower(i.title).includes(lower(a))),
            `${i.language} ${i.platform}: ${i.title}`,
          ).toEqual([]);
        const texts = [i.title, i.body, i.variant?.title ?? "", i.variant?.body ?? ""];
        named.set(i.language, (named.get(i.language) ?? 0) + texts.filter(names).length);
      }
      perSet.push(...named.values());
    }
    // The round-30 readers counted "anyone with a big day ahead" eleven times in one set of ten posts (decision 052):
    // headlines, bodies and B variants together now name it three times where the concept's rules leave a choice,
    // and an audience B's headline says it once more (measured: a median of 5, at most 8, of 80 sets; a median of 8
    // and at most 12 in the audit's sets before).
    perSet.sort((x, y) => x - y);
    expect(perSet[Math.floor(perSet.length / 2)]).toBeLessThanOrEqual(5);
    expect(perSet.at(-1)).toBeLessThanOrEqual(8);
  });
});

describe("the brand beside the category's offer", () => {
  it("says what the brand offers where the offer holds no 'our' ('Berber Kemal ofrece cortes y afeitados')", async () => {
    const found: string[] = [];
    for (const [brief, seed] of cases) {
      const { brief: b, items } = await copyOf(brief, seed);
      for (const i of items) {
        // The owner's own first person (Reddit, Quora) may always; these are the other posts.
        if (i.language === brief.briefLanguage || i.platform === "reddit" || i.platform === "quora") continue;
        const offer = b.words?.[i.language]?.category.offer;
        if (!offer || firstPersonPossessive(offer, i.language)) continue;
        for (const s of [i.title, ...sentencesOf(i.body)])
          if (
            s.includes(brief.brandName!) &&
            s.toLocaleLowerCase(i.language).includes(offer.toLocaleLowerCase(i.language))
          )
            found.push(`${i.language} ${i.platform}: ${s}`);
      }
    }
    // Before: none outside the owner's first person.
    expect(found.length, found.slice(0, 5).join("\n")).toBeGreaterThanOrEqual(40);
  });

  it("still never has a brand in the third person own 'our' ('Onda Norte offers our surf lessons')", async () => {
    const faults: string[] = [];
    for (const [brief, seed] of cases) {
      const { brief: b, items } = await copyOf(brief, seed);
      const brand = escaped(brief.brandName!);
      // A label ("Onda Norte: our surf lessons", "Nos cours de surf | Onda Norte") lets the brand's own voice follow.
      const label = new RegExp(`^${brand}\\s?[:：|｜]|\\s[|｜]\\s${brand}$`, "u");
      for (const i of items) {
        if (i.language === brief.briefLanguage || i.platform === "reddit" || i.platform === "quora") continue;
        const offer = b.words?.[i.language]?.category.offer;
        if (!offer || !firstPersonPossessive(offer, i.language)) continue;
        for (const s of [i.title, ...sentencesOf(i.body)])
          if (
            s.includes(brief.brandName!) &&
            s.toLocaleLowerCase(i.language).includes(offer.toLocaleLowerCase(i.language)) &&
            !label.test(s)
          )
            faults.push(`${i.language} ${i.platform}: ${s}`);
      }
    }
    expect(faults).toEqual([]);
    expect(firstPersonPossessive("our surf lessons", "en")).toBe(true);
    expect(firstPersonPossessive("unsere Surfkurse", "de")).toBe(true);
    expect(firstPersonPossessive("fırınımız", "tr")).toBe(true);
    expect(firstPersonPossessive("cortes y afeitados", "es")).toBe(false);
    expect(firstPersonPossessive("sörf dersleri", "tr")).toBe(false);
  });
});

describe("the category before the brand", () => {
  it("is left out where the brand names it already, in the owner's language or the post's", async () => {
    const doubled: string[] = [];
    let brandFirst = 0;
    for (const [brief, seed] of [cases[1], cases[2], cases[3]]) {
      const { brief: b, items } = await copyOf(brief, seed);
      for (const i of items) {
        const label = b.words?.[i.language]?.category.name;
        if (!label) continue;
        const twice = new RegExp(`${escaped(label)}\\s*の?${escaped(brief.brandName!)}`, "iu");
        for (const t of [i.title, i.body]) if (twice.test(t)) doubled.push(`${i.language} ${i.platform}: ${t}`);
        // The pin's keyword line is kept, with the brand alone ("Clínica Dental Olivo zaprasza").
        if (
          i.platform === "pinterest" &&
          (i.language === "pl" || i.language === "ru") &&
          i.body.startsWith(brief.brandName!)
        )
          brandFirst++;
      }
    }
    expect(doubled).toEqual([]);
    expect(brandFirst).toBeGreaterThan(0);
  });

  it("is left out before the category's own noun, for a brief with no brand ('Piekarnia nasza piekarnia')", async () => {
    const bakery = await full({
      ...all,
      languages: ["pl", "ru", "pt", "ja"],
      businessType: "Restaurant/Food Service",
      tone: "Friendly & Casual",
      productDescription: "Sourdough bread and croissants baked every morning",
      targetAudience: "neighbours who start early",
      briefLanguage: "en",
    });
    expect(bakery.category).toBe("bakery");
    for (const seed of ["bakery-1", "bakery-2", "bakery-3"]) {
      const { items } = await templateEngine.generate(bakery, null, seed);
      for (const i of items) {
        const words = bakery.words![i.language]!.category;
        const twice = new RegExp(`${escaped(words.name)}\\s*の?${escaped(words.noun)}`, "iu");
        for (const t of [i.title, i.body]) expect(twice.test(t), `${i.language} ${i.platform}: ${t}`).toBe(false);
      }
    }
  });
});
