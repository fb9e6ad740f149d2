import { PlatformList } from "@common/api";
import { Health } from "@common/health";
import { json, v1Route } from "./define";

export const health = v1Route(
  { auth: "none" },
  {
    method: "get",
    path: "/health",
    operationId: "getHealth",
    tags: ["System"],
    summary: "Service health",
    description: "Liveness: no key needed, never counted or billed.",
    responses: { 200: json(Health.meta({ id: "Health" }), "The service is up") },
  },
);

export const platformList = v1Route(
  { auth: "key" },
  {
    method: "get",
    path: "/platforms",
    operationId: "listPlatforms",
    tags: ["Platforms"],
    summary: "Platforms and image sizes",
    description: "The 7 platforms, their 9 output sizes and their copy limits. Any live key may read it; not billed.",
    responses: { 200: json(PlatformList, "Every platform with its sizes") },
  },
);
