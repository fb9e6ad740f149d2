import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";
import { ApiCopyRequest, ApiCopyResult, SmartResizeRequest, SmartResizeResult } from "@common/api";
import { apiImageBodyLimit } from "../../middleware/validate";
import { imageOfDataUrl, resizeForPlatforms, writeCopy } from "../../services/generation";
import { error, json, jsonBody, v1App, v1Route } from "./define";

const copy = v1Route(
  { auth: "key", permission: "concept:create", price: "generation" },
  {
    method: "post",
    path: "/ai/generate-copy",
    operationId: "generateCopy",
    tags: ["Copy and images"],
    summary: "Write copy without a photo",
    description:
      "Titles, bodies and hashtags for each platform and language of the brief, within each platform's limits. Nothing is stored and no concept is counted.",
    request: { body: jsonBody(ApiCopyRequest) },
    responses: { 200: json(ApiCopyResult, "The copy, by language then platform") },
  },
);

const resize = v1Route(
  { auth: "key", permission: "concept:create", price: "generation", middleware: [apiImageBodyLimit] },
  {
    method: "post",
    path: "/images/smart-resize",
    operationId: "smartResize",
    tags: ["Copy and images"],
    summary: "Frame a photo for platforms",
    description:
      "The photo cropped around its subject, or fitted on a blurred fill, for every size of each platform. Nothing is stored.",
    request: { body: jsonBody(SmartResizeRequest) },
    responses: {
      200: json(SmartResizeResult, "Base64 JPEGs by platform then size"),
      413: error(
        "The photo is over 12 MB or over its pixel limit (JPEG 50 MP, progressive JPEG 20 MP, PNG and WebP 7.5 MP)",
      ),
      415: error("The photo is not a JPEG, PNG or WebP"),
    },
  },
);

/** /api/v1/ai and /api/v1/images: the generator's copy and framing steps on their own. */
export const generateV1: OpenAPIHono<AppEnv> = v1App()
  .openapi(copy, async (c) =>
    c.json({ success: true as const, data: await writeCopy(c.var.ctx, c.req.valid("json")) }, 200),
  )
  .openapi(resize, async (c) => {
    const { imageData, platforms } = c.req.valid("json");
    const data = await resizeForPlatforms(imageOfDataUrl(imageData), [...new Set(platforms)]);
    return c.json({ success: true as const, data }, 200);
  });
