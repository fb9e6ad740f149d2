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
