import { and, eq } from "drizzle-orm";
import { type BrandKitPreviewRequest, CreativeRenderRequest } from "@common/creatives";
import { brandKits } from "../../db/schema";
import { encodeJpeg } from "../../imaging/pipeline";
import { notFound } from "../../lib/errors";
import type { AppContext } from "../context";
import type { CreativeFile } from "./files";
import { drawCreative } from "./request";

/** The stand-in photo of the kit preview: a product on a table, drawn once per isolate. */
let samplePhoto: Uint8Array | null = null;
const PREVIEW = { width: 720, height: 900 };
function previewPhoto(): Uint8Array {
  if (samplePhoto) return samplePhoto;
  const { width, height } = PREVIEW;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      // A warm wall over a wooden table, and a bottle standing in the middle.
      const table = y > height * 0.62;
      let [r, g, b] = table
        ? [176 - (x % 37), 132 - (x % 37), 96 - (x % 29)]
        : [226 - y / 30, 214 - y / 30, 196 - y / 30];
      const dx = Math.abs(x - width / 2);
      const body = dx < width * 0.12 && y > height * 0.3 && y < height * 0.72;
      const neck = dx < width * 0.045 && y > height * 0.2 && y <= height * 0.3;
      if (body || neck) [r, g, b] = [44 + dx / 6, 94 + dx / 8, 78 + dx / 10];
      if (body && y > height * 0.45 && y < height * 0.58) [r, g, b] = [240, 232, 214];
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
      data[i + 3] = 255;
    }
  samplePhoto = encodeJpeg({ width, height, data }, 85);
  return samplePhoto;
}

/** POST /api/brand-kits/preview: the /brand page's live preview, one 4:5 creative from the form's values. */
export async function previewCreative(
  ctx: Pick<AppContext, "db" | "media" | "env">,
  userId: number,
  input: BrandKitPreviewRequest,
): Promise<CreativeFile> {
  let logo: Uint8Array | null = null;
  if (input.logoKitId !== null) {
    const kit = await ctx.db
      .select({ logoKey: brandKits.logoKey })
      .from(brandKits)
      .where(and(eq(brandKits.id, input.logoKitId), eq(brandKits.userId, userId)))
      .limit(1);
    if (!kit[0]) throw notFound("Brand kit not found");
    const obj = kit[0].logoKey ? await ctx.media.get(kit[0].logoKey) : null;
    logo = obj ? new Uint8Array(await obj.arrayBuffer()) : null;
  }
  const request = CreativeRenderRequest.parse({
    ...PREVIEW,
    layout: input.layout,
    language: "en",
    dir: "ltr",
    headline: input.headline,
    cta: input.callToAction,
    caption: input.caption,
    colors: input.colors,
    fontPairing: input.fontPairing,
    keepTogether: [],
    safeZones: [],
    button: "pill",
    format: "jpeg",
  });
  const { bytes, result } = await drawCreative(ctx.env.CREATIVES, request, previewPhoto(), logo);
  return { bytes, type: "image/jpeg", layout: result.layout, result };
}
