import { eq } from "drizzle-orm";
import { platformOfSize, type PlatformId } from "@common/platforms";
import { adConcepts, type ConceptRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { CreativesMessage } from "../../queue";
import type { AppContext } from "../context";
import { queueCreatives } from "./queue";
import { creativeFile, creativeKeys, storedCreative } from "./files";
import { creativesPrefix, keysUnder } from "../assets/media";

/**
 * A concept's creatives in bulk (issue 26): the ZIP and the PDF take every one already stored and draw the rest, a few
 * at a time and at most CREATIVE_DRAWS_PER_REQUEST per request; the creatives queue draws a new concept's in the
 * background so that they are usually all stored before anyone downloads.
 *
 * Why a cap: each draw is a service-binding call plus a few R2 reads and writes, and a Worker may make at most 1000
 * subrequests per request (50 on the free plan). 40 draws stay far inside the paid limit with the package's own reads;
 * what the cap leaves is queued, and the package says to download again in a minute.
 */
export const CREATIVE_DRAWS_PER_REQUEST = 40;
/** Draws in flight at once (a Worker has 6 simultaneous connections; R2 reads share them). */
export const CREATIVE_CONCURRENCY = 4;

export interface WantedCreative {
  platform: PlatformId;
  sizeKey: string;
  language: string;
}

/** A creative the package holds: read from R2 when the package reaches it, so one request never holds them all. */
export interface GatheredCreative extends WantedCreative {
  key: string;
  read: () => Promise<Uint8Array | null>;
}

/** What one package holds of a concept's creatives, and why any is missing. */
export interface CreativeSet {
  files: GatheredCreative[];
  /** Not drawn yet because the request's draws ran out: queued, in the package next time. */
  pending: WantedCreative[];
  /** Not drawn because the creatives Worker did not answer. */
  unavailable: WantedCreative[];
}

/** A request's allowance of draws, shared by every concept it packages. */
export interface DrawBudget {
  left: number;
  /** Set once the creatives Worker failed: nothing more is tried in this request. */
  down: boolean;
}

export const drawBudget = (cap = CREATIVE_DRAWS_PER_REQUEST): DrawBudget => ({ left: cap, down: false });

/** The concept's languages, as its creatives are listed (the first when none is stored: English). */
export const creativeLanguages = (row: Pick<ConceptRow, "selectedLanguages">) =>
  row.selectedLanguages?.length ? row.selectedLanguages : ["en"];

/** Every (size, language) of these platforms' sizes, platform by platform, size by size. */
export function wantedCreatives(
  row: Pick<ConceptRow, "selectedLanguages">,
  sizes: readonly { platform: PlatformId; sizeKeys: readonly string[] }[],
): WantedCreative[] {
  const languages = creativeLanguages(row);
  return sizes.flatMap(({ platform, sizeKeys }) =>
    sizeKeys.flatMap((sizeKey) => languages.map((language) => ({ platform, sizeKey, language }))),
  );
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

const unavailableError = (err: unknown) => err instanceof AppError && err.code === "SERVICE_UNAVAILABLE";

/**
 * The wanted creatives of one concept: those stored found with one listing of the concept's creatives, each missing
 * one drawn while the budget lasts (then queued). A creatives Worker that fails stops the drawing for the rest of the
 * request, never the package. Nothing is kept in memory: each file is read when the package reaches it.
 *
 * Subrequests for a concept of S sizes and L languages: one kit read, one listing per 1000 creatives, S × L reads
 * as the package streams, and about 7 per draw (photo, logo, render, write, the replaced picture's clean-up).
 */
export async function gatherCreatives(
  ctx: Pick<AppContext, "db" | "media" | "env">,
  row: ConceptRow,
  wanted: readonly WantedCreative[],
  budget: DrawBudget,
  concurrency = CREATIVE_CONCURRENCY,
): Promise<CreativeSet> {
  if (!wanted.length) return { files: [], pending: [], unavailable: [] };
  const keys = await creativeKeys(ctx, row, wanted);
  const stored = new Set(await keysUnder(ctx.media, creativesPrefix(row)));
  const have: boolean[] = wanted.map((_, i) => stored.has(keys[i]!));
  const pending: WantedCreative[] = [];
  const unavailable: WantedCreative[] = [];
  const missing = wanted.flatMap((_, i) => (have[i] ? [] : [i]));
  await eachLimited(missing, concurrency, async (i) => {
    const w = wanted[i]!;
    if (budget.down) return void unavailable.push(w);
    if (budget.left <= 0) return void pending.push(w);
    budget.left--;
    // One failed draw is tried once more (a dropped connection); a second failure stops the drawing.
    for (let attempt = 1; ; attempt++) {
      try {
        await creativeFile(ctx, row, w.sizeKey, w.language);
        have[i] = true;
        return;
      } catch (err) {
        if (!unavailableError(err)) throw err;
        if (attempt < 2 && !budget.down) continue;
        budget.down = true;
        unavailable.push(w);
        return;
      }
    }
  });
  const order = (a: WantedCreative, b: WantedCreative) => wanted.indexOf(a) - wanted.indexOf(b);
  const left = [...pending, ...unavailable];
  // What is left is drawn in the background, so the next download has it.
  if (left.length) await queueCreatives(ctx, row, [...new Set(left.map((w) => w.sizeKey))]);
  const read = (key: string) => async () => {
    const obj = await ctx.media.get(key);
    return obj ? new Uint8Array(await obj.arrayBuffer()) : null;
  };
  return {
    files: wanted.flatMap((w, i) => (have[i] ? [{ ...w, key: keys[i]!, read: read(keys[i]!) }] : [])),
    pending: pending.sort(order),
    unavailable: unavailable.sort(order),
  };
}

/**
 * The queue consumer's work for one message: every language of one size of a concept drawn, those already stored
 * skipped. A concept that is gone (or no longer has that size) is done; a creatives Worker that fails throws, so the
 * message is retried.
 */
export async function drawQueuedCreatives(
  ctx: Pick<AppContext, "db" | "media" | "env">,
  message: CreativesMessage,
): Promise<{ drawn: number; stored: number; skipped: boolean }> {
  const row = (await ctx.db.select().from(adConcepts).where(eq(adConcepts.id, message.conceptId)).limit(1))[0];
  const platform = platformOfSize(message.sizeKey);
  const hasSize = Object.values(row?.smartResizedImages ?? {}).some((s) => message.sizeKey in s);
  if (!row || !platform || !hasSize) return { drawn: 0, stored: 0, skipped: true };
  const wanted = wantedCreatives(row, [{ platform: platform.id, sizeKeys: [message.sizeKey] }]);
  let drawn = 0;
  let stored = 0;
  await eachLimited(wanted, CREATIVE_CONCURRENCY, async (w) => {
    if (await storedCreative(ctx, row, w.sizeKey, w.language)) return void stored++;
    try {
      await creativeFile(ctx, row, w.sizeKey, w.language);
      drawn++;
    } catch (err) {
      // A refusal a retry cannot change (a rendition that is not a JPEG) leaves that one to be asked for.
      if (unavailableError(err) || !(err instanceof AppError)) throw err;
      console.error(`creatives: ${row.id} ${w.sizeKey} ${w.language} not drawn`, err.message);
    }
  });
  // A concept deleted while its creatives were being drawn keeps none of them.
  if (drawn && !(await ctx.db.select({ id: adConcepts.id }).from(adConcepts).where(eq(adConcepts.id, row.id)))[0]) {
    const keys = await keysUnder(ctx.media, creativesPrefix(row));
    for (let i = 0; i < keys.length; i += 1000) await ctx.media.delete(keys.slice(i, i + 1000));
  }
  return { drawn, stored, skipped: false };
}
