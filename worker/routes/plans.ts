import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { listActivePlans } from "../services/plans";

/** /api/subscription-plans */
export const planRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await listActivePlans(c.var.ctx), 200));
