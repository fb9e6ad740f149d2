import { axisSpans, isPlainCopy, Levels, type Raster, resizeRegion } from "./raster";
import type { CodecImage, CodecPlane, CodecPlanes, TurboJpeg } from "./turbojpeg";

/** A layout whose ring of filtered rows would take more than this is resampled in JavaScript (as resample.ts does). */
const MAX_RING_BYTES = 8 * 1048576;

/**
 * raster.ts's Pyramid for a photo that lies in the JPEG codec's memory (decision 019): the same levels, chosen the same
 * way, resampled with the same arithmetic (codecs/pixels.c), so the pixels are the same. A rendition is made where the
 * encoder reads it (`renderRegion`), and only small copies (the analysis thumbnails, a fitted photo for the fill)
 * come out into JavaScript.
 */
export class CodecPyramid extends Levels<CodecImage> {
  constructor(
    private readonly codec: TurboJpeg,
    base: CodecImage,
  ) {
    super(base, (image) => codec.halve(image));
  }

  /** The base's rectangle (sx, sy, sw, sh) resampled to dw × dh, as a new image in the codec's memory. */
  renderRegion(sx: number, sy: number, sw: number, sh: number, dw: number, dh: number): CodecImage {
    const { level, x, y, w, h } = this.levelRegion(sx, sy, sw, sh, dw, dh);
    if (isPlainCopy(x, y, w, h, dw, dh)) return this.codec.copyRegion(level, x, y, dw, dh);
    const cols = axisSpans(x, w, dw, level.width);
    const rows = axisSpans(y, h, dh, level.height);
    if ((rows.taps + 1) * dw * 16 <= MAX_RING_BYTES) return this.codec.resample(level, cols, rows, dw, dh);
    const raster = { width: level.width, height: level.height, data: this.codec.view(level).slice() };
    return this.codec.copyImage(resizeRegion(raster, x, y, w, h, dw, dh));
  }

  /**
   * As `renderRegion`, for the encoder: a crop that needs no resampling is not copied but read where it lies, a view
   * into its level with the level's row pitch (`owned` false: the level still owns it, so it must not be freed).
   */
  encodableRegion(
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dw: number,
    dh: number,
  ): { image: CodecImage; owned: boolean } {
    const { level, x, y, w, h } = this.levelRegion(sx, sy, sw, sh, dw, dh);
    if (isPlainCopy(x, y, w, h, dw, dh))
      return {
        image: { ptr: level.ptr + (y * level.width + x) * 4, width: dw, height: dh, pitch: level.width * 4 },
        owned: false,
      };
    return { image: this.renderRegion(sx, sy, sw, sh, dw, dh), owned: true };
  }

  /** Frees the base and its halvings in the codec's memory, so the codec can serve another job (decision 042). */
  dispose(): void {
    for (const level of this.levelsMade()) this.codec.free(level);
  }

  /** As `renderRegion`, copied out into a JavaScript raster. */
  resizeRegion(sx: number, sy: number, sw: number, sh: number, dw: number, dh: number): Raster {
    const image = this.renderRegion(sx, sy, sw, sh, dw, dh);
    try {
      return { width: dw, height: dh, data: this.codec.view(image).slice() };
    } finally {
      this.codec.free(image);
    }
  }
}

/** The planes a rendition is encoded from, and those of them made for it (to be freed after; the rest are views). */
export interface EncodablePlanes {
  y: CodecPlane;
  cb: CodecPlane;
  cr: CodecPlane;
  owned: CodecPlane[];
}

/**
 * CodecPyramid for a photo kept as its JPEG's YCbCr planes (decision 042): every level is three planes, halved each on
 * its own; a rendition is made as the encoder reads it, Y at its size and Cb and Cr at half (4:2:0), each plane
 * resampled with raster.ts's spans, and encoded without any colour conversion. The copies that leave the codec (the
 * analysis thumbnails, a fitted photo for the fill) are resampled with full-size chroma and turned into RGBA.
 */
export class PlanePyramid extends Levels<CodecPlanes> {
  constructor(
    private readonly codec: TurboJpeg,
    base: CodecPlanes,
  ) {
    super(base, (p) => ({
      width: p.width >> 1,
      height: p.height >> 1,
      y: codec.halvePlane(p.y),
      cb: codec.halvePlane(p.cb),
      cr: codec.halvePlane(p.cr),
      cx: p.cx,
      cy: p.cy,
    }));
  }

  /** One plane's region, in the plane's own samples, resampled to dw × dh (`forEncoder`: the luma the encoder reads to
   * even sides), or read where it lies when that is a plain copy whose even sides stay inside the plane. */
  private planeRegion(
    plane: CodecPlane,
    limitW: number,
    limitH: number,
    x: number,
    y: number,
    w: number,
    h: number,
    dw: number,
    dh: number,
    owned: CodecPlane[],
    forEncoder: boolean,
  ): CodecPlane {
    if (isPlainCopy(x, y, w, h, dw, dh) && x + dw + (dw % 2) <= plane.width && y + dh + (dh % 2) <= plane.height)
      return this.codec.planeView(plane, x, y, dw, dh);
    const spans = [axisSpans(x, w, dw, limitW), axisSpans(y, h, dh, limitH)] as const;
    const made = this.codec.resamplePlane(plane, ...spans, dw, dh, forEncoder);
    owned.push(made);
    return made;
  }

  /** The base's rectangle (sx, sy, sw, sh) as a dw × dh rendition's planes: Y, and Cb and Cr at ⌈dw/2⌉ × ⌈dh/2⌉. */
  encodablePlanes(sx: number, sy: number, sw: number, sh: number, dw: number, dh: number): EncodablePlanes {
    const { level, x, y, w, h } = this.levelRegion(sx, sy, sw, sh, dw, dh);
    const owned: CodecPlane[] = [];
    try {
      const luma = this.planeRegion(level.y, level.width, level.height, x, y, w, h, dw, dh, owned, true);
      // A chroma sample of the output covers 2 × 2 of its pixels: (w / dw) × 2 pixels of the level, in its own samples.
      const cdw = Math.ceil(dw / 2);
      const cdh = Math.ceil(dh / 2);
      const cw = level.cb.width;
      const ch = level.cb.height;
      const region = (plane: CodecPlane) =>
        this.planeRegion(
          plane,
          cw,
          ch,
          x * level.cx,
          y * level.cy,
          cdw * (w / dw) * 2 * level.cx,
          cdh * (h / dh) * 2 * level.cy,
          cdw,
          cdh,
          owned,
          false,
        );
      return { y: luma, cb: region(level.cb), cr: region(level.cr), owned };
    } catch (err) {
      for (const p of owned) this.codec.freePlane(p);
      throw err;
    }
  }

  /** Frees the planes of the base and its halvings in the codec's memory, so the codec can serve another job. */
  dispose(): void {
    for (const level of this.levelsMade()) for (const p of [level.y, level.cb, level.cr]) this.codec.freePlane(p);
  }

  /**
   * The base's rectangle resampled to dw × dh with chroma at full size, as an RGBA JavaScript raster. Chroma is read
   * from the level that still has the output's resolution in chroma samples (one level down for 4:2:0), so it is area
   * averaged as the RGBA path averages it, not interpolated up.
   */
  resizeRegion(sx: number, sy: number, sw: number, sh: number, dw: number, dh: number): Raster {
    const made: CodecPlane[] = [];
    try {
      type Region = ReturnType<PlanePyramid["levelRegion"]>;
      const plane = (p: CodecPlane, lw: number, lh: number, r: Region, k: number, l: number) => {
        const cols = axisSpans(r.x * k, r.w * k, dw, lw);
        const out = this.codec.resamplePlane(p, cols, axisSpans(r.y * l, r.h * l, dh, lh), dw, dh);
        made.push(out);
        return out;
      };
      const at = this.levelRegion(sx, sy, sw, sh, dw, dh);
      const luma = plane(at.level.y, at.level.width, at.level.height, at, 1, 1);
      const { cx, cy } = this.base;
      const c = this.levelRegion(sx, sy, sw, sh, Math.ceil(dw / cx), Math.ceil(dh / cy));
      const cb = plane(c.level.cb, c.level.cb.width, c.level.cb.height, c, cx, cy);
      const cr = plane(c.level.cr, c.level.cr.width, c.level.cr.height, c, cx, cy);
      const image = this.codec.planesToImage(luma, cb, cr);
      try {
        return { width: dw, height: dh, data: this.codec.view(image).slice() };
      } finally {
        this.codec.free(image);
      }
    } finally {
      for (const p of made) this.codec.freePlane(p);
    }
  }
}
