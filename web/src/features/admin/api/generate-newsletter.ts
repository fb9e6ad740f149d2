import { useMutation } from "@tanstack/react-query";
import { GeneratedNewsletter, type GenerateNewsletterInput } from "@common/newsletter";
import { requestJson } from "@web/lib/api-request";

/** POST /api/admin/generate-newsletter: a subject and sanitised HTML content drafted from the admin's prompt. */
export async function generateNewsletter(input: GenerateNewsletterInput): Promise<GeneratedNewsletter> {
  return requestJson(GeneratedNewsletter, "POST", "/api/admin/generate-newsletter", input);
}

export function useGenerateNewsletter() {
  return useMutation({ mutationFn: generateNewsletter });
}
