import { PhotonImage } from "@cf-wasm/photon";
import { platforms, type PlatformId } from "@common/platforms";
import { planFrame, requiredScale, type Frame } from "./framing";
import { orientedSize, probeImage, ProbeError, type ImageProbe } from "./probe";
import { blur, composite, orient, resize, resizeRegion, type Raster } from "./raster";
import { subjectBox, type Box } from "./saliency";

/**
 * Largest accepted input, in pixels. photon needs ~11.4 bytes per pixel of wasm memory to decode; 7.5 MP decodes in
 * about 86 MiB, leaving room under the 96 MiB ceiling (measured: docs/decisions/004-image-framing.md, `npm run bench`).
 */
export const PIXEL_BUDGET = 7_500_000;
export const JPEG_QUALITY = 82;
export const MAX_RENDITION_BYTES = 2 * 1024 * 1024;

export class PixelBudgetError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(
      `The image is too large to process: ${width}×${height} is ${((width * height) / 1e6).toFixed(1)} megapixels; ` +
        `the limit is ${(PIXEL_BUDGET / 1e6).toFixed(1)} megapixels. Resize it to at most 2560 px on the long edge and try again.`,
    );
  }
}

export interface Rendition {
  platform: PlatformId;
  /** e.g. `facebook_square` */
  sizeKey: string;
  width: number;
  height: number;
  mode: Frame["mode"];
  jpeg: Uint8Array;
}

export interface PipelineResult {
  probe: ImageProbe;
  /** Upright size of the original. */
  width: number;
  height: number;
  subject: Box;
  renditions: Rendition[];
  /** A small upright copy (long edge ≤ 512) for image analysis. */
  preview: Raster;
}

interface Target {
  width: number;
  height: number;
  uses: { platform: PlatformId; sizeKey: string }[];
}

/** The unique sizes among the selected platforms, each with the platform sizes it serves. */
export function targetsFor(selected: readonly PlatformId[]): Target[] {
  const byDims = new Map<string, Target>();
  for (const p of platforms) {
    if (!selected.includes(p.id)) continue;
    for (const s of p.sizes) {
      const key = `${s.width}x${s.height}`;
      const t = byDims.get(key) ?? { width: s.width, height: s.height, uses: [] };
      t.uses.push({ platform: p.id, sizeKey: s.key });
      byDims.set(key, t);
    }
  }
  return [...byDims.values()];
}

/** Decodes once with photon and hands back the pixels; the photon object is freed on every path. */
function decode(bytes: Uint8Array): Raster {
  let img: PhotonImage | undefined;
  try {
    img = PhotonImage.new_from_byteslice(bytes);
    return { width: img.get_width(), height: img.get_height(), data: img.get_raw_pixels() };
  } catch (err) {
    if (err instanceof ProbeError) throw err;
    throw new ProbeError("The image could not be decoded: the file is damaged or truncated");
  } finally {
    img?.free();
  }
}

export function encodeJpeg(raster: Raster, quality = JPEG_QUALITY): Uint8Array {
  let q = quality;
  for (;;) {
    const img = new PhotonImage(raster.data, raster.width, raster.height);
    try {
      const bytes = img.get_bytes_jpeg(q);
      if (bytes.length <= MAX_RENDITION_BYTES || q <= 40) return bytes;
    } finally {
      img.free();
    }
    q -= 12;
  }
}

function renderTarget(src: Raster, frame: Frame, tw: number, th: number): Raster {
  if (frame.mode === "crop") return resizeRegion(src, frame.x, frame.y, frame.w, frame.h, tw, th);
  // Fill: the photo cover-scaled, shrunk to 1/16, blurred there (cheap), then enlarged to the target.
  const small = Math.max(8, Math.round(tw / 16));
  const smallH = Math.max(8, Math.round(th / 16));
  const cover = planFrame(src.width, src.height, small, smallH, { x: 0, y: 0, w: 0, h: 0 });
  const coverRegion = cover.mode === "crop" ? cover : { x: 0, y: 0, w: src.width, h: src.height };
  const tiny = blur(resizeRegion(src, coverRegion.x, coverRegion.y, coverRegion.w, coverRegion.h, small, smallH), 2);
  const canvas = resize(tiny, tw, th);
  composite(canvas, resize(src, frame.w, frame.h), frame.x, frame.y);
  return canvas;
}

export type Progress = (event: { phase: "render"; platform: string; done: number; total: number }) => void;

/** Lets a streamed response flush between CPU-bound steps. */
const yieldToRuntime = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Probe → budget → decode once → pre-shrink once → orient → find the subject → render each unique size once. */
export async function runPipeline(
  bytes: Uint8Array,
  selected: readonly PlatformId[],
  onProgress?: Progress,
): Promise<PipelineResult> {
  const probe = probeImage(bytes);
  if (probe.width * probe.height > PIXEL_BUDGET) throw new PixelBudgetError(probe.width, probe.height);
  const upright = orientedSize(probe);
  let raster = decode(bytes);
  if (raster.width !== probe.width || raster.height !== probe.height) {
    throw new ProbeError("The image header does not match its pixels");
  }

  // The subject is found on an upright thumbnail first, so the plan (and the pre-shrink it implies) is known before
  // the full-size work.
  const thumbScale = Math.min(1, 256 / Math.max(raster.width, raster.height));
  const thumb = orient(
    resize(
      raster,
      Math.max(1, Math.round(raster.width * thumbScale)),
      Math.max(1, Math.round(raster.height * thumbScale)),
    ),
    probe.orientation,
  );
  const subject = subjectBox(thumb);

  const targets = targetsFor(selected);
  const plans = targets.map((t) => planFrame(upright.width, upright.height, t.width, t.height, subject));
  const scale = Math.max(
    512 / Math.max(upright.width, upright.height),
    ...targets.map((t, i) => requiredScale(upright.width, upright.height, t.width, t.height, plans[i]!)),
  );
  if (scale < 1) {
    raster = resize(
      raster,
      Math.max(1, Math.round(raster.width * scale)),
      Math.max(1, Math.round(raster.height * scale)),
    );
  }
  raster = orient(raster, probe.orientation);
  const k = raster.width / upright.width;

  const renditions: Rendition[] = [];
  const total = targets.reduce((n, x) => n + x.uses.length, 0);
  for (const [i, t] of targets.entries()) {
    await yieldToRuntime();
    const plan = plans[i]!;
    const frame: Frame =
      plan.mode === "crop" ? { ...plan, x: plan.x * k, y: plan.y * k, w: plan.w * k, h: plan.h * k } : plan;
    const jpeg = encodeJpeg(renderTarget(raster, frame, t.width, t.height));
    for (const use of t.uses) {
      renditions.push({ ...use, width: t.width, height: t.height, mode: plan.mode, jpeg });
      onProgress?.({ phase: "render", platform: use.platform, done: renditions.length, total });
    }
  }

  const pScale = Math.min(1, 512 / Math.max(raster.width, raster.height));
  const preview =
    pScale < 1 ? resize(raster, Math.round(raster.width * pScale), Math.round(raster.height * pScale)) : raster;
  return { probe, width: upright.width, height: upright.height, subject, renditions, preview };
}

/** A small JPEG of a stored image for contact sheets: decoded, shrunk to maxSide on its longer edge, re-encoded. */
export function thumbnailJpeg(
  bytes: Uint8Array,
  maxSide: number,
  quality = 78,
): { jpeg: Uint8Array; width: number; height: number } {
  const probe = probeImage(bytes);
  if (probe.width * probe.height > PIXEL_BUDGET) throw new PixelBudgetError(probe.width, probe.height);
  const raster = orient(decode(bytes), probe.orientation);
  const s = Math.min(1, maxSide / Math.max(raster.width, raster.height));
  const small =
    s < 1
      ? resize(raster, Math.max(1, Math.round(raster.width * s)), Math.max(1, Math.round(raster.height * s)))
      : raster;
  return { jpeg: encodeJpeg(small, quality), width: small.width, height: small.height };
}
