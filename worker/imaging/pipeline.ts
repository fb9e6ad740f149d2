import { IMAGE_RULES, PIXEL_LIMITS } from "@common/generation";
import { platforms, type PlatformId } from "@common/platforms";
import { CodecPyramid, PlanePyramid } from "./codec-pyramid";
import { drawWithSeamlessFill } from "./fill";
import { framingOf, planFrame, type Frame } from "./framing";
import { decodePng } from "./png";
import { ImageError } from "../lib/image-error";
import { orientedSize, probeImage, type ImageProbe } from "./probe";
import { blur, orient, orientSteps, Pyramid, resize, type Raster } from "./raster";
import { subjectBox, type Box } from "./saliency";
import { type CodecImage, type CodecPlanes, DECODE_SCALES, JpegCodecError, TurboJpeg } from "./turbojpeg";
import { WebpCodecError, WebpDecoder } from "./webp";

export const JPEG_QUALITY = 82;
export const MAX_RENDITION_BYTES = 2 * 1024 * 1024;

/** Which of the PIXEL_LIMITS an image falls under, by how it is decoded. */
export type LimitKind = keyof typeof PIXEL_LIMITS;

export function limitKindOf(probe: Pick<ImageProbe, "type" | "progressive">): LimitKind {
  if (probe.type !== "jpeg") return "pngWebp";
  return probe.progressive ? "progressiveJpeg" : "baselineJpeg";
}

const mp = (pixels: number) => (pixels / 1e6).toFixed(1);
const limitText: Record<LimitKind, { name: string; advice: string }> = {
  baselineJpeg: { name: "a JPEG", advice: "Resize it and try again." },
  progressiveJpeg: {
    name: "a progressive JPEG",
    advice: `Save it as a standard (baseline) JPEG, which may have up to ${mp(PIXEL_LIMITS.baselineJpeg)} megapixels, or resize it.`,
  },
  pngWebp: {
    name: "a PNG or WebP image",
    advice: `Send it as a JPEG, which may have up to ${mp(PIXEL_LIMITS.baselineJpeg)} megapixels, or resize it.`,
  },
};

/** A refusal because decoding would cost more pixels than the kind's budget, known from the header. */
export class PixelBudgetError extends ImageError {
  readonly limit: number;
  constructor(
    readonly width: number,
    readonly height: number,
    readonly limitKind: LimitKind,
  ) {
    const limit = PIXEL_LIMITS[limitKind];
    super(
      `The image is too large to process: ${width}×${height} is ${mp(width * height)} megapixels; ` +
        `the limit for ${limitText[limitKind].name} is ${mp(limit)} megapixels. ${limitText[limitKind].advice}`,
      "too-large",
    );
    this.limit = limit;
  }
}

const MiB = 1024 * 1024;

/**
 * Refuses an image over its limit, from the header alone (decisions 014 and 018): its pixels by kind, and for a
 * JPEG decoded whole its coefficient arrays, which count every colour component at its own sampling (a 4:4:4 photo
 * holds twice the coefficients of a 4:2:0 one with the same pixels, whatever scale it is decoded at).
 */
export function checkPixelLimit(probe: ImageProbe): void {
  const kind = limitKindOf(probe);
  if (probe.width * probe.height > PIXEL_LIMITS[kind]) throw new PixelBudgetError(probe.width, probe.height, kind);
  const { detail } = probe;
  if (probe.progressive && detail.kind === "jpeg" && detail.coefficientBytes > IMAGE_RULES.bufferedJpegBytes) {
    const sampling = detail.components.map((c) => `${c.h}×${c.v}`).join(", ");
    throw new ImageError(
      `The image is too large to process: a ${probe.width}×${probe.height} progressive JPEG with ${detail.components.length} ` +
        `colour components sampled ${sampling} needs ${(detail.coefficientBytes / MiB).toFixed(0)} MiB to decode; ` +
        `the limit is ${IMAGE_RULES.bufferedJpegBytes / MiB} MiB. Save it as a standard (baseline) JPEG, or with 4:2:0 chroma, or resize it.`,
      "too-large",
    );
  }
}

/** The scale n/8 libjpeg-turbo decodes at to cover `minWidth` × `minHeight` (as TurboJpeg.decode chooses it). */
function jpegDecodeSize(probe: ImageProbe, minWidth: number, minHeight: number): { width: number; height: number } {
  const n =
    DECODE_SCALES.find(
      (k) => Math.ceil((probe.width * k) / 8) >= minWidth && Math.ceil((probe.height * k) / 8) >= minHeight,
    ) ?? 8;
  return { width: Math.ceil((probe.width * n) / 8), height: Math.ceil((probe.height * n) / 8) };
}

/** Working memory of a codec instance besides its buffers: its initial memory, stack and tables. */
const CODEC_WORKING_BYTES = 2 * MiB;

/**
 * The wasm memory a decode to cover `minWidth` × `minHeight` will need, from the header alone: the file's copy, the
 * output, a buffered JPEG's coefficients, a lossless WebP's ARGB buffer (a lossy one's alpha plane); null for a PNG,
 * whose decoder is JavaScript and holds its output and two rows.
 */
export function decodeWasmBytes(probe: ImageProbe, fileBytes: number, minWidth: number, minHeight: number) {
  const { detail } = probe;
  if (detail.kind === "png") return null;
  if (detail.kind === "webp") {
    const out = Math.min(probe.width, minWidth) * Math.min(probe.height, minHeight) * 4;
    const own = probe.width * probe.height * (detail.lossless ? 4 : 1);
    return fileBytes + out + own + CODEC_WORKING_BYTES;
  }
  const out = jpegDecodeSize(probe, minWidth, minHeight);
  const coefficients = probe.progressive ? detail.coefficientBytes : 0;
  return fileBytes + out.width * out.height * 4 + coefficients + CODEC_WORKING_BYTES;
}

/** Refuses a decode whose wasm memory, estimated before it starts, would pass IMAGE_RULES.decodeWasmBytes. */
function checkDecodeBudget(probe: ImageProbe, fileBytes: number, minWidth: number, minHeight: number): void {
  const need = decodeWasmBytes(probe, fileBytes, minWidth, minHeight);
  if (need !== null && need > IMAGE_RULES.decodeWasmBytes)
    throw new ImageError(
      `The image is too large to process: decoding this ${probe.width}×${probe.height} ${limitText[limitKindOf(probe)].name.replace(/^an? /, "")} ` +
        `for the selected sizes needs ${(need / MiB).toFixed(0)} MiB; the limit is ${IMAGE_RULES.decodeWasmBytes / MiB} MiB. ` +
        "Resize it, or send a smaller file, and try again.",
      "too-large",
    );
}

export interface Rendition {
  platform: PlatformId;
  /** e.g. `facebook_square` */
  sizeKey: string;
  width: number;
  height: number;
  /** What was done: cropped around the subject, trimmed to it and filled, or shown whole and filled. */
  framing: "crop" | "trim" | "whole";
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
  /** The wasm memory of the job's codecs (JPEG, and WebP when used) at its end: their peak, as wasm memory only grows. */
  codecMemoryBytes: number;
}

export interface Target {
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

/** The job's wasm codecs: the JPEG one always (it encodes every rendition), the WebP one when a WebP is decoded. */
class Codecs {
  constructor(readonly jpeg = new TurboJpeg()) {}
  webp: WebpDecoder | null = null;
  get memoryBytes(): number {
    return this.jpeg.memoryBytes + (this.webp?.memoryBytes ?? 0);
  }
}

/**
 * A JPEG codec kept in the isolate between pipeline jobs (decision 042). A new instance per job gave its memory back
 * only when V8 collected it: each job grew a fresh wasm memory (about 32 MiB for a 2560 px photo), faulted its pages
 * in, and left V8 to find it dead in 3–4 full collections a job, a third of the job's CPU time. A job that ends well
 * has freed everything it allocated in the codec, which is then kept for the next job if its memory is at most
 * KEEP_JPEG_CODEC_BYTES; a job that fails lets its codec go, as before.
 */
const KEEP_JPEG_CODEC_BYTES = 40 * MiB;
let idleJpegCodec: TurboJpeg | null = null;

/** The kept codec when this job's decode (`need` bytes, estimated from the header) fits beside what it already holds
 * within IMAGE_RULES.decodeWasmBytes, so a job's peak stays within the decode budget as with a new instance; else a
 * new one (the kept one is let go). */
function takeJpegCodec(need: number): TurboJpeg {
  const kept = idleJpegCodec;
  idleJpegCodec = null;
  return kept && kept.memoryBytes + need <= IMAGE_RULES.decodeWasmBytes ? kept : new TurboJpeg();
}

/** A codec whose job freed all it allocated: kept when none is and it is small enough, else let go. */
function releaseJpegCodec(codec: TurboJpeg): void {
  if (!idleJpegCodec && codec.memoryBytes <= KEEP_JPEG_CODEC_BYTES) idleJpegCodec = codec;
}

/** A WebP at `width` × `height` (libwebp scales while decoding), once libwebp agrees with the probe on what it holds. */
function decodeWebp(bytes: Uint8Array, probe: ImageProbe, codecs: Codecs, width: number, height: number): Raster {
  const webp = (codecs.webp ??= new WebpDecoder());
  try {
    const f = webp.features(bytes);
    if (f.animated) throw new ImageError("Animated WebP images are not supported: send a still photo", "unsupported");
    if (f.width !== probe.width || f.height !== probe.height)
      throw new ImageError("The image header does not match its pixels");
    return webp.decode(bytes, width, height);
  } catch (err) {
    if (err instanceof WebpCodecError) throw new ImageError(`The image could not be decoded: ${err.message}`);
    throw err;
  }
}

/**
 * The image's pixels at the smallest size that still covers `minWidth` × `minHeight` (stored orientation): a JPEG at
 * libjpeg-turbo's nearest scale n/8 above it, a WebP at that size exactly, a PNG whole. The size is checked against
 * the header.
 */
function decode(bytes: Uint8Array, probe: ImageProbe, codecs: Codecs, minWidth: number, minHeight: number): Raster {
  if (probe.detail.kind === "png") return decodePng(bytes, probe.width, probe.height, probe.detail);
  if (probe.detail.kind === "webp")
    return decodeWebp(
      bytes,
      probe,
      codecs,
      Math.min(probe.width, Math.max(1, minWidth)),
      Math.min(probe.height, Math.max(1, minHeight)),
    );
  try {
    const { scale, ...raster } = codecs.jpeg.decode(bytes, minWidth, minHeight);
    if (raster.width !== Math.ceil(probe.width * scale) || raster.height !== Math.ceil(probe.height * scale))
      throw new ImageError("The image header does not match its pixels");
    return raster;
  } catch (err) {
    if (err instanceof JpegCodecError) throw new ImageError(`The image could not be decoded: ${jpegReason(err)}`);
    throw err;
  }
}

/**
 * A JPEG decoded as `decode` does, left upright in the codec's memory (decision 019): the renditions are resampled
 * and encoded there, so no full-size raster is copied into JavaScript and back.
 */
function decodeJpegUpright(
  bytes: Uint8Array,
  probe: ImageProbe,
  codec: TurboJpeg,
  minWidth: number,
  minHeight: number,
): CodecImage {
  let image: (CodecImage & { scale: number }) | undefined;
  try {
    image = codec.decodeInPlace(bytes, minWidth, minHeight);
  } catch (err) {
    if (err instanceof JpegCodecError) throw new ImageError(`The image could not be decoded: ${jpegReason(err)}`);
    throw err;
  }
  if (image.width !== Math.ceil(probe.width * image.scale) || image.height !== Math.ceil(probe.height * image.scale)) {
    codec.free(image);
    throw new ImageError("The image header does not match its pixels");
  }
  if (probe.orientation <= 1 || probe.orientation > 8) return image;
  const { ow, oh, start, dx, dy } = orientSteps(probe.orientation, image.width, image.height);
  const upright = codec.orient(image, ow, oh, start, dx, dy);
  codec.free(image);
  return upright;
}

/**
 * A YCbCr JPEG decoded as `decodeJpegUpright` does, but to its own planes (decision 042): no colour conversion, no
 * chroma upsampling; each plane is turned upright on its own. Null for a JPEG that is not YCbCr (greyscale, CMYK).
 */
function decodeJpegPlanesUpright(
  bytes: Uint8Array,
  probe: ImageProbe,
  codec: TurboJpeg,
  minWidth: number,
  minHeight: number,
): CodecPlanes | null {
  let image: (CodecPlanes & { scale: number }) | null;
  try {
    image = codec.decodePlanesInPlace(bytes, minWidth, minHeight);
  } catch (err) {
    if (err instanceof JpegCodecError) throw new ImageError(`The image could not be decoded: ${jpegReason(err)}`);
    throw err;
  }
  if (!image) return null;
  const planes = [image.y, image.cb, image.cr];
  if (image.width !== Math.ceil(probe.width * image.scale) || image.height !== Math.ceil(probe.height * image.scale)) {
    for (const p of planes) codec.freePlane(p);
    throw new ImageError("The image header does not match its pixels");
  }
  if (probe.orientation <= 1 || probe.orientation > 8) return image;
  // Each plane's own samples (the luma plane may be padded past the image) turned by the same steps.
  const turn = (p: (typeof planes)[number], w: number, h: number) => {
    const { ow, oh, start, dx, dy } = orientSteps(probe.orientation, w, h);
    return codec.orientPlane({ ...p, width: w, height: h, pitch: p.pitch ?? p.width }, ow, oh, start, dx, dy);
  };
  try {
    const swap = probe.orientation >= 5;
    const y = turn(image.y, image.width, image.height);
    const cb = turn(image.cb, image.cb.width, image.cb.height);
    const cr = turn(image.cr, image.cr.width, image.cr.height);
    return {
      width: swap ? image.height : image.width,
      height: swap ? image.width : image.height,
      y,
      cb,
      cr,
      cx: swap ? image.cy : image.cx,
      cy: swap ? image.cx : image.cy,
    };
  } finally {
    for (const p of planes) codec.freePlane(p);
  }
}

/** libjpeg's message, said as a person would. */
function jpegReason(err: JpegCodecError): string {
  const m = err.message;
  if (/premature end|truncat/i.test(m)) return "the file is truncated";
  return `the file is damaged (${m.replace(/\.$/, "")})`;
}

/** A baseline JPEG with 4:2:0 chroma at `quality`, lowered in steps until it is within MAX_RENDITION_BYTES. */
export function encodeJpeg(raster: Raster, quality = JPEG_QUALITY, codec = new TurboJpeg()): Uint8Array {
  return withinRenditionBytes(quality, (q) => codec.encode(raster, q));
}

function withinRenditionBytes(quality: number, encode: (q: number) => Uint8Array): Uint8Array {
  for (let q = quality; ; q -= 12) {
    const bytes = encode(q);
    if (bytes.length <= MAX_RENDITION_BYTES || q <= 40) return bytes;
  }
}

/** The stored-orientation size a decode must cover so every target (and the 512 px analysis copy) is rendered from
 * enough pixels, whatever the subject turns out to be: for each target, the larger need of its frame for a point
 * subject (the largest crop window of its aspect, when the aspect allows a crop) and for a subject filling the photo
 * (a fit, which needs only the contain scale). */
export function decodeSizeFor(probe: ImageProbe, targets: readonly Target[]): { width: number; height: number } {
  const { width: W, height: H } = orientedSize(probe);
  const need = (f: Frame, t: Target) =>
    f.mode === "crop" ? Math.max(t.width / f.w, t.height / f.h) : Math.max(f.w / f.src.w, f.h / f.src.h);
  const scale = Math.min(
    1,
    Math.max(
      512 / Math.max(W, H),
      ...targets.flatMap((t) => [
        need(planFrame(W, H, t.width, t.height, { x: 0.5, y: 0.5, w: 0, h: 0 }), t),
        need(planFrame(W, H, t.width, t.height, { x: 0, y: 0, w: 1, h: 1 }), t),
      ]),
    ),
  );
  const w = Math.ceil(W * scale);
  const h = Math.ceil(H * scale);
  return probe.orientation >= 5 ? { width: h, height: w } : { width: w, height: h };
}

/** The pipeline's steps as `npm run bench` breaks its time down. */
export type PipelineStep = "decode" | "resize" | "fill" | "encode";
export type StepTimer = <T>(step: PipelineStep, work: () => T) => T;
const untimed: StepTimer = (_, work) => work();

/** A timer that adds each step's milliseconds to `totals` (for the bench; the Worker runs untimed). */
export function stepTimer(totals: Record<PipelineStep, number>): StepTimer {
  return (step, work) => {
    const t = performance.now();
    try {
      return work();
    } finally {
      totals[step] += performance.now() - t;
    }
  };
}

/** The upright photo and its halvings: in JavaScript (a PNG or WebP), or in the JPEG codec's memory (a JPEG). */
type Photo = Pyramid | CodecPyramid | PlanePyramid;

/** One rendition as JPEG bytes: a crop of a photo in the codec's memory is resampled and encoded there. */
function renderAndEncode(src: Photo, frame: Frame, t: Target, codec: TurboJpeg, time: StepTimer): Uint8Array {
  if (frame.mode === "crop" && src instanceof PlanePyramid) {
    const planes = time("resize", () => src.encodablePlanes(frame.x, frame.y, frame.w, frame.h, t.width, t.height));
    try {
      return time("encode", () =>
        withinRenditionBytes(JPEG_QUALITY, (q) => codec.encodePlanes(planes, t.width, t.height, q)),
      );
    } finally {
      for (const p of planes.owned) codec.freePlane(p);
    }
  }
  if (frame.mode === "crop" && src instanceof CodecPyramid) {
    const { image, owned } = time("resize", () =>
      src.encodableRegion(frame.x, frame.y, frame.w, frame.h, t.width, t.height),
    );
    try {
      return time("encode", () => withinRenditionBytes(JPEG_QUALITY, (q) => codec.encodeImage(image, q)));
    } finally {
      if (owned) codec.free(image);
    }
  }
  const rendered = renderTarget(src, frame, t.width, t.height, time);
  return time("encode", () => encodeJpeg(rendered, JPEG_QUALITY, codec));
}

function renderTarget(src: Photo, frame: Frame, tw: number, th: number, time: StepTimer): Raster {
  if (frame.mode === "crop") return time("resize", () => src.resizeRegion(frame.x, frame.y, frame.w, frame.h, tw, th));
  // Fill: the photo cover-scaled, shrunk to 1/16, blurred there (cheap), then enlarged to the target; the photo's own
  // mirrored edge is blended over it near the seam (fill.ts).
  const canvas = time("fill", () => {
    const small = Math.max(8, Math.round(tw / 16));
    const smallH = Math.max(8, Math.round(th / 16));
    const rs = src.width / src.height;
    const rt = small / smallH;
    const cw = rt > rs ? src.width : src.height * rt;
    const ch = rt > rs ? src.width / rt : src.height;
    const tiny = blur(src.resizeRegion((src.width - cw) / 2, (src.height - ch) / 2, cw, ch, small, smallH), 2);
    return resize(tiny, tw, th);
  });
  const { src: win } = frame;
  const fitted = time("resize", () => src.resizeRegion(win.x, win.y, win.w, win.h, frame.w, frame.h));
  time("fill", () => drawWithSeamlessFill(canvas, fitted, frame.x, frame.y));
  return canvas;
}

export type Progress = (event: { phase: "render"; platform: string; done: number; total: number }) => void;

/**
 * Lets a streamed response flush, and other requests in, between CPU-bound steps: one turn of the event loop, I/O
 * included. setImmediate where the runtime has it (workerd with nodejs_compat, Node): Node holds a `setTimeout(0)`
 * for at least 1 ms, eight of them a job, which the bench counted as the pipeline's time (decision 042).
 */
const runtime = globalThis as { setImmediate?: (callback: () => void) => unknown };
const yieldToRuntime = () =>
  new Promise<void>((resolve) => (runtime.setImmediate ? runtime.setImmediate(resolve) : setTimeout(resolve, 0)));

/** Probe → budget → decode once → pre-shrink once → orient → find the subject → render each unique size once.
 * `targets` (the selected platforms' sizes unless given) lets the bench render chosen sizes alone. */
export async function runPipeline(
  bytes: Uint8Array,
  selected: readonly PlatformId[],
  onProgress?: Progress,
  time: StepTimer = untimed,
  targets: readonly Target[] = targetsFor(selected),
): Promise<PipelineResult> {
  const probe = probeImage(bytes);
  checkPixelLimit(probe);
  const upright = orientedSize(probe);
  // The JPEG codec is the isolate's kept one when the decode fits beside what it holds, else a new one; a WebP
  // decoder is the job's own, its memory released with it.
  const cover = decodeSizeFor(probe, targets);
  checkDecodeBudget(probe, bytes.length, cover.width, cover.height);
  const codecs = new Codecs(takeJpegCodec(decodeWasmBytes(probe, bytes.length, cover.width, cover.height) ?? 0));
  const codec = codecs.jpeg;
  // Upright once; every later resample reads the smallest halving of it that is still sharp enough (Pyramid). A JPEG
  // stays in the codec's memory, where its renditions are encoded.
  // A YCbCr JPEG is kept as its planes, anything else as RGBA (decision 042).
  const planes =
    probe.detail.kind === "jpeg"
      ? time("decode", () => decodeJpegPlanesUpright(bytes, probe, codec, cover.width, cover.height))
      : null;
  const pyramid: Photo = planes
    ? new PlanePyramid(codec, planes)
    : probe.detail.kind === "jpeg"
      ? new CodecPyramid(
          codec,
          time("decode", () => decodeJpegUpright(bytes, probe, codec, cover.width, cover.height)),
        )
      : new Pyramid(
          time("resize", () =>
            orient(
              time("decode", () => decode(bytes, probe, codecs, cover.width, cover.height)),
              probe.orientation,
            ),
          ),
        );
  const k = pyramid.width / upright.width;

  // The subject is found on a small upright copy first, so the plans are known before the full-size work.
  const thumbScale = Math.min(1, 256 / Math.max(pyramid.width, pyramid.height));
  const thumb = time("resize", () =>
    pyramid.resize(
      Math.max(1, Math.round(pyramid.width * thumbScale)),
      Math.max(1, Math.round(pyramid.height * thumbScale)),
    ),
  );
  const subject = subjectBox(thumb);
  const plans = targets.map((t) => planFrame(upright.width, upright.height, t.width, t.height, subject));

  const renditions: Rendition[] = [];
  const total = targets.reduce((n, x) => n + x.uses.length, 0);
  for (const [i, t] of targets.entries()) {
    await yieldToRuntime();
    const plan = plans[i]!;
    const frame: Frame =
      plan.mode === "crop"
        ? { ...plan, x: plan.x * k, y: plan.y * k, w: plan.w * k, h: plan.h * k }
        : { ...plan, src: { x: plan.src.x * k, y: plan.src.y * k, w: plan.src.w * k, h: plan.src.h * k } };
    const jpeg = renderAndEncode(pyramid, frame, t, codec, time);
    for (const use of t.uses) {
      renditions.push({ ...use, width: t.width, height: t.height, framing: framingOf(plan), jpeg });
      onProgress?.({ phase: "render", platform: use.platform, done: renditions.length, total });
    }
  }

  const pScale = Math.min(1, 512 / Math.max(pyramid.width, pyramid.height));
  const preview = time("resize", () =>
    pScale < 1
      ? pyramid.resize(Math.round(pyramid.width * pScale), Math.round(pyramid.height * pScale))
      : pyramid instanceof Pyramid
        ? pyramid.base
        : pyramid.resize(pyramid.width, pyramid.height),
  );
  // Everything the job put in the JPEG codec is freed (renditions after encoding, here the photo and its halvings),
  // so the codec can be kept for the next job. An exception before this point lets it go instead.
  const codecMemoryBytes = codecs.memoryBytes;
  if (!(pyramid instanceof Pyramid)) pyramid.dispose();
  releaseJpegCodec(codec);
  return {
    probe,
    width: upright.width,
    height: upright.height,
    subject,
    renditions,
    preview,
    codecMemoryBytes,
  };
}

/**
 * A stored or uploaded image decoded upright, through the same probe, limits and bounded decoders as a photo, at the
 * smallest decode that still covers `maxSide` on its longer side (a JPEG at n/8, a WebP scaled by libwebp, a PNG
 * whole). The alpha channel of a PNG or WebP is kept. Throws an ImageError (a `too-large` one among them) before decoding.
 */
export function decodeUpright(bytes: Uint8Array, maxSide: number, probe = probeImage(bytes)): Raster {
  return decodeUprightWith(new Codecs(), bytes, maxSide, probe);
}

function decodeUprightWith(codecs: Codecs, bytes: Uint8Array, maxSide: number, probe = probeImage(bytes)): Raster {
  checkPixelLimit(probe);
  const long = Math.max(probe.width, probe.height);
  const k = Math.min(1, maxSide / long);
  const minWidth = Math.ceil(probe.width * k);
  const minHeight = Math.ceil(probe.height * k);
  checkDecodeBudget(probe, bytes.length, minWidth, minHeight);
  return orient(decode(bytes, probe, codecs, minWidth, minHeight), probe.orientation);
}

/** A small JPEG of a stored image for contact sheets: decoded at a reduced scale, shrunk to maxSide, re-encoded. */
export function thumbnailJpeg(
  bytes: Uint8Array,
  maxSide: number,
  quality = 78,
): { jpeg: Uint8Array; width: number; height: number } {
  const codecs = new Codecs();
  const raster = decodeUprightWith(codecs, bytes, maxSide);
  const s = Math.min(1, maxSide / Math.max(raster.width, raster.height));
  const small =
    s < 1
      ? resize(raster, Math.max(1, Math.round(raster.width * s)), Math.max(1, Math.round(raster.height * s)))
      : raster;
  return { jpeg: encodeJpeg(small, quality, codecs.jpeg), width: small.width, height: small.height };
}
