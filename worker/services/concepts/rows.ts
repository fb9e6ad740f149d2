import { compatView } from "@common/concept-copy";
import { CopyProvider } from "@common/copy";
import { eq } from "drizzle-orm";
import type { ConceptSummary } from "@common/concepts";
import { creativeEntries } from "@common/creatives";
import { sharePath } from "@common/paths";
import type { Db } from "../../db/client";
import { conceptShares, type ConceptRow } from "../../db/schema";

const textOrNull = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);

export function toSummary(row: ConceptRow, isExample = false, shareToken: string | null = null): ConceptSummary {
  const renditions: Record<string, string[]> = {};
  for (const [platform, sizes] of Object.entries(row.smartResizedImages ?? {}))
    renditions[platform] = Object.keys(sizes);
  const brief = row.businessContext ?? {};
  // The SPEC's four fields are a view of the per-platform copy (decision 028).
  const view = compatView(row, {
    title_en: row.titleEn,
    title_es: row.titleEs,
    body_en: row.bodyEn,
    body_es: row.bodyEs,
    title_en_variant: null,
    title_es_variant: null,
    body_en_variant: null,
    body_es_variant: null,
  });
  return {
    id: row.id,
    userConceptNumber: row.userConceptNumber,
    title_en: view.title_en,
    title_es: view.title_es,
    body_en: view.body_en,
    body_es: view.body_es,
    platforms: row.platforms,
    selectedLanguages: row.selectedLanguages ?? [],
    renditions,
    creatives: creativeEntries(
      renditions,
      row.selectedLanguages ?? [],
      row.creativeLayouts,
      `/api/concepts/${row.id}/creatives`,
    ),
    imageUrl: `/api/concepts/${row.id}/image`,
    isExample,
    aiGeneratedCopy: row.aiGeneratedCopy ?? {},
    brief: {
      businessType: textOrNull(brief.businessType),
      targetAudience: textOrNull(brief.targetAudience),
      tone: textOrNull(brief.tone),
      productDescription: textOrNull(brief.productDescription),
      brandName: textOrNull(brief.brandName),
      productName: textOrNull(brief.productName),
      keyMessage: textOrNull(brief.keyMessage),
      callToAction: textOrNull(brief.callToAction),
      briefLanguage: textOrNull(brief.briefLanguage),
    },
    copyProvider: CopyProvider.safeParse(brief.copyProvider).data ?? "template",
    downloadCount: row.downloadCount,
    sharePath: shareToken ? sharePath(shareToken) : null,
    brandKitId: isExample ? null : row.brandKitId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A concept's public page (its share row), or undefined while it has none. */
export async function shareRowOf(db: Db, conceptId: number) {
  return (await db.select().from(conceptShares).where(eq(conceptShares.conceptId, conceptId)).limit(1))[0];
}

/**
 * An owner's concept row (from `ownedConcept`, the one lookup of an owner's concept) as the dashboard shows it, with
 * its public page when it has one.
 */
export async function conceptSummary(db: Db, row: ConceptRow): Promise<ConceptSummary> {
  return toSummary(row, false, (await shareRowOf(db, row.id))?.token ?? null);
}
