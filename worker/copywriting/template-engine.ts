import { copyByLanguage, platformSupportsLanguage, type GeneratedCopyItem } from "@common/copy";
import { templateNewsletter } from "./newsletter";
import { conceptFields, copyFor, newUsedText, writingOrder } from "./phrase-copy";
import { phraseImprove } from "./phrase-improve";
import type { ConceptCopy, CopyEngine } from "./types";
import { enforceVoice, enforceVoiceOnImprovement } from "./voice";

/** The built-in engine: phrase banks per language, deterministic for a seed. */
export const templateEngine: CopyEngine = {
  name: "template",
  async newsletter(prompt, context) {
    return templateNewsletter(prompt, context);
  },
  async improve(brief, current, request) {
    const improved = { ...phraseImprove(brief, current, request, crypto.randomUUID()), provider: "template" as const };
    return enforceVoiceOnImprovement(improved, brief);
  },
  async generate(brief, _image, seed): Promise<ConceptCopy> {
    const items: GeneratedCopyItem[] = [];
    const order = writingOrder(brief.platforms);
    for (const language of brief.languages) {
      // One concept's posts in a language say nothing twice: distinct headlines, bodies and leads, and the owner's
      // description in no more than two of them (the long formats that take it first are written first).
      const used = newUsedText(order.filter((p) => platformSupportsLanguage(p, language)));
      const written = new Map<string, GeneratedCopyItem>();
      for (const platform of order)
        if (platformSupportsLanguage(platform, language))
          written.set(platform, copyFor(brief, platform, language, seed, used));
      // Listed as the brief lists its platforms.
      for (const platform of brief.platforms) {
        const item = written.get(platform);
        if (item) items.push(item);
      }
    }
    const aiGeneratedCopy = copyByLanguage(items);
    // Under a brand kit the library already chose phrasings that obey it; the pass makes its hashtags lead and is the
    // last resort for a word no phrasing avoids.
    return enforceVoice({ items, concept: conceptFields(brief, seed), aiGeneratedCopy, provider: "template" }, brief);
  },
};
