import { copyByLanguage, platformSupportsLanguage, type GeneratedCopyItem } from "@common/copy";
import { templateNewsletter } from "./newsletter";
import { conceptFields, copyFor, newUsedText } from "./phrase-copy";
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
    for (const language of brief.languages) {
      // One concept's posts in a language say nothing twice: distinct headlines, bodies and leads.
      const used = newUsedText();
      for (const platform of brief.platforms) {
        if (!platformSupportsLanguage(platform, language)) continue;
        items.push(copyFor(brief, platform, language, seed, used));
      }
    }
    const aiGeneratedCopy = copyByLanguage(items);
    // Under a brand kit the library already chose phrasings that obey it; the pass makes its hashtags lead and is the
    // last resort for a word no phrasing avoids.
    return enforceVoice({ items, concept: conceptFields(brief, seed), aiGeneratedCopy, provider: "template" }, brief);
  },
};
