import { ApiCopyRequest, ApiCopyResult, SmartResizeRequest, SmartResizeResult } from "@common/api";
import { json, jsonBody, photoRefusals, v1Route } from "./define";

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
      "The photo cropped around its subject, or, where a crop would cut the subject, trimmed around it with the rest of the frame filled from the photo's own edges, for every size of each platform. Nothing is stored.",
    request: { body: jsonBody(SmartResizeRequest) },
    responses: {
      200: json(SmartResizeResult, "Base64 JPEGs by platform then size"),
      ...photoRefusals,
    },
  },
);
