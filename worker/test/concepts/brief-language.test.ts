import { describe, expect, it } from "vitest";
import { DetectedBriefLanguage } from "@common/brief-language";
import type { GenerationInput } from "@common/generation";
import type { LanguageCode } from "@common/languages";
import { detectBriefLanguage, readBriefLanguage, resolveBrief } from "../../copywriting/brief";
import { createUser } from "../factories";
import { call, expectBody, expectError, jsonInit } from "../helpers";

type Case = [product: string, audience: string, language: LanguageCode];

/** Short briefs as people type them: a product and an audience, often without one grammar word. */
const briefs: Case[] = [
  // Plain short English with none of the grammar words; franc alone reads several of these as French, Danish or Catalan.
  ["Bicycle repair service, same day", "commuters", "en"],
  ["Handmade soy candles, lavender scent", "busy professionals", "en"],
  ["Artisan sourdough bread baked daily", "local families", "en"],
  ["Vintage denim jackets restored by hand", "students", "en"],
  ["Mobile car detailing", "busy parents", "en"],
  ["Premium dog grooming salon downtown", "pet owners", "en"],
  ["Craft beer taproom opening soon", "neighbours", "en"],
  ["Yoga classes near Union Square", "stressed students", "en"],
  ["Wedding photography packages", "engaged couples", "en"],
  ["Natural wine bar", "young professionals", "en"],
  ["Piano lessons online", "adults learning music", "en"],
  ["Bike repair", "cyclists", "en"],
  // Brand names in another language's spelling do not make the brief that language.
  ["Café Noir Berlin: specialty coffee, roasted weekly", "office workers", "en"],
  ["Sakura Sushi lunch boxes", "office workers nearby", "en"],
  ["Clases de yoga para principiantes", "gente del barrio", "es"],
  ["Pan de masa madre recién horneado", "vecinos de Malasaña", "es"],
  ["Cours de yoga pour débutants", "les voisins", "fr"],
  ["Café Noir Berlin : torréfaction artisanale", "les amateurs de café", "fr"],
  ["Handgemachte Keramik für dein Zuhause", "Pflanzenfreunde", "de"],
  ["Frühjahrs-Check für dein Fahrrad", "Pendler in Berlin", "de"],
  ["Pastéis de nata feitos todos os dias", "vizinhos do bairro", "pt"],
  ["Aulas de surf para iniciantes", "turistas em Lisboa", "pt"],
  ["Pasta fresca fatta a mano ogni giorno", "famiglie del quartiere", "it"],
  ["Verse bloemen voor je huis", "mensen uit de buurt", "nl"],
  ["Biuro rachunkowe dla małych firm", "przedsiębiorcy z Warszawy", "pl"],
  ["Świeże pieczywo codziennie", "sąsiedzi", "pl"],
  ["El yapımı seramik kupalar", "kahve severler için", "tr"],
  ["Handgjorda möbler i ek", "familjer i Stockholm", "sv"],
  ["Friskbagt brød hver morgen", "naboer i kvarteret", "da"],
  ["Håndlagde smykker i sølv", "kvinner som liker enkel design", "no"],
  ["Käsintehdyt kynttilät kotiin", "perheille ja ystäville", "fi"],
  ["コールドブリューコーヒー", "在宅勤務の方", "ja"],
  ["Sakura Sushiの新しいランチ", "会社員の方へ", "ja"],
  ["手工陶瓷花盆", "植物爱好者", "zh"],
  ["수제 도자기 화분", "식물 애호가", "ko"],
  ["عطور العود الفاخرة", "محبي العطور في دبي", "ar"],
  ["קפה קר", "אוהבי קפה", "he"],
  ["हाथ से बने गमले", "पौधों के शौकीन", "hi"],
  ["Свежий хлеб каждый день", "соседи", "ru"],
  ["Café Noir Berlin — кофе для соседей", "жители района", "ru"],
];

describe("the brief's language", () => {
  it("reads 40 short briefs in the 20 languages, plain English and brand names included, with confidence", () => {
    const covered = new Set(briefs.map(([, , l]) => l));
    expect(covered.size).toBe(20);
    for (const [productDescription, targetAudience, language] of briefs) {
      // An interface in another language shows the reading is the brief's words, not the fallback.
      const read = readBriefLanguage({ productDescription, targetAudience }, language === "de" ? "fr" : "de");
      expect(read, productDescription).toEqual({ language, confident: true });
    }
  });

  it("reads the issue's short English brief as English, not French", () => {
    // The brief the old detector read as French: franc's trigrams alone put French first for it.
    const brief = { productDescription: "Bicycle repair service, same day", targetAudience: "commuters" };
    expect(detectBriefLanguage(brief)).toBe("en");
    expect(detectBriefLanguage(brief, "fr")).toBe("en");
  });

  it("falls back to the interface's language when the words do not show one", () => {
    const unclear: [string, string][] = [
      ["Sakura Sushi", "Tokyo"],
      ["Café Noir Berlin", "Berlin"],
      ["Fahrradreparatur", "Radfahrer"],
      ["Pizza", "Milano"],
      ["1 + 1", "2"],
    ];
    for (const [productDescription, targetAudience] of unclear) {
      expect(readBriefLanguage({ productDescription, targetAudience }), productDescription).toEqual({
        language: "en",
        confident: false,
      });
      expect(readBriefLanguage({ productDescription, targetAudience }, "de").language).toBe("de");
    }
  });

  it("writes from the language the form gives, else the reading, else the interface's language", () => {
    const base: Omit<GenerationInput, "productDescription" | "targetAudience"> = {
      businessType: "Restaurant/Food Service",
      tone: "Friendly & Casual",
      platforms: ["instagram"],
      languages: ["en", "de"],
    };
    const unclear = { ...base, productDescription: "Sakura Sushi", targetAudience: "Tokyo" };
    expect(resolveBrief(unclear).briefLanguage).toBe("en");
    expect(resolveBrief({ ...unclear, interfaceLanguage: "de" }).briefLanguage).toBe("de");
    expect(resolveBrief({ ...unclear, interfaceLanguage: "de", briefLanguage: "ja" }).briefLanguage).toBe("ja");
    const english = { ...base, productDescription: "Bicycle repair service, same day", targetAudience: "commuters" };
    expect(resolveBrief({ ...english, interfaceLanguage: "de" }).briefLanguage).toBe("en");
  });
});

describe("POST /api/ai/detect-language", () => {
  it("answers the reading and whether it is sure, for a signed-in user", async () => {
    const { auth } = await createUser();
    const ask = (body: unknown) => call("/api/ai/detect-language", jsonInit("POST", body, auth));
    expect(
      await expectBody(
        await ask({ productDescription: "Bicycle repair service, same day", targetAudience: "commuters" }),
        200,
        DetectedBriefLanguage,
      ),
    ).toEqual({ language: "en", confident: true, category: "bike_repair" });
    expect(
      await expectBody(
        await ask({ productDescription: "Handgemachte Keramik für dein Zuhause", interfaceLanguage: "en" }),
        200,
        DetectedBriefLanguage,
      ),
    ).toMatchObject({ language: "de", confident: true });
    expect(
      await expectBody(
        await ask({ productDescription: "Sakura Sushi", interfaceLanguage: "fr" }),
        200,
        DetectedBriefLanguage,
      ),
    ).toEqual({ language: "fr", confident: false, category: "sushi_restaurant" });
    expect(await expectBody(await ask({}), 200, DetectedBriefLanguage)).toEqual({
      language: "en",
      confident: false,
      category: null,
    });
    await expectError(await ask({ productDescription: "Tea", interfaceLanguage: "xx" }), 400, "VALIDATION_FAILED");
  });

  it("is for signed-in users only", async () => {
    const res = await call("/api/ai/detect-language", jsonInit("POST", { productDescription: "Tea" }));
    await expectError(res, 401, "UNAUTHORIZED");
  });
});
