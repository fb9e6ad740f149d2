import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { GeneratedCopyItem } from "@common/copy";
import { languageCodes } from "@common/languages";
import { platformIds } from "@common/platforms";
import { modelEngine } from "../../copywriting/ai/engine";
import { openAiModel } from "../../copywriting/ai/openai-model";
import { claimsIn, itemProblems, languageMismatch, supportOf, type BriefSupport } from "../../copywriting/claims";
import { templateEngine } from "../../copywriting/template-engine";
import type { CopyBrief } from "../../copywriting/types";

const all = { platforms: [...platformIds], languages: [...languageCodes] };

/** Briefs that say nothing new, free or numbered: the phrase library may claim none of it. */
const plainBriefs: CopyBrief[] = [
  {
    ...all,
    briefLanguage: "en",
    businessType: "Restaurant/Food Service",
    tone: "Friendly & Casual",
    brandName: "Smoke Lane",
    productDescription: "Slow-smoked brisket and pulled pork sandwiches from a food truck",
    targetAudience: "office workers looking for lunch",
    callToAction: "Swing by the truck",
  },
  {
    ...all,
    briefLanguage: "de",
    businessType: "Professional Services",
    tone: "Professional",
    brandName: "Kanzlei Weber",
    productDescription: "Steuerberatung und Buchhaltung für kleine Handwerksbetriebe",
    targetAudience: "Inhaber von Handwerksbetrieben",
    callToAction: "Termin vereinbaren",
  },
  {
    ...all,
    briefLanguage: "es",
    businessType: "Beauty/Wellness",
    tone: "Luxury & Sophisticated",
    brandName: "Casa Azahar",
    productDescription: "Perfumes artesanales de azahar y jazmín en frascos de vidrio",
    targetAudience: "personas que buscan un regalo especial",
    callToAction: "Descubre la colección",
  },
];

describe("the phrase library passes the one validator", () => {
  it.each(plainBriefs.map((b) => ({ brief: b, label: b.brandName })))(
    "$label: no claim, script or language fault in 20 languages × 10 platforms",
    async ({ brief }) => {
      const { items } = await templateEngine.generate(brief, null, "claims");
      expect(items.length).toBeGreaterThan(150);
      const problems = items.flatMap((i) =>
        itemProblems(i, brief).map(
          (p) => `${i.language}/${i.platform}: ${p} | ${i.title} | ${i.body} | ${i.hashtags.join(" ")}`,
        ),
      );
      expect(problems).toEqual([]);
    },
  );
});

const none: BriefSupport = { numbers: new Set(), superlative: false, new: false, free: false };

describe("claims the brief does not make, in every language", () => {
  it.each([
    ["en", "The best coffee in Berlin", "superlative"],
    ["en", "Get 50% off today", "number"],
    ["en", "Free shipping on every order", "free"],
    ["en", "New: our spring menu", "new"],
    ["es", "El mejor pan del barrio", "superlative"],
    ["es", "Envío gratis", "free"],
    ["es", "Nuevo en la tienda", "new"],
    ["fr", "Le meilleur croissant", "superlative"],
    ["de", "Der beste Kaffee der Stadt", "superlative"],
    ["de", "Versand kostenlos", "free"],
    ["de", "Neu bei uns", "new"],
    ["pl", "Najlepsza kawa w mieście", "superlative"],
    ["ru", "Лучший кофе в городе", "superlative"],
    ["ja", "街で最高のコーヒー", "superlative"],
    ["ja", "送料無料です", "free"],
    ["ja", "新発売のブレンド", "new"],
    ["zh", "全城最好的咖啡", "superlative"],
    ["ko", "최고의 커피", "superlative"],
    ["ar", "أفضل قهوة في المدينة", "superlative"],
    ["ar", "توصيل مجاني", "free"],
    ["ar", "خصم ٥٠٪ اليوم", "number"],
    ["hi", "शहर की सबसे अच्छी कॉफ़ी", "superlative"],
    ["hi", "मुफ़्त डिलीवरी", "free"],
    ["tr", "Şehrin en iyi kahvesi", "superlative"],
    ["tr", "Bugün %50 indirim", "number"],
    ["sv", "Stadens bästa kaffe", "superlative"],
    ["fi", "Kaupungin paras kahvi", "superlative"],
    ["he", "הקפה הכי טוב בעיר", "superlative"],
    ["he", "משלוח חינם", "free"],
  ] as const)("%s: %s → %s", (language, text, kind) => {
    expect(claimsIn(text, language, none).map((c) => c.kind)).toContain(kind);
  });

  it.each([
    ["en", "Gluten-free bread, feel free to ask"],
    ["es", "Vuelve de nuevo a casa"],
    ["de", "Jetzt bestellen"],
    ["tr", "Yeniden bekleriz"],
    ["zh", "第一次来的朋友"],
    ["en", "Sourdough from the B2B bakery"],
  ] as const)("%s: no claim in %s", (language, text) => {
    expect(claimsIn(text, language, none)).toEqual([]);
  });

  it("lets the copy say what the brief says: its numbers, free, new", () => {
    const brief: CopyBrief = {
      ...plainBriefs[0]!,
      keyMessage: "Kostenlose Lieferung und 20 % Rabatt, neu ab 7:30",
      briefLanguage: "de",
    };
    const support = supportOf(brief);
    expect(claimsIn("Free delivery and 20% off, new from 7:30", "en", support)).toEqual([]);
    expect(claimsIn("送料無料、20%オフ", "ja", support)).toEqual([]);
    expect(claimsIn("Get 35% off", "en", support).map((c) => c.text)).toEqual(["35% off"]);
    expect(claimsIn("The best beans", "en", support).map((c) => c.text)).toEqual(["The best beans"]);
  });

  it("finds an item in another language or script", () => {
    expect(languageMismatch("Get your bike ready for spring with a check at our workshop", "de")).toBe("in en");
    expect(languageMismatch("Dein Bike-Check für den Frühling: jetzt im Workshop buchen", "de")).toBeNull();
    expect(languageMismatch("Fresh coffee for your morning", "ja")).toBe("mostly in another script");
    expect(languageMismatch("Röstwerkのコーヒー", "ja", ["Röstwerk"])).toBeNull();
  });
});

const base = env.OPENAI_TEST_BASE!;
const roaster: CopyBrief = {
  businessType: "Restaurant/Food Service",
  tone: "Friendly & Casual",
  brandName: "Röstwerk",
  productDescription: "Small-batch coffee beans roasted in Kreuzberg",
  targetAudience: "people who brew coffee at home",
  callToAction: "Order your beans",
  platforms: ["facebook", "instagram", "snapchat"],
  languages: ["en", "de"],
  briefLanguage: "en",
};
const flawed = modelEngine(openAiModel({ apiKey: "sk-test", baseURL: base, model: "flawed-claims" }));
const pair = (items: GeneratedCopyItem[], key: string) => items.find((i) => `${i.platform}/${i.language}` === key)!;

describe("an AI answer held to the same rules (local chat-completions server)", () => {
  it("repairs or replaces each flawed field and the notice says which", async () => {
    const library = await templateEngine.generate(roaster, null, "s");
    const result = await flawed.generate(roaster, null, "s");
    for (const i of result.items) expect(itemProblems(i, roaster), `${i.platform}/${i.language}`).toEqual([]);
    const lib = (k: string) => pair(library.items, k);
    // "the best coffee in Berlin" is the whole title: the library's; the invented discount is one sentence of three.
    const fbEn = pair(result.items, "facebook/en");
    expect(fbEn.title).toBe(lib("facebook/en").title);
    // (Its call to action is the ad's button, not the text's last sentence, on Facebook.)
    expect(fbEn.body).toBe("Small-batch beans roasted in Kreuzberg.");
    expect(fbEn.cta).toBe("Order your beans");
    expect(fbEn.hashtags).toEqual(["#coffee", "#berlin"]);
    // "free shipping" in the call to action: the body that ends with it is the library's, with its own call to action.
    expect(pair(result.items, "instagram/en").body).toBe(lib("instagram/en").body);
    expect(pair(result.items, "instagram/en").cta).toBe(lib("instagram/en").cta);
    // The emoji goes; "New:" is the headline's one sentence: the library's.
    expect(pair(result.items, "snapchat/en").title).toBe(lib("snapchat/en").title);
    // The German item answered in English and the German title over 40 graphemes: the library's.
    expect(pair(result.items, "facebook/de").title).toBe(lib("facebook/de").title);
    expect(pair(result.items, "facebook/de").body).toBe(lib("facebook/de").body);
    expect(pair(result.items, "instagram/de").title).toBe(lib("instagram/de").title);
    expect(pair(result.items, "instagram/de").body).toBe("Bohnen aus unserer Rösterei in Kreuzberg. Jetzt bestellen.");
    // The card: the discount sentence goes, "el mejor café" is the library's, a body left with only its CTA too.
    expect(result.concept.body_en).toBe("Small-batch beans roasted in Kreuzberg. Order now.");
    expect(result.concept.title_es).toBe(library.concept.title_es);
    expect(result.concept.body_en_variant).toBe(library.concept.body_en_variant);
    expect(result.concept.title_en_variant).toBe("Beans for your mornings");
    const notice = result.notice!;
    expect(notice).toContain("1 field of ");
    expect(notice).toContain("ran over its limit (the German Instagram headline)");
    expect(notice).toContain("The AI's answer put emoji in Snapchat copy, which takes none; they were taken out.");
    expect(notice).toMatch(/The AI's answer claimed things your brief does not say \(.*"50% off".*\)/u);
    for (const said of ['"The best coffee"', '"New"', '"Free Shipping"', '"El mejor café"', '"Free delivery"'])
      expect(notice).toContain(said);
    expect(notice).toContain("2 sentences holding them were left out");
    expect(notice).toContain("the English Facebook headline, the English Instagram text");
    expect(notice).toContain("rewritten by the ReachGen phrase library");
    expect(notice).toContain(
      "The AI's answer was not in the language of the German Facebook headline and the German Facebook text; the ReachGen phrase library wrote those.",
    );
  });

  it("keeps the claims a brief makes: free delivery and 20 % off", async () => {
    const says: CopyBrief = { ...roaster, keyMessage: "Free delivery and 20% off your first bag" };
    const result = await flawed.generate(says, null, "s");
    const fbEn = pair(result.items, "facebook/en");
    expect(fbEn.body).toBe("Small-batch beans roasted in Kreuzberg. Get 20% off your first bag.");
    expect(fbEn.hashtags).toEqual(["#coffee", "#FreeShipping", "#berlin"]);
    expect(pair(result.items, "instagram/en").body).toBe(
      "Small-batch beans from our Kreuzberg roastery. Order today with free shipping.",
    );
    expect(result.concept.body_en_variant).toBe("Free delivery on every order. Order now.");
    // What the brief does not say still goes: the best coffee, "New".
    expect(fbEn.title).not.toMatch(/best/iu);
    expect(result.notice).toContain('"The best coffee"');
    expect(result.notice).not.toMatch(/free shipping|20% off/iu);
    const prompt = JSON.stringify(
      (
        (await (await fetch(`${base.replace(/\/v1$/, "")}/__requests`)).json()) as {
          model: string;
          messages: unknown;
        }[]
      )
        .filter((r) => r.model === "flawed-claims")
        .at(-1)!.messages,
    );
    expect(prompt).toContain("the numbers 20; that something is free. Nothing beyond them.");
  });
});
