import { Hono } from "hono";
import { createDb } from "../db/client";
import { listActivePlans } from "../services/plans";
import type { AppEnv } from "../types";

export const planRoutes = new Hono<AppEnv>().get("/subscription-plans", async (c) => {
  return c.json(await listActivePlans(createDb(c.env.DB)), 200);
});
