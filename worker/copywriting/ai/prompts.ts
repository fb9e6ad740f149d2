import { formalTone } from "../register";
import { offerWords } from "../lexicon";
import { buttonCtaPlatforms, limitsFor, platformSupportsLanguage } from "@common/copy";
import { platformById, type PlatformId } from "@common/platforms";
import { languageName } from "@common/languages";
import { supportOf } from "../claims";
import { CONCEPT_BODY_MAX, CONCEPT_TITLE_MAX, type CopyBrief, type CurrentCopy, type ImageFacts } from "../types";

/** "Facebook, LinkedIn and Reddit": the platforms whose ad shows the call to action as its button. */
const BUTTON_NAMES = [...buttonCtaPlatforms]
  .map((p) => platformById(p).name)
  .join(", ")
  .replace(/, ([^,]+)$/u, " and $1");

export const conceptKeys = [
  "title_en",
  "body_en",
  "title_es",
  "body_es",
  "title_en_variant",
  "body_en_variant",
  "title_es_variant",
  "body_es_variant",
] as const;

const strings = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, { type: "string" }]));

/** JSON Schema of a generation answer (strict: every property required, no extras). */
export const generateSchema = {
  type: "object",
  additionalProperties: false,
  required: ["concept", "items"],
  properties: {
    concept: {
      type: "object",
      additionalProperties: false,
      required: [...conceptKeys],
      properties: strings(conceptKeys),
    },
    items: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["platform", "language", "title", "body", "hashtags", "cta"],
        properties: {
          ...strings(["platform", "language", "title", "body", "cta"]),
          hashtags: { type: "array", items: { type: "string" } },
        },
      },
    },
  },
};

const improveKeys = ["title_en", "title_es", "body_en", "body_es", "summary"] as const;
export const improveSchema = {
  type: "object",
  additionalProperties: false,
  required: [...improveKeys, "couldNot"],
  properties: { ...strings(improveKeys), couldNot: { type: "array", items: { type: "string" } } },
};

export const SYSTEM =
  "You are a senior multilingual advertising copywriter for small businesses. You answer with JSON only, exactly in the requested schema.";

/** The rules every answer follows; the same words for generation and improvement. */
const RULES = [
  "Write natively in each language, as a native marketer of that country would post it: idiomatic, grammatical, one consistent register. Never paste words of the brief into another language; say their meaning in that language. Names (the brand and the product name) stay exactly as written.",
  "State only facts the brief gives. Do not add any claim about freshness, origin, ingredients, price, discounts, speed, delivery times, awards, quality, health, guarantees, scarcity or being the best.",
  'Claims only the brief makes: no number, percentage, price, date or hour it does not give; no superlative ("best", "#1", "cheapest", "world\'s finest" or the same in any language); never call anything new or free unless the brief says so. The validator removes every line that does.',
  "Count characters as a reader sees them. Never exceed a limit, never cut a sentence short, never end a title or body with an ellipsis.",
];

function briefLines(brief: CopyBrief, facts: ImageFacts | null): string[] {
  return [
    `The brief is written in ${languageName(brief.briefLanguage)}.`,
    `Business type: ${brief.businessType}. Tone: ${brief.tone}.`,
    registerLine(brief),
    `Product or service: ${brief.productDescription}`,
    brief.brandName ? `Brand name (a name: keep it as written): ${brief.brandName}` : "No brand name was given.",
    brief.productName ? `Product name (a name: keep it as written): ${brief.productName}` : "",
    `Audience: ${brief.targetAudience}`,
    brief.keyMessage ? `Key message: ${brief.keyMessage}` : "",
    brief.callToAction
      ? `Call to action: ${brief.callToAction}`
      : "No call to action was given: invite the reader to the step that suits the business (visit, order, book, shop, learn more).",
    ...factLines(brief),
    facts
      ? `The photo: ${facts.orientation}, ${facts.brightnessLabel}, colours ${facts.palette.map((p) => p.name).join(", ")}.`
      : "",
    claimLine(brief),
    ...voiceLines(brief),
  ].filter(Boolean);
}

/**
 * The brief's category (the lexicon's words for it in English, to name what is sold in every language) and its facts
 * (issue 27, deliverable 2): each stated in every language, an offer's call to action carrying its object.
 */
function factLines(brief: CopyBrief): string[] {
  const en = brief.words?.en;
  const offer = brief.offer && en ? offerWords(en.facts, brief.offer, brief.category) : undefined;
  return [
    en
      ? `Kind of business: ${en.category.name} (it sells ${en.category.offer.replace(/^our /u, "")}); name what is sold in every language with that language's own words for it.`
      : "",
    brief.place ? `Where it is (a name: keep it as written in every language): ${brief.place}` : "",
    brief.price ? `Price (as written): ${brief.price}` : "",
    brief.hours ? `Opening hours (as written): ${brief.hours}` : "",
    // What the owner's description says sets the business apart (decision 051), in English words the model can say in
    // every language; the owner's own sentence is in the brief above.
    en?.traits?.length
      ? `What sets it apart, from the owner's description (say it in every language in its own words): ${en.traits.map((t) => t[0]).join(" ")}`
      : "",
    offer
      ? `Offer, to state in every language: ${offer.lines[0]}${offer.cta ? ` Its call to action in every language says the same as "${offer.cta}".` : ""}`
      : "",
  ].filter(Boolean);
}

/** The register the campaign addresses the reader in, one per campaign (register.ts). */
function registerLine(brief: CopyBrief): string {
  return formalTone(brief.tone)
    ? "Address the reader formally in every language that has a formal form (German Sie, French vous, Spanish usted, Italian Lei, Dutch u, Polish Państwo, European Portuguese você, Chinese 您, Russian вы), the same throughout the campaign."
    : "Address the reader as the language's small brands do on social media (German du, Spanish tú, Dutch je, Polish Ty), the same throughout the campaign; French, Russian and Turkish keep vous, вы and siz.";
}

/** What the brief itself claims, so the answer knows what it may repeat (claims.ts reads it the same way). */
function claimLine(brief: CopyBrief): string {
  const s = supportOf(brief);
  const numbers = [...s.numbers].filter((n) => !n.includes("."));
  const may = [
    numbers.length ? `the numbers ${numbers.join(", ")}` : "",
    s.free ? "that something is free" : "",
    s.new ? "that something is new" : "",
    s.superlative ? "its own superlative" : "",
  ].filter(Boolean);
  return may.length
    ? `The brief's own claims, which the copy may repeat in every language: ${may.join("; ")}. Nothing beyond them.`
    : "The brief gives no numbers and does not say new, free or best: the copy does not either.";
}

/** The brand kit's voice (issue 26): what the answer must keep, avoid and lead with. */
function voiceLines({ voice }: CopyBrief): string[] {
  if (!voice) return [];
  const quoted = (list: readonly string[]) => list.map((w) => JSON.stringify(w)).join(", ");
  return [
    voice.neverTranslate.length
      ? `Terms never to translate (the brand kit's): ${quoted(voice.neverTranslate)}. Wherever you name one, in every language, write it exactly as given here, with the same letters, capitals and spaces: never translate, transliterate or inflect it.`
      : "",
    voice.bannedWords.length
      ? `Words never to use (the brand kit's), in any language, in titles, bodies, hashtags and calls to action, nor their translations: ${quoted(voice.bannedWords)}.`
      : "",
    voice.hashtags.length ? `Preferred hashtags, first in every item's hashtags: ${voice.hashtags.join(" ")}.` : "",
  ];
}

/** What a platform's title or body is, where it is more than a headline and a text. */
const fieldNotes: Partial<Record<PlatformId, { title?: string; body?: string }>> = {
  instagram: { body: "the caption" },
  tiktok: {
    title: "the ad text: a hook, then what it is; no '#' or '@'",
    body: "the display name: the brand name only",
  },
  x: { body: "the post; its hashtags count toward the limit" },
  snapchat: { body: "the brand name only" },
};

/** The generation request: one item per platform and language with its limits, and the concept card's text. */
export function generatePrompt(brief: CopyBrief, facts: ImageFacts | null): string {
  const targets = brief.languages.flatMap((language) =>
    brief.platforms
      .filter((p) => platformSupportsLanguage(p, language))
      .map((platform) => {
        const l = limitsFor(platform, language);
        const { noLinks } = platformById(platform).limits;
        const field = fieldNotes[platform];
        const title = `title ≤ ${l.title} characters${field?.title ? ` (${field.title})` : ""}`;
        const body = `body ≤ ${l.body} characters${field?.body ? ` (${field.body})` : ""}`;
        return `${platform}/${language}: ${title}, ${body}, ${l.hashtags} hashtags${l.noEmoji ? ", no emoji" : ""}${noLinks ? ", no links" : ""}`;
      }),
  );
  return [
    "Write ad copy for this brief.",
    ...briefLines(brief, facts),
    "Rules:",
    ...RULES.map((r) => `- ${r}`),
    `- cta: the call to action as a short imperative phrase in the item's language, without final punctuation. Snapchat's and TikTok's body is a name, and the call to action is the ad's button. ${BUTTON_NAMES} ads show it as their button too: their body ends on what it says, without the call to action. Every other body ends with that phrase as its last sentence, whole.`,
    "- Each platform gets its own headline and voice: Facebook conversational; Instagram a short visual headline and a caption that starts from what the photo shows; TikTok ad text that is casual and opens with a hook, then says what it is, as a creator would talk, with no emoji, no '#' and no '@'; X a conversational card headline and a post that reads like a person's, not a brochure; LinkedIn professional; Pinterest an idea worth saving; Reddit plain and direct without hype; Snapchat very short and casual; YouTube a video title. No two platforms of one language share a headline.",
    "- hashtags: words people tag in that language, without spaces, each starting with #; exactly the number asked (0 means an empty list).",
    "Return one item per platform/language line below, with platform and language as written:",
    ...targets,
    `Also return concept: the concept card's English and Spanish title (≤ ${CONCEPT_TITLE_MAX} characters) and body (≤ ${CONCEPT_BODY_MAX} characters, ending with the call to action), and an A/B variant of each (the _variant fields) that takes a different angle: A leads with the product, B with the audience.`,
  ].join("\n");
}

/** The improvement request: the four card fields, the user's request, the brief and the same rules. */
export function improvePrompt(brief: CopyBrief, current: CurrentCopy, request: string): string {
  return [
    "Improve this ad concept's copy as the user asks.",
    `The user's request (JSON string; an instruction to carry out, never text for the copy): ${JSON.stringify(request)}`,
    `Current copy (JSON): ${JSON.stringify(current)}`,
    ...briefLines(brief, null),
    "Rules:",
    ...RULES.map((r) => `- ${r}`),
    `- title_en and title_es at most ${CONCEPT_TITLE_MAX} characters, body_en and body_es at most ${CONCEPT_BODY_MAX}; the _en fields in English, the _es fields in Spanish. A fact the user asks to include may be stated, in each language.`,
    "- Edit the current copy: keep its sentences, facts and names unless the request asks to change them; never replace it with new copy.",
    "- Never write the request, or its words of instruction, into any field. Only the words the user asks to mention may appear, stated as copy in each field's language.",
    "- Return a field unchanged when the request does not concern it.",
    "- summary: one plain sentence in English saying what you changed.",
    "- couldNot: each part of the request you could not do, in plain English, with why (an empty list when you did everything).",
  ].join("\n");
}
