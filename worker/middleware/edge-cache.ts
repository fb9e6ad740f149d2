import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { X_CACHE } from "../lib/edge-cache";

/**
 * Every answer of a cached public read says where it came from (decision 035), its refusals too: one the handler did
 * not mark (a 404 for a link that leads nowhere, which is never cached) was built for this request, a MISS.
 */
export const saysCacheOutcome = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.headers.has(X_CACHE)) return;
  try {
    c.res.headers.set(X_CACHE, "MISS");
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(X_CACHE, "MISS");
  }
});
