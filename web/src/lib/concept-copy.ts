import { type CopyEdit, CopyFieldSet, CopyRegeneration, type RegenerateCopyRequest } from "@common/concept-copy";
import type { CreativeDraft } from "@common/creatives";
import { apiRequest, requestJson } from "./api-request";

/**
 * The concept editor's requests (decision 028): one platform's copy in one language is read with its versions,
 * edited, restored to a version, or regenerated (a part of the concept).
 */
export interface CopyEditorApi {
  versions(platform: string, language: string): Promise<CopyFieldSet>;
  save(platform: string, language: string, edit: CopyEdit): Promise<CopyFieldSet>;
  restore(platform: string, language: string, versionId: number): Promise<CopyFieldSet>;
  regenerate(request: RegenerateCopyRequest): Promise<CopyRegeneration>;
  /** The creative of one size drawn with a draft headline and call to action (not stored), as a JPEG. */
  draftCreative(sizeKey: string, draft: CreativeDraft): Promise<Blob>;
}

/** The editor's requests for one concept; `onChanged` runs after each write (refresh the lists, the creatives). */
export function copyEditorApi(conceptId: number, onChanged: () => void | Promise<void>): CopyEditorApi {
  const base = (platform: string, language: string) =>
    `/api/concepts/${conceptId}/copy/${encodeURIComponent(platform)}/${encodeURIComponent(language)}`;
  const changed = async <T>(answer: T): Promise<T> => {
    await onChanged();
    return answer;
  };
  return {
    versions: (platform, language) => requestJson(CopyFieldSet, "GET", base(platform, language)),
    save: async (platform, language, edit) =>
      changed(await requestJson(CopyFieldSet, "PATCH", base(platform, language), edit)),
    restore: async (platform, language, versionId) =>
      changed(await requestJson(CopyFieldSet, "POST", `${base(platform, language)}/versions/${versionId}/restore`, {})),
    draftCreative: async (sizeKey, draft) =>
      (
        await apiRequest("POST", `/api/concepts/${conceptId}/creatives/${encodeURIComponent(sizeKey)}/draft`, draft)
      ).blob(),
    regenerate: async (request) =>
      changed(await requestJson(CopyRegeneration, "POST", `/api/concepts/${conceptId}/copy/regenerate`, request)),
  };
}
