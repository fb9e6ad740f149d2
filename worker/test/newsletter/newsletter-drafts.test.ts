import { describe, expect, it } from "vitest";
import { type NewsletterKind, templateNewsletter } from "../../copywriting/newsletter";

const site = { siteUrl: "https://reachgen.example" };

/** Prompts as an administrator types them, the kind they ask for, and the facts the mail must carry. */
const prompts: { prompt: string; kind: NewsletterKind; facts: string[]; lang: "en" | "de"; subject?: RegExp }[] = [
  {
    prompt:
      "Tell our subscribers that ReachGen now writes Quora ads in 20 languages. It lets them choose the languages per concept and download every ad as one ZIP.",
    kind: "announcement",
    facts: ["Quora", "20 languages", "one ZIP", "choose the languages per concept"],
    lang: "en",
    subject: /^ReachGen now writes Quora ads in 20 languages$/,
  },
  {
    prompt:
      "Write a newsletter announcing our spring sale: 25% off the Pro plan until March 31. Use code SPRING25 at checkout. Friendly tone, keep it short.",
    kind: "offer",
    facts: ["25%", "Pro plan", "March 31", "SPRING25", "Spring sale"],
    lang: "en",
    subject: /^Spring sale: 25% off the Pro plan until March 31$/,
  },
  {
    prompt:
      "Write a newsletter with tips for better product photos:\n- Shoot in daylight near a window\n- Leave space around the product for the 9:16 crop\n- Use a plain background so the blurred fill stays calm",
    kind: "tips",
    facts: ["daylight near a window", "9:16 crop", "plain background", "better product photos"],
    lang: "en",
    subject: /^3 tips for better product photos$/,
  },
  {
    prompt:
      "Monthly digest for April: Quora support launched, the PDF export is 30% faster, brand kits now keep your banned words, and we fixed the Arabic hashtag bug.",
    kind: "digest",
    facts: ["April", "Quora support launched", "30% faster", "banned words", "Arabic hashtag bug"],
    lang: "en",
  },
  {
    prompt:
      "Schreib einen Newsletter an unsere Abonnenten: 20 % Rabatt auf den Pro-Tarif bis zum 30. April, Code FRUEHLING20.",
    kind: "offer",
    facts: ["20 %", "Pro-Tarif", "30. April", "FRUEHLING20"],
    lang: "de",
    subject: /^20 % Rabatt auf den Pro-Tarif bis zum 30\. April$/,
  },
  { prompt: "Announce dark mode", kind: "announcement", facts: ["ark mode"], lang: "en", subject: /Dark mode/ },
  {
    prompt: "Let our users know that the Business plan now includes 5 brand kits, up from 3.",
    kind: "announcement",
    facts: ["Business plan", "5 brand kits", "up from 3"],
    lang: "en",
  },
  {
    prompt:
      "Share 3 tips for Instagram captions: start with the product's name, keep hashtags to five, and end with one clear call to action.",
    kind: "tips",
    facts: ["Instagram captions", "product's name", "hashtags to five", "one clear call to action"],
    lang: "en",
    subject: /^3 tips for Instagram captions$/,
  },
];

/** Words of the instruction to the writer, which a subscriber must never read. */
const INSTRUCTION_WORDS =
  /\b(write|newsletter|tell|subscribers?|users|announc\w*|let (them|everyone) know|lets them|e-?mail|share \d|schreib\w*|abonnent\w*|teile?)\b/iu;
/** Sentences that restate the instruction instead of saying the news. */
const RESTATED =
  /\b(tell|let|inform|remind)\s+(our\s+|the\s+)?(subscribers|users|readers|customers|them)\b|\blets them\b|\bthis (newsletter|email) (is|will)\b|\bnewsletter (about|announcing|with)\b|\b(friendly|casual) tone\b|\bkeep it short\b|\ban unsere\b/iu;

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("newsletter drafts of the phrase library", () => {
  it("pick the kind from the prompt and write subject, preheader and sections from its facts, to the reader", () => {
    for (const { prompt, kind, facts, lang, subject } of prompts) {
      const d = templateNewsletter(prompt, site);
      const body = text(d.html);
      const all = `${d.subject} ${d.preheader ?? ""} ${body}`;
      expect(d.kind, prompt).toBe(kind);
      expect(d.provider).toBe("template");
      expect(d.subject, prompt).not.toMatch(INSTRUCTION_WORDS);
      if (subject) expect(d.subject, prompt).toMatch(subject);
      expect(d.subject.length).toBeLessThanOrEqual(70);
      expect(d.preheader, prompt).toBeTruthy();
      expect(d.preheader).not.toBe(d.subject);
      expect(d.preheader!.length).toBeLessThanOrEqual(110);
      expect(d.preheader, prompt).not.toMatch(INSTRUCTION_WORDS);
      expect(all, prompt).not.toMatch(RESTATED);
      for (const fact of facts) expect(all, `${prompt} → ${fact}`).toContain(fact);
      // Every number in the mail is one the prompt gave, or the count of its own tips or updates.
      const counted = all.replace(/\b\d+ (tips|updates)\b/gu, "");
      for (const n of counted.match(/\d+/g) ?? []) expect(prompt, `${n} in ${prompt}`).toContain(n);
      // Sections: a heading, a greeting, the news, a link to the product and a sign-off, in the prompt's language.
      expect(d.html.startsWith(`<h1>`)).toBe(true);
      expect(d.html).toContain('<a href="https://reachgen.example">');
      if (lang === "de") {
        expect(body).toMatch(/^ .+ Hallo, .+ — Dein ReachGen-Team $/u);
        expect(body).toMatch(/\b(du|dein\w*|dir|dich)\b/iu);
      } else {
        expect(body).toMatch(/^ .+ Hello, .+ — The ReachGen team $/u);
        if (kind !== "announcement" || /lets them|announce/i.test(prompt)) expect(all).toMatch(/\byou(r)?\b/iu);
      }
    }
  });

  it("lists the items of a digest and the steps of tips, and states an offer's terms", () => {
    const digest = templateNewsletter(prompts[3]!.prompt, site);
    expect(digest.html.match(/<li>/g)).toHaveLength(4);
    expect(digest.subject).toBe("Your April at ReachGen: Quora support launched");
    expect(digest.preheader).toMatch(/^4 updates: /);
    const tips = templateNewsletter(prompts[7]!.prompt, site);
    expect(tips.html).toContain(
      "<ol><li>Start with the product&#39;s name.</li><li>Keep hashtags to five.</li><li>End with one clear call to action.</li></ol>",
    );
    const offer = templateNewsletter(prompts[1]!.prompt, site);
    expect(offer.html).toContain("<p>You get 25% off the Pro plan.</p>");
    expect(offer.html).toContain("<p>The offer runs until March 31.</p>");
    expect(offer.html).toContain("<strong>SPRING25</strong>");
    expect(offer.preheader).toBe("Use the code SPRING25 at checkout, until March 31");
    const german = templateNewsletter(prompts[4]!.prompt, site);
    expect(german.html).toContain("<p>Du bekommst 20 % Rabatt auf den Pro-Tarif.</p>");
    expect(german.html).toContain("<p>Das Angebot gilt bis zum 30. April.</p>");
  });

  it("turns a German 'dass' clause into a sentence of its own", () => {
    const d = templateNewsletter(
      "Teile unseren Nutzern mit, dass ReachGen jetzt Quora-Anzeigen in 20 Sprachen schreibt.",
      site,
    );
    expect(d.subject).toBe("ReachGen schreibt jetzt Quora-Anzeigen in 20 Sprachen");
    expect(d.html).toContain("<p>Hallo,</p>");
    expect(d.html).not.toMatch(/Nutzern|dass/u);
  });
});
