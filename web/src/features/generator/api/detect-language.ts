import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { DetectedBriefLanguage, type DetectLanguageInput } from "@common/brief-language";
import { languageCodes, type LanguageCode } from "@common/languages";
import { requestJson } from "@web/lib/api-request";

/** POST /api/ai/detect-language: the language the brief reads as, and whether its words show it or it is a fallback. */
export async function detectBriefLanguage(input: DetectLanguageInput): Promise<DetectedBriefLanguage> {
  return requestJson(DetectedBriefLanguage, "POST", "/api/ai/detect-language", input);
}

/** The interface's language (the page's `lang`), one of the 20; English when it is none of them. */
export function interfaceLanguage(): LanguageCode {
  const lang = (typeof document === "undefined" ? "" : document.documentElement.lang).slice(0, 2).toLowerCase();
  return (languageCodes as readonly string[]).includes(lang) ? (lang as LanguageCode) : "en";
}

/** Asked only once the brief has words; the last answer stays while the next one is on its way. */
export function useDetectedBriefLanguage(input: DetectLanguageInput) {
  const hasWords = [input.productDescription, input.targetAudience, input.keyMessage, input.callToAction].some((v) =>
    v?.trim(),
  );
  return useQuery({
    ...queryOptions({
      queryKey: ["generator", "brief-language", input] as const,
      queryFn: () => detectBriefLanguage(input),
      placeholderData: keepPreviousData,
    }),
    enabled: hasWords,
  });
}
