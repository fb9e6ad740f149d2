import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { assertMayGenerate } from "../services/generation";
import { requireUser } from "./session";

/** SPEC §6: a paid, active plan with concepts left this month, checked before the upload is read. */
export const requirePaidPlan = createMiddleware<AppEnv>(async (c, next) => {
  await assertMayGenerate(c.var.ctx, requireUser(c).id);
  await next();
});
