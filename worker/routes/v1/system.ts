import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";
import { PlatformList } from "@common/api";
import { Health } from "@common/health";
import { platforms } from "@common/platforms";
import { json, v1App, v1Route } from "./define";

const health = v1Route(
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

const platformList = v1Route(
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

/** Catalogue answers built once: they are constants of the product (common/platforms.ts). */
const catalogue: PlatformList = {
  platforms: platforms.map((p) => ({
    id: p.id,
    name: p.name,
    sizes: p.sizes.map((s) => ({ key: s.key, label: s.label, width: s.width, height: s.height })),
    copyLimits: { title: p.limits.title, body: p.limits.body },
  })),
  dimensions: Object.fromEntries(
    platforms.map((p) => [p.id, Object.fromEntries(p.sizes.map((s) => [s.key, { width: s.width, height: s.height }]))]),
  ),
  totalPlatforms: platforms.length,
};

/** GET /health and GET /platforms. */
export const systemV1: OpenAPIHono<AppEnv> = v1App()
  .openapi(health, (c) =>
    c.json({ status: "ok" as const, version: c.env.APP_VERSION, timestamp: new Date().toISOString() }, 200),
  )
  .openapi(platformList, (c) => c.json(catalogue, 200));
