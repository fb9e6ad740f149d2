import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { X_CACHE } from "../lib/edge-cache";
import { saysCacheOutcome } from "../middleware/edge-cache";
import { cachedActivePlans } from "../services/plans/plans";

/** /api/subscription-plans: public and the same for everyone, so through the edge cache (decision 035). */
export const planRoutes = new Hono<AppEnv>().get("/", saysCacheOutcome, async (c) => {
  const { value, cache } = await cachedActivePlans(c.var.ctx, new URL(c.req.url).origin);
  return c.json(value, 200, { [X_CACHE]: cache });
});
