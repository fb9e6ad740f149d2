import { createMiddleware } from "hono/factory";
import { REQUEST_ID_HEADER } from "@common/errors";
import type { AppEnv } from "../app-env";

const SAFE_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Every response carries a request id: the caller's, when it is a sane token, or a fresh UUID. */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header(REQUEST_ID_HEADER);
  const id = incoming && SAFE_ID.test(incoming) ? incoming : crypto.randomUUID();
  c.set("requestId", id);
  c.header(REQUEST_ID_HEADER, id);
  await next();
  try {
    c.res.headers.set(REQUEST_ID_HEADER, id);
  } catch {
    // Responses from bindings (the assets fetcher) have immutable headers: answer with a mutable copy.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(REQUEST_ID_HEADER, id);
  }
});
