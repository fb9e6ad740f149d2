import type { ConceptRow } from "../../db/schema";
import type { Attachment } from "../../lib/attachment";
import {
  conceptEntries,
  creativeSizes,
  FULL_PACKAGE,
  packageImageKeys,
  packageName,
  zipOf,
} from "../../packaging/concept-package";
import { withCompatView } from "./copy";
import { type LinkParams, ownedConcept, readableConcept } from "./read";
import { recordDownloads } from "./images";
import type { AppContext } from "../context";
import { type DrawBudget, drawBudget, gatherCreatives, wantedCreatives } from "../creatives/sets";
import { readObjects } from "../assets/media";
import { publicOriginal } from "../shares/public-images";

/**
 * One concept's ZIP download (README 'The concept ZIP'). Apart from services/concepts/concepts.ts because it draws creatives
 * (services/creatives/sets.ts), which read concepts themselves.
 */

/**
 * The concept's ZIP (README 'The concept ZIP'): for its owner (session or signed link), or anyone for an example.
 * `count`: false for a request another site started, which must have no counted side effect.
 */
export async function downloadConcept(
  ctx: AppContext,
  id: number,
  callerId: number | undefined,
  link: LinkParams,
  count = true,
  budget: DrawBudget = drawBudget(),
): Promise<Attachment> {
  const { row, byOwner } = await readableConcept(ctx, id, callerId, link);
  return packageConcept(ctx, row, count, !byOwner, budget);
}

/** The API's package download: the caller's own concepts only (an example is not theirs). */
export async function downloadOwnConcept(ctx: AppContext, userId: number, id: number): Promise<Attachment> {
  return packageConcept(ctx, await ownedConcept(ctx.db, userId, id), true);
}

/**
 * A concept's ZIP; `publicPhoto`: for someone other than the owner, with the public copy as its photo. Its creatives
 * not drawn yet are drawn now, as many as `budget` allows (services/creatives/sets.ts).
 */
async function packageConcept(
  ctx: AppContext,
  row: ConceptRow,
  count: boolean,
  publicPhoto = false,
  budget: DrawBudget = drawBudget(),
): Promise<Attachment> {
  // Every file reads the SPEC's fields as the view of the per-platform copy (decision 028).
  row = withCompatView(row);
  const keys = packageImageKeys(row).filter((k) => !publicPhoto || k !== row.imageUrl);
  const images = await readObjects(ctx.media, keys);
  if (publicPhoto) images.set(row.imageUrl, (await publicOriginal(ctx, row)).bytes);
  const creatives = await gatherCreatives(ctx, row, wantedCreatives(row, creativeSizes(row)), budget);
  if (count) await recordDownloads(ctx.db, [row.id]);
  const zip = zipOf(conceptEntries(row, images, FULL_PACKAGE, creatives));
  return { body: zip.body, headers: zip.headers, filename: packageName(row), contentType: "application/zip" };
}
