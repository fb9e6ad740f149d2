import { axisSpans, isPlainCopy, Levels, type Raster, resizeRegion } from "./raster";
import type { CodecImage, TurboJpeg } from "./turbojpeg";

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
