import turbojpegModule from "./codecs/turbojpeg.wasm";
import type { Raster, Spans } from "./raster";

/**
 * libjpeg-turbo's TurboJPEG API in WebAssembly (codecs/turbojpeg.wasm, built by scripts/build-turbojpeg.sh; decision
 * 014): JPEG decoding at a scale of n/8 chosen to cover what the renditions need, so a 48-megapixel photo never exists
 * at full size in memory, and JPEG encoding with 4:2:0 chroma; a YCbCr photo is decoded to, resampled in and encoded
 * from its own Y, Cb and Cr planes, so no colour conversion runs (decision 042). The module comes in by static import (workerd compiles
 * it at deploy; runtime compilation is refused) and every job gets its own instance, so its memory, which grows with
 * the image and never shrinks, is given back when the job ends.
 */

const TJPF_RGBA = 7;
/** Four bytes a pixel, C M Y K: what a CMYK or YCCK JPEG decodes to (libjpeg-turbo converts neither to RGB). */
const TJPF_CMYK = 11;
const TJCS_CMYK = 3;
const TJCS_YCCK = 4;
const TJSAMP_420 = 2;
const TJCS_YCBCR = 1;
/** TurboJPEG's MCU size in pixels for each subsampling (TJSAMP_444, 422, 420, GRAY, 440, 411); GRAY has no chroma. */
const MCU_WIDTH = [8, 16, 16, 8, 8, 32] as const;
const MCU_HEIGHT = [8, 8, 16, 8, 16, 8] as const;
const TJSAMP_GRAY = 3;
/** A warning (a truncated file, a corrupt segment) fails the call instead of leaving grey blocks in the picture. */
const TJFLAG_STOPONWARNING = 8192;
/** The fast integer DCT: measurably quicker in wasm, and its error is far below what q82 already discards. */
const TJFLAG_FASTDCT = 2048;

/** The decode scales libjpeg-turbo does in its IDCT, smallest first (n/8). */
export const DECODE_SCALES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export class JpegCodecError extends Error {}

/** Whether a JPEG carries Adobe's APP14 segment (before its first scan): its CMYK values are then stored inverted. */
export function hasAdobeMarker(b: Uint8Array): boolean {
  let i = 2;
  while (i + 4 <= b.length && b[i] === 0xff) {
    const marker = b[i + 1]!;
    if (marker === 0xda) return false;
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    if (marker === 0xee && length >= 7 && String.fromCharCode(...b.subarray(i + 4, i + 9)) === "Adobe") return true;
    i += 2 + length;
  }
  return false;
}

/**
 * CMYK pixels to RGBA in place, without a colour profile (the naive conversion browsers use): R = (1 − C)(1 − K) and
 * so on; Adobe's files (APP14) store every value inverted, so there R = C·K.
 */
export function cmykToRgba(px: Uint8Array, inverted: boolean): void {
  for (let i = 0; i < px.length; i += 4) {
    let c = px[i]!;
    let m = px[i + 1]!;
    let y = px[i + 2]!;
    let k = px[i + 3]!;
    if (!inverted) {
      c = 255 - c;
      m = 255 - m;
      y = 255 - y;
      k = 255 - k;
    }
    px[i] = Math.round((c * k) / 255);
    px[i + 1] = Math.round((m * k) / 255);
    px[i + 2] = Math.round((y * k) / 255);
    px[i + 3] = 255;
  }
}

/** An RGBA raster that lies in a codec's own memory (row-major, 4 bytes a pixel), at `ptr`. */
export interface CodecImage {
  ptr: number;
  width: number;
  height: number;
  /** Bytes from one row to the next when the image is a view into a wider one (only the encoder reads such views);
   * width × 4 when absent. */
  pitch?: number;
}

/** One plane of a JPEG's YCbCr in a codec's memory (Y, Cb or Cr): one byte a sample, rows `pitch` bytes apart
 * (`width` when absent). */
export interface CodecPlane {
  ptr: number;
  width: number;
  height: number;
  pitch?: number;
}

/**
 * A photo as a JPEG holds it (decision 042): Y at the image's size, Cb and Cr at their own, `cx` and `cy` chroma
 * samples per pixel across and down (½ and ½ for 4:2:0). Its planes may be wider and taller than the image (padded to
 * whole MCUs), never narrower.
 */
export interface CodecPlanes {
  width: number;
  height: number;
  y: CodecPlane;
  cb: CodecPlane;
  cr: CodecPlane;
  cx: number;
  cy: number;
}

interface Exports {
  memory: WebAssembly.Memory;
  __indirect_function_table: WebAssembly.Table;
  _initialize?: () => void;
  malloc(size: number): number;
  free(ptr: number): void;
  stackSave(): number;
  stackRestore(sp: number): void;
  setThrew(threw: number, value: number): void;
  tjInitDecompress(): number;
  tjInitCompress(): number;
  tjDestroy(handle: number): number;
  tjFree(ptr: number): void;
  tjGetErrorStr2(handle: number): number;
  tjDecompressHeader3(h: number, buf: number, size: number, w: number, hh: number, ss: number, cs: number): number;
  tjDecompress2(
    h: number,
    buf: number,
    size: number,
    dst: number,
    w: number,
    pitch: number,
    hh: number,
    pf: number,
    fl: number,
  ): number;
  tjCompress2(
    h: number,
    src: number,
    w: number,
    pitch: number,
    hh: number,
    pf: number,
    out: number,
    size: number,
    ss: number,
    q: number,
    fl: number,
  ): number;
  pixels_resample(
    src: number,
    srcWidth: number,
    colIndex: number,
    colWeight: number,
    colTaps: number,
    rowIndex: number,
    rowWeight: number,
    rowTaps: number,
    dw: number,
    dh: number,
    ring: number,
    ringRow: number,
    lines: number,
    packed: number,
    out: number,
  ): void;
  pixels_halve(src: number, width: number, height: number, out: number): void;
  pixels_orient(src: number, w: number, h: number, out: number, start: number, dx: number, dy: number): void;
  pixels_copy(src: number, width: number, sx: number, sy: number, w: number, h: number, out: number): void;
  tjDecompressToYUVPlanes(
    h: number,
    buf: number,
    size: number,
    planes: number,
    w: number,
    strides: number,
    hh: number,
    fl: number,
  ): number;
  tjCompressFromYUVPlanes(
    h: number,
    planes: number,
    w: number,
    strides: number,
    hh: number,
    ss: number,
    out: number,
    size: number,
    q: number,
    fl: number,
  ): number;
  plane_resample(
    src: number,
    pitch: number,
    colIndex: number,
    colWeight: number,
    colTaps: number,
    rowIndex: number,
    rowWeight: number,
    rowTaps: number,
    dw: number,
    dh: number,
    ring: number,
    ringRow: number,
    lines: number,
    packed: number,
    out: number,
    outPitch: number,
  ): void;
  plane_halve(src: number, width: number, height: number, pitch: number, out: number, outPitch: number): void;
  plane_orient(
    src: number,
    w: number,
    h: number,
    pitch: number,
    out: number,
    start: number,
    dx: number,
    dy: number,
  ): void;
  planes_to_rgba(y: number, cb: number, cr: number, n: number, out: number): void;
}

/** Thrown by the longjmp import and caught by the invoke_* trampolines, as emscripten's own glue does. */
const LONGJMP = Symbol("longjmp");

/** One instance with its own memory. */
export class TurboJpeg {
  private readonly x: Exports;

  constructor(module: WebAssembly.Module = turbojpegModule) {
    let x: Exports | undefined;
    let tempRet0 = 0;
    // setjmp/longjmp as emscripten compiles them: each call that may longjmp goes through invoke_<signature>.
    const invoke = (index: number, ...args: number[]) => {
      const e = x!;
      const sp = e.stackSave();
      try {
        return (e.__indirect_function_table.get(index) as (...a: number[]) => number)(...args);
      } catch (err) {
        e.stackRestore(sp);
        if (err !== LONGJMP) throw err;
        e.setThrew(1, 0);
        return 0;
      }
    };
    const env: Record<string, unknown> = {
      emscripten_notify_memory_growth() {},
      setTempRet0: (v: number) => {
        tempRet0 = v;
      },
      getTempRet0: () => tempRet0,
      _emscripten_throw_longjmp() {
        throw LONGJMP;
      },
    };
    const wasi: Record<string, unknown> = {
      // No environment, no files: libjpeg-turbo reads TJ_* variables and prints to stderr; neither is needed.
      environ_sizes_get: (count: number, size: number) => {
        new Uint32Array(x!.memory.buffer, count, 1)[0] = 0;
        new Uint32Array(x!.memory.buffer, size, 1)[0] = 0;
        return 0;
      },
      environ_get: () => 0,
      fd_write: () => 0,
      fd_close: () => 0,
      fd_seek: () => 0,
      proc_exit: (code: number) => {
        throw new JpegCodecError(`the JPEG codec exited (${code})`);
      },
    };
    const imports: Record<string, Record<string, unknown>> = {};
    for (const i of WebAssembly.Module.imports(module)) {
      const fn =
        i.module === "env" ? (env[i.name] ?? (i.name.startsWith("invoke_") ? invoke : undefined)) : wasi[i.name];
      if (!fn)
        throw new JpegCodecError(`the JPEG codec needs ${i.module}.${i.name}, which the loader does not provide`);
      (imports[i.module] ??= {})[i.name] = fn;
    }
    x = new WebAssembly.Instance(module, imports as WebAssembly.Imports).exports as unknown as Exports;
    x._initialize?.();
    this.x = x;
  }

  /** Bytes of wasm memory this instance holds now (its peak: wasm memory only grows). */
  get memoryBytes(): number {
    return this.x.memory.buffer.byteLength;
  }

  private copyIn(bytes: Uint8Array): number {
    const ptr = this.x.malloc(bytes.length);
    if (!ptr) throw new JpegCodecError("out of memory for the JPEG codec");
    new Uint8Array(this.x.memory.buffer, ptr, bytes.length).set(bytes);
    return ptr;
  }

  private errorOf(handle: number): string {
    const at = this.x.tjGetErrorStr2(handle);
    const mem = new Uint8Array(this.x.memory.buffer);
    let end = at;
    while (mem[end]) end++;
    return new TextDecoder().decode(mem.subarray(at, end));
  }

  /**
   * Decodes at the smallest scale n/8 whose size still covers `minWidth` × `minHeight` (at full size when they are
   * left out), straight to RGBA. A baseline JPEG streams through in a few rows of memory; a progressive one holds its
   * coefficients (about 3.4 bytes per stored pixel) whatever the scale.
   */
  decode(
    bytes: Uint8Array,
    minWidth = Number.POSITIVE_INFINITY,
    minHeight = Number.POSITIVE_INFINITY,
  ): Raster & { scale: number } {
    const image = this.decodeInPlace(bytes, minWidth, minHeight);
    try {
      return { width: image.width, height: image.height, data: this.view(image).slice(), scale: image.scale };
    } finally {
      this.free(image);
    }
  }

  /** As `decode`, but the pixels stay in this codec's memory (free them with `free`). */
  decodeInPlace(
    bytes: Uint8Array,
    minWidth = Number.POSITIVE_INFINITY,
    minHeight = Number.POSITIVE_INFINITY,
  ): CodecImage & { scale: number } {
    const x = this.x;
    const input = this.copyIn(bytes);
    const meta = x.malloc(16);
    const handle = x.tjInitDecompress();
    try {
      if (x.tjDecompressHeader3(handle, input, bytes.length, meta, meta + 4, meta + 8, meta + 12) !== 0)
        throw new JpegCodecError(this.errorOf(handle));
      const [width, height] = new Uint32Array(x.memory.buffer, meta, 2) as unknown as [number, number];
      const colorspace = new Int32Array(x.memory.buffer, meta + 12, 1)[0];
      const cmyk = colorspace === TJCS_CMYK || colorspace === TJCS_YCCK;
      const n =
        DECODE_SCALES.find((k) => Math.ceil((width * k) / 8) >= minWidth && Math.ceil((height * k) / 8) >= minHeight) ??
        8;
      const w = Math.ceil((width * n) / 8);
      const h = Math.ceil((height * n) / 8);
      const out = this.alloc(w, h);
      try {
        if (
          x.tjDecompress2(
            handle,
            input,
            bytes.length,
            out.ptr,
            w,
            w * 4,
            h,
            cmyk ? TJPF_CMYK : TJPF_RGBA,
            TJFLAG_STOPONWARNING | TJFLAG_FASTDCT,
          ) !== 0
        )
          throw new JpegCodecError(this.errorOf(handle));
        // Print files (CMYK, and YCCK, which decodes to CMYK) become RGB here, in place: one rule wherever a photo arrives.
        if (cmyk) cmykToRgba(this.view(out), hasAdobeMarker(bytes));
        return { ...out, scale: n / 8 };
      } catch (err) {
        this.free(out);
        throw err;
      }
    } finally {
      x.tjDestroy(handle);
      x.free(meta);
      x.free(input);
    }
  }

  /** A new w × h image in this codec's memory (its pixels not yet set), with 16 bytes after it that the resampler may
   * read (at weight 0). */
  alloc(width: number, height: number): CodecImage {
    const ptr = this.x.malloc(width * height * 4 + 16);
    if (!ptr) throw new JpegCodecError("out of memory for the JPEG codec");
    return { ptr, width, height };
  }

  free(image: CodecImage): void {
    this.x.free(image.ptr);
  }

  /** The image's bytes, valid until the next call into the codec (which may grow, and so move, its memory). */
  view(image: CodecImage): Uint8Array {
    return new Uint8Array(this.x.memory.buffer, image.ptr, image.width * image.height * 4);
  }

  /** A copy of a JavaScript raster in this codec's memory. */
  copyImage(raster: Raster): CodecImage {
    const image = this.alloc(raster.width, raster.height);
    this.view(image).set(raster.data.subarray(0, raster.width * raster.height * 4));
    return image;
  }

  /** Half the size, each pixel the mean of a 2 × 2 block (raster.ts's halve, in wasm). */
  halve(src: CodecImage): CodecImage {
    const out = this.alloc(src.width >> 1, src.height >> 1);
    this.x.pixels_halve(src.ptr, src.width, src.height, out.ptr);
    return out;
  }

  /** The image turned by the steps of raster.ts's `orientSteps` into an ow × oh image. */
  orient(src: CodecImage, ow: number, oh: number, start: number, dx: number, dy: number): CodecImage {
    const out = this.alloc(ow, oh);
    this.x.pixels_orient(src.ptr, src.width, src.height, out.ptr, start, dx, dy);
    return out;
  }

  /** The rectangle (sx, sy, w, h) of the image as it is. */
  copyRegion(src: CodecImage, sx: number, sy: number, w: number, h: number): CodecImage {
    const out = this.alloc(w, h);
    this.x.pixels_copy(src.ptr, src.width, sx, sy, w, h, out.ptr);
    return out;
  }

  /** raster.ts's area average of `src` with the column and row spans it computed, into a new dw × dh image. */
  resample(src: CodecImage, cols: Spans, rows: Spans, dw: number, dh: number): CodecImage {
    const x = this.x;
    const tables = cols.index.length * 8 + rows.index.length * 8;
    const ringLength = rows.taps + 1;
    const scratch = x.malloc(tables + ringLength * 4 + rows.taps * 4 + dw * 12 + 16 + ringLength * dw * 16);
    if (!scratch) throw new JpegCodecError("out of memory for the JPEG codec");
    try {
      const out = this.alloc(dw, dh);
      const words = new Int32Array(x.memory.buffer);
      const colIndex = scratch;
      const colWeight = colIndex + cols.index.length * 4;
      const rowIndex = colWeight + cols.index.length * 4;
      const rowWeight = rowIndex + rows.index.length * 4;
      const ringRow = rowWeight + rows.index.length * 4;
      const lines = ringRow + ringLength * 4;
      const packed = lines + rows.taps * 4;
      const ring = (packed + dw * 12 + 15) & ~15;
      words.set(cols.index, colIndex >> 2);
      words.set(cols.weight, colWeight >> 2);
      words.set(rows.index, rowIndex >> 2);
      words.set(rows.weight, rowWeight >> 2);
      x.pixels_resample(
        src.ptr,
        src.width,
        colIndex,
        colWeight,
        cols.taps,
        rowIndex,
        rowWeight,
        rows.taps,
        dw,
        dh,
        ring,
        ringRow,
        lines,
        packed,
        out.ptr,
      );
      return out;
    } finally {
      x.free(scratch);
    }
  }

  /**
   * As `decodeInPlace`, but to the JPEG's own YCbCr planes: no colour conversion, no chroma upsampling (decision 042).
   * Null for a JPEG that is not YCbCr with three components (greyscale, CMYK, RGB), or that would be decoded at a
   * reduced scale (a photo larger than the renditions need), which `decodeInPlace` decodes.
   */
  decodePlanesInPlace(
    bytes: Uint8Array,
    minWidth = Number.POSITIVE_INFINITY,
    minHeight = Number.POSITIVE_INFINITY,
  ): (CodecPlanes & { scale: number }) | null {
    const x = this.x;
    const input = this.copyIn(bytes);
    const meta = x.malloc(40);
    const handle = x.tjInitDecompress();
    try {
      if (x.tjDecompressHeader3(handle, input, bytes.length, meta, meta + 4, meta + 8, meta + 12) !== 0)
        throw new JpegCodecError(this.errorOf(handle));
      const [width, height, subsamp, colorspace] = new Int32Array(x.memory.buffer, meta, 4) as unknown as number[];
      const mcuW = MCU_WIDTH[subsamp as 0];
      const mcuH = MCU_HEIGHT[subsamp as 0];
      if (colorspace !== TJCS_YCBCR || subsamp === TJSAMP_GRAY || !mcuW || !mcuH) return null;
      const n =
        DECODE_SCALES.find(
          (k) => Math.ceil((width! * k) / 8) >= minWidth && Math.ceil((height! * k) / 8) >= minHeight,
        ) ?? 8;
      // A scaled decode to planes is left to `decodeInPlace`: libjpeg then scales chroma by a larger IDCT than luma
      // (to spare the upsampling), so the planes do not come out at tjPlaneWidth's sizes (a 6000 × 4000 photo at ½
      // came out with its colours scrambled).
      if (n !== 8) return null;
      const w = Math.ceil((width! * n) / 8);
      const h = Math.ceil((height! * n) / 8);
      // tjPlaneWidth and tjPlaneHeight: the planes are padded to whole chroma samples.
      const hs = mcuW / 8;
      const vs = mcuH / 8;
      const yw = Math.ceil(w / hs) * hs;
      const yh = Math.ceil(h / vs) * vs;
      const planes = [this.allocPlane(yw, yh)];
      try {
        planes.push(this.allocPlane(yw / hs, yh / vs), this.allocPlane(yw / hs, yh / vs));
        const words = new Int32Array(x.memory.buffer, meta + 16, 6);
        for (const [i, p] of planes.entries()) {
          words[i] = p.ptr;
          words[3 + i] = p.pitch!;
        }
        if (
          x.tjDecompressToYUVPlanes(
            handle,
            input,
            bytes.length,
            meta + 16,
            w,
            meta + 28,
            h,
            TJFLAG_STOPONWARNING | TJFLAG_FASTDCT,
          ) !== 0
        )
          throw new JpegCodecError(this.errorOf(handle));
        const [y, cb, cr] = planes as [CodecPlane, CodecPlane, CodecPlane];
        return { width: w, height: h, y, cb, cr, cx: 1 / hs, cy: 1 / vs, scale: n / 8 };
      } catch (err) {
        for (const p of planes) this.freePlane(p);
        throw err;
      }
    } finally {
      x.tjDestroy(handle);
      x.free(meta);
      x.free(input);
    }
  }

  /** A new w × h plane (its samples not yet set) with room for a row more, 16 bytes after it that the plane resampler
   * may read (at weight 0), and `forEncoder` a column more for an odd width (a 4:2:0 encode reads Y to even sides; the
   * resampler fills them). */
  allocPlane(width: number, height: number, forEncoder = false): CodecPlane {
    const pitch = forEncoder ? width + (width & 1) : width;
    const ptr = this.x.malloc(pitch * (height + 1) + 16);
    if (!ptr) throw new JpegCodecError("out of memory for the JPEG codec");
    return { ptr, width, height, pitch };
  }

  freePlane(plane: CodecPlane): void {
    this.x.free(plane.ptr);
  }

  /** The plane's `width` × `height` samples from (sx, sy) on, as a view with its pitch (not to be freed). */
  planeView(plane: CodecPlane, sx: number, sy: number, width: number, height: number): CodecPlane {
    const pitch = plane.pitch ?? plane.width;
    return { ptr: plane.ptr + sy * pitch + sx, width, height, pitch };
  }

  /** Half the size, each sample the mean of a 2 × 2 block (as `halve`). */
  halvePlane(src: CodecPlane): CodecPlane {
    const out = this.allocPlane(src.width >> 1, src.height >> 1);
    this.x.plane_halve(src.ptr, src.width, src.height, src.pitch ?? src.width, out.ptr, out.pitch!);
    return out;
  }

  /** The plane's w × h samples turned by the steps of raster.ts's `orientSteps` into an ow × oh plane. */
  orientPlane(src: CodecPlane, ow: number, oh: number, start: number, dx: number, dy: number): CodecPlane {
    const out = this.allocPlane(ow, oh);
    this.x.plane_orient(src.ptr, src.width, src.height, src.pitch ?? src.width, out.ptr, start, dx, dy);
    return out;
  }

  /** The area average (raster.ts's spans) of one plane, into a new dw × dh plane. */
  resamplePlane(src: CodecPlane, cols: Spans, rows: Spans, dw: number, dh: number, forEncoder = false): CodecPlane {
    const x = this.x;
    const ringLength = rows.taps + 1;
    const ringPitch = (dw + 3) & ~3;
    const tables = cols.index.length * 8 + rows.index.length * 8;
    const scratch = x.malloc(tables + ringLength * 4 + rows.taps * 4 + (dw + 4) * 12 + 32 + ringLength * ringPitch * 4);
    if (!scratch) throw new JpegCodecError("out of memory for the JPEG codec");
    try {
      const out = this.allocPlane(dw, dh, forEncoder);
      const words = new Int32Array(x.memory.buffer);
      const colIndex = scratch;
      const colWeight = colIndex + cols.index.length * 4;
      const rowIndex = colWeight + cols.index.length * 4;
      const rowWeight = rowIndex + rows.index.length * 4;
      const ringRow = rowWeight + rows.index.length * 4;
      const lines = ringRow + ringLength * 4;
      const packed = (lines + rows.taps * 4 + 15) & ~15;
      const ring = (packed + (dw + 4) * 12 + 15) & ~15;
      words.set(cols.index, colIndex >> 2);
      words.set(cols.weight, colWeight >> 2);
      words.set(rows.index, rowIndex >> 2);
      words.set(rows.weight, rowWeight >> 2);
      x.plane_resample(
        src.ptr,
        src.pitch ?? src.width,
        colIndex,
        colWeight,
        cols.taps,
        rowIndex,
        rowWeight,
        rows.taps,
        dw,
        dh,
        ring,
        ringRow,
        lines,
        packed,
        out.ptr,
        out.pitch!,
      );
      return out;
    } finally {
      x.free(scratch);
    }
  }

  /** Three planes of one size (each `width` bytes a row) as an RGBA image: JPEG's YCbCr to RGB. */
  planesToImage(y: CodecPlane, cb: CodecPlane, cr: CodecPlane): CodecImage {
    const out = this.alloc(y.width, y.height);
    this.x.planes_to_rgba(y.ptr, cb.ptr, cr.ptr, y.width * y.height, out.ptr);
    return out;
  }

  /**
   * Encodes Y, Cb and Cr planes as they are as a baseline JPEG with 4:2:0 chroma: Y `width` × `height`, Cb and Cr
   * ⌈width/2⌉ × ⌈height/2⌉ (TurboJPEG reads Y to even sides, so an odd side reads one sample past it).
   */
  encodePlanes(
    planes: { y: CodecPlane; cb: CodecPlane; cr: CodecPlane },
    width: number,
    height: number,
    quality: number,
  ) {
    const x = this.x;
    const slots = x.malloc(32);
    const words = new Uint32Array(x.memory.buffer, slots, 8);
    words.fill(0);
    for (const [i, p] of [planes.y, planes.cb, planes.cr].entries()) {
      words[2 + i] = p.ptr;
      words[5 + i] = p.pitch ?? p.width;
    }
    const handle = x.tjInitCompress();
    try {
      const rc = x.tjCompressFromYUVPlanes(
        handle,
        slots + 8,
        width,
        slots + 20,
        height,
        TJSAMP_420,
        slots,
        slots + 4,
        quality,
        TJFLAG_FASTDCT,
      );
      const [ptr, size] = new Uint32Array(x.memory.buffer, slots, 2) as unknown as [number, number];
      try {
        if (rc !== 0) throw new JpegCodecError(this.errorOf(handle));
        return new Uint8Array(x.memory.buffer, ptr, size).slice();
      } finally {
        if (ptr) x.tjFree(ptr);
      }
    } finally {
      x.tjDestroy(handle);
      x.free(slots);
    }
  }

  /** Encodes an RGBA raster as a baseline JPEG with 4:2:0 chroma (what photos are published with). */
  encode(raster: Raster, quality: number): Uint8Array {
    const image = this.copyImage(raster);
    try {
      return this.encodeImage(image, quality);
    } finally {
      this.free(image);
    }
  }

  /** As `encode`, for an image in this codec's memory. */
  encodeImage(image: CodecImage, quality: number): Uint8Array {
    const x = this.x;
    const slots = x.malloc(8);
    new Uint32Array(x.memory.buffer, slots, 2).fill(0);
    const handle = x.tjInitCompress();
    try {
      const rc = x.tjCompress2(
        handle,
        image.ptr,
        image.width,
        image.pitch ?? image.width * 4,
        image.height,
        TJPF_RGBA,
        slots,
        slots + 4,
        TJSAMP_420,
        quality,
        TJFLAG_FASTDCT,
      );
      const [ptr, size] = new Uint32Array(x.memory.buffer, slots, 2) as unknown as [number, number];
      try {
        if (rc !== 0) throw new JpegCodecError(this.errorOf(handle));
        return new Uint8Array(x.memory.buffer, ptr, size).slice();
      } finally {
        if (ptr) x.tjFree(ptr);
      }
    } finally {
      x.tjDestroy(handle);
      x.free(slots);
    }
  }
}
