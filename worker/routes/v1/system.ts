import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";
import type { PlatformList } from "@common/api";
import { platforms } from "@common/platforms";
import { safeZones } from "@common/safe-zones";
import { served, v1App } from "./define";
import * as op from "./contract/system";
import { categoryList } from "../../services/assets/lexicon";

/** Catalogue answers built once: they are constants of the product (common/platforms.ts). */
const catalogue: PlatformList = {
  platforms: platforms.map((p) => ({
    id: p.id,
    name: p.name,
    sizes: p.sizes.map((s) => ({
      key: s.key,
      label: s.label,
      width: s.width,
      height: s.height,
      safeZone: safeZones[s.key]!,
    })),
    copyLimits: {
      title: p.limits.title,
      body: p.limits.body,
      titleCjk: p.limits.cjk?.title ?? p.limits.titleCjkArabic,
      bodyCjk: p.limits.cjk?.body,
      hashtags: p.limits.hashtags,
      noEmoji: p.limits.noEmoji ?? false,
      noLinks: p.limits.noLinks ?? false,
      englishOnly: p.limits.englishOnly ?? false,
      ctaButton: p.limits.ctaButton ?? false,
    },
    fieldNames: p.fieldNames,
    sources: p.sources,
  })),
  dimensions: Object.fromEntries(
    platforms.map((p) => [p.id, Object.fromEntries(p.sizes.map((s) => [s.key, { width: s.width, height: s.height }]))]),
  ),
  totalPlatforms: platforms.length,
};

/** GET /health, GET /platforms and GET /categories. */
export const systemV1: OpenAPIHono<AppEnv> = v1App()
  .openapi(served(op.health), (c) =>
    c.json({ status: "ok" as const, version: c.env.APP_VERSION, timestamp: new Date().toISOString() }, 200),
  )
  .openapi(served(op.platformList), (c) => c.json(catalogue, 200))
  .openapi(served(op.categoryListRoute), async (c) =>
    c.json(await categoryList(c.var.ctx.lexicon, c.req.valid("query").language ?? "en"), 200),
  );
