/*
 * The build's check of jsimd-wasm.c (run by scripts/build-turbojpeg.sh before it links turbojpeg.wasm): the wasm SIMD
 * forward and inverse DCTs against libjpeg-turbo's own C functions (jfdctfst.c, jidctfst.c) on random blocks, from
 * the sample and coefficient ranges a real photo has to the extremes only a hostile file has, and every sample of the
 * YCbCr -> RGB formulas against the C tables' arithmetic, and the 4:2:0 fancy upsampling against jdsample.c's loop
 * (copied below, as it is static there) on random rows of every width from 3 to 200. Any difference fails the build.
 */
#include "jsimd-wasm.c"
#include <stdio.h>
#include <stdlib.h>

EXTERN(void) jpeg_idct_ifast(j_decompress_ptr, jpeg_component_info *, JCOEFPTR, JSAMPARRAY, JDIMENSION);
EXTERN(void) jpeg_fdct_ifast(DCTELEM *);

static unsigned int seed = 1;
static int next(int n) {
  seed = seed * 1103515245u + 12345u;
  return (int)((seed >> 8) % (unsigned int)n);
}

/* jdsample.c's h2v2_fancy_upsample for one output row, as libjpeg-turbo 2.1.5 writes it. */
static void fancy_row_c(const JSAMPLE *inptr0, const JSAMPLE *inptr1, int width, JSAMPLE *outptr) {
  int thiscolsum = (*inptr0++) * 3 + (*inptr1++);
  int nextcolsum = (*inptr0++) * 3 + (*inptr1++);
  int lastcolsum;
  *outptr++ = (JSAMPLE)((thiscolsum * 4 + 8) >> 4);
  *outptr++ = (JSAMPLE)((thiscolsum * 3 + nextcolsum + 7) >> 4);
  lastcolsum = thiscolsum;
  thiscolsum = nextcolsum;
  for (int colctr = width - 2; colctr > 0; colctr--) {
    nextcolsum = (*inptr0++) * 3 + (*inptr1++);
    *outptr++ = (JSAMPLE)((thiscolsum * 3 + lastcolsum + 8) >> 4);
    *outptr++ = (JSAMPLE)((thiscolsum * 3 + nextcolsum + 7) >> 4);
    lastcolsum = thiscolsum;
    thiscolsum = nextcolsum;
  }
  *outptr++ = (JSAMPLE)((thiscolsum * 3 + lastcolsum + 8) >> 4);
  *outptr++ = (JSAMPLE)((thiscolsum * 4 + 7) >> 4);
}

int main(void) {
  long bad = 0;
  /* The range-limit table as jdmaster.c's prepare_range_limit_table lays it out. */
  static JSAMPLE limit[5 * 256 + 128];
  struct jpeg_decompress_struct cinfo;
  memset(&cinfo, 0, sizeof cinfo);
  JSAMPLE *table = limit + 256;
  cinfo.sample_range_limit = table;
  for (int i = 0; i < 256; i++) table[i] = (JSAMPLE)i;
  table += 128;
  for (int i = 128; i < 512; i++) table[i] = 255;
  memcpy(table + 1024 - 128, cinfo.sample_range_limit, 128);
  jpeg_component_info comp;
  memset(&comp, 0, sizeof comp);
  static IFAST_MULT_TYPE quant[64];
  comp.dct_table = quant;
  JSAMPLE a[8][8], b[8][8];
  JSAMPROW ra[8], rb[8];
  for (int i = 0; i < 8; i++) ra[i] = a[i], rb[i] = b[i];
  for (int t = 0; t < 400000; t++) {
    const int mode = t % 4;
    JCOEF block[64], b1[64], b2[64];
    for (int i = 0; i < 64; i++)
      quant[i] = (IFAST_MULT_TYPE)(mode == 3 ? next(65536) - 32768 : 1 + next(mode == 2 ? 4000 : 200));
    for (int i = 0; i < 64; i++) {
      const int r = next(1 << 20);
      if (mode == 0) block[i] = (JCOEF)(r % 5 == 0 ? r % 41 - 20 : 0);
      else if (mode == 1) block[i] = (JCOEF)(i == 0 ? r % 2047 - 1023 : r % 9 == 0 ? r % 201 - 100 : 0);
      else block[i] = (JCOEF)(r % 3 == 0 ? next(65536) - 32768 : 0);
      if (t % 7 == 0 && i > 7 && i % 8 != 0) block[i] = 0; /* columns whose AC terms are all zero */
    }
    memcpy(b1, block, sizeof b1);
    memcpy(b2, block, sizeof b2);
    jpeg_idct_ifast(&cinfo, &comp, b1, ra, 0);
    jsimd_idct_ifast(&cinfo, &comp, b2, rb, 0);
    if (memcmp(a, b, sizeof a)) bad++;
    DCTELEM d1[64], d2[64];
    for (int i = 0; i < 64; i++) d1[i] = d2[i] = (DCTELEM)(next(256) - CENTERJSAMPLE);
    jpeg_fdct_ifast(d1);
    jsimd_fdct_ifast(d2);
    if (memcmp(d1, d2, sizeof d1)) bad++;
  }
  /* YCbCr -> RGB: every (y, cb, cr) through the vector path (16 at a time) against the scalar formula. */
  cinfo.out_color_space = JCS_EXT_RGBA;
  cinfo.output_width = 256;
  static JSAMPLE yrow[256], cbrow[256], crrow[256], rgba[1024];
  JSAMPROW y0 = yrow, cb0 = cbrow, cr0 = crrow, out0 = rgba;
  JSAMPARRAY planes[3] = { &y0, &cb0, &cr0 };
  for (int cb = 0; cb < 256; cb++)
    for (int cr = 0; cr < 256; cr++) {
      for (int y = 0; y < 256; y++) yrow[y] = (JSAMPLE)y, cbrow[y] = (JSAMPLE)cb, crrow[y] = (JSAMPLE)cr;
      jsimd_ycc_rgb_convert((j_decompress_ptr)&cinfo, planes, 0, &out0, 1);
      for (int y = 0; y < 256; y++) {
        const int xb = cb - CENTERJSAMPLE, xr = cr - CENTERJSAMPLE;
        const JSAMPLE *p = rgba + 4 * y;
        if (p[0] != clamp255(y + (int)((FIX(1.40200) * xr + ONE_HALF) >> SCALEBITS)) ||
            p[1] != clamp255(y + (int)((-FIX(0.34414) * xb + ONE_HALF + -FIX(0.71414) * xr) >> SCALEBITS)) ||
            p[2] != clamp255(y + (int)((FIX(1.77200) * xb + ONE_HALF) >> SCALEBITS)) || p[3] != 255)
          bad++;
      }
    }
  /* 4:2:0 fancy upsampling: rows above, at and below, two output rows each, extremes included. */
  {
    static JSAMPLE rows[3][256], outs[2][512], want[512];
    JSAMPROW in[3] = { rows[0], rows[1], rows[2] }, outp[2] = { outs[0], outs[1] };
    JSAMPARRAY outarr = outp;
    jpeg_component_info up;
    memset(&up, 0, sizeof up);
    cinfo.max_v_samp_factor = 2;
    for (int t = 0; t < 20000; t++) {
      const int n = 3 + t % 198;
      for (int r = 0; r < 3; r++)
        for (int i = 0; i < n; i++) rows[r][i] = (JSAMPLE)(t % 5 == 0 ? (next(2) ? 255 : 0) : next(256));
      up.downsampled_width = (JDIMENSION)n;
      jsimd_h2v2_fancy_upsample(&cinfo, &up, in + 1, &outarr);
      fancy_row_c(rows[1], rows[0], n, want);
      if (memcmp(outs[0], want, 2 * n)) bad++;
      fancy_row_c(rows[1], rows[2], n, want);
      if (memcmp(outs[1], want, 2 * n)) bad++;
    }
  }
  printf("jsimd-wasm check: %ld differences\n", bad);
  return bad != 0;
}
