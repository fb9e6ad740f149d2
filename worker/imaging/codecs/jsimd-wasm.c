/*
 * libjpeg-turbo's SIMD hooks (jsimd.h) for WebAssembly SIMD, compiled into turbojpeg.wasm by
 * scripts/build-turbojpeg.sh (decision 019). libjpeg-turbo has SIMD code for x86, Arm, MIPS and PowerPC but none for
 * wasm, so its C paths ran: a table lookup per channel per pixel to convert colours, a 64-bit multiply per coefficient
 * to quantize, one coefficient at a time through the DCTs. The steps that took most of the codec's time are done here,
 * with the same integer arithmetic as libjpeg-turbo's C code, so every output byte is the same: the build checks the
 * DCTs and the YCbCr -> RGB conversion against the C code (jsimd-wasm-check.c), and whole images, encoded and decoded,
 * were compared byte for byte with the C build (decision 019):
 * - RGB(A) -> YCbCr before encoding (jccolext.c: Y, Cb, Cr as the sums of its tables, which are linear in each channel);
 * - YCbCr -> RGB(A) after decoding (jdcolext.c: its tables' rounding, and its range limit as a saturating narrow);
 * - the level shift and the fast integer forward DCT (jcdctmgr.c's convsamp, jfdctfst.c: eight blocks' rows at once in
 *   16-bit lanes, which wrap as its 16-bit DCTELEMs do, each multiply widened to 32 bits and shifted as MULTIPLY does);
 * - 4:2:0 chroma downsampling (jcsample.c's h2v2_downsample: the 2 x 2 sum, biased 1, 2, 1, 2, ..., over 4);
 * - quantization (jcdctmgr.c: the reciprocal multiply, with the shift as a second multiply by `scale`, as
 *   libjpeg-turbo's own SIMD quantizers do; compute_reciprocal leaves divisors that need no shift to the C code);
 * - the fast integer inverse DCT (jidctfst.c): eight columns, then eight rows, at once, with its C arithmetic kept to the
 *   bit (16-bit DCTELEMs that wrap, the sums it widens to int before a multiply or between the passes, its all-zero
 *   column and row shortcuts, and its range-limit table, whose shape is computed rather than looked up).
 * - 4:2:0 chroma upsampling while decoding (jdsample.c's h2v2_fancy_upsample: the triangle filter, 9/16, 3/16, 3/16,
 *   1/16, with its alternating rounding of 8 and 7): eight chroma samples to sixteen at once (issue 25; decision 042).
 * - the Huffman encoder's one block (jchuff.c's encode_one_block, as libjpeg-turbo's x86 SIMD encoder does it): the 63
 *   AC coefficients in zigzag order, their magnitudes' bit counts and value bits computed eight at a time, and a
 *   64-bit mask of the nonzero ones walked with ctz, so a zero costs no branch; the codes and bits written are the
 *   same, so the file is the same (issue 25; decision 042).
 * Every other hook stays libjpeg-turbo's own "no SIMD" answer (jsimd_none.c, included below under other names).
 */
#define JPEG_INTERNALS
#define jsimd_can_rgb_ycc jsimd_none_can_rgb_ycc
#define jsimd_rgb_ycc_convert jsimd_none_rgb_ycc_convert
#define jsimd_can_ycc_rgb jsimd_none_can_ycc_rgb
#define jsimd_ycc_rgb_convert jsimd_none_ycc_rgb_convert
#define jsimd_can_quantize jsimd_none_can_quantize
#define jsimd_quantize jsimd_none_quantize
#define jsimd_can_convsamp jsimd_none_can_convsamp
#define jsimd_convsamp jsimd_none_convsamp
#define jsimd_can_fdct_ifast jsimd_none_can_fdct_ifast
#define jsimd_fdct_ifast jsimd_none_fdct_ifast
#define jsimd_can_h2v2_downsample jsimd_none_can_h2v2_downsample
#define jsimd_h2v2_downsample jsimd_none_h2v2_downsample
#define jsimd_can_idct_ifast jsimd_none_can_idct_ifast
#define jsimd_idct_ifast jsimd_none_idct_ifast
#define jsimd_can_h2v2_fancy_upsample jsimd_none_can_h2v2_fancy_upsample
#define jsimd_h2v2_fancy_upsample jsimd_none_h2v2_fancy_upsample
#define jsimd_can_huff_encode_one_block jsimd_none_can_huff_encode_one_block
#define jsimd_huff_encode_one_block jsimd_none_huff_encode_one_block
#include "jsimd_none.c"
#undef jsimd_can_rgb_ycc
#undef jsimd_rgb_ycc_convert
#undef jsimd_can_ycc_rgb
#undef jsimd_ycc_rgb_convert
#undef jsimd_can_quantize
#undef jsimd_quantize
#undef jsimd_can_convsamp
#undef jsimd_convsamp
#undef jsimd_can_fdct_ifast
#undef jsimd_fdct_ifast
#undef jsimd_can_h2v2_downsample
#undef jsimd_h2v2_downsample
#undef jsimd_can_idct_ifast
#undef jsimd_idct_ifast
#undef jsimd_can_h2v2_fancy_upsample
#undef jsimd_h2v2_fancy_upsample
#undef jsimd_can_huff_encode_one_block
#undef jsimd_huff_encode_one_block

#include <wasm_simd128.h>

#if BITS_IN_JSAMPLE != 8
#error "8-bit samples only"
#endif

#define SCALEBITS 16
#define ONE_HALF ((JLONG)1 << (SCALEBITS - 1))
#define CBCR_OFFSET ((JLONG)CENTERJSAMPLE << SCALEBITS)
#undef FIX /* jdct.h scales by 2^13; the colour tables by 2^16 */
#define FIX(x) ((JLONG)((x) * (1L << SCALEBITS) + 0.5))

GLOBAL(int) jsimd_can_rgb_ycc(void) { return sizeof(JDIMENSION) == 4; }

/* Y, Cb, Cr of one pixel, as jccolext.c sums its tables. */
static inline void rgb_ycc_one(int r, int g, int b, JSAMPLE *y, JSAMPLE *cb, JSAMPLE *cr) {
  *y = (JSAMPLE)((FIX(0.29900) * r + FIX(0.58700) * g + FIX(0.11400) * b + ONE_HALF) >> SCALEBITS);
  *cb = (JSAMPLE)((-FIX(0.16874) * r - FIX(0.33126) * g + FIX(0.50000) * b + CBCR_OFFSET + ONE_HALF - 1) >> SCALEBITS);
  *cr = (JSAMPLE)((FIX(0.50000) * r - FIX(0.41869) * g - FIX(0.08131) * b + CBCR_OFFSET + ONE_HALF - 1) >> SCALEBITS);
}

/* One channel of four pixels: c_r * r + c_g * g + c_b * b + offset, shifted down. */
static inline v128_t mix3(v128_t r, v128_t g, v128_t b, JLONG cr, JLONG cg, JLONG cb, JLONG offset) {
  v128_t acc = wasm_i32x4_add(wasm_i32x4_mul(r, wasm_i32x4_splat(cr)), wasm_i32x4_splat(offset));
  acc = wasm_i32x4_add(acc, wasm_i32x4_mul(g, wasm_i32x4_splat(cg)));
  acc = wasm_i32x4_add(acc, wasm_i32x4_mul(b, wasm_i32x4_splat(cb)));
  return wasm_i32x4_shr(acc, SCALEBITS);
}

/* Sixteen 0..255 results in four i32x4 as sixteen bytes. */
static inline v128_t narrow16(v128_t a, v128_t b, v128_t c, v128_t d) {
  return wasm_u8x16_narrow_i16x8(wasm_i16x8_narrow_i32x4(a, b), wasm_i16x8_narrow_i32x4(c, d));
}

GLOBAL(void)
jsimd_rgb_ycc_convert(j_compress_ptr cinfo, JSAMPARRAY input_buf, JSAMPIMAGE output_buf, JDIMENSION output_row,
                      int num_rows) {
  const int cs = cinfo->in_color_space;
  const int red = rgb_red[cs], green = rgb_green[cs], blue = rgb_blue[cs], size = rgb_pixelsize[cs];
  const int vector = size == 4 && red == 0 && green == 1 && blue == 2;
  const JDIMENSION width = cinfo->image_width;
  const v128_t byte = wasm_i32x4_splat(0xff);
  while (--num_rows >= 0) {
    JSAMPROW in = *input_buf++;
    JSAMPROW y = output_buf[0][output_row], cb = output_buf[1][output_row], cr = output_buf[2][output_row];
    output_row++;
    JDIMENSION col = 0;
    if (vector) {
      for (; col + 16 <= width; col += 16) {
        v128_t ys[4], cbs[4], crs[4];
        for (int k = 0; k < 4; k++) {
          const v128_t p = wasm_v128_load(in + 4 * (col + 4 * k));
          const v128_t r = wasm_v128_and(p, byte);
          const v128_t g = wasm_v128_and(wasm_u32x4_shr(p, 8), byte);
          const v128_t b = wasm_v128_and(wasm_u32x4_shr(p, 16), byte);
          ys[k] = mix3(r, g, b, FIX(0.29900), FIX(0.58700), FIX(0.11400), ONE_HALF);
          cbs[k] = mix3(r, g, b, -FIX(0.16874), -FIX(0.33126), FIX(0.50000), CBCR_OFFSET + ONE_HALF - 1);
          crs[k] = mix3(r, g, b, FIX(0.50000), -FIX(0.41869), -FIX(0.08131), CBCR_OFFSET + ONE_HALF - 1);
        }
        wasm_v128_store(y + col, narrow16(ys[0], ys[1], ys[2], ys[3]));
        wasm_v128_store(cb + col, narrow16(cbs[0], cbs[1], cbs[2], cbs[3]));
        wasm_v128_store(cr + col, narrow16(crs[0], crs[1], crs[2], crs[3]));
      }
    }
    for (; col < width; col++) {
      const JSAMPLE *p = in + col * size;
      rgb_ycc_one(p[red], p[green], p[blue], y + col, cb + col, cr + col);
    }
  }
}

GLOBAL(int) jsimd_can_ycc_rgb(void) { return sizeof(JDIMENSION) == 4; }

/* R, G, B of one pixel, as jdcolext.c computes them from its tables and range limit. */
static inline JSAMPLE clamp255(int v) { return (JSAMPLE)(v < 0 ? 0 : v > 255 ? 255 : v); }

GLOBAL(void)
jsimd_ycc_rgb_convert(j_decompress_ptr cinfo, JSAMPIMAGE input_buf, JDIMENSION input_row, JSAMPARRAY output_buf,
                      int num_rows) {
  const int cs = cinfo->out_color_space;
  const int red = rgb_red[cs], green = rgb_green[cs], blue = rgb_blue[cs], size = rgb_pixelsize[cs];
  const int vector = size == 4 && red == 0 && green == 1 && blue == 2;
  const JDIMENSION width = cinfo->output_width;
  const v128_t centre16 = wasm_i16x8_splat(CENTERJSAMPLE);
  const v128_t opaque = wasm_i8x16_splat((int8_t)0xff);
  while (--num_rows >= 0) {
    const JSAMPLE *yp = input_buf[0][input_row], *cbp = input_buf[1][input_row], *crp = input_buf[2][input_row];
    input_row++;
    JSAMPROW out = *output_buf++;
    JDIMENSION col = 0;
    if (vector) {
      for (; col + 16 <= width; col += 16) {
        const v128_t y8 = wasm_v128_load(yp + col), cb8 = wasm_v128_load(cbp + col), cr8 = wasm_v128_load(crp + col);
        v128_t r16[2], g16[2], b16[2];
        for (int h = 0; h < 2; h++) {
          const v128_t y = h ? wasm_u16x8_extend_high_u8x16(y8) : wasm_u16x8_extend_low_u8x16(y8);
          const v128_t xb = wasm_i16x8_sub(h ? wasm_u16x8_extend_high_u8x16(cb8) : wasm_u16x8_extend_low_u8x16(cb8), centre16);
          const v128_t xr = wasm_i16x8_sub(h ? wasm_u16x8_extend_high_u8x16(cr8) : wasm_u16x8_extend_low_u8x16(cr8), centre16);
          /* The tables' R and B terms, x + the rounded 0.402 x and 0.772 x: for every x in -128..127 these Q15
           * products give exactly (FIX(1.40200) x + ONE_HALF) >> 16 and (FIX(1.77200) x + ONE_HALF) >> 16. */
          r16[h] = wasm_i16x8_add(wasm_i16x8_add(y, xr), wasm_i16x8_q15mulr_sat(xr, wasm_i16x8_splat(13172)));
          b16[h] = wasm_i16x8_add(wasm_i16x8_add(y, xb), wasm_i16x8_q15mulr_sat(xb, wasm_i16x8_splat(25297)));
          /* G: -FIX(0.34414) xb - FIX(0.71414) xr + ONE_HALF, as one dot product of (xb, 2 xr) per pixel. */
          const v128_t xr2 = wasm_i16x8_add(xr, xr);
          const v128_t lo = wasm_i16x8_shuffle(xb, xr2, 0, 8, 1, 9, 2, 10, 3, 11);
          const v128_t hi = wasm_i16x8_shuffle(xb, xr2, 4, 12, 5, 13, 6, 14, 7, 15);
          const v128_t k = wasm_i32x4_splat((int32_t)((uint32_t)(uint16_t)(-FIX(0.34414)) | ((uint32_t)(-FIX(0.71414) / 2) << 16)));
          const v128_t half = wasm_i32x4_splat(ONE_HALF);
          const v128_t glo = wasm_i32x4_shr(wasm_i32x4_add(wasm_i32x4_dot_i16x8(lo, k), half), SCALEBITS);
          const v128_t ghi = wasm_i32x4_shr(wasm_i32x4_add(wasm_i32x4_dot_i16x8(hi, k), half), SCALEBITS);
          g16[h] = wasm_i16x8_add(y, wasm_i16x8_narrow_i32x4(glo, ghi));
        }
        /* Saturating narrows clamp to 0..255, as the range limit table does. */
        const v128_t R = wasm_u8x16_narrow_i16x8(r16[0], r16[1]);
        const v128_t G = wasm_u8x16_narrow_i16x8(g16[0], g16[1]);
        const v128_t B = wasm_u8x16_narrow_i16x8(b16[0], b16[1]);
        /* Interleave to RGBA: (R,G) and (B,255) byte pairs, then the pairs as 16-bit lanes. */
        const v128_t rg_lo = wasm_i8x16_shuffle(R, G, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
        const v128_t rg_hi = wasm_i8x16_shuffle(R, G, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
        const v128_t ba_lo = wasm_i8x16_shuffle(B, opaque, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
        const v128_t ba_hi = wasm_i8x16_shuffle(B, opaque, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
        JSAMPLE *o = out + 4 * col;
        wasm_v128_store(o, wasm_i16x8_shuffle(rg_lo, ba_lo, 0, 8, 1, 9, 2, 10, 3, 11));
        wasm_v128_store(o + 16, wasm_i16x8_shuffle(rg_lo, ba_lo, 4, 12, 5, 13, 6, 14, 7, 15));
        wasm_v128_store(o + 32, wasm_i16x8_shuffle(rg_hi, ba_hi, 0, 8, 1, 9, 2, 10, 3, 11));
        wasm_v128_store(o + 48, wasm_i16x8_shuffle(rg_hi, ba_hi, 4, 12, 5, 13, 6, 14, 7, 15));
      }
    }
    for (; col < width; col++) {
      const int y = yp[col], xb = cbp[col] - CENTERJSAMPLE, xr = crp[col] - CENTERJSAMPLE;
      JSAMPLE *p = out + col * size;
      p[red] = clamp255(y + (int)((FIX(1.40200) * xr + ONE_HALF) >> SCALEBITS));
      p[green] = clamp255(y + (int)((-FIX(0.34414) * xb + ONE_HALF + -FIX(0.71414) * xr) >> SCALEBITS));
      p[blue] = clamp255(y + (int)((FIX(1.77200) * xb + ONE_HALF) >> SCALEBITS));
      if (size == 4) p[6 - red - green - blue] = MAXJSAMPLE;
    }
  }
}

GLOBAL(int) jsimd_can_quantize(void) { return sizeof(DCTELEM) == 2 && sizeof(JCOEF) == 2; }

/* u16 x u16, the high 16 bits of each product. */
static inline v128_t mulhi_u16(v128_t a, v128_t b) {
  const v128_t lo = wasm_u32x4_shr(wasm_u32x4_extmul_low_u16x8(a, b), 16);
  const v128_t hi = wasm_u32x4_shr(wasm_u32x4_extmul_high_u16x8(a, b), 16);
  return wasm_u16x8_narrow_i32x4(lo, hi);
}

GLOBAL(void) jsimd_quantize(JCOEFPTR coef_block, DCTELEM *divisors, DCTELEM *workspace) {
  for (int i = 0; i < DCTSIZE2; i += 8) {
    const v128_t t = wasm_v128_load(workspace + i);
    const v128_t sign = wasm_i16x8_shr(t, 15);
    v128_t q = wasm_i16x8_add(wasm_i16x8_abs(t), wasm_v128_load(divisors + DCTSIZE2 + i));
    q = mulhi_u16(q, wasm_v128_load(divisors + i));
    q = mulhi_u16(q, wasm_v128_load(divisors + DCTSIZE2 * 2 + i));
    wasm_v128_store(coef_block + i, wasm_i16x8_sub(wasm_v128_xor(q, sign), sign));
  }
}

GLOBAL(int) jsimd_can_convsamp(void) { return sizeof(DCTELEM) == 2; }

/* An 8 x 8 block of samples, less CENTERJSAMPLE, as 16-bit DCT input (jcdctmgr.c's convsamp). */
GLOBAL(void) jsimd_convsamp(JSAMPARRAY sample_data, JDIMENSION start_col, DCTELEM *workspace) {
  const v128_t centre = wasm_i16x8_splat(CENTERJSAMPLE);
  for (int row = 0; row < DCTSIZE; row++) {
    const v128_t p = wasm_u16x8_extend_low_u8x16(wasm_v128_load64_zero(sample_data[row] + start_col));
    wasm_v128_store(workspace + row * DCTSIZE, wasm_i16x8_sub(p, centre));
  }
}

GLOBAL(int) jsimd_can_fdct_ifast(void) { return sizeof(DCTELEM) == 2; }

/* jfdctfst.c's MULTIPLY: (x * c) >> 8 in 32 bits, back to 16. */
static inline v128_t fdct_mul(v128_t x, int16_t c) {
  const v128_t k = wasm_i16x8_splat(c);
  return wasm_i16x8_narrow_i32x4(wasm_i32x4_shr(wasm_i32x4_extmul_low_i16x8(x, k), 8),
                                 wasm_i32x4_shr(wasm_i32x4_extmul_high_i16x8(x, k), 8));
}

/* The 8 x 8 transpose of eight rows of 16-bit lanes. */
static inline void transpose8(v128_t v[8]) {
  v128_t t[8], u[8];
  for (int i = 0; i < 8; i += 2) {
    t[i] = wasm_i16x8_shuffle(v[i], v[i + 1], 0, 8, 1, 9, 2, 10, 3, 11);
    t[i + 1] = wasm_i16x8_shuffle(v[i], v[i + 1], 4, 12, 5, 13, 6, 14, 7, 15);
  }
  for (int i = 0; i < 8; i += 4) {
    u[i] = wasm_i32x4_shuffle(t[i], t[i + 2], 0, 4, 1, 5);
    u[i + 1] = wasm_i32x4_shuffle(t[i], t[i + 2], 2, 6, 3, 7);
    u[i + 2] = wasm_i32x4_shuffle(t[i + 1], t[i + 3], 0, 4, 1, 5);
    u[i + 3] = wasm_i32x4_shuffle(t[i + 1], t[i + 3], 2, 6, 3, 7);
  }
  for (int i = 0; i < 4; i++) {
    v[2 * i] = wasm_i64x2_shuffle(u[i], u[i + 4], 0, 2);
    v[2 * i + 1] = wasm_i64x2_shuffle(u[i], u[i + 4], 1, 3);
  }
}

/* One pass of jfdctfst.c on eight lines at once: v[k] holds element k of each line. */
static inline void fdct_pass(v128_t v[8]) {
  const v128_t tmp0 = wasm_i16x8_add(v[0], v[7]), tmp7 = wasm_i16x8_sub(v[0], v[7]);
  const v128_t tmp1 = wasm_i16x8_add(v[1], v[6]), tmp6 = wasm_i16x8_sub(v[1], v[6]);
  const v128_t tmp2 = wasm_i16x8_add(v[2], v[5]), tmp5 = wasm_i16x8_sub(v[2], v[5]);
  const v128_t tmp3 = wasm_i16x8_add(v[3], v[4]), tmp4 = wasm_i16x8_sub(v[3], v[4]);
  /* Even part */
  v128_t tmp10 = wasm_i16x8_add(tmp0, tmp3);
  const v128_t tmp13 = wasm_i16x8_sub(tmp0, tmp3);
  v128_t tmp11 = wasm_i16x8_add(tmp1, tmp2);
  v128_t tmp12 = wasm_i16x8_sub(tmp1, tmp2);
  v[0] = wasm_i16x8_add(tmp10, tmp11);
  v[4] = wasm_i16x8_sub(tmp10, tmp11);
  const v128_t z1 = fdct_mul(wasm_i16x8_add(tmp12, tmp13), 181); /* FIX_0_707106781 */
  v[2] = wasm_i16x8_add(tmp13, z1);
  v[6] = wasm_i16x8_sub(tmp13, z1);
  /* Odd part */
  tmp10 = wasm_i16x8_add(tmp4, tmp5);
  tmp11 = wasm_i16x8_add(tmp5, tmp6);
  tmp12 = wasm_i16x8_add(tmp6, tmp7);
  const v128_t z5 = fdct_mul(wasm_i16x8_sub(tmp10, tmp12), 98); /* FIX_0_382683433 */
  const v128_t z2 = wasm_i16x8_add(fdct_mul(tmp10, 139), z5);   /* FIX_0_541196100 */
  const v128_t z4 = wasm_i16x8_add(fdct_mul(tmp12, 334), z5);   /* FIX_1_306562965 */
  const v128_t z3 = fdct_mul(tmp11, 181);                       /* FIX_0_707106781 */
  const v128_t z11 = wasm_i16x8_add(tmp7, z3), z13 = wasm_i16x8_sub(tmp7, z3);
  v[5] = wasm_i16x8_add(z13, z2);
  v[3] = wasm_i16x8_sub(z13, z2);
  v[1] = wasm_i16x8_add(z11, z4);
  v[7] = wasm_i16x8_sub(z11, z4);
}

GLOBAL(void) jsimd_fdct_ifast(DCTELEM *data) {
  v128_t v[8];
  for (int i = 0; i < 8; i++) v[i] = wasm_v128_load(data + 8 * i);
  transpose8(v); /* v[k]: element k of each row */
  fdct_pass(v);  /* the rows */
  transpose8(v); /* v[k]: row k, so element k of each column */
  fdct_pass(v);  /* the columns */
  for (int i = 0; i < 8; i++) wasm_v128_store(data + 8 * i, v[i]);
}

GLOBAL(int) jsimd_can_h2v2_downsample(void) { return 1; }

/* jcsample.c's h2v2_downsample: the rows first padded to twice the output width with their last sample
 * (expand_right_edge), then each output sample the sum of a 2 x 2 block plus 1 or 2 (alternately), over 4. */
GLOBAL(void)
jsimd_h2v2_downsample(j_compress_ptr cinfo, jpeg_component_info *compptr, JSAMPARRAY input_data,
                      JSAMPARRAY output_data) {
  const JDIMENSION output_cols = compptr->width_in_blocks * DCTSIZE;
  const int pad = (int)(output_cols * 2) - (int)cinfo->image_width;
  if (pad > 0)
    for (int row = 0; row < cinfo->max_v_samp_factor; row++) {
      JSAMPROW p = input_data[row] + cinfo->image_width;
      for (int k = 0; k < pad; k++) p[k] = p[-1];
    }
  const v128_t bias = wasm_i16x8_make(1, 2, 1, 2, 1, 2, 1, 2);
  for (int outrow = 0, inrow = 0; outrow < compptr->v_samp_factor; outrow++, inrow += 2) {
    const JSAMPLE *in0 = input_data[inrow], *in1 = input_data[inrow + 1];
    JSAMPROW out = output_data[outrow];
    JDIMENSION col = 0;
    for (; col + 16 <= output_cols; col += 16) {
      const v128_t lo = wasm_i16x8_add(wasm_u16x8_extadd_pairwise_u8x16(wasm_v128_load(in0 + 2 * col)),
                                       wasm_u16x8_extadd_pairwise_u8x16(wasm_v128_load(in1 + 2 * col)));
      const v128_t hi = wasm_i16x8_add(wasm_u16x8_extadd_pairwise_u8x16(wasm_v128_load(in0 + 2 * col + 16)),
                                       wasm_u16x8_extadd_pairwise_u8x16(wasm_v128_load(in1 + 2 * col + 16)));
      wasm_v128_store(out + col, wasm_u8x16_narrow_i16x8(wasm_u16x8_shr(wasm_i16x8_add(lo, bias), 2),
                                                         wasm_u16x8_shr(wasm_i16x8_add(hi, bias), 2)));
    }
    for (int b = 1; col < output_cols; col++, b ^= 3)
      out[col] = (JSAMPLE)((in0[2 * col] + in0[2 * col + 1] + in1[2 * col] + in1[2 * col + 1] + b) >> 2);
  }
}

/* jidctfst.c's PASS1_BITS for 8-bit samples. */
#define IFAST_PASS1_BITS 2

GLOBAL(int) jsimd_can_idct_ifast(void) { return sizeof(DCTELEM) == 2 && sizeof(IFAST_MULT_TYPE) == 2; }

/* 32-bit lanes back to 16 as the C assignment to a DCTELEM does: the low half, wrapped. */
static inline v128_t wrap16(v128_t lo, v128_t hi) { return wasm_i16x8_shuffle(lo, hi, 0, 2, 4, 6, 8, 10, 12, 14); }
static inline v128_t lo32(v128_t v) { return wasm_i32x4_extend_low_i16x8(v); }
static inline v128_t hi32(v128_t v) { return wasm_i32x4_extend_high_i16x8(v); }

/* jidctfst.c's MULTIPLY of an int expression given as 32-bit halves: (x * k) >> 8, to a DCTELEM. */
static inline v128_t idct_mul32(v128_t lo, v128_t hi, int32_t k) {
  const v128_t c = wasm_i32x4_splat(k);
  return wrap16(wasm_i32x4_shr(wasm_i32x4_mul(lo, c), 8), wasm_i32x4_shr(wasm_i32x4_mul(hi, c), 8));
}
static inline v128_t idct_mul(v128_t v, int32_t k) { return idct_mul32(lo32(v), hi32(v), k); }

/*
 * jidctfst.c's butterfly on eight lines at once (v[k]: input k of each line, DCTELEMs), leaving the eight outputs'
 * int sums before their final scaling as 32-bit halves out[k][0], out[k][1].
 */
static inline void idct_pass(const v128_t v[8], v128_t out[8][2]) {
  /* Even part */
  const v128_t tmp10 = wasm_i16x8_add(v[0], v[4]), tmp11 = wasm_i16x8_sub(v[0], v[4]);
  const v128_t tmp13 = wasm_i16x8_add(v[2], v[6]);
  const v128_t tmp12 = wasm_i16x8_sub(
      idct_mul32(wasm_i32x4_sub(lo32(v[2]), lo32(v[6])), wasm_i32x4_sub(hi32(v[2]), hi32(v[6])), 362), tmp13);
  const v128_t t0 = wasm_i16x8_add(tmp10, tmp13), t3 = wasm_i16x8_sub(tmp10, tmp13);
  const v128_t t1 = wasm_i16x8_add(tmp11, tmp12), t2 = wasm_i16x8_sub(tmp11, tmp12);
  /* Odd part */
  const v128_t z13 = wasm_i16x8_add(v[5], v[3]), z10 = wasm_i16x8_sub(v[5], v[3]);
  const v128_t z11 = wasm_i16x8_add(v[1], v[7]), z12 = wasm_i16x8_sub(v[1], v[7]);
  const v128_t t7 = wasm_i16x8_add(z11, z13);
  const v128_t t11 = idct_mul32(wasm_i32x4_sub(lo32(z11), lo32(z13)), wasm_i32x4_sub(hi32(z11), hi32(z13)), 362);
  const v128_t z5 = idct_mul32(wasm_i32x4_add(lo32(z10), lo32(z12)), wasm_i32x4_add(hi32(z10), hi32(z12)), 473);
  const v128_t t10 = wasm_i16x8_sub(idct_mul(z12, 277), z5);
  const v128_t t12 = wasm_i16x8_add(idct_mul(z10, -669), z5);
  const v128_t t6 = wasm_i16x8_sub(t12, t7);
  const v128_t t5 = wasm_i16x8_sub(t11, t6);
  const v128_t t4 = wasm_i16x8_add(t10, t5);
  /* Outputs 0 and 7 are t0 +- t7, 1 and 6 t1 +- t6, 2 and 5 t2 +- t5, and 4 and 3 t3 +- t4. */
  const v128_t a[4] = { t0, t1, t2, t3 }, b[4] = { t7, t6, t5, t4 };
  const int sum[4] = { 0, 1, 2, 4 }, difference[4] = { 7, 6, 5, 3 };
  for (int k = 0; k < 4; k++) {
    out[sum[k]][0] = wasm_i32x4_add(lo32(a[k]), lo32(b[k]));
    out[sum[k]][1] = wasm_i32x4_add(hi32(a[k]), hi32(b[k]));
    out[difference[k]][0] = wasm_i32x4_sub(lo32(a[k]), lo32(b[k]));
    out[difference[k]][1] = wasm_i32x4_sub(hi32(a[k]), hi32(b[k]));
  }
}

/* range_limit[IDESCALE(x, PASS1_BITS + 3) & RANGE_MASK] for int x: the table (jdmaster.c) holds, at i = (x >> 5) & 1023
 * and y = (i + 128) & 1023, y below 256, 255 up to 639, and 0 above. */
static inline v128_t idct_range(v128_t lo, v128_t hi) {
  const v128_t m = wasm_i32x4_splat(RANGE_MASK), c = wasm_i32x4_splat(CENTERJSAMPLE);
  const v128_t y = wasm_i16x8_narrow_i32x4(wasm_v128_and(wasm_i32x4_add(wasm_i32x4_shr(lo, IFAST_PASS1_BITS + 3), c), m),
                                           wasm_v128_and(wasm_i32x4_add(wasm_i32x4_shr(hi, IFAST_PASS1_BITS + 3), c), m));
  return wasm_v128_andnot(wasm_i16x8_min(y, wasm_i16x8_splat(MAXJSAMPLE)), wasm_i16x8_gt(y, wasm_i16x8_splat(639)));
}

GLOBAL(void)
jsimd_idct_ifast(j_decompress_ptr cinfo, jpeg_component_info *compptr, JCOEFPTR coef_block, JSAMPARRAY output_buf,
                 JDIMENSION output_col) {
  (void)cinfo;
  const IFAST_MULT_TYPE *quant = (const IFAST_MULT_TYPE *)compptr->dct_table;
  /* Pass 1, the columns: row k of the block is input k of each column. */
  v128_t c[8], v[8], ws[8][2];
  v128_t ac = wasm_i16x8_splat(0);
  for (int k = 0; k < 8; k++) {
    c[k] = wasm_v128_load(coef_block + 8 * k);
    if (k) ac = wasm_v128_or(ac, c[k]);
    v[k] = wasm_i16x8_mul(c[k], wasm_v128_load(quant + 8 * k)); /* DEQUANTIZE into a DCTELEM */
  }
  idct_pass(v, ws);
  /* A column whose AC terms are all zero is its DC term dequantized as an int, in every row. */
  const v128_t q0 = wasm_v128_load(quant);
  const v128_t dc[2] = { wasm_i32x4_extmul_low_i16x8(c[0], q0), wasm_i32x4_extmul_high_i16x8(c[0], q0) };
  const v128_t flat = wasm_i16x8_eq(ac, wasm_i16x8_splat(0));
  const v128_t flat32[2] = { lo32(flat), hi32(flat) };
  for (int k = 0; k < 8; k++)
    for (int h = 0; h < 2; h++) ws[k][h] = wasm_v128_bitselect(dc[h], ws[k][h], flat32[h]);
  /* Pass 2, the rows: the work array's ints read back as DCTELEMs, transposed so v[j] is input j of each row. */
  for (int k = 0; k < 8; k++) v[k] = wrap16(ws[k][0], ws[k][1]);
  transpose8(v);
  v128_t o[8][2], px[8];
  idct_pass(v, o);
  for (int k = 0; k < 8; k++) px[k] = idct_range(o[k][0], o[k][1]);
  transpose8(px); /* px[r]: the eight samples of row r */
  const v128_t notDc = wasm_i32x4_make(0, -1, -1, -1);
  for (int r = 0; r < 8; r++) {
    JSAMPROW out = output_buf[r] + output_col;
    /* A row whose AC terms (as ints) are all zero is its DC term, scaled and range-limited. */
    if (!wasm_v128_any_true(wasm_v128_or(wasm_v128_and(ws[r][0], notDc), ws[r][1]))) {
      const v128_t d = idct_range(wasm_i32x4_splat(wasm_i32x4_extract_lane(ws[r][0], 0)), wasm_i32x4_splat(0));
      memset(out, wasm_i16x8_extract_lane(d, 0), DCTSIZE);
      continue;
    }
    wasm_v128_store64_lane(out, wasm_u8x16_narrow_i16x8(px[r], px[r]), 0);
  }
}

GLOBAL(int) jsimd_can_h2v2_fancy_upsample(void) { return 1; }

/* Column sum `nearer * 3 + further` (jdsample.c's thiscolsum) of eight samples, as 16-bit lanes. */
static inline v128_t colsum8(const JSAMPLE *near, const JSAMPLE *far) {
  const v128_t n = wasm_u16x8_load8x8(near);
  return wasm_i16x8_add(wasm_i16x8_add(wasm_i16x8_add(n, n), n), wasm_u16x8_load8x8(far));
}

/* jdsample.c's h2v2_fancy_upsample: each output row from its nearer input row (x 3) and the further one, each output
 * sample (this * 3 + last + 8) >> 4 on the left, (this * 3 + next + 7) >> 4 on the right, the first and last columns
 * taking their own sum for the missing neighbour. Sums stay below 2^12, so 16-bit lanes hold them. */
GLOBAL(void)
jsimd_h2v2_fancy_upsample(j_decompress_ptr cinfo, jpeg_component_info *compptr, JSAMPARRAY input_data,
                          JSAMPARRAY *output_data_ptr) {
  JSAMPARRAY output_data = *output_data_ptr;
  const int n = (int)compptr->downsampled_width;
  const v128_t eight = wasm_i16x8_splat(8), seven = wasm_i16x8_splat(7);
  for (int inrow = 0, outrow = 0; outrow < cinfo->max_v_samp_factor; inrow++)
    for (int v = 0; v < 2; v++) {
      const JSAMPLE *in0 = input_data[inrow], *in1 = input_data[v == 0 ? inrow - 1 : inrow + 1];
      JSAMPROW out = output_data[outrow++];
#define COLSUM(i) (in0[(i) < 0 ? 0 : (i) >= n ? n - 1 : (i)] * 3 + in1[(i) < 0 ? 0 : (i) >= n ? n - 1 : (i)])
      out[0] = (JSAMPLE)((COLSUM(0) * 4 + 8) >> 4);
      int i = 1;
      out[1] = (JSAMPLE)((COLSUM(0) * 3 + COLSUM(1) + 7) >> 4);
      /* Columns i..i+7 read i-1..i+8, all inside the row. */
      for (; i + 9 <= n; i += 8) {
        const v128_t last = colsum8(in0 + i - 1, in1 + i - 1), self = colsum8(in0 + i, in1 + i);
        const v128_t next = colsum8(in0 + i + 1, in1 + i + 1);
        const v128_t three = wasm_i16x8_add(wasm_i16x8_add(self, self), self);
        const v128_t left = wasm_u16x8_shr(wasm_i16x8_add(wasm_i16x8_add(three, last), eight), 4);
        const v128_t right = wasm_u16x8_shr(wasm_i16x8_add(wasm_i16x8_add(three, next), seven), 4);
        const v128_t lo = wasm_i16x8_shuffle(left, right, 0, 8, 1, 9, 2, 10, 3, 11);
        const v128_t hi = wasm_i16x8_shuffle(left, right, 4, 12, 5, 13, 6, 14, 7, 15);
        wasm_v128_store(out + 2 * i, wasm_u8x16_narrow_i16x8(lo, hi));
      }
      for (; i < n; i++) {
        out[2 * i] = (JSAMPLE)((COLSUM(i) * 3 + COLSUM(i - 1) + 8) >> 4);
        out[2 * i + 1] = (JSAMPLE)((COLSUM(i) * 3 + COLSUM(i + 1) + 7) >> 4);
      }
#undef COLSUM
    }
}

/* jchuff.c's working state and derived tables, as that file defines them for a SIMD build (a 64-bit bit buffer, which
 * counts its free bits). */
typedef struct {
  union {
    size_t c;
    unsigned long long simd;
  } put_buffer;
  int free_bits;
  int last_dc_val[MAX_COMPS_IN_SCAN];
} huff_savable_state;
typedef struct {
  JOCTET *next_output_byte;
  size_t free_in_buffer;
  huff_savable_state cur;
  j_compress_ptr cinfo;
  int simd;
} huff_working_state;

GLOBAL(int) jsimd_can_huff_encode_one_block(void) { return sizeof(unsigned long long) == 8; }

/* jchuff.c's EMIT_BYTE (an 0xFF byte is followed by a stuffed 0) and its 64-bit FLUSH. */
#define HUFF_EMIT_BYTE(b) \
  { \
    buffer[0] = (JOCTET)(b); \
    buffer[1] = 0; \
    buffer -= -2 + ((JOCTET)(b) < 0xFF); \
  }
#define HUFF_FLUSH() \
  { \
    if (put_buffer & 0x8080808080808080ULL & ~(put_buffer + 0x0101010101010101ULL)) { \
      for (int sh = 56; sh >= 0; sh -= 8) HUFF_EMIT_BYTE(put_buffer >> sh) \
    } else { \
      for (int sh = 56, i = 0; sh >= 0; sh -= 8, i++) buffer[i] = (JOCTET)(put_buffer >> sh); \
      buffer += 8; \
    } \
  }
/* jchuff.c's PUT_BITS: `size` bits of `code` (nothing above them set) into the buffer, flushed when it is full. */
#define HUFF_PUT_BITS(code, size) \
  { \
    const unsigned long long c_ = (code); \
    const int s_ = (size); \
    free_bits -= s_; \
    if (free_bits < 0) { \
      put_buffer = (put_buffer << (s_ + free_bits)) | (c_ >> -free_bits); \
      HUFF_FLUSH() \
      free_bits += 64; \
      put_buffer = c_; \
    } else \
      put_buffer = (put_buffer << s_) | c_; \
  }

/* Each 16-bit lane with every bit below its highest set bit set too: (1 << bit count) - 1. */
static inline v128_t smear16(v128_t a) {
  a = wasm_v128_or(a, wasm_u16x8_shr(a, 1));
  a = wasm_v128_or(a, wasm_u16x8_shr(a, 2));
  a = wasm_v128_or(a, wasm_u16x8_shr(a, 4));
  return wasm_v128_or(a, wasm_u16x8_shr(a, 8));
}

/* Eight coefficients of the block in zigzag order, from `k` on (jpeg_natural_order, written out). */
#define ZZ8(a, b, c, d, e, f, g, h) \
  wasm_i16x8_make(block[a], block[b], block[c], block[d], block[e], block[f], block[g], block[h])

GLOBAL(JOCTET *)
jsimd_huff_encode_one_block(void *state_, JOCTET *buffer, JCOEFPTR block, int last_dc_val, c_derived_tbl *dctbl,
                            c_derived_tbl *actbl) {
  huff_working_state *state = (huff_working_state *)state_;
  unsigned long long put_buffer = state->cur.put_buffer.simd;
  int free_bits = state->cur.free_bits;

  /* The DC difference, as encode_one_block: its bit count's code, then its bits (a negative value as its
   * complement's). */
  {
    int temp = block[0] - last_dc_val;
    int nbits = temp >> 31;
    temp += nbits;
    nbits ^= temp;
    nbits = nbits ? 32 - __builtin_clz((unsigned int)nbits) : 0;
    const unsigned int code = ((unsigned int)dctbl->ehufco[nbits] << nbits) | ((unsigned int)temp & ((1u << nbits) - 1));
    HUFF_PUT_BITS(code, dctbl->ehufsi[nbits] + nbits)
  }

  /* The coefficients in zigzag order, then per lane: the value bits (the coefficient, or one less when negative,
   * kept to its bit count), the bit count, and whether it is nonzero. */
  const v128_t zz[8] = {
    ZZ8(0, 1, 8, 16, 9, 2, 3, 10),       ZZ8(17, 24, 32, 25, 18, 11, 4, 5),
    ZZ8(12, 19, 26, 33, 40, 48, 41, 34), ZZ8(27, 20, 13, 6, 7, 14, 21, 28),
    ZZ8(35, 42, 49, 56, 57, 50, 43, 36), ZZ8(29, 22, 15, 23, 30, 37, 44, 51),
    ZZ8(58, 59, 52, 45, 38, 31, 39, 46), ZZ8(53, 60, 61, 54, 47, 55, 62, 63),
  };
  uint16_t value[64] __attribute__((aligned(16)));
  uint16_t count[64] __attribute__((aligned(16)));
  unsigned long long nonzero = 0;
  for (int i = 0; i < 8; i++) {
    const v128_t x = zz[i];
    const v128_t neg = wasm_i16x8_shr(x, 15);
    const v128_t v = wasm_i16x8_add(x, neg);
    const v128_t mask = smear16(wasm_v128_xor(v, neg));
    wasm_v128_store(value + 8 * i, wasm_v128_and(v, mask));
    wasm_v128_store(count + 8 * i, wasm_u16x8_extadd_pairwise_u8x16(wasm_i8x16_popcnt(mask)));
    nonzero |= (unsigned long long)(~wasm_i16x8_bitmask(wasm_i16x8_eq(x, wasm_i16x8_splat(0))) & 0xff) << (8 * i);
  }
  nonzero &= ~1ULL; /* the DC term is done */

  /* Each nonzero AC coefficient: a ZRL code per 16 zeros before it beyond 15, then the code of (run, bit count) and
   * its bits; an end-of-block code when zeros end the block. */
  int last = 0;
  while (nonzero) {
    const int k = __builtin_ctzll(nonzero);
    nonzero &= nonzero - 1;
    int run = k - last - 1;
    last = k;
    while (run >= 16) {
      HUFF_PUT_BITS(actbl->ehufco[0xf0], actbl->ehufsi[0xf0])
      run -= 16;
    }
    const int nbits = count[k];
    const int symbol = (run << 4) + nbits;
    const unsigned int code = ((unsigned int)actbl->ehufco[symbol] << nbits) | value[k];
    HUFF_PUT_BITS(code, actbl->ehufsi[symbol] + nbits)
  }
  if (last < 63) HUFF_PUT_BITS(actbl->ehufco[0], actbl->ehufsi[0])

  state->cur.put_buffer.simd = put_buffer;
  state->cur.free_bits = free_bits;
  return buffer;
}
