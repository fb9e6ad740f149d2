import { ApiCopyRequest, ApiCopyResult, SmartResizeRequest, SmartResizeResult } from "@common/api";
import { error, json, jsonBody, retryHeaders, v1Route } from "./define";

export const copy = v1Route(
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

export const resize = v1Route(
  { auth: "key", permission: "concept:create", price: "generation" },
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
      400: error(
        "The request is invalid (`error.issues` lists each field), or the photo is damaged, truncated, or its header disagrees with its data",
      ),
      413: error(
        "The photo is over 12 MB, over its pixel limit (JPEG 50 MP, progressive JPEG 20 MP, PNG and WebP 7.5 MP), a progressive JPEG over 60 MiB of coefficients (a 4:4:4 one about 10 MP), or too large to decode for the sizes asked",
      ),
      415: error("The photo is not a JPEG, PNG or WebP, or is an animated WebP"),
      422: error(
        "The photo has a side under 16 pixels, is longer than 20 times its width, or is a JPEG of more than 32 scans",
      ),
      429: {
        ...error(
          "The key's hourly budget is spent, or 10 of the account's photos (30 from its address) were refused in the last hour",
        ),
        headers: retryHeaders,
      },
    },
  },
);
