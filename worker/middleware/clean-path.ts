import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { badRequest, errorResponse } from "../lib/errors";

const CONTROL = /\p{Cc}/u;

/**
 * A path that decodes to control characters (`%0d%0a`, `%00`) or does not decode at all is a 400 before any route
 * reads it: nothing downstream (a redirect's Location, a header, a file name) can be handed one (issue 29).
 */
export const cleanPath = createMiddleware<AppEnv>(async (c, next) => {
  const raw = new URL(c.req.url).pathname;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return errorResponse(
      badRequest("The address is not valid: a % must be followed by two hex digits"),
      c.var.requestId,
    );
  }
  if (CONTROL.test(decoded))
    return errorResponse(badRequest("The address contains control characters"), c.var.requestId);
  await next();
});
