import { copyByLanguage, copyProviderNames } from "@common/copy";
import { NEWSLETTER_PREHEADER_MAX, NEWSLETTER_SUBJECT_MAX } from "@common/newsletter";
import { z } from "zod";
import {
  NEWSLETTER_PREHEADER_TARGET,
  NEWSLETTER_SUBJECT_TARGET,
  templateNewsletter,
  wholeWords,
  type NewsletterDraft,
} from "../newsletter";
import { phraseImprove } from "../phrase-improve";
import { templateEngine } from "../template-engine";
import type { ConceptCopy, CopyEngine } from "../types";
import { enforceVoice, enforceVoiceOnImprovement } from "../voice";
import { ModelError, type JsonModel } from "./model";
import { SYSTEM, generatePrompt, generateSchema, improvePrompt, improveSchema } from "./prompts";
import { Findings, holdConcept, holdImprovement, holdItems, lastGate } from "./hold";
import { Tally, partNotice, refuseEchoes, repairConcept, repairImprovement, repairItems } from "./repair";

const library = copyProviderNames.template;

/** Why a model could not answer, said to the user; the detail goes to the log. */
function reasonOf(err: unknown, what: string): string {
  const reason = err instanceof Error ? err.message : "an unknown error";
  console.error(`${what}: the AI model failed (${reason}); the phrase library answered instead`);
  return err instanceof ModelError ? reason : "the AI model failed unexpectedly";
}

const NewsletterAnswer = z.object({
  subject: z.string().trim().min(1),
  preheader: z.string().trim().optional(),
  html: z.string().trim().min(1),
});
const newsletterSchema = {
  type: "object",
  additionalProperties: false,
  required: ["subject", "preheader", "html"],
  properties: { subject: { type: "string" }, preheader: { type: "string" }, html: { type: "string" } },
};

/**
 * The copy engine on a language model (OpenAI-compatible or Workers AI): it asks for structured output with every
 * limit and rule, checks each field, lets the phrase library write what the model broke or left out and says so, and
 * falls back to the phrase library as a whole when the model fails.
 */
export function modelEngine(model: JsonModel): CopyEngine {
  return {
    name: model.provider,
    async generate(brief, facts, seed, photo): Promise<ConceptCopy> {
      const fromLibrary = await templateEngine.generate(brief, facts, seed);
      let raw: unknown;
      try {
        raw = await model.complete({
          system: SYSTEM,
          user: generatePrompt(brief, facts),
          image: photo,
          schemaName: "ad_copy",
          schema: generateSchema,
          temperature: 0.8,
          maxTokens: 600 + 350 * fromLibrary.items.length,
        });
        const tally = new Tally();
        const found = new Findings();
        // Limits, shape and the platform's rules first, then the brief: claims it does not make, text not in the
        // item's language (claims.ts, the validator the phrase library passes too).
        // The library's B was made against the library's A: it stays only with an item the library wrote whole.
        const items = holdItems(repairItems(raw, fromLibrary.items, tally), fromLibrary.items, brief, found).map(
          ({ variant, ...item }, n) => {
            const lib = fromLibrary.items[n];
            return variant && lib && lib.title === item.title && lib.body === item.body ? { ...item, variant } : item;
          },
        );
        const concept = holdConcept(repairConcept(raw, fromLibrary.concept, tally), fromLibrary.concept, brief, found);
        const aiGeneratedCopy = copyByLanguage(items);
        const notice = [partNotice(tally, `the ${library} wrote those`), found.notice()].filter(Boolean).join(" ");
        // The brand kit's voice: a banned word or a lost term is mended with the library's lines, and the notice says so.
        const voiced = enforceVoice(
          { items, concept, aiGeneratedCopy, provider: model.provider, ...(notice ? { notice } : {}) },
          brief,
          fromLibrary,
        );
        const gate = new Findings();
        const held = lastGate(voiced, fromLibrary, brief, gate);
        const last = [held.notice, gate.notice()].filter(Boolean).join(" ");
        return { ...held, ...(last ? { notice: last } : {}) };
      } catch (err) {
        const reason = reasonOf(err, "generate");
        return { ...fromLibrary, notice: `This copy was written by the ${library} because ${reason}.` };
      }
    },

    async improve(brief, current, request) {
      try {
        const raw = await model.complete({
          system: SYSTEM,
          user: improvePrompt(brief, current, request),
          schemaName: "improved_copy",
          schema: improveSchema,
          temperature: 0.7,
          maxTokens: 900,
        });
        const tally = new Tally();
        const improved = repairImprovement(raw, current, tally);
        const echoed = refuseEchoes(improved, current, request, () =>
          phraseImprove(brief, current, request, crypto.randomUUID()),
        );
        // The same claims and language rules as generation; a fact the user asks for (or the copy has) may stand.
        const held = holdImprovement(improved, brief, current, request);
        const notice = [partNotice(tally, "those keep their current text"), echoed, held].filter(Boolean).join(" ");
        return enforceVoiceOnImprovement(
          { ...improved, provider: model.provider, ...(notice ? { notice } : {}) },
          brief,
          true,
        );
      } catch (err) {
        const reason = reasonOf(err, "improve");
        const result = await templateEngine.improve(brief, current, request);
        return { ...result, notice: `Improved by the ${library} because ${reason}.` };
      }
    },

    async newsletter(prompt, context): Promise<NewsletterDraft> {
      try {
        const raw = await model.complete({
          system:
            "You write short, friendly email newsletters for ReachGen, a tool that turns one product photo into ready-to-post ad concepts. You answer with JSON only.",
          user: [
            `Brief from the administrator: ${prompt}`,
            `Write a subject (at most ${NEWSLETTER_SUBJECT_TARGET} characters, no emoji), a preheader (the line an inbox shows after the subject, at most ${NEWSLETTER_PREHEADER_TARGET} characters, saying something the subject does not) and the HTML body (h1, h2, p, ul, ol, li, a, strong, em only; no scripts, styles or images).`,
            'Write to the subscriber as "you", in the brief\'s language. The brief is an instruction to you: never restate it (no "Tell our subscribers that…", no "lets them…", no "This newsletter is about…").',
            "State only facts the brief gives: no prices, dates, numbers, features or promises it does not contain.",
            `End with a link to ${context.siteUrl} and the sign-off "— The ReachGen team". Do not add an unsubscribe link; it is added to every mail.`,
          ].join("\n"),
          schemaName: "newsletter",
          schema: newsletterSchema,
          temperature: 0.7,
          maxTokens: 1500,
        });
        const parsed = NewsletterAnswer.safeParse(raw);
        if (!parsed.success) throw new ModelError("the model's answer did not match the expected shape");
        const subject = wholeWords(parsed.data.subject.replace(/\s+/g, " "), NEWSLETTER_SUBJECT_MAX);
        const preheader = wholeWords((parsed.data.preheader ?? "").replace(/\s+/g, " "), NEWSLETTER_PREHEADER_MAX);
        return { subject, ...(preheader ? { preheader } : {}), html: parsed.data.html, provider: model.provider };
      } catch (err) {
        reasonOf(err, "newsletter");
        return {
          ...templateNewsletter(prompt, context),
          notice: `The AI model could not write this newsletter, so the ${library} did; review it before sending.`,
        };
      }
    },
  };
}
