/*
 * Raster operations inside the JPEG codec's own memory (linked into turbojpeg.wasm by scripts/build-turbojpeg.sh;
 * decision 019): a decoded JPEG stays where libjpeg-turbo wrote it, is turned upright, halved, resampled into a
 * rendition and encoded from there, so no full-size raster crosses into JavaScript and back. The arithmetic is the
 * same as raster.ts's (orient, halve) and resample.c's (the area average, whose loops are included from it), so the
 * pixels are the same as the JavaScript path's. The loader (turbojpeg.ts) lays out the tables and scratch rows.
 */
#include <stddef.h>

#define RESAMPLE_EXPORT(name)
#include "resample.c"

#define EXPORT __attribute__((used, visibility("default")))

/* Two RGBA pixels (8 i16 lanes: r0 g0 b0 a0 r1 g1 b1 a1) as the pairs (r0 r1 g0 g1 b0 b1 a0 a1). */
static inline v128_t channel_pairs(v128_t two) { return wasm_i16x8_shuffle(two, two, 0, 4, 1, 5, 2, 6, 3, 7); }

/*
 * filter_row (resample.c) for cells of at most 4 taps, with the same sums: a cell's taps are consecutive pixels from
 * its first (raster.ts's spans and lerps pad a cell with its last pixel at weight 0; here the padding reads the next
 * pixels instead, also at weight 0, so the loader keeps 16 bytes after every image), two taps to one i32x4 dot product.
 * `first` is each cell's first pixel, `pairs` its weights as two (w0, w1) and (w2, w3) i16 pairs.
 */
static void filter_row_short(const uint8_t *row, const int32_t *first, const int32_t *pairs, int taps, int n,
                             int32_t *out) {
  const v128_t round = wasm_i32x4_splat(1 << 5);
  if (taps <= 2) {
    for (int x = 0; x < n; x++) {
      const v128_t p = wasm_u16x8_extend_low_u8x16(wasm_v128_load64_zero(row + 4 * first[x]));
      const v128_t acc = wasm_i32x4_dot_i16x8(channel_pairs(p), wasm_v128_load32_splat(pairs + 2 * x));
      wasm_v128_store(out + 4 * x, wasm_i32x4_shr(wasm_i32x4_add(acc, round), 6));
    }
    return;
  }
  for (int x = 0; x < n; x++) {
    const v128_t p = wasm_v128_load(row + 4 * first[x]);
    v128_t acc = wasm_i32x4_dot_i16x8(channel_pairs(wasm_u16x8_extend_low_u8x16(p)),
                                      wasm_v128_load32_splat(pairs + 2 * x));
    acc = wasm_i32x4_add(acc, wasm_i32x4_dot_i16x8(channel_pairs(wasm_u16x8_extend_high_u8x16(p)),
                                                   wasm_v128_load32_splat(pairs + 2 * x + 1)));
    wasm_v128_store(out + 4 * x, wasm_i32x4_shr(wasm_i32x4_add(acc, round), 6));
  }
}

/* blend_rows (resample.c), four output pixels at a time: the same sums (taps of weight 0 skipped), narrowed and stored
 * together. */
static void blend_rows4(int32_t *const *lines, const int32_t *weight, int taps, int n, uint8_t *out) {
  const v128_t round = wasm_i32x4_splat(1 << 21);
  const v128_t opaque = wasm_i32x4_make(0, 0, 0, 255);
  int x = 0;
  for (; x + 4 <= n; x += 4) {
    v128_t a0 = round, a1 = round, a2 = round, a3 = round;
    for (int k = 0; k < taps; k++) {
      if (weight[k] == 0) continue; /* a padding tap, or the other row of a 1:1 row: it adds nothing */
      const v128_t w = wasm_i32x4_splat(weight[k]);
      const int32_t *l = lines[k] + 4 * x;
      a0 = wasm_i32x4_add(a0, wasm_i32x4_mul(wasm_v128_load(l), w));
      a1 = wasm_i32x4_add(a1, wasm_i32x4_mul(wasm_v128_load(l + 4), w));
      a2 = wasm_i32x4_add(a2, wasm_i32x4_mul(wasm_v128_load(l + 8), w));
      a3 = wasm_i32x4_add(a3, wasm_i32x4_mul(wasm_v128_load(l + 12), w));
    }
    a0 = wasm_v128_or(wasm_i32x4_shr(a0, 22), opaque);
    a1 = wasm_v128_or(wasm_i32x4_shr(a1, 22), opaque);
    a2 = wasm_v128_or(wasm_i32x4_shr(a2, 22), opaque);
    a3 = wasm_v128_or(wasm_i32x4_shr(a3, 22), opaque);
    wasm_v128_store(out + 4 * x, wasm_u8x16_narrow_i16x8(wasm_u16x8_narrow_i32x4(a0, a1), wasm_u16x8_narrow_i32x4(a2, a3)));
  }
  if (x < n) {
    int32_t *rest[64];
    for (int k = 0; k < taps && k < 64; k++) rest[k] = lines[k] + 4 * x;
    if (taps <= 64) blend_rows(rest, weight, taps, n - x, out + 4 * x);
  }
}

/*
 * Resamples `src` (RGBA, `srcWidth` pixels a row) into `out` (dw x dh RGBA): column spans `colIndex`/`colWeight`
 * (`colTaps` a cell, indexes into a row), row spans `rowIndex`/`rowWeight` (`rowTaps` a cell). `ring` holds rowTaps + 1
 * filtered rows (dw * 16 bytes each), `ringRow` which source row each slot holds, `lines` rowTaps row addresses,
 * `packed` room for 3 * dw ints (the short filter's tables).
 */
EXPORT void pixels_resample(const uint8_t *src, int srcWidth, const int32_t *colIndex, const int32_t *colWeight,
                            int colTaps, const int32_t *rowIndex, const int32_t *rowWeight, int rowTaps, int dw,
                            int dh, int32_t *ring, int32_t *ringRow, int32_t **lines, int32_t *packed, uint8_t *out) {
  const int ringLength = rowTaps + 1;
  int32_t *first = packed, *pairs = packed + dw;
  if (colTaps <= 4)
    for (int x = 0; x < dw; x++) {
      const int32_t *w = colWeight + x * colTaps;
      first[x] = colIndex[x * colTaps];
      pairs[2 * x] = (int32_t)((uint32_t)(uint16_t)w[0] | (colTaps > 1 ? (uint32_t)w[1] << 16 : 0));
      pairs[2 * x + 1] = colTaps > 2 ? (int32_t)((uint32_t)(uint16_t)w[2] | (colTaps > 3 ? (uint32_t)w[3] << 16 : 0)) : 0;
    }
  for (int i = 0; i < ringLength; i++) ringRow[i] = -1;
  for (int y = 0; y < dh; y++) {
    for (int k = 0; k < rowTaps; k++) {
      const int row = rowIndex[y * rowTaps + k];
      const int slot = row % ringLength;
      int32_t *at = ring + (size_t)slot * dw * 4;
      if (ringRow[slot] != row) {
        if (colTaps <= 4)
          filter_row_short(src + (size_t)row * srcWidth * 4, first, pairs, colTaps, dw, at);
        else
          filter_row(src + (size_t)row * srcWidth * 4, colIndex, colWeight, colTaps, dw, at);
        ringRow[slot] = row;
      }
      lines[k] = at;
    }
    if (rowTaps <= 64)
      blend_rows4(lines, rowWeight + y * rowTaps, rowTaps, dw, out + (size_t)y * dw * 4);
    else
      blend_rows(lines, rowWeight + y * rowTaps, rowTaps, dw, out + (size_t)y * dw * 4);
  }
}

/* Half the size, each pixel the mean of a 2 x 2 block, as raster.ts's halve (red and blue added in one word), four
 * output pixels at a time. */
EXPORT void pixels_halve(const uint32_t *s, int width, int height, uint32_t *d) {
  const int w = width >> 1, h = height >> 1;
  const v128_t mrb = wasm_i32x4_splat(0xff00ff), mg = wasm_i32x4_splat(0xff00);
  const v128_t rrb = wasm_i32x4_splat(0x20002), rg = wasm_i32x4_splat(0x200);
  const v128_t opaque = wasm_i32x4_splat((int32_t)0xff000000u);
  for (int y = 0; y < h; y++) {
    const uint32_t *i = s + (size_t)y * 2 * width;
    uint32_t *o = d + (size_t)y * w;
    int x = 0;
    for (; x + 4 <= w; x += 4, i += 8) {
      const v128_t t0 = wasm_v128_load(i), t1 = wasm_v128_load(i + 4);
      const v128_t b0 = wasm_v128_load(i + width), b1 = wasm_v128_load(i + width + 4);
      const v128_t a = wasm_i32x4_shuffle(t0, t1, 0, 2, 4, 6), b = wasm_i32x4_shuffle(t0, t1, 1, 3, 5, 7);
      const v128_t c = wasm_i32x4_shuffle(b0, b1, 0, 2, 4, 6), e = wasm_i32x4_shuffle(b0, b1, 1, 3, 5, 7);
      v128_t rb = wasm_i32x4_add(wasm_i32x4_add(wasm_v128_and(a, mrb), wasm_v128_and(b, mrb)),
                                 wasm_i32x4_add(wasm_v128_and(c, mrb), wasm_v128_and(e, mrb)));
      rb = wasm_v128_and(wasm_u32x4_shr(wasm_i32x4_add(rb, rrb), 2), mrb);
      v128_t g = wasm_i32x4_add(wasm_i32x4_add(wasm_v128_and(a, mg), wasm_v128_and(b, mg)),
                                wasm_i32x4_add(wasm_v128_and(c, mg), wasm_v128_and(e, mg)));
      g = wasm_v128_and(wasm_u32x4_shr(wasm_i32x4_add(g, rg), 2), mg);
      wasm_v128_store(o + x, wasm_v128_or(wasm_v128_or(rb, g), opaque));
    }
    for (; x < w; x++, i += 2) {
      const uint32_t a = i[0], b = i[1], c = i[width], e = i[width + 1];
      const uint32_t rb = (((a & 0xff00ff) + (b & 0xff00ff) + (c & 0xff00ff) + (e & 0xff00ff) + 0x20002) >> 2) & 0xff00ff;
      const uint32_t g = (((a & 0xff00) + (b & 0xff00) + (c & 0xff00) + (e & 0xff00) + 0x200) >> 2) & 0xff00;
      o[x] = rb | g | 0xff000000u;
    }
  }
}

/* Moves every pixel of the w x h `s` to `d`, pixel (0, 0) to `start`, a step along a row by dx, down a column by dy. */
EXPORT void pixels_orient(const uint32_t *s, int w, int h, uint32_t *d, int start, int dx, int dy) {
  for (int y = 0, i = 0; y < h; y++)
    for (int x = 0, o = start + y * dy; x < w; x++, i++, o += dx) d[o] = s[i];
}

/* The rectangle (sx, sy, w, h) of `s` (`width` pixels a row) as it is, row by row. */
EXPORT void pixels_copy(const uint32_t *s, int width, int sx, int sy, int w, int h, uint32_t *d) {
  for (int y = 0; y < h; y++) {
    const uint32_t *from = s + (size_t)(sy + y) * width + sx;
    uint32_t *to = d + (size_t)y * w;
    for (int x = 0; x < w; x++) to[x] = from[x];
  }
}

/*
 * Planes: one byte a sample (a JPEG's Y, Cb or Cr), rows `pitch` bytes apart (decision 042, "working in YCbCr"). A
 * JPEG is decoded to its planes without colour conversion or chroma upsampling, each plane is resampled on its own
 * (chroma at half size for the 4:2:0 output) and the planes are encoded as they are, so neither colour conversion
 * runs and a rendition moves 1.5 bytes a pixel instead of 4.
 */

/* One source row of a plane filtered horizontally: `first` each cell's first sample, `quads` its four i16 weights
 * (taps <= 4, consecutive samples from the first, padding at weight 0), 8 fractional bits kept as filter_row does. */
static void plane_filter_short(const uint8_t *row, const int32_t *first, const int16_t *quads, int n, int32_t *out) {
  const v128_t round = wasm_i32x4_splat(1 << 5);
  int x = 0;
  for (; x + 4 <= n; x += 4) {
    v128_t p = wasm_v128_load32_zero(row + first[x]);
    p = wasm_v128_load32_lane(row + first[x + 1], p, 1);
    p = wasm_v128_load32_lane(row + first[x + 2], p, 2);
    p = wasm_v128_load32_lane(row + first[x + 3], p, 3);
    const v128_t a = wasm_i32x4_dot_i16x8(wasm_u16x8_extend_low_u8x16(p), wasm_v128_load(quads + 4 * x));
    const v128_t b = wasm_i32x4_dot_i16x8(wasm_u16x8_extend_high_u8x16(p), wasm_v128_load(quads + 4 * x + 8));
    const v128_t s = wasm_i32x4_add(wasm_i32x4_shuffle(a, b, 0, 2, 4, 6), wasm_i32x4_shuffle(a, b, 1, 3, 5, 7));
    wasm_v128_store(out + x, wasm_i32x4_shr(wasm_i32x4_add(s, round), 6));
  }
  for (; x < n; x++) {
    const uint8_t *r = row + first[x];
    const int16_t *w = quads + 4 * x;
    out[x] = (r[0] * w[0] + r[1] * w[1] + r[2] * w[2] + r[3] * w[3] + (1 << 5)) >> 6;
  }
}

/* The same for any number of taps (a cell's taps listed in `index`, `weight`). */
static void plane_filter(const uint8_t *row, const int32_t *index, const int32_t *weight, int taps, int n,
                         int32_t *out) {
  for (int x = 0; x < n; x++) {
    int32_t acc = 1 << 5;
    for (int k = 0; k < taps; k++) acc += row[index[x * taps + k]] * weight[x * taps + k];
    out[x] = acc >> 6;
  }
}

/* Output row `out` from `taps` filtered rows and their weights, sixteen samples at a time. */
static void plane_blend(int32_t *const *lines, const int32_t *weight, int taps, int n, uint8_t *out) {
  const v128_t round = wasm_i32x4_splat(1 << 21);
  int x = 0;
  for (; x + 16 <= n; x += 16) {
    v128_t a0 = round, a1 = round, a2 = round, a3 = round;
    for (int k = 0; k < taps; k++) {
      if (weight[k] == 0) continue;
      const v128_t w = wasm_i32x4_splat(weight[k]);
      const int32_t *l = lines[k] + x;
      a0 = wasm_i32x4_add(a0, wasm_i32x4_mul(wasm_v128_load(l), w));
      a1 = wasm_i32x4_add(a1, wasm_i32x4_mul(wasm_v128_load(l + 4), w));
      a2 = wasm_i32x4_add(a2, wasm_i32x4_mul(wasm_v128_load(l + 8), w));
      a3 = wasm_i32x4_add(a3, wasm_i32x4_mul(wasm_v128_load(l + 12), w));
    }
    const v128_t lo = wasm_u16x8_narrow_i32x4(wasm_i32x4_shr(a0, 22), wasm_i32x4_shr(a1, 22));
    const v128_t hi = wasm_u16x8_narrow_i32x4(wasm_i32x4_shr(a2, 22), wasm_i32x4_shr(a3, 22));
    wasm_v128_store(out + x, wasm_u8x16_narrow_i16x8(lo, hi));
  }
  for (; x < n; x++) {
    int32_t acc = 1 << 21;
    for (int k = 0; k < taps; k++) acc += lines[k][x] * weight[k];
    acc >>= 22;
    out[x] = (uint8_t)(acc < 0 ? 0 : acc > 255 ? 255 : acc);
  }
}

/*
 * pixels_resample for one plane: `src` (`pitch` bytes a row) through the column and row spans into `out` (dw x dh,
 * `outPitch` bytes a row, dw + 1 for an odd dw; one row more is written for an odd dh). `ring` holds rowTaps + 1 filtered rows (dw * 4 bytes each, 16-byte aligned), `ringRow`
 * which source row each slot holds, `lines` rowTaps row addresses, `packed` room for 3 * dw ints. A short cell reads
 * up to 3 samples past its last one (at weight 0), so the loader keeps 16 bytes after every plane.
 */
EXPORT void plane_resample(const uint8_t *src, int pitch, const int32_t *colIndex, const int32_t *colWeight,
                           int colTaps, const int32_t *rowIndex, const int32_t *rowWeight, int rowTaps, int dw, int dh,
                           int32_t *ring, int32_t *ringRow, int32_t **lines, int32_t *packed, uint8_t *out,
                           int outPitch) {
  const int ringLength = rowTaps + 1;
  const int ringPitch = (dw + 3) & ~3;
  int32_t *first = packed;
  int16_t *quads = (int16_t *)(packed + ((dw + 3) & ~3));
  if (colTaps <= 4)
    for (int x = 0; x < dw; x++) {
      first[x] = colIndex[x * colTaps];
      for (int k = 0; k < 4; k++) quads[4 * x + k] = (int16_t)(k < colTaps ? colWeight[x * colTaps + k] : 0);
    }
  for (int i = 0; i < ringLength; i++) ringRow[i] = -1;
  for (int y = 0; y < dh; y++) {
    for (int k = 0; k < rowTaps; k++) {
      const int row = rowIndex[y * rowTaps + k];
      const int slot = row % ringLength;
      int32_t *at = ring + (size_t)slot * ringPitch;
      if (ringRow[slot] != row) {
        if (colTaps <= 4)
          plane_filter_short(src + (size_t)row * pitch, first, quads, dw, at);
        else
          plane_filter(src + (size_t)row * pitch, colIndex, colWeight, colTaps, dw, at);
        ringRow[slot] = row;
      }
      lines[k] = at;
    }
    uint8_t *o = out + (size_t)y * outPitch;
    plane_blend(lines, rowWeight + y * rowTaps, rowTaps, dw, o);
    if (outPitch > dw) o[dw] = o[dw - 1];
  }
  /* TurboJPEG reads a 4:2:0 luma plane to even sides: an odd side's next sample repeats its last, as libjpeg pads. */
  if (dh & 1)
    for (int x = 0; x < outPitch; x++) out[(size_t)dh * outPitch + x] = out[(size_t)(dh - 1) * outPitch + x];
}

/* Half the size, each sample the mean of a 2 x 2 block (rounded as pixels_halve rounds), eight at a time. */
EXPORT void plane_halve(const uint8_t *s, int width, int height, int pitch, uint8_t *d, int outPitch) {
  const int w = width >> 1, h = height >> 1;
  const v128_t two = wasm_i16x8_splat(2);
  for (int y = 0; y < h; y++) {
    const uint8_t *t = s + (size_t)y * 2 * pitch, *b = t + pitch;
    uint8_t *o = d + (size_t)y * outPitch;
    int x = 0;
    for (; x + 8 <= w; x += 8) {
      const v128_t sum = wasm_i16x8_add(wasm_u16x8_extadd_pairwise_u8x16(wasm_v128_load(t + 2 * x)),
                                        wasm_u16x8_extadd_pairwise_u8x16(wasm_v128_load(b + 2 * x)));
      const v128_t mean = wasm_u16x8_shr(wasm_i16x8_add(sum, two), 2);
      wasm_v128_store64_lane(o + x, wasm_u8x16_narrow_i16x8(mean, mean), 0);
    }
    for (; x < w; x++) o[x] = (uint8_t)((t[2 * x] + t[2 * x + 1] + b[2 * x] + b[2 * x + 1] + 2) >> 2);
  }
}

/* pixels_orient for a plane's w x h samples (`pitch` bytes a row), into a plane `ow` bytes a row (the steps' own). */
EXPORT void plane_orient(const uint8_t *s, int w, int h, int pitch, uint8_t *d, int start, int dx, int dy) {
  for (int y = 0; y < h; y++) {
    const uint8_t *i = s + (size_t)y * pitch;
    for (int x = 0, o = start + y * dy; x < w; x++, o += dx) d[o] = i[x];
  }
}

/* Three planes of the same size (w x h, `w` bytes a row) to RGBA: JPEG's YCbCr (full range, BT.601) with libjpeg's
 * fixed-point constants (jdcolor.c), for the small copies that leave the codec (analysis thumbnails, a fill's photo). */
EXPORT void planes_to_rgba(const uint8_t *py, const uint8_t *pcb, const uint8_t *pcr, int n, uint8_t *out) {
  for (int i = 0; i < n; i++) {
    const int y = py[i], cb = pcb[i] - 128, cr = pcr[i] - 128;
    int r = y + ((91881 * cr + 32768) >> 16);
    int g = y + ((-22554 * cb - 46802 * cr + 32768) >> 16);
    int b = y + ((116130 * cb + 32768) >> 16);
    out[4 * i] = (uint8_t)(r < 0 ? 0 : r > 255 ? 255 : r);
    out[4 * i + 1] = (uint8_t)(g < 0 ? 0 : g > 255 ? 255 : g);
    out[4 * i + 2] = (uint8_t)(b < 0 ? 0 : b > 255 ? 255 : b);
    out[4 * i + 3] = 255;
  }
}
