import { Hono } from "hono";
import type { Health } from "@common/health";
import type { AppEnv } from "../types";

/** Public API liveness: no auth (SPEC §7). */
export const healthRoutes = new Hono<AppEnv>().get("/health", (c) => {
  const body: Health = { status: "ok", version: c.env.APP_VERSION, timestamp: new Date().toISOString() };
  return c.json(body, 200);
});
