/*
 * The area-average downscale of worker/imaging/raster.ts (resizeRegion) in WebAssembly SIMD: one RGBA pixel is one
 * i32x4, so the three colour channels (and alpha, overwritten) are weighted in one multiply. Built into resample.wasm by
 * scripts/build-resample.sh (decision 019). No libc, no imports: the caller lays out the module's memory, from
 * heapBase() up, and grows it.
 *
 * Fixed point as in raster.ts: weights in 1/2^14 (a cell's weights sum to exactly 2^14), filtered rows with 8
 * fractional bits. Every sum stays below 2^31: 255 * 2^14 before the row shift, 65280 * 2^14 after it.
 */
#include <stdint.h>
#include <wasm_simd128.h>

/* The exported names; a file that includes this one to call the loops itself (pixels.c) defines it empty. */
#ifndef RESAMPLE_EXPORT
#define RESAMPLE_EXPORT(name) __attribute__((export_name(name)))
#endif

extern unsigned char __heap_base;

/* Where the caller's memory begins. */
RESAMPLE_EXPORT("heapBase") uintptr_t heap_base(void) { return (uintptr_t)&__heap_base; }

/*
 * One source row (RGBA bytes) filtered horizontally into `n` cells: cell x is the sum over its `taps` source pixels
 * index[x * taps + k] of pixel * weight[x * taps + k], rounded to 8 fractional bits, stored as 4 int32.
 */
RESAMPLE_EXPORT("filterRow") void filter_row(const uint8_t *row, const int32_t *index,
                                                          const int32_t *weight, int taps, int n, int32_t *out) {
  const v128_t round = wasm_i32x4_splat(1 << 5);
  for (int x = 0; x < n; x++) {
    const int32_t *ix = index + x * taps;
    const int32_t *wt = weight + x * taps;
    v128_t acc = round;
    for (int k = 0; k < taps; k++) {
      v128_t p = wasm_v128_load32_zero(row + 4 * ix[k]);
      p = wasm_u32x4_extend_low_u16x8(wasm_u16x8_extend_low_u8x16(p));
      acc = wasm_i32x4_add(acc, wasm_i32x4_mul(p, wasm_i32x4_splat(wt[k])));
    }
    wasm_v128_store(out + 4 * x, wasm_i32x4_shr(acc, 6));
  }
}

/*
 * One output row from `taps` filtered rows (their addresses in `lines`) and their weights: RGBA bytes, alpha 255.
 */
RESAMPLE_EXPORT("blendRows") void blend_rows(int32_t *const *lines, const int32_t *weight, int taps,
                                                          int n, uint8_t *out) {
  const v128_t round = wasm_i32x4_splat(1 << 21);
  const v128_t opaque = wasm_i32x4_make(0, 0, 0, 255);
  for (int x = 0; x < n; x++) {
    v128_t acc = round;
    for (int k = 0; k < taps; k++)
      acc = wasm_i32x4_add(acc, wasm_i32x4_mul(wasm_v128_load(lines[k] + 4 * x), wasm_i32x4_splat(weight[k])));
    acc = wasm_v128_or(wasm_i32x4_shr(acc, 22), opaque);
    const v128_t bytes = wasm_u8x16_narrow_i16x8(wasm_u16x8_narrow_i32x4(acc, acc), wasm_u16x8_narrow_i32x4(acc, acc));
    *(uint32_t *)(out + 4 * x) = (uint32_t)wasm_i32x4_extract_lane(bytes, 0);
  }
}
