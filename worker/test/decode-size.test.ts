import { describe, expect, it } from "vitest";
import { decodeSizeFor } from "../imaging/pipeline";
import type { ImageProbe } from "../imaging/probe";

const jpeg = (width: number, height: number, orientation = 1): ImageProbe => ({
  type: "jpeg",
  mime: "image/jpeg",
  width,
  height,
  orientation,
  progressive: false,
});
const sizes = (...dims: [number, number][]) => dims.map(([width, height]) => ({ width, height, uses: [] }));

describe("decode size (decision 019)", () => {
  it("covers the largest crop window a size can have: a square from a 4:3 photo needs 1080 of its 1920 rows", () => {
    expect(decodeSizeFor(jpeg(2560, 1920), sizes([1080, 1080]))).toEqual({ width: 1440, height: 1080 });
  });

  it("needs only the contain scale for a size that can only be fitted (9:16 from 4:3), in stored orientation", () => {
    expect(decodeSizeFor(jpeg(2560, 1920), sizes([1080, 1920]))).toEqual({ width: 1080, height: 810 });
    // Stored on its side (EXIF 6): the same upright need, turned back.
    expect(decodeSizeFor(jpeg(1920, 2560, 6), sizes([1080, 1920]))).toEqual({ width: 810, height: 1080 });
  });

  it("takes the largest need over all sizes, never less than the 512 px analysis copy, never above full size", () => {
    expect(decodeSizeFor(jpeg(2560, 1920), sizes([1080, 1920], [1080, 1080], [1000, 1500]))).toEqual({
      width: 1440,
      height: 1080,
    });
    expect(decodeSizeFor(jpeg(6000, 4000), sizes([64, 64]))).toEqual({ width: 512, height: 342 });
    expect(decodeSizeFor(jpeg(1000, 750), sizes([1080, 1080]))).toEqual({ width: 1000, height: 750 });
  });
});
