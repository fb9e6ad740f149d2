import type { DetectLanguageInput, DetectedBriefLanguage } from "@common/brief-language";
import { BusinessType } from "@common/enums";
import { readBriefLanguage } from "../../copywriting/brief";
import { detectCategory } from "../../copywriting/lexicon";
import { detectionFiles, type LexiconSource } from "../assets/lexicon";

/**
 * What language the generator form's brief reads as, and what category of business it describes, while the user
 * types: the same readings generation makes when the form leaves them to it, so what the form shows is what the copy
 * will be written from.
 */
export async function detectBriefLanguageOf(
  lexicon: LexiconSource,
  input: DetectLanguageInput,
): Promise<DetectedBriefLanguage> {
  const text = (v: string | undefined) => v?.trim() ?? "";
  const brief = {
    productDescription: text(input.productDescription),
    targetAudience: text(input.targetAudience),
    keyMessage: text(input.keyMessage) || undefined,
    callToAction: text(input.callToAction) || undefined,
    brandName: text(input.brandName) || undefined,
    productName: text(input.productName) || undefined,
  };
  const read = readBriefLanguage(brief, input.interfaceLanguage ?? "en");
  const type = BusinessType.safeParse(input.businessType);
  const found = detectCategory(
    brief,
    await detectionFiles(lexicon, read.language),
    type.success ? type.data : undefined,
  );
  return { ...read, category: found?.id ?? null };
}
