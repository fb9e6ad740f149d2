/*
 * The two calls the Worker makes into libwebp (worker/imaging/webp.ts, decision 018): read a file's features, and
 * decode its one frame, scaled by libwebp while it decodes, into an RGBA buffer the caller allocated.
 */
#include <stdint.h>
#include <stddef.h>
#include "src/webp/decode.h"

/* out: width, height, has_alpha, has_animation, format (0 mixed, 1 lossy, 2 lossless). Returns a VP8StatusCode. */
int webp_features(const uint8_t* data, size_t size, int* out) {
  WebPBitstreamFeatures f;
  const VP8StatusCode status = WebPGetFeatures(data, size, &f);
  if (status != VP8_STATUS_OK) return status;
  out[0] = f.width;
  out[1] = f.height;
  out[2] = f.has_alpha;
  out[3] = f.has_animation;
  out[4] = f.format;
  return VP8_STATUS_OK;
}

/* Decodes into `rgba` (width × height × 4 bytes), scaling when width × height is not the stored size. */
int webp_decode_rgba(const uint8_t* data, size_t size, uint8_t* rgba, int width, int height) {
  WebPDecoderConfig config;
  if (!WebPInitDecoderConfig(&config)) return VP8_STATUS_INVALID_PARAM;
  const VP8StatusCode status = WebPGetFeatures(data, size, &config.input);
  if (status != VP8_STATUS_OK) return status;
  if (config.input.has_animation) return VP8_STATUS_UNSUPPORTED_FEATURE;
  if (width != config.input.width || height != config.input.height) {
    config.options.use_scaling = 1;
    config.options.scaled_width = width;
    config.options.scaled_height = height;
  }
  config.output.colorspace = MODE_RGBA;
  config.output.is_external_memory = 1;
  config.output.u.RGBA.rgba = rgba;
  config.output.u.RGBA.stride = width * 4;
  config.output.u.RGBA.size = (size_t)width * (size_t)height * 4;
  return WebPDecode(data, size, &config);
}
