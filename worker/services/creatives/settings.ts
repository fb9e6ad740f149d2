import { and, eq } from "drizzle-orm";
import type { CreativeLayout, CreativeSettingsUpdate } from "@common/creatives";
import type { ConceptSummary } from "@common/concepts";
import { adConcepts, brandKits } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import type { AppContext } from "../context";
import { conceptSummary } from "../concepts/rows";
import { ownedConcept } from "../concepts/read";

/**
 * PATCH /api/concepts/{id}/creatives: a size's layout switched (or back to automatic) and/or the concept's kit. Only
 * the creatives whose picture changes are drawn again, when next asked for.
 */
export async function updateCreativeSettings(
  ctx: AppContext,
  userId: number,
  id: number,
  patch: CreativeSettingsUpdate,
): Promise<ConceptSummary> {
  const row = await ownedConcept(ctx.db, userId, id);
  const sizes = new Set(Object.values(row.smartResizedImages ?? {}).flatMap((s) => Object.keys(s)));
  const layouts: Record<string, CreativeLayout> = { ...(row.creativeLayouts ?? {}) };
  for (const [sizeKey, layout] of Object.entries(patch.layouts ?? {})) {
    if (!sizes.has(sizeKey)) throw badRequest(`This concept has no ${sizeKey} rendition`);
    if (layout === "auto") delete layouts[sizeKey];
    else layouts[sizeKey] = layout;
  }
  let brandKitId = row.brandKitId;
  if (patch.brandKitId !== undefined) {
    if (patch.brandKitId !== null) {
      const kit = await ctx.db
        .select({ id: brandKits.id })
        .from(brandKits)
        .where(and(eq(brandKits.id, patch.brandKitId), eq(brandKits.userId, userId)))
        .limit(1);
      if (!kit[0]) throw notFound("Brand kit not found");
    }
    brandKitId = patch.brandKitId;
  }
  await ctx.db
    .update(adConcepts)
    .set({ creativeLayouts: layouts, brandKitId, updatedAt: new Date() })
    .where(and(eq(adConcepts.id, row.id), eq(adConcepts.userId, userId)));
  return conceptSummary(ctx.db, await ownedConcept(ctx.db, userId, id));
}
