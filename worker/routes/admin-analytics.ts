import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { requireAdmin } from "../middleware/session";
import { adminStats, adminTransactions, adminUsers, apiAnalytics, paymentAnalytics } from "../services/admin-analytics";

/** /api/admin reads of the ADMIN TERMINAL (SPEC §7): administrators only, answered from the rows. */
export const adminAnalyticsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/stats", async (c) => c.json(await adminStats(c.var.ctx), 200))
  .get("/payment-analytics", async (c) => c.json(await paymentAnalytics(c.var.ctx), 200))
  .get("/api-analytics", async (c) => c.json(await apiAnalytics(c.var.ctx), 200))
  .get("/users", async (c) => c.json(await adminUsers(c.var.ctx), 200))
  .get("/transactions", async (c) => c.json(await adminTransactions(c.var.ctx), 200));
