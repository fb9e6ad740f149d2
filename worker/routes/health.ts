import { Hono } from "hono";
import type { Health } from "@common/health";
import type { AppEnv } from "../app-env";

/** The public API (/api/v1). Liveness needs no key (SPEC §7). */
export const v1Routes = new Hono<AppEnv>().get("/health", (c) => {
  const body: Health = { status: "ok", version: c.env.APP_VERSION, timestamp: new Date().toISOString() };
  return c.json(body, 200);
});
