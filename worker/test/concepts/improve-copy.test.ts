import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BrandVoice } from "@common/brand-kits";
import { graphemeCount } from "@common/copy";
import { modelEngine } from "../../copywriting/ai/engine";
import { openAiModel } from "../../copywriting/ai/openai-model";
import { echoesRequest } from "../../copywriting/improve-answer";
import { readImproveRequest, type ImproveIntent } from "../../copywriting/improve-request";
import { phraseImprove } from "../../copywriting/phrase-improve";
import { templateEngine } from "../../copywriting/template-engine";
import type { CopyBrief, CurrentCopy } from "../../copywriting/types";

const brief: CopyBrief = {
  platforms: ["facebook", "instagram"],
  languages: ["en", "es"],
  briefLanguage: "en",
  businessType: "Education/Training",
  tone: "Friendly & Casual",
  brandName: "Kotori Pottery",
  productDescription: "Wheel-throwing classes for beginners in our Kyoto studio",
  targetAudience: "adults who want a calm hobby",
  keyMessage: "Groups of six at most",
  callToAction: "Book a class",
};

/** A card a person typed by hand: nothing in it comes from the phrase banks except the greetings. */
const handTyped: CurrentCopy = {
  title_en: "Throw your first bowl at Kotori Pottery",
  body_en:
    "Hi there! Our Saturday wheel class starts with clay, tea and a lot of laughter. Kotori Pottery keeps groups to six people so everyone gets time at the wheel. You take home two bowls after the glaze firing. Book a class.",
  title_es: "Tu primer cuenco en Kotori Pottery",
  body_es:
    "¡Hola! Reserva tu plaza en nuestra clase de torno del sábado. Te esperamos con barro y té. Kotori Pottery trabaja en grupos de seis. Reserva una clase.",
};

const kinds = (request: string) => readImproveRequest(request).intents.map((i) => i.kind);
const objectOf = (request: string) =>
  readImproveRequest(request).intents.find((i): i is Extract<ImproveIntent, { what: string }> => "what" in i);
const apply = (request: string, current: CurrentCopy = handTyped) => {
  const out = phraseImprove(brief, current, request, "seed");
  return { ...current, ...out, out };
};

describe("reading a request", () => {
  // Each intent in native phrasings of the ten languages covered in full.
  const phrasings: Record<string, string[]> = {
    shorter: [
      "make it shorter",
      "hazlo más corto",
      "mach es kürzer",
      "rends-le plus court",
      "deixe mais curto",
      "もっと短くして",
      "اجعله أقصر",
      "इसे छोटा करें",
      "写得更短一点",
      "сделай короче",
    ],
    longer: [
      "add more detail",
      "hazlo más largo",
      "bitte ausführlicher",
      "rends-le plus long",
      "deixe mais longo",
      "もっと詳しく",
      "اجعله أطول",
      "इसे विस्तार से लिखें",
      "写得详细一点",
      "сделай подробнее",
    ],
    urgent: [
      "more urgent please",
      "dale más urgencia",
      "dringlicher formulieren",
      "plus urgent",
      "mais urgente",
      "緊急感を出して",
      "أكثر إلحاحًا",
      "तत्काल कार्रवाई वाला बनाएं",
      "更紧迫一些",
      "сделай срочнее",
    ],
    calm: [
      "calmer, less pushy",
      "más tranquilo",
      "ruhiger bitte",
      "plus calme",
      "mais tranquilo",
      "落ち着いたトーンで",
      "اجعله أهدأ",
      "इसे शांत बनाएं",
      "语气平静一些",
      "спокойнее, пожалуйста",
    ],
    formal: [
      "more formal",
      "trátalos de usted, más formal",
      "förmlicher, bitte siezen",
      "plus formel, vouvoie",
      "mais formal",
      "丁寧な敬語で",
      "بأسلوب رسمي",
      "औपचारिक भाषा में",
      "更正式一些",
      "официальнее, на «вы»",
    ],
    casual: [
      "more casual and friendly",
      "más cercano, de tú",
      "lockerer, duzen",
      "plus décontracté, tutoie",
      "mais descontraído",
      "カジュアルに",
      "بأسلوب غير رسمي",
      "अनौपचारिक बनाएं",
      "轻松随意一点",
      "неформальнее",
    ],
    emoji: [
      "add emoji",
      "añade emojis",
      "mit Emojis",
      "ajoute des emojis",
      "coloque emojis",
      "絵文字を入れて",
      "أضف إيموجي",
      "इमोजी जोड़ें",
      "加上表情符号",
      "добавь эмодзи",
    ],
    noEmoji: [
      "no emoji",
      "sin emojis",
      "ohne Emojis",
      "sans emoji",
      "sem emojis",
      "絵文字なしで",
      "بدون إيموجي",
      "बिना इमोजी के",
      "不要表情符号",
      "без эмодзи",
    ],
  };
  for (const [intent, list] of Object.entries(phrasings))
    it(`reads "${intent}" in en es de fr pt ja ar hi zh ru`, () => {
      for (const request of list) expect(kinds(request), request).toEqual([intent]);
    });

  it("reads mention X and remove X with their words, in the language they are written in", () => {
    const mentions: [string, string, string][] = [
      ["mention free delivery", "free delivery", "en"],
      ["menciona el envío gratis", "el envío gratis", "es"],
      ["erwähne die kostenlose Lieferung", "die kostenlose Lieferung", "de"],
      ["füge kostenlose Lieferung hinzu", "kostenlose Lieferung", "de"],
      ["mentionne la livraison gratuite", "la livraison gratuite", "fr"],
      ["mencione a entrega grátis", "a entrega grátis", "pt"],
      ["送料無料について触れて", "送料無料", "ja"],
      ["اذكر التوصيل المجاني", "التوصيل المجاني", "ar"],
      ["मुफ्त डिलीवरी का ज़िक्र करें", "मुफ्त डिलीवरी", "hi"],
      ["提到免费送货", "免费送货", "zh"],
      ["упомяни бесплатную доставку", "бесплатную доставку", "ru"],
    ];
    for (const [request, what, language] of mentions)
      expect(objectOf(request), request).toEqual({ kind: "mention", what, language });
    const removals: [string, string, string][] = [
      ["remove the price", "the price", "en"],
      ["quita el precio", "el precio", "es"],
      ["entferne den Preis", "den Preis", "de"],
      ["enlève le prix", "le prix", "fr"],
      ["remova o preço", "o preço", "pt"],
      ["価格を削除して", "価格", "ja"],
      ["احذف السعر", "السعر", "ar"],
      ["कीमत हटाएं", "कीमत", "hi"],
      ["去掉价格", "价格", "zh"],
      ["убери цену", "цену", "ru"],
    ];
    for (const [request, what, language] of removals)
      expect(objectOf(request), request).toEqual({ kind: "remove", what, language });
  });

  it("reads the other ten languages by their keywords", () => {
    expect(kinds("rendilo più breve e più urgente")).toEqual(["shorter", "urgent"]);
    expect(kinds("maak het korter")).toEqual(["shorter"]);
    expect(kinds("zrób krócej i pilniej")).toEqual(["shorter", "urgent"]);
    expect(kinds("더 짧고 긴급하게")).toEqual(["shorter", "urgent"]);
    expect(kinds("daha kısa ve acil")).toEqual(["shorter", "urgent"]);
    expect(kinds("gör den kortare")).toEqual(["shorter"]);
    expect(kinds("gør den kortere")).toEqual(["shorter"]);
    expect(kinds("gjør den kortere")).toEqual(["shorter"]);
    expect(kinds("lyhyemmäksi")).toEqual(["shorter"]);
    expect(kinds("תקצר ותוסיף דחיפות")).toEqual(["shorter", "urgent"]);
  });

  it("splits a compound request into several intents, and hands back what it cannot map", () => {
    expect(readImproveRequest("make it shorter and more urgent, and mention free delivery")).toEqual({
      intents: [{ kind: "shorter" }, { kind: "urgent" }, { kind: "mention", what: "free delivery", language: "en" }],
      unmapped: [],
    });
    expect(readImproveRequest("Make the titles more urgent and the body shorter").intents).toEqual([
      { kind: "urgent", scope: "titles" },
      { kind: "shorter", scope: "bodies" },
    ]);
    expect(readImproveRequest("mention free delivery and same-day pickup").intents).toEqual([
      { kind: "mention", what: "free delivery and same-day pickup", language: "en" },
    ]);
    expect(readImproveRequest("make it sound like Shakespeare")).toEqual({
      intents: [],
      unmapped: ["make it sound like Shakespeare"],
    });
    expect(readImproveRequest("make it shorter and sound like a pirate")).toEqual({
      intents: [{ kind: "shorter" }],
      unmapped: ["sound like a pirate"],
    });
    // "less …" is the opposite change; "informal" is not "formal"; "add urgency" is no mention.
    expect(kinds("less formal")).toEqual(["casual"]);
    expect(kinds("less urgent")).toEqual(["calm"]);
    expect(kinds("add a sense of urgency")).toEqual(["urgent"]);
    expect(kinds("remove the emoji")).toEqual(["noEmoji"]);
  });
});

describe("the issue's two failures", () => {
  it("keeps a hand-typed body when asked to make it shorter and more urgent: shorter, its own sentences, an urgent CTA", () => {
    const { out, body_en, body_es } = apply("make it shorter and more urgent");
    expect(graphemeCount(body_en)).toBeLessThan(graphemeCount(handTyped.body_en));
    expect(graphemeCount(body_es)).toBeLessThan(graphemeCount(handTyped.body_es));
    // Every sentence but the call to action is one the user typed.
    const typed = (s: string) => handTyped.body_en.includes(s);
    const sentences = body_en.split(/(?<=[.!?])\s+/u);
    expect(sentences.slice(0, -1).every(typed)).toBe(true);
    expect(body_en).toContain("Kotori Pottery keeps groups to six people");
    expect(sentences.at(-1)).toBe("Book a class today!");
    expect(body_es).toMatch(/¡Reserva una clase hoy!$/u);
    expect(body_es).toContain("Kotori Pottery trabaja en grupos de seis.");
    expect(out.title_en).toBe("Don't wait: throw your first bowl at Kotori Pottery");
    expect(out.summary).toBe("Made it more urgent and made the copy shorter.");
    expect(out.couldNot).toBeUndefined();
  });

  it("never pastes a compound request into the body, however often it is run", () => {
    const request = "Make it shorter and more urgent, and mention free delivery to Fushimi";
    let current = handTyped;
    for (let run = 0; run < 4; run++) {
      const next = apply(request, current);
      for (const field of ["title_en", "title_es", "body_en", "body_es"] as const) {
        expect(next[field]).not.toMatch(/shorter|more urgent|mention/iu);
        expect(echoesRequest(next[field], request, { allowed: ["free delivery to Fushimi"] })).toBe(false);
      }
      expect(next.body_en.match(/free delivery to Fushimi/giu)).toHaveLength(1);
      current = { title_en: next.title_en, title_es: next.title_es, body_en: next.body_en, body_es: next.body_es };
    }
    expect(current.body_en).toMatch(/Free delivery to Fushimi\. Book a class today!$/u);
  });
});

describe("each intent on the current copy, asked in several languages", () => {
  const inAnyLanguage = (requests: string[], check: (r: ReturnType<typeof apply>) => void) => {
    for (const request of requests) check(apply(request));
  };

  it("shorter", () =>
    inAnyLanguage(["shorter", "más corto", "kürzer", "短くして", "короче"], (r) => {
      expect(graphemeCount(r.body_en)).toBeLessThan(graphemeCount(handTyped.body_en));
      expect(r.body_en).toMatch(/Book a class\.$/u);
      expect(r.body_en).toContain("Kotori Pottery");
    }));

  it("shorter trims a lone statement after its first clause, but never cuts a name off", () => {
    const one = {
      ...handTyped,
      body_en: "Our wheel class runs every Saturday, with clay and tea for everyone. Book a class.",
    };
    expect(apply("shorter", one).body_en).toBe("Our wheel class runs every Saturday. Book a class.");
    const named = { ...handTyped, body_en: "This is our wheel class, brought to you by Kotori Pottery. Book a class." };
    expect(apply("shorter", named).out.body_en).toBeUndefined();
  });

  it("longer, with a fact of the brief", () =>
    inAnyLanguage(["longer", "más largo", "länger", "更长一些", "أطول"], (r) => {
      expect(graphemeCount(r.body_en)).toBeGreaterThan(graphemeCount(handTyped.body_en));
      expect(r.body_en).toContain(handTyped.body_en.replace(/ Book a class\.$/u, ""));
      expect(r.body_en).toMatch(/Groups of six at most\. Book a class\.$/u);
    }));

  it("more urgent", () =>
    inAnyLanguage(["more urgent", "más urgente", "dringlicher", "緊急感を出して", "срочнее"], (r) => {
      expect(r.body_en).toMatch(/Don't wait\. Book a class today!$/u);
      expect(r.body_es).toMatch(/No esperes más\. ¡Reserva una clase hoy!$/u);
    }));

  it("calmer", () => {
    const pushy = { ...handTyped, body_en: "Our wheel class is on Saturdays. Don't wait. Book a class now!" };
    for (const request of ["calmer", "más tranquilo", "ruhiger", "落ち着いた感じで", "спокойнее"]) {
      const r = apply(request, pushy);
      expect(r.body_en).toBe("Our wheel class is on Saturdays. Book a class whenever suits you.");
      expect(r.body_es).toMatch(/Reserva una clase cuando te venga bien\.$/u);
    }
  });

  it("more formal: usted in Spanish, no greetings or contractions in English", () => {
    const casual = { ...handTyped, body_en: "Hi there! We're a small studio and you'll love it. Book a class." };
    for (const request of ["more formal", "más formal", "förmlicher", "フォーマルに", "официальнее"]) {
      const r = apply(request, casual);
      expect(r.body_en).toBe("We are a small studio and you will love it. Book a class.");
      expect(r.body_es).toBe(
        "Reserve su plaza en nuestra clase de torno del sábado. Le esperamos con barro y té. Kotori Pottery trabaja en grupos de seis. Reserve una clase.",
      );
      expect(r.title_es).toBe("Su primer cuenco en Kotori Pottery");
    }
  });

  it("turns the library's own Spanish lines to usted, and names only the words it could not change", () => {
    const library = {
      ...handTyped,
      body_es: "Permítenos presentarnos. Abrimos a las siete. Esto es lo que puedes esperar. Reserva ahora.",
    };
    const r = apply("más formal", library);
    expect(r.body_es).toBe(
      "Permítanos presentarnos. Abrimos a las siete. Esto es lo que puede esperar. Reserve ahora.",
    );
    expect(r.out.couldNot).toBeUndefined();
    const mixed = apply("más formal", {
      ...handTyped,
      body_es: "Pásate por el taller y llévate tu cuenco. Reserva una clase.",
    });
    expect(mixed.body_es).toBe("Pásese por el taller y llévate su cuenco. Reserve una clase.");
    expect(mixed.out.couldNot).toEqual([
      "The Spanish body still has “llévate”, which the phrase library cannot turn into the formal usted: change it in your own words.",
    ]);
  });

  it("more casual: tú in Spanish, a greeting and contractions in English", () => {
    const formal = {
      title_en: "Your first bowl at Kotori Pottery",
      body_en: "We are a small studio. Book a class.",
      title_es: "Su primer cuenco",
      body_es: "Reserve su plaza hoy. Le esperamos en el estudio. Reserve una clase.",
    };
    for (const request of ["more casual", "más cercano, de tú", "lockerer", "カジュアルに", "неформальнее"]) {
      const r = apply(request, formal);
      expect(r.body_en).toBe("Hi there! We're a small studio. Book a class.");
      expect(r.body_es).toBe("¡Hola! Reserva tu plaza hoy. Te esperamos en el estudio. Reserva una clase.");
    }
  });

  it("mention X: in the language it is written in, said plainly where it could not be", () => {
    const en = apply("mention free parking");
    expect(en.body_en).toMatch(/Free parking\. Book a class\.$/u);
    expect(en.out.body_es).toBeUndefined();
    expect(en.out.couldNot).toEqual([
      "The phrase library does not translate, so the Spanish copy does not mention “free parking” yet: add it there in your own words.",
    ]);
    const es = apply("menciona el aparcamiento gratuito");
    expect(es.body_es).toMatch(/El aparcamiento gratuito\. Reserva una clase\.$/u);
    expect(es.out.body_en).toBeUndefined();
    // A name goes into both languages.
    const name = apply("erwähne Fushimi Inari");
    expect(name.body_en).toMatch(/Fushimi Inari\. Book a class\.$/u);
    expect(name.body_es).toMatch(/Fushimi Inari\. Reserva una clase\.$/u);
    const de = apply("erwähne kostenlose Parkplätze");
    expect(de.out.body_en).toBeUndefined();
    expect(de.out.couldNot![0]).toMatch(/“kostenlose Parkplätze” is in German, and the copy is English and Spanish/u);
  });

  it("remove X: the sentences that name it, or the words themselves in a headline and a call to action", () => {
    for (const request of ["remove the tea", "without the tea", "entferne the tea"]) {
      const r = apply(request);
      expect(r.body_en).toBe(
        "Hi there! Kotori Pottery keeps groups to six people so everyone gets time at the wheel. You take home two bowls after the glaze firing. Book a class.",
      );
    }
    const es = apply("quita el té");
    expect(es.body_es).toBe(
      "¡Hola! Reserva tu plaza en nuestra clase de torno del sábado. Kotori Pottery trabaja en grupos de seis. Reserva una clase.",
    );
    const title = apply("remove Kotori Pottery from the title");
    expect(title.out).toEqual({
      title_en: "Throw your first bowl",
      title_es: "Tu primer cuenco",
      summary: "Removed “Kotori Pottery” from the English headline and the Spanish headline.",
    });
    // From a call to action only the words go, with no word left hanging.
    expect(apply("quita una clase").body_es).toBe(
      "¡Hola! Reserva tu plaza en nuestra clase de torno del sábado. Te esperamos con barro y té. Kotori Pottery trabaja en grupos de seis. Reserva.",
    );
    const missing = apply("remove the discount");
    expect(missing.out).toEqual({
      summary: "Nothing was changed.",
      couldNot: ["“the discount” is not in the copy word for word, so nothing was removed."],
    });
  });

  it("emoji in and out", () => {
    for (const request of ["add emoji", "añade emojis", "mit Emojis", "絵文字を入れて", "добавь эмодзи"]) {
      const r = apply(request);
      expect(r.title_en).toMatch(/\p{Extended_Pictographic}/u);
      expect(r.body_es).toMatch(/\p{Extended_Pictographic}/u);
      expect(r.body_en.startsWith(handTyped.body_en)).toBe(true);
    }
    const withEmoji = { ...handTyped, title_en: "Throw your first bowl 🏺", body_es: "¡Hola! 🎉 Reserva una clase." };
    for (const request of ["no emoji", "sin emojis", "ohne Emojis", "絵文字なしで", "без эмодзи"]) {
      const r = apply(request, withEmoji);
      expect(r.title_en).toBe("Throw your first bowl");
      expect(r.body_es).toBe("¡Hola! Reserva una clase.");
    }
  });

  it("leaves the copy as it is and says so when nothing in the request can be done", () => {
    const { out } = apply("make it sound like Shakespeare");
    expect(out.title_en ?? out.title_es ?? out.body_en ?? out.body_es).toBeUndefined();
    expect(out.summary).toBe("Nothing was changed.");
    expect(out.couldNot).toEqual([
      "“make it sound like Shakespeare”: the phrase library can make the copy shorter or longer, more urgent or calmer, more formal or more casual, mention or remove words you give it, and add or remove emoji.",
    ]);
  });

  it("keeps the brand kit's banned words out of a mention, and says so", async () => {
    const kit = { ...brief, voice: BrandVoice.parse({ bannedWords: ["cheap"] }) };
    const result = await templateEngine.improve(kit, handTyped, "mention cheap refills");
    expect(result.body_en ?? handTyped.body_en).toBe(handTyped.body_en);
    expect(result.notice).toContain('rules out ("cheap")');
  });
});

describe("the AI path", () => {
  const base = env.OPENAI_TEST_BASE!;
  const openai = (model: string) => modelEngine(openAiModel({ apiKey: "sk-test", baseURL: base, model }));

  it("refuses an answer that pastes the request into the copy, lets the phrase library edit instead, and says so", async () => {
    const current = { title_en: "Old title", title_es: "Título viejo", body_en: "Old body.", body_es: "Cuerpo viejo." };
    const request = "make it shorter and more urgent, and mention free delivery";
    const result = await openai("echo").improve(brief, current, request);
    expect(result.provider).toBe("openai");
    expect(result.title_en).toBe("Improved English title");
    for (const field of ["body_en", "body_es"] as const)
      expect(result[field] ?? current[field]).not.toContain("more urgent");
    // The phrase library's edits stand: the user's sentence kept, the mention, an urgent call to action.
    expect(result.body_en).toBe("Old body. Free delivery. Book a class today!");
    expect(result.body_es).toBe("Cuerpo viejo. ¡Reserva ahora!");
    expect(result.notice).toBe(
      "The AI model wrote your request into the English body and the Spanish body instead of carrying it out; the phrase library's edit stands there instead (or the text you had).",
    );
  });

  it("asks the model to carry the request out, never to copy it, and to say what it could not do", async () => {
    await openai("good").improve(brief, handTyped, "mention free delivery");
    const seen = (await (await fetch(`${base.replace(/\/v1$/, "")}/__requests`)).json()) as {
      model: string;
      messages: unknown[];
    }[];
    const prompt = JSON.stringify(seen.filter((r) => r.model === "good").at(-1)!.messages);
    expect(prompt).toContain(
      'The user\'s request (JSON string; an instruction to carry out, never text for the copy): \\"mention free delivery\\"',
    );
    expect(prompt).toContain("Never write the request, or its words of instruction, into any field.");
    expect(prompt).toContain("couldNot: each part of the request you could not do");
  });
});
