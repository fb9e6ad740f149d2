// What the test doubles of the AI providers answer, shared by the OpenAI-compatible wire server (Node) and the Workers
// AI binding double (workerd). The model name picks the behaviour; the targets come from the prompt's own lines
// ("facebook/en: title ≤ 40 characters, …"), as a real model reads them. Behaviours: good, overlimit, ellipsis,
// missing-cta, partial, shape (JSON outside the schema), malformed (not JSON), flawed-new-platforms (TikTok, X and
// Instagram items that break their platforms' own rules), flawed-claims (claims the brief does not make, emoji, a
// title over its limit, a German item in English), off-voice (copy that breaks a brand kit's voice) and echo (an
// improvement that pastes the user's request into the copy).

import { conceptKeys } from "../copywriting/ai/prompts";

export function targetsOf(prompt: string) {
  return [...prompt.matchAll(/^(\w+)\/(\w+): title/gm)].map((m) => ({ platform: m[1]!, language: m[2]! }));
}

/** The model's answer as its text (what a chat completion's message content holds). */
export function answerText(behaviour: string, prompt: string): string {
  if (behaviour === "malformed") return "this is {not json";
  if (behaviour === "shape") return JSON.stringify({ copy: "a paragraph of text instead of the schema" });
  if (prompt.includes("Improve this ad concept")) return JSON.stringify(improvement(behaviour, prompt));
  if (prompt.includes("Brief from the administrator"))
    return JSON.stringify({ subject: "Model subject", html: "<h1>Model</h1><p>Hello</p>" });
  const targets = targetsOf(prompt);
  const items = targets
    .filter((_, i) => !(behaviour === "partial" && i === 0))
    .map((t, i) => {
      // Languages with a script of their own are answered in it, as a real model does (the validator replaces text
      // mostly in another script); Latin-script languages keep the marked "Model …" text the tests look for.
      const own = native[t.language];
      const cta = own?.cta ?? `Model CTA ${t.language}`;
      // Snapchat's and TikTok's second field is a name, as the prompt asks.
      const snapchat = t.platform === "snapchat" || t.platform === "tiktok";
      const stop = t.language === "ja" || t.language === "zh" ? "。" : ".";
      const body = snapchat
        ? "Model brand"
        : own
          ? `${own.body}${stop === "。" ? "" : " "}${cta}${stop}`
          : `Model body for ${t.platform} in ${t.language}. ${cta}.`;
      if (behaviour === "flawed-new-platforms") return flawedNewPlatform(t, cta);
      if (behaviour === "flawed-claims") return flawedClaims(t, cta, snapchat, discountOf(prompt));
      if (behaviour === "off-voice") return offVoice(t, cta, snapchat);
      return {
        ...t,
        title:
          behaviour === "overlimit" && i === 0
            ? "Very long headline ".repeat(30)
            : own
              ? `${own.title} ${t.platform}`
              : `Model title ${t.platform} ${t.language}`,
        body:
          behaviour === "overlimit" && i === 0
            ? "Very long body text ".repeat(400)
            : behaviour === "ellipsis" && !snapchat
              ? `${own?.body.slice(0, -1) ?? `Model body for ${t.platform} in ${t.language}`} that stops…`
              : behaviour === "missing-cta" && !snapchat
                ? (own?.body ?? `Model body for ${t.platform} in ${t.language}.`)
                : body,
        hashtags:
          behaviour === "overlimit" ? Array.from({ length: 12 }, (_, k) => `tag ${k}`) : ["#modelTag", "model tag"],
        cta,
      };
    });
  const concept = Object.fromEntries(
    conceptKeys.map((k) => [k, behaviour === "overlimit" && k === "title_en" ? `${k} `.repeat(30) : `Model ${k}`]),
  );
  if (behaviour === "flawed-claims") Object.assign(concept, flawedClaimsConcept);
  if (behaviour === "off-voice") {
    concept.title_en = "Cheap and cheerful: iSmart Kettle";
    concept.title_es = "Conoce iSmart Kettle";
    concept.body_en = "Meet the iSmart Kettle. Start now.";
    concept.body_es = "Conoce el ismart kettle. Empieza ya.";
  }
  return JSON.stringify({ concept, items });
}

/** A model's text in the languages whose script is their own: a headline (before the platform's id), a body, a CTA. */
const native: Partial<Record<string, { title: string; body: string; cta: string }>> = {
  ru: { title: "Заголовок модели для", body: "Текст модели для этой площадки.", cta: "Узнайте больше" },
  ja: { title: "モデルが書いた見出し", body: "モデルが書いた本文です。", cta: "詳しくはこちら" },
  ko: { title: "모델이 직접 쓴 광고 제목", body: "모델이 직접 쓴 광고 본문입니다.", cta: "자세히 알아보기" },
  zh: { title: "这是模型写的广告标题", body: "这是模型写的广告正文。", cta: "了解更多" },
  ar: { title: "عنوان كتبه النموذج", body: "هذا نص كتبه النموذج.", cta: "اعرف المزيد" },
  he: { title: "כותרת שכתב המודל", body: "זה טקסט שכתב המודל.", cta: "למידע נוסף" },
  hi: { title: "यह मॉडल का लिखा शीर्षक", body: "यह मॉडल का लिखा पाठ है।", cta: "और जानें" },
};

/**
 * The faults a real model makes with a brief for a Berlin coffee roaster that says nothing new, free or numbered
 * (issue 27): an invented "50% off", "the best coffee in Berlin", "new" and "free shipping", emoji where Snapchat
 * takes none, a title over its limit, and a German item answered in English. Per pair:
 * - facebook/en: a body whose middle sentence invents a discount (the rest stands: the sentence goes), a title that
 *   claims the best coffee (one sentence: the library's), hashtags with #FreeShipping;
 * - instagram/en: a caption that says "free shipping" in its call to action (the body is the library's);
 * - snapchat/en: a headline with an emoji and "New";
 * - facebook/de: title and body in English; instagram/de: a German title over 40 graphemes;
 * - the card: "50% off" in the English body's first sentence, "el mejor café" in the Spanish title.
 * With `claimsOk` in the brief ("free delivery", "20% off") the same words are the brief's and stay.
 */
function flawedClaims(t: { platform: string; language: string }, cta: string, name: boolean, discount: string) {
  const key = `${t.platform}/${t.language}`;
  const answers: Record<string, { title: string; body: string; hashtags: string[]; cta: string }> = {
    "facebook/en": {
      title: "The best coffee in Berlin",
      body: `Small-batch beans roasted in Kreuzberg. Get ${discount}% off your first bag. Order your beans.`,
      hashtags: ["#coffee", "#FreeShipping", "#berlin"],
      cta: "Order your beans",
    },
    "instagram/en": {
      title: "Roasted in Kreuzberg",
      body: "Small-batch beans from our Kreuzberg roastery. Order today with free shipping.",
      hashtags: ["#coffee"],
      cta: "Order today with free shipping",
    },
    "snapchat/en": { title: "New: Kreuzberg beans ☕", body: "Röstwerk", hashtags: [], cta: "Order now" },
    "facebook/de": {
      title: "Get your coffee fix",
      body: "Discover our small-batch beans, roasted for you in the heart of the city. Order your beans today.",
      hashtags: ["#coffee"],
      cta: "Order your beans today",
    },
    "instagram/de": {
      title: "Kleine Röstungen aus Kreuzberg für deinen Morgen zu Hause",
      body: "Bohnen aus unserer Rösterei in Kreuzberg. Jetzt bestellen.",
      hashtags: ["#kaffee"],
      cta: "Jetzt bestellen",
    },
  };
  return {
    ...t,
    ...(answers[key] ?? {
      title: `Röstwerk ${t.platform}`,
      body: name ? "Röstwerk" : `Röstwerk. ${cta}.`,
      hashtags: [],
      cta,
    }),
  };
}

/** The discount a model repeats: the brief's own number when the prompt gives one, else an invented 50. */
const discountOf = (prompt: string) => /the numbers (\d+)/u.exec(prompt)?.[1] ?? "50";

/** The card's fields of the flawed-claims answer. */
export const flawedClaimsConcept = {
  title_en: "Röstwerk coffee",
  body_en: "Enjoy 50% off this week. Small-batch beans roasted in Kreuzberg. Order now.",
  title_es: "El mejor café de Berlín",
  body_es: "Café tostado en Kreuzberg. Pide ya.",
  title_en_variant: "Beans for your mornings",
  body_en_variant: "Free delivery on every order. Order now.",
  title_es_variant: "Café para tus mañanas",
  body_es_variant: "Granos tostados en Kreuzberg. Pide ya.",
};

function improvement(behaviour: string, prompt: string) {
  // echo: a model that pastes the user's request into the copy instead of carrying it out (issue 27).
  if (behaviour === "echo") {
    const line = /^The user's request \(JSON string[^)]*\): (".*")$/mu.exec(prompt);
    const request = line ? (JSON.parse(line[1]!) as string) : "";
    return {
      title_en: "Improved English title",
      title_es: "Título mejorado",
      body_en: `Old body. ${request}. Start now.`,
      body_es: `Cuerpo viejo. ${request}.`,
      summary: "Did what you asked.",
      couldNot: [],
    };
  }
  return {
    title_en: behaviour === "overlimit" ? "Improved title ".repeat(10) : "Improved English title",
    title_es: "Título mejorado",
    body_en: "Improved English body. Start now.",
    body_es: "Cuerpo mejorado. Empieza ya.",
    summary: "Made it more urgent.",
  };
}

/**
 * TikTok ad text with emoji, an inline hashtag and a trailing run of them, a display name with an emoji and hashtags
 * TikTok does not take; an X post that fits 280 only without its second hashtag; an Instagram caption with a link.
 */
function flawedNewPlatform(t: { platform: string; language: string }, cta: string) {
  if (t.platform === "tiktok")
    return {
      ...t,
      title: `✨ Meet our #skincare routine for busy parents 🧴 #glowlab #selfcare`,
      body: "Glow Lab ✨",
      hashtags: ["#skincare", "#glowlab"],
      cta,
    };
  if (t.platform === "x")
    return {
      ...t,
      title: "Model title x",
      body: `${"A".repeat(255)}. ${cta}.`,
      hashtags: ["#modelTag", "#second"],
      cta,
    };
  return {
    ...t,
    title: `Model title ${t.platform} ${t.language}`,
    body: `See www.glowlab.example. ${cta}.`,
    hashtags: ["#a", "#b", "#c", "#d", "#e", "#f"],
    cta,
  };
}

/**
 * Copy that breaks the brand kit of worker/test/copy/brand-voice.test.ts: the banned word "cheap" in English titles and a
 * hashtag, the term "iSmart Kettle" lower-cased in German and transliterated in Russian, the slogan "Brewed for the
 * bold" re-cased in German and translated in Japanese.
 */
function offVoice(t: { platform: string; language: string }, cta: string, name: boolean) {
  const bodies: Record<string, string> = {
    en: `Meet the iSmart Kettle. Brewed for the bold. ${cta}.`,
    de: `Der ismart kettle ist da. Brewed For The Bold. ${cta}.`,
    ru: `Встречайте Айсмарт Кеттл. Brewed for the bold. ${cta}.`,
    ja: `iSmart Kettleで、大胆な人のために。${cta}。`,
  };
  return {
    ...t,
    title: t.language === "en" ? "Cheap thrills: iSmart Kettle" : `Model title ${t.platform} ${t.language}`,
    body: name ? "Brewhaus" : (bodies[t.language] ?? `Model body for ${t.platform} in ${t.language}. ${cta}.`),
    hashtags: ["#CheapEats", "#kettle"],
    cta,
  };
}
