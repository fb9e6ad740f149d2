import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../middleware/session";
import { uploadSource } from "../../middleware/throttle";
import { apiImageBodyLimit } from "../../middleware/validate";
import { imageOfDataUrl, resizeForPlatforms, writeCopy } from "../../services/concepts/generation";
import { served, v1App } from "./define";
import * as op from "./contract/generate";

/** /api/v1/ai and /api/v1/images: the generator's copy and framing steps on their own. */
export const generateV1: OpenAPIHono<AppEnv> = v1App()
  .openapi(served(op.copy), async (c) =>
    c.json({ success: true as const, data: await writeCopy(c.var.ctx, c.req.valid("json")) }, 200),
  )
  .openapi(served(op.resize, apiImageBodyLimit), async (c) => {
    const { imageData, platforms } = c.req.valid("json");
    const uploader = { ...uploadSource(c), userId: requireUser(c).id };
    const data = await resizeForPlatforms(uploader, imageOfDataUrl(imageData), [...new Set(platforms)]);
    return c.json({ success: true as const, data }, 200);
  });
