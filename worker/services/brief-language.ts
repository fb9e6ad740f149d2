import type { DetectLanguageInput, DetectedBriefLanguage } from "@common/brief-language";
import { readBriefLanguage } from "../copywriting/brief";

/**
 * What language the generator form's brief reads as, while the user types: the same reading generation makes when the
 * form leaves the language to it, so what the form shows is what the copy will be written from.
 */
export function detectBriefLanguageOf(input: DetectLanguageInput): DetectedBriefLanguage {
  const text = (v: string | undefined) => v?.trim() ?? "";
  return readBriefLanguage(
    {
      productDescription: text(input.productDescription),
      targetAudience: text(input.targetAudience),
      keyMessage: text(input.keyMessage) || undefined,
      callToAction: text(input.callToAction) || undefined,
    },
    input.interfaceLanguage ?? "en",
  );
}
