import { and, eq } from "drizzle-orm";
import { DEFAULT_BRAND_COLORS, type BrandColors, type FontPairing } from "@common/brand-kits";
import { buttonShapes, type CreativeLayout, CreativeRenderRequest, CreativeRenderResult } from "@common/creatives";
import { isLanguageCode, isRtl, type LanguageCode } from "@common/languages";
import { allImageSizes, platformOfSize } from "@common/platforms";
import { zonesFor } from "@common/safe-zones";
import { banks } from "../../copywriting/banks";
import { brandKits, type ConceptRow } from "../../db/schema";
import { decodeUpright } from "../../imaging/pipeline";
import { subjectBox } from "../../imaging/saliency";
import { AppError, notFound } from "../../lib/errors";
import type { AppContext } from "../context";

/**
 * Creatives (issue 26, decision 023): a concept's rendition with its headline, call to action and logo set on it in
 * its brand kit's colours, drawn by the creatives Worker (CREATIVES binding) the first time it is asked for and kept in
 * R2 under `creatives/<userId>/<conceptId>/<sizeKey>/<language>/<layout asked>/<hash>.jpg`. The hash covers everything the picture
 * depends on (texts, kit, layout, the rendition's key), so an edit re-draws only the creatives it changes, and the
 * one it replaces is removed.
 */

const sizeFacts = new Map(allImageSizes.map((s) => [s.key, s]));

export const creativeMessages = {
  noSize: "This concept has no rendition of that size",
  noLanguage: "This concept has no copy in that language",
  unavailable: "Creatives cannot be drawn right now; the plain renditions are still available. Try again in a minute.",
} as const;

export interface KitFacts {
  colors: BrandColors;
  fontPairing: FontPairing;
  logoKey: string | null;
  website: string | null;
  neverTranslate: string[];
  callToAction: string | null;
}

export async function kitOf(ctx: Pick<AppContext, "db">, row: ConceptRow): Promise<KitFacts> {
  const kit = row.brandKitId
    ? (
        await ctx.db
          .select()
          .from(brandKits)
          .where(and(eq(brandKits.id, row.brandKitId), eq(brandKits.userId, row.userId)))
          .limit(1)
      )[0]
    : undefined;
  return {
    colors: kit?.colors ?? DEFAULT_BRAND_COLORS,
    fontPairing: kit?.fontPairing ?? "plex",
    logoKey: kit?.logoKey ?? null,
    website: kit?.voice.website ?? null,
    neverTranslate: kit?.voice.neverTranslate ?? [],
    callToAction: kit?.voice.callToAction ?? null,
  };
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

/** The render request of one creative: its texts from the concept's copy in that language, its kit and zones. */
export async function creativeRequest(
  ctx: Pick<AppContext, "db">,
  row: ConceptRow,
  sizeKey: string,
  language: string | undefined,
  layout?: CreativeLayout | "auto",
  /** The concept's kit when the caller already read it (many creatives of one concept at once). */
  knownKit?: KitFacts,
): Promise<{ request: CreativeRenderRequest; kit: KitFacts; photoSize: string }> {
  const size = sizeFacts.get(sizeKey);
  const platform = platformOfSize(sizeKey);
  const hasSize = Object.values(row.smartResizedImages ?? {}).some((s) => sizeKey in s);
  if (!size || !platform || !hasSize) throw notFound(creativeMessages.noSize);
  const languages: readonly LanguageCode[] = row.selectedLanguages?.length ? row.selectedLanguages : ["en"];
  const lang = language ?? languages[0] ?? "en";
  if (!isLanguageCode(lang) || !languages.includes(lang)) throw notFound(creativeMessages.noLanguage);
  const byPlatform = row.aiGeneratedCopy?.[lang] ?? {};
  const copy = byPlatform[platform.id] ?? Object.values(byPlatform)[0];
  const brief = row.businessContext ?? {};
  const kit = knownKit ?? (await kitOf(ctx, row));
  const bank = banks[lang];
  const headline =
    text(copy?.title) ?? (lang === "en" ? row.titleEn : lang === "es" ? row.titleEs : null) ?? row.titleEn;
  const cta =
    text(copy?.cta) ??
    (lang === (text(brief.briefLanguage) ?? "en") ? text(brief.callToAction) : null) ??
    (lang === "en" ? kit.callToAction : null) ??
    bank?.cta.learnMore ??
    "Learn more";
  // The website or handle of the kit; else the brand, unless the headline already says it.
  const brand = text(brief.brandName);
  const caption = kit.website ?? (brand && !headline.includes(brand) ? brand : null);
  const terms = [...kit.neverTranslate, text(brief.brandName), text(brief.productName)].filter(
    (t): t is string => !!t && t.length <= 80,
  );
  const dir = isRtl(lang) ? "rtl" : "ltr";
  const request = CreativeRenderRequest.parse({
    width: size.width,
    height: size.height,
    layout: layout ?? row.creativeLayouts?.[sizeKey] ?? "auto",
    language: lang,
    dir,
    headline: headline.slice(0, 400),
    cta: cta.slice(0, 80),
    caption: caption ? caption.slice(0, 200) : null,
    colors: kit.colors,
    fontPairing: kit.fontPairing,
    keepTogether: terms.slice(0, 40),
    safeZones: zonesFor(sizeKey, dir).map(({ left, top, width, height }) => ({ left, top, width, height })),
    button: buttonShapes[platform.id],
    format: "jpeg",
  });
  return { request, kit, photoSize: sizeKey };
}

/** Where the product stands in a rendition: the pipeline's subject box on a small decode; null if it cannot tell. */
function subjectOf(photo: Uint8Array): CreativeRenderRequest["subject"] {
  try {
    const box = subjectBox(decodeUpright(photo, 240));
    return { x: box.x, y: box.y, w: box.w, h: box.h };
  } catch {
    return null;
  }
}

/** Asks the creatives Worker to draw one creative (the subject found on its photo unless the request says it). */
export async function drawCreative(
  renderer: Fetcher,
  request: CreativeRenderRequest,
  photo: Uint8Array,
  logo: Uint8Array | null,
): Promise<{ bytes: Uint8Array; result: CreativeRenderResult }> {
  const form = new FormData();
  form.set("request", JSON.stringify({ ...request, subject: request.subject ?? subjectOf(photo) }));
  form.set("photo", new Blob([photo], { type: "image/jpeg" }), "photo.jpg");
  if (logo) form.set("logo", new Blob([logo], { type: "image/png" }), "logo.png");
  let res: Response;
  try {
    res = await renderer.fetch("https://creatives/render", { method: "POST", body: form });
  } catch (err) {
    console.error("creatives: the creatives Worker is unreachable", err);
    throw new AppError("SERVICE_UNAVAILABLE", creativeMessages.unavailable);
  }
  const meta = CreativeRenderResult.safeParse(JSON.parse(res.headers.get("X-Creative") ?? "null"));
  if (!res.ok || !meta.success) {
    console.error("creatives: render refused", res.status, await res.text().catch(() => ""));
    throw new AppError("SERVICE_UNAVAILABLE", creativeMessages.unavailable);
  }
  return { bytes: new Uint8Array(await res.arrayBuffer()), result: meta.data };
}
