/**
 * Why the imaging engine refused a photo (decisions 018 and 041): `damaged` (truncated, a header that disagrees with
 * its data, pixels that do not decode), `unsupported` (not a JPEG, PNG or WebP, or an animation), `unprocessable` (a
 * well-formed image outside IMAGE_RULES: too small a side, too long an aspect, too many scans), `too-large` (decoding
 * would cost more memory than its budget, known from the header). The engine says what is wrong; `lib/errors.ts`
 * alone says which status and code that is, for every path that meets one.
 */
export type ImageErrorKind = "damaged" | "unsupported" | "unprocessable" | "too-large";

export class ImageError extends Error {
  constructor(
    message: string,
    readonly kind: ImageErrorKind = "damaged",
  ) {
    super(message);
    this.name = "ImageError";
  }
}
