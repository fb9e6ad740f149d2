// What the test doubles of the AI providers answer, shared by the OpenAI-compatible wire server (Node) and the Workers
// AI binding double (workerd). The model name picks the behaviour; the targets come from the prompt's own lines
// ("facebook/en: title ≤ 40 characters, …"), as a real model reads them. Behaviours: good, overlimit, ellipsis,
// missing-cta, partial, shape (JSON outside the schema), malformed (not JSON), flawed-new-platforms (TikTok, X and
// Instagram items that break their platforms' own rules), off-voice (copy that breaks a brand kit's voice) and echo (an
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
      const cta = `Model CTA ${t.language}`;
      // Snapchat's and TikTok's second field is a name, as the prompt asks.
      const snapchat = t.platform === "snapchat" || t.platform === "tiktok";
      const body = snapchat ? "Model brand" : `Model body for ${t.platform} in ${t.language}. ${cta}.`;
      if (behaviour === "flawed-new-platforms") return flawedNewPlatform(t, cta);
      if (behaviour === "off-voice") return offVoice(t, cta, snapchat);
      return {
        ...t,
        title:
          behaviour === "overlimit" && i === 0
            ? "Very long headline ".repeat(30)
            : `Model title ${t.platform} ${t.language}`,
        body:
          behaviour === "overlimit" && i === 0
            ? "Very long body text ".repeat(400)
            : behaviour === "ellipsis" && !snapchat
              ? `Model body for ${t.platform} in ${t.language} that stops…`
              : behaviour === "missing-cta" && !snapchat
                ? `Model body for ${t.platform} in ${t.language}.`
                : body,
        hashtags:
          behaviour === "overlimit" ? Array.from({ length: 12 }, (_, k) => `tag ${k}`) : ["#modelTag", "model tag"],
        cta,
      };
    });
  const concept = Object.fromEntries(
    conceptKeys.map((k) => [k, behaviour === "overlimit" && k === "title_en" ? `${k} `.repeat(30) : `Model ${k}`]),
  );
  if (behaviour === "off-voice") {
    concept.title_en = "Cheap and cheerful: iSmart Kettle";
    concept.title_es = "Conoce iSmart Kettle";
    concept.body_en = "Meet the iSmart Kettle. Start now.";
    concept.body_es = "Conoce el ismart kettle. Empieza ya.";
  }
  return JSON.stringify({ concept, items });
}

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
 * Copy that breaks the brand kit of worker/test/brand-voice.test.ts: the banned word "cheap" in English titles and a
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
