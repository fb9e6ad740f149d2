import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { assertEntitled } from "../services/plans/entitlements";
import { requireUser } from "./session";

/**
 * Paid actions (generate, Generate Assets, improve-copy): an active plan or trial, not past its end, with concepts
 * left this month. Checked before the body is read.
 */
export const requireEntitlement = createMiddleware<AppEnv>(async (c, next) => {
  await assertEntitled(c.var.ctx, requireUser(c).id);
  await next();
});
