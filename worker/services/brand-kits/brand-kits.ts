import { and, count, desc, eq, sql } from "drizzle-orm";
import {
  BRAND_KIT_LIMITS,
  type BrandColors,
  type BrandKit,
  type BrandKitCreate,
  type BrandKitUpdate,
  type BrandVoice,
  brandKitLimits,
  contrastRatio,
  MIN_CONTRAST,
} from "@common/brand-kits";
import { type BrandKitRow, brandKits, users } from "../../db/schema";
import { logoMessages, prepareLogo } from "../../imaging/logo";
import { fromBase64 } from "../../lib/base64";
import { AppError, badRequest, imageRefusal, notFound, unauthorized } from "../../lib/errors";
import type { AppContext } from "../context";
import { planById } from "../plans/names";
import { holdImageUpload } from "../accounts/throttles";

/**
 * Brand kits (issue 26): an account's logo, colours, font pairing and voice. Every verb is scoped to the owner: another
 * account's kit is 404, as if it did not exist. The logo is decoded by the photo pipeline's bounded decoders and stored
 * as a metadata-free PNG of at most 512 px at `brand-kits/<userId>/<uuid>.png`.
 */

export type BrandKitDeps = Pick<AppContext, "db" | "media"> & {
  /** Set by the routes (the client's address): a refused logo counts against the sender's refused-upload budgets
   * (decision 018). */
  upload?: (Pick<AppContext, "env"> & { address: string }) | undefined;
};

/** Where a kit's logo is fetched: the app's routes or the public API's. */
export type LogoBase = "/api/brand-kits" | "/api/v1/brand-kits";

export const brandKitMessages = {
  notFound: "Brand kit not found",
  noLogo: "This brand kit has no logo",
  limit: (plan: string, limit: number) =>
    `Your ${planById(plan)} plan keeps ${limit === 1 ? "1 brand kit" : `${limit} brand kits`}, and you have ${
      limit === 1 ? "it" : "them all"
    }. Delete one, or upgrade your subscription to keep more.`,
  contrast: (text: string, background: string, ratio: number) =>
    `Text ${text} on background ${background} has a contrast of ${ratio}:1; it needs at least ${MIN_CONTRAST}:1 to be readable`,
  logoTooLarge: `The logo is too large (the limit is ${BRAND_KIT_LIMITS.logoBytes / 1024 / 1024} MB)`,
} as const;

/** The ratio as a message shows it: to one decimal, rounded down where rounding would reach the rule (4.47 reads
 * 4.4, never the 4.5 it misses). */
const shownRatio = (r: number) => {
  const rounded = Math.round(r * 10) / 10;
  return rounded >= MIN_CONTRAST ? Math.floor(r * 10) / 10 : rounded;
};

function checkContrast(colors: BrandColors): void {
  const ratio = contrastRatio(colors.text, colors.background);
  if (ratio < MIN_CONTRAST)
    throw new AppError(
      "UNPROCESSABLE_CONTENT",
      brandKitMessages.contrast(colors.text, colors.background, shownRatio(ratio)),
    );
}

export function toBrandKit(row: BrandKitRow, base: LogoBase): BrandKit {
  // Each upload has its own key, so the URL changes with the logo and a browser never shows a replaced one.
  const version = row.logoKey?.split("/").pop()?.slice(0, 8);
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logoKey ? `${base}/${row.id}/logo?v=${version}` : null,
    colors: row.colors,
    fontPairing: row.fontPairing,
    voice: row.voice,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A kit row of the owner's, or undefined. */
export async function brandKitOfConcept(
  { db }: Pick<AppContext, "db">,
  userId: number,
  id: number,
): Promise<BrandKitRow | undefined> {
  return (
    await db
      .select()
      .from(brandKits)
      .where(and(eq(brandKits.id, id), eq(brandKits.userId, userId)))
      .limit(1)
  )[0];
}

async function ownKit(ctx: Pick<AppContext, "db">, userId: number, id: number): Promise<BrandKitRow> {
  const row = await brandKitOfConcept(ctx, userId, id);
  if (!row) throw notFound(brandKitMessages.notFound);
  return row;
}

/** The account's kits, the most recently used first (then the newest). */
export async function listBrandKits({ db }: Pick<AppContext, "db">, userId: number, base: LogoBase) {
  const rows = await db
    .select()
    .from(brandKits)
    .where(eq(brandKits.userId, userId))
    .orderBy(sql`${brandKits.lastUsedAt} IS NULL`, desc(brandKits.lastUsedAt), desc(brandKits.id));
  return { data: rows.map((r) => toBrandKit(r, base)) };
}

export async function readBrandKit(ctx: Pick<AppContext, "db">, userId: number, id: number, base: LogoBase) {
  return toBrandKit(await ownKit(ctx, userId, id), base);
}

/** The bytes of a data URL, held to the logo's byte limit before and after decoding the base64. */
function logoBytesOf(dataUrl: string): Uint8Array {
  if (/^data:image\/svg/i.test(dataUrl)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", logoMessages.unsupported);
  const comma = dataUrl.indexOf(",");
  if (comma < 0 || !dataUrl.slice(0, comma).endsWith(";base64"))
    throw badRequest("logoData must be a data URL such as data:image/png;base64,…");
  if (dataUrl.length - comma > Math.ceil(BRAND_KIT_LIMITS.logoBytes / 3) * 4 + 4)
    throw new AppError("PAYLOAD_TOO_LARGE", brandKitMessages.logoTooLarge);
  const bytes = fromBase64(dataUrl.slice(comma + 1));
  if (!bytes || bytes.length === 0) throw badRequest("logoData is not valid base64");
  if (bytes.length > BRAND_KIT_LIMITS.logoBytes) throw new AppError("PAYLOAD_TOO_LARGE", brandKitMessages.logoTooLarge);
  return bytes;
}

/**
 * The logo decoded, shrunk and stored as PNG; its R2 key. With an upload source the attempt is held against the
 * refused-upload budgets first and stays counted only when the logo is refused.
 */
async function storeLogo(deps: BrandKitDeps, userId: number, dataUrl: string): Promise<string> {
  const bytes = logoBytesOf(dataUrl);
  const held = deps.upload ? await holdImageUpload(deps.upload, userId, deps.upload.address) : null;
  let png: Uint8Array;
  try {
    png = prepareLogo(bytes).png;
  } catch (err) {
    const refusal = imageRefusal(err);
    if (!refusal) await held?.accepted();
    throw refusal ?? err;
  }
  await held?.accepted();
  const key = `brand-kits/${userId}/${crypto.randomUUID()}.png`;
  await deps.media.put(key, png, { httpMetadata: { contentType: "image/png" } });
  return key;
}

async function planLimit({ db }: Pick<AppContext, "db">, userId: number) {
  const user = (await db.select({ plan: users.subscriptionPlan }).from(users).where(eq(users.id, userId)).limit(1))[0];
  if (!user) throw unauthorized();
  const limit = brandKitLimits[user.plan as keyof typeof brandKitLimits] ?? brandKitLimits.free;
  return { plan: user.plan, limit };
}

/** A new kit, within the plan's number of kits; the colours' contrast is checked before the logo is processed. */
export async function createBrandKit(deps: BrandKitDeps, userId: number, input: BrandKitCreate, base: LogoBase) {
  const { db, media } = deps;
  checkContrast(input.colors);
  const { plan, limit } = await planLimit(deps, userId);
  if (limit !== -1) {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(brandKits).where(eq(brandKits.userId, userId));
    if (n >= limit) throw new AppError("LIMIT_EXCEEDED", brandKitMessages.limit(plan, limit));
  }
  const logoKey = input.logoData ? await storeLogo(deps, userId, input.logoData) : null;
  try {
    const rows = await db
      .insert(brandKits)
      .values({
        userId,
        name: input.name,
        logoKey,
        colors: input.colors,
        fontPairing: input.fontPairing,
        voice: input.voice,
      })
      .returning();
    return toBrandKit(rows[0]!, base);
  } catch (err) {
    if (logoKey) await media.delete(logoKey);
    throw err;
  }
}

/** Fields sent replace theirs; colours and voice merge field by field; `logoData: null` removes the logo. */
export async function updateBrandKit(
  deps: BrandKitDeps,
  userId: number,
  id: number,
  input: BrandKitUpdate,
  base: LogoBase,
) {
  const { db, media } = deps;
  const row = await ownKit(deps, userId, id);
  const colors: BrandColors = { ...row.colors, ...definedOf(input.colors ?? {}) };
  checkContrast(colors);
  const voice: BrandVoice = { ...row.voice, ...definedOf(input.voice ?? {}) };
  const newLogo = input.logoData ? await storeLogo(deps, userId, input.logoData) : undefined;
  const logoKey = newLogo ?? (input.logoData === null ? null : row.logoKey);
  try {
    const rows = await db
      .update(brandKits)
      .set({
        name: input.name ?? row.name,
        colors,
        voice,
        fontPairing: input.fontPairing ?? row.fontPairing,
        logoKey,
        updatedAt: new Date(),
      })
      .where(and(eq(brandKits.id, id), eq(brandKits.userId, userId)))
      .returning();
    if (!rows[0]) throw notFound(brandKitMessages.notFound);
    if (row.logoKey && row.logoKey !== logoKey) await media.delete(row.logoKey);
    return toBrandKit(rows[0], base);
  } catch (err) {
    if (newLogo) await media.delete(newLogo);
    throw err;
  }
}

function definedOf<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The kit and its logo; concepts made with it keep their copy and images, and no longer name it. */
export async function deleteBrandKit({ db, media }: Pick<AppContext, "db" | "media">, userId: number, id: number) {
  const rows = await db
    .delete(brandKits)
    .where(and(eq(brandKits.id, id), eq(brandKits.userId, userId)))
    .returning({ logoKey: brandKits.logoKey });
  if (!rows[0]) throw notFound(brandKitMessages.notFound);
  if (rows[0].logoKey) await media.delete(rows[0].logoKey);
}

/** The stored logo's PNG bytes. */
export async function brandKitLogo(ctx: Pick<AppContext, "db" | "media">, userId: number, id: number) {
  const row = await ownKit(ctx, userId, id);
  if (!row.logoKey) throw notFound(brandKitMessages.noLogo);
  const obj = await ctx.media.get(row.logoKey);
  if (!obj) throw notFound(brandKitMessages.noLogo);
  return { bytes: new Uint8Array(await obj.arrayBuffer()), type: "image/png" };
}

/**
 * The kit a generation uses, marked as just used: the one named (the owner's, else 404); none when `null`; when left
 * out, the account's most recently used kit, or its newest when none has been used yet (null when it has none).
 */
export async function resolveBrandKit(
  ctx: Pick<AppContext, "db">,
  userId: number,
  id: number | null | undefined,
  now = new Date(),
): Promise<BrandKitRow | null> {
  if (id === null) return null;
  const { db } = ctx;
  const row =
    id === undefined
      ? (
          await db
            .select()
            .from(brandKits)
            .where(eq(brandKits.userId, userId))
            .orderBy(sql`${brandKits.lastUsedAt} IS NULL`, desc(brandKits.lastUsedAt), desc(brandKits.id))
            .limit(1)
        )[0]
      : await ownKit(ctx, userId, id);
  if (!row) return null;
  await db.update(brandKits).set({ lastUsedAt: now }).where(eq(brandKits.id, row.id));
  return { ...row, lastUsedAt: now };
}
