import { describe, expect, it } from "vitest";
import { decodeSizeFor } from "../../imaging/pipeline";
import type { ImageProbe } from "../../imaging/probe";

const jpeg = (width: number, height: number, orientation = 1): ImageProbe => ({
  type: "jpeg",
  mime: "image/jpeg",
  width,
  height,
  orientation,
  progressive: false,
  detail: {
    kind: "jpeg",
    scans: 1,
    components: [
      { h: 2, v: 2 },
      { h: 1, v: 1 },
      { h: 1, v: 1 },
    ],
    coefficientBytes: 0,
  },
});
const sizes = (...dims: [number, number][]) => dims.map(([width, height]) => ({ width, height, uses: [] }));

describe("decode size (decision 019)", () => {
  it("covers the largest crop window a size can have: a square from a 4:3 photo needs 1080 of its 1920 rows", () => {
    expect(decodeSizeFor(jpeg(2560, 1920), sizes([1080, 1080]))).toEqual({ width: 1440, height: 1080 });
  });

  it("needs every row for a 9:16 crop of a 4:3 photo, in stored orientation", () => {
    expect(decodeSizeFor(jpeg(2560, 1920), sizes([1080, 1920]))).toEqual({ width: 2560, height: 1920 });
    // Stored on its side (EXIF 6): the same upright need, turned back.
    expect(decodeSizeFor(jpeg(1920, 2560, 6), sizes([1080, 1920]))).toEqual({ width: 1920, height: 2560 });
  });

  it("covers the narrowest trimmed window where a size cannot be cropped (1.91:1 from 9:16 keeps 40% of the rows)", () => {
    // 768 of the 1920 rows fitted into 628: a scale of 628/768.
    expect(decodeSizeFor(jpeg(1080, 1920), sizes([1200, 628]))).toEqual({ width: 884, height: 1570 });
  });

  it("takes the largest need over all sizes, never less than the 512 px analysis copy, never above full size", () => {
    expect(decodeSizeFor(jpeg(2560, 1920), sizes([1080, 1080], [1000, 1500]))).toEqual({
      width: 2000,
      height: 1500,
    });
    expect(decodeSizeFor(jpeg(6000, 4000), sizes([64, 64]))).toEqual({ width: 512, height: 342 });
    expect(decodeSizeFor(jpeg(1000, 750), sizes([1080, 1080]))).toEqual({ width: 1000, height: 750 });
  });
});
