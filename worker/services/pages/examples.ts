import { asc, count, eq, max } from "drizzle-orm";
import type { ConceptSummary } from "@common/concepts";
import type { GenerationInput } from "@common/generation";
import type { Db } from "../../db/client";
import { adConcepts, conceptShares, users, type ConceptRow } from "../../db/schema";
import { drawScene, scenes } from "../../examples/scenes";
import { templateEngine } from "../../copywriting/template-engine";
import { encodeJpeg } from "../../imaging/pipeline";
import { generateConcept } from "../concepts/generation";
import { EXAMPLES_EMAIL } from "../concepts/read";
import { toSummary } from "../concepts/rows";
import { type AppContext, extend } from "../context";
import { giveShares } from "../shares/shares";
import { edgeCachedJson, VersionMemo } from "../../lib/edge-cache";

export { EXAMPLES_EMAIL };

const NO_LOGIN = "!examples-account";

/** Briefs for the example concepts: one per drawn scene, covering every platform and most scripts between them. */
export const exampleBriefs: { scene: string; input: GenerationInput }[] = [
  {
    scene: "coffee-mug",
    input: {
      businessType: "Restaurant/Food Service",
      targetAudience: "Remote workers and students near the old town",
      tone: "Friendly & Casual",
      productDescription: "Single-origin pour-over coffee served in handmade terracotta mugs",
      brandName: "Ember & Oak Coffee",
      keyMessage: "Slow coffee, roasted every morning",
      callToAction: "Visit us today",
      platforms: ["instagram", "facebook", "pinterest", "linkedin"],
      languages: ["en", "es", "fr"],
    },
  },
  {
    scene: "candle-jar",
    input: {
      businessType: "Retail/E-commerce",
      targetAudience: "Gift shoppers who love cosy evenings at home",
      tone: "Luxury & Sophisticated",
      productDescription: "Hand-poured soy candle in an amber glass jar with a cotton wick",
      brandName: "Lumen Candle Co.",
      keyMessage: "Forty hours of warm light",
      callToAction: "Shop the collection",
      platforms: ["pinterest", "instagram", "snapchat"],
      languages: ["en", "de", "ja"],
    },
  },
  {
    scene: "potted-plant",
    input: {
      businessType: "Retail/E-commerce",
      targetAudience: "First-time plant owners in city apartments",
      tone: "Creative & Artistic",
      productDescription: "Easy-care houseplant in a terracotta pot, delivered ready to display",
      brandName: "Verde Botanicals",
      keyMessage: "Green that forgives a missed watering",
      callToAction: "Order yours",
      platforms: ["facebook", "x", "reddit", "youtube"],
      languages: ["en", "es", "pt", "ar"],
    },
  },
  {
    scene: "serum-bottle",
    input: {
      businessType: "Beauty/Wellness",
      targetAudience: "Women aged 25 to 45 with sensitive skin",
      tone: "Trustworthy & Reliable",
      productDescription: "Fragrance-free vitamin C serum with a glass dropper",
      brandName: "Nordlys Skincare",
      keyMessage: "Dermatologist tested, gentle every day",
      callToAction: "Try it for 30 days",
      platforms: ["instagram", "tiktok", "linkedin"],
      languages: ["en", "sv", "zh", "he"],
    },
  },
  {
    scene: "layer-cake",
    input: {
      businessType: "Restaurant/Food Service",
      targetAudience: "Families planning birthdays and celebrations",
      tone: "Fun & Playful",
      productDescription: "Raspberry layer cake baked to order with fresh cream",
      brandName: "Kiln & Crumb Bakery",
      keyMessage: "Baked the morning you collect it",
      callToAction: "Order 48 hours ahead",
      platforms: ["facebook", "reddit", "quora"],
      languages: ["en", "it", "hi"],
    },
  },
  {
    scene: "sport-bottle",
    input: {
      businessType: "Fitness/Sports",
      targetAudience: "Runners and gym members training for their next race",
      tone: "Energetic & Bold",
      productDescription: "Insulated steel sports bottle that keeps water cold for 24 hours",
      brandName: "Stride Gear",
      keyMessage: "Cold water at mile twenty",
      callToAction: "Get yours now",
      platforms: ["tiktok", "youtube", "snapchat", "x"],
      languages: ["en", "ko", "ru", "tr"],
    },
  },
];

/** How long a first seeding may take before another caller treats an incomplete set as abandoned and completes it. */
export const SEEDING_GRACE_MS = 2 * 60_000;

/**
 * Makes the examples with the real pipeline and copy engine, once. The system account is created by the first caller
 * (its unique email makes that a lock): that caller draws and generates, and a caller that finds the account made by
 * someone else within the grace period leaves the seeding to them, so concurrent first visits in different isolates
 * do not double the set. After the grace period an incomplete set (a crash mid-way) is completed by the next call.
 * Answers how many examples this call made.
 */
export async function seedExamples(ctx: Pick<AppContext, "db" | "media" | "lexicon">): Promise<number> {
  const { db } = ctx;
  const claimed = await db
    .insert(users)
    .values({
      email: EXAMPLES_EMAIL,
      passwordHash: NO_LOGIN,
      firstName: "ReachGen",
      lastName: "Examples",
      subscriptionPlan: "enterprise",
      subscriptionStatus: "active",
      conceptsLimit: -1,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const owner = (await db.select().from(users).where(eq(users.email, EXAMPLES_EMAIL)).limit(1))[0]!;
  if (!claimed.length && Date.now() - owner.createdAt.getTime() < SEEDING_GRACE_MS) return 0;
  const existing = await db
    .select({ brief: adConcepts.businessContext })
    .from(adConcepts)
    .where(eq(adConcepts.userId, owner.id));
  const have = new Set(existing.map((r) => r.brief?.brandName));
  let made = 0;
  for (const { scene, input } of exampleBriefs) {
    if (have.has(input.brandName)) continue;
    const drawn = scenes.find((s) => s.key === scene)!;
    const photo = encodeJpeg(drawScene(drawn), 90);
    // The examples are the phrase library's own work, whatever AI provider is configured.
    await generateConcept(extend(ctx, { copy: templateEngine }), owner, input, photo);
    made++;
  }
  return made;
}

let seeding: Promise<number> | undefined;

/** Every concept of the examples account with its public page's token, in their numbered order (one query). */
function exampleRows(db: Db): Promise<{ concept: ConceptRow; token: string | null }[]> {
  return db
    .select({ concept: adConcepts, token: conceptShares.token })
    .from(adConcepts)
    .innerJoin(users, eq(users.id, adConcepts.userId))
    .leftJoin(conceptShares, eq(conceptShares.conceptId, adConcepts.id))
    .where(eq(users.email, EXAMPLES_EMAIL))
    .orderBy(asc(adConcepts.userConceptNumber));
}

/**
 * The version of the examples list, for the edge cache (decision 035): how many there are, their last change and
 * their pages, from one aggregate over narrow columns instead of every example's whole row. A regenerated or edited
 * example moves its updated_at. Null while the set is incomplete or an example has no page yet: the list then seeds
 * or shares first and is not cached.
 */
export async function examplesVersion({ db }: Pick<AppContext, "db">): Promise<string | null> {
  const [found] = await db
    .select({
      n: count(adConcepts.id),
      shared: count(conceptShares.id),
      lastShare: max(conceptShares.id),
      last: max(adConcepts.updatedAt),
    })
    .from(adConcepts)
    .innerJoin(users, eq(users.id, adConcepts.userId))
    .leftJoin(conceptShares, eq(conceptShares.conceptId, adConcepts.id))
    .where(eq(users.email, EXAMPLES_EMAIL));
  if (!found || found.n < exampleBriefs.length || found.shared < found.n) return null;
  return `${found.n}.${found.lastShare}.${found.last?.getTime() ?? 0}`;
}

/** The examples, seeding them on first use in this isolate when the set is incomplete. */
export async function listExamples(ctx: AppContext, platform?: string): Promise<ConceptSummary[]> {
  const { db } = ctx;
  let rows = await exampleRows(db);
  if (rows.length < exampleBriefs.length) {
    seeding ??= seedExamples(ctx).finally(() => (seeding = undefined));
    await seeding;
    rows = await exampleRows(db);
  }
  // The examples are public already: one without its page gets it now (once), and the list is read again.
  const unshared = rows.filter((r) => r.token === null).map((r) => r.concept.id);
  if (unshared.length) {
    await giveShares(db, unshared);
    rows = await exampleRows(db);
  }
  return rows
    .filter((r) => !platform || (r.concept.platforms as readonly string[]).includes(platform))
    .map((r) => toSummary(r.concept, true, r.token));
}

/** The examples through the edge cache (decision 035): public and the same for everyone, one entry per filter. */
export async function cachedExamples(ctx: AppContext, origin: string, platform?: string) {
  const item = platform ? `platform/${encodeURIComponent(platform)}` : "all";
  const version = await examplesVersions.get("examples", () => examplesVersion(ctx));
  return edgeCachedJson(origin, "examples", version, item, () => listExamples(ctx, platform));
}

/** How long an isolate trusts the examples' version: a regenerated example shows within it. */
export const EXAMPLES_VERSION_MEMO_MS = 10_000;
const examplesVersions = new VersionMemo(EXAMPLES_VERSION_MEMO_MS, 1);
