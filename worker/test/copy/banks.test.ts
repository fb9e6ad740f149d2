import { describe, expect, it } from "vitest";
import { graphemeCount, platformSupportsLanguage } from "@common/copy";
import { platformIds } from "@common/platforms";
import {
  bankFor,
  banks,
  forKind,
  knownSaleTag,
  ptPT,
  SALE_KIND_TAG,
  saleKindOf,
  saleOf,
} from "../../copywriting/banks";
import { inRegister } from "../../copywriting/register";
import { ctaIntents } from "../../copywriting/banks/types";
import { claimWords, hasClaimWord } from "./claim-words";

const PLACEHOLDER = /\{(\w+)\}/g;
const EMOJI = /\p{Extended_Pictographic}/u;
const platformsOf = (code: string) => platformIds.filter((p) => platformSupportsLanguage(p, code));

/** Every string a bank holds, with where it sits. */
function strings(bank: (typeof banks)[keyof typeof banks]): [string, string][] {
  const out: [string, string][] = [];
  const walk = (v: unknown, path: string) => {
    if (typeof v === "string") out.push([path, v]);
    else if (Array.isArray(v)) for (const [i, x] of v.entries()) walk(x, `${path}[${i}]`);
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
  };
  const { intentWords: _, code: __, ...rest } = bank;
  walk(rest, bank.code);
  return out;
}

describe.each(Object.values(banks))("phrase bank $code", (bank) => {
  it("has every business type's vocabulary within its lengths", () => {
    for (const [key, b] of Object.entries(bank.business)) {
      expect(graphemeCount(b.noun), `${key}.noun`).toBeLessThanOrEqual(25);
      expect(graphemeCount(b.offer), `${key}.offer`).toBeLessThanOrEqual(30);
      expect(graphemeCount(b.audience), `${key}.audience`).toBeLessThanOrEqual(30);
      expect(b.hashtags.length, `${key}.hashtags`).toBeGreaterThanOrEqual(5);
    }
  });

  it("says every call-to-action intent natively, whole and short", () => {
    for (const intent of ctaIntents) {
      const phrase = bank.cta[intent];
      expect(phrase.length, intent).toBeGreaterThan(0);
      expect(graphemeCount(phrase), intent).toBeLessThanOrEqual(28);
      expect(phrase, intent).not.toMatch(/[.!?。！？।]$/u);
      expect(bank.intentWords[intent].length, intent).toBeGreaterThan(0);
      for (const w of bank.intentWords[intent]) expect(w, intent).toBe(w.toLocaleLowerCase(bank.code));
    }
    expect(bank.ctaSentence).toContain("{cta}");
  });

  it("has headlines for each platform's voice, concept angles, body angles and tone leads", () => {
    for (const p of platformsOf(bank.code))
      expect((bank.titles as Record<string, string[] | undefined>)[p]?.length ?? 0, p).toBeGreaterThanOrEqual(4);
    for (const list of Object.values(bank.conceptTitles)) expect(list.length).toBeGreaterThanOrEqual(2);
    for (const list of Object.values(bank.angles)) expect(list.length).toBeGreaterThanOrEqual(3);
    for (const [tone, t] of Object.entries(bank.tones)) {
      expect(t.leads.length, tone).toBe(2);
      expect(t.titles.length, tone).toBe(2);
      for (const lead of t.leads) expect(lead, tone).not.toMatch(PLACEHOLDER);
    }
  });

  it("uses only the three placeholders, no ellipsis and no emoji", () => {
    for (let [path, s] of strings(bank)) {
      // A case form of the product ("{product:dat}") only in a statement or an opener, which are left out where the
      // lexicon has no such form (lexicon.test.ts holds the forms).
      for (const [, form] of s.matchAll(/\{product:(\w+)\}/gu))
        expect(path, `${s}: {product:${form}}`).toMatch(/^\w+(\.formal)?\.(angles\.\w+|reddit|pinterest)\[/u);
      s = s.replace(/\{product:\w+\}/gu, "{product}");
      // Pinterest's keyword line names the category too.
      for (const [, name] of s.matchAll(PLACEHOLDER))
        expect(
          [
            "brand",
            "product",
            "audience",
            "cta",
            ...(/(^|\.)(pinterest|selfNaming)\[/u.test(path) ? ["category"] : []),
          ],
          `${path}: ${s}`,
        ).toContain(name);
      expect(s, path).not.toMatch(/…|\.\.\./u);
      expect(EMOJI.test(s), `${path}: ${s}`).toBe(false);
    }
  });

  it("leaves room for a short name in the shortest headline limits", () => {
    for (const t of bank.titles.snapchat) {
      const bare = t.replace(PLACEHOLDER, "");
      expect(graphemeCount(bare), t).toBeLessThanOrEqual(22);
    }
  });

  it("writes TikTok ad text without '#', '@' or emoji, with room for a name in the shorter Asian limit", () => {
    for (const t of bank.titles.tiktok) {
      expect(t, t).not.toMatch(/[#@]/u);
      expect(EMOJI.test(t), t).toBe(false);
      // A hook and what it is: every TikTok text names the product or the brand.
      expect(t, t).toMatch(/\{(product|brand)\}/u);
      const bare = graphemeCount(t.replace(PLACEHOLDER, ""));
      if (["ja", "ko", "zh"].includes(bank.code)) expect(bare, t).toBeLessThanOrEqual(30);
      else expect(bare, t).toBeLessThanOrEqual(60);
    }
    // Instagram's headline sits under a photo: short, with room for a name within 40.
    for (const t of bank.titles.instagram) expect(graphemeCount(t.replace(PLACEHOLDER, "")), t).toBeLessThanOrEqual(24);
  });

  it("makes no claim of its own", () => {
    const words = claimWords[bank.code];
    expect(words, `claim words for ${bank.code}`).toBeDefined();
    for (const [path, s] of strings(bank))
      for (const w of words!)
        expect(hasClaimWord(s, w, bank.code), `${path}: "${s}" has the claim word "${w}"`).toBe(false);
  });
});

describe("statements said of one kind of sale only (round 12, issue 27)", () => {
  const all = [...Object.values(banks), ptPT].flatMap((b) => [b, inRegister(b, true)]);

  it("tags a statement only with kinds and units, at its start, and leaves every angle 3 statements for each kind", () => {
    for (const bank of all) {
      for (const [angle, list] of Object.entries(bank.angles))
        for (const t of list)
          if (t.includes("[")) {
            const tag = SALE_KIND_TAG.exec(t)?.[1];
            expect(tag !== undefined && knownSaleTag(tag), `${bank.code}.angles.${angle}: ${t}`).toBe(true);
          }
      for (const kind of ["goods", "services", null] as const)
        for (const [angle, list] of Object.entries(forKind(bank, kind).angles)) {
          expect(list.length, `${bank.code} ${kind} ${angle}`).toBeGreaterThanOrEqual(3);
          for (const t of list) expect(t, `${bank.code} ${kind} ${angle}`).not.toMatch(/^\[/u);
        }
    }
  });

  it("gives a cheese shop the goods statements and a dentist the services ones, a brief without a category neither", () => {
    expect(saleKindOf("cheese_shop")).toBe("goods");
    expect(saleKindOf("florist")).toBe("goods");
    expect(saleKindOf("dentist")).toBe("services");
    expect(saleKindOf("surf_school")).toBe("services");
    expect(saleKindOf(undefined)).toBeNull();
    expect(saleKindOf("no_such_category")).toBeNull();
    const bank = {
      ...banks.en,
      angles: {
        product: [
          "[goods] Come and taste {product}.",
          "[services] You can count on us for {product}.",
          "We offer {product}.",
        ],
        audience: banks.en.angles.audience,
        brand: banks.en.angles.brand,
      },
    };
    expect(forKind(bank, "goods").angles.product).toEqual(["Come and taste {product}.", "We offer {product}."]);
    expect(forKind(bank, "services").angles.product).toEqual([
      "You can count on us for {product}.",
      "We offer {product}.",
    ]);
    expect(forKind(bank, null).angles.product).toEqual(["We offer {product}."]);
    // A statement may name units: a dentist's appointments are booked, a public sauna's sessions are not.
    const booked = {
      ...bank,
      angles: {
        ...bank.angles,
        product: [...bank.angles.product, "[appointment,lesson] We'll find you a time for {product}."],
      },
    };
    expect(forKind(booked, saleOf("dentist")).angles.product).toContain("We'll find you a time for {product}.");
    expect(forKind(booked, saleOf("surf_school")).angles.product).toContain("We'll find you a time for {product}.");
    expect(forKind(booked, saleOf("sauna")).angles.product).not.toContain("We'll find you a time for {product}.");
    expect(forKind(booked, saleOf("sauna")).angles.product).toContain("You can count on us for {product}.");
    expect(knownSaleTag("appointment,goods")).toBe(true);
    expect(knownSaleTag("appointmnet")).toBe(false);
    // The same bank and kind is one object, so the engine's per-bank memos keep working.
    expect(forKind(bank, "goods")).toBe(forKind(bank, "goods"));
    // Through bankFor: a dentist's brief never gets a goods statement.
    const brief = {
      tone: "Professional" as const,
      category: "dentist",
      productDescription: "Check-ups",
      targetAudience: "families",
    };
    expect(bankFor(brief, "en")).toBe(forKind(inRegister(banks.en, true), saleOf("dentist")));
  });
});
