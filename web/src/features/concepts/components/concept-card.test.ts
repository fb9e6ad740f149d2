import { describe, expect, it } from "vitest";
import { allImageSizes } from "@common/platforms";
import { aspectSizes, aspects } from "./concept-card";

describe("aspectSizes", () => {
  it("puts every size of the platform table under exactly one aspect", () => {
    const grouped = aspects.flatMap((a) => aspectSizes[a]);
    expect(grouped.toSorted()).toEqual(allImageSizes.map((s) => s.key).toSorted());
  });

  it("groups each size under the nearest shape, the exact ones first", () => {
    const ratio = (key: string) => {
      const s = allImageSizes.find((x) => x.key === key)!;
      return s.width / s.height;
    };
    expect(aspectSizes["4:5"]).toEqual(expect.arrayContaining(["facebook_portrait", "instagram_feed"]));
    for (const key of aspectSizes["4:5"]) expect(ratio(key)).toBeCloseTo(0.8, 2);
    for (const key of aspectSizes["1:1"]) expect(ratio(key)).toBe(1);
    expect(aspectSizes["1:1"]).toEqual(expect.arrayContaining(["instagram_square", "x_square"]));
    expect(aspectSizes["9:16"]).toEqual(expect.arrayContaining(["instagram_story", "tiktok_feed", "pinterest_pin"]));
    // 1080×1920 before Pinterest's 2:3, YouTube's true 16:9 before the 1.91:1 feeds.
    expect(aspectSizes["9:16"].at(-1)).toBe("pinterest_pin");
    expect(aspectSizes["16:9"][0]).toBe("youtube_thumbnail");
    expect(aspectSizes["16:9"]).toEqual(expect.arrayContaining(["x_post", "facebook_feed", "linkedin_post"]));
  });
});
