import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { createContext } from "../services/context";
import { userForToken } from "../services/sessions";
import { isSecretKey } from "./api-access";
import { sessionToken } from "./session";

/**
 * The request context, set once: the service context (database, media, copy engine, fonts, configuration) and the
 * signed-in user, when a live session token came with the request. Never fails the request by itself.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const ctx = createContext(c.env);
  c.set("ctx", ctx);
  const found = sessionToken(c);
  // A secret API key is not a session: the public API's access middleware authenticates it.
  if (found && !(found.via === "bearer" && isSecretKey(found.token))) {
    const user = await userForToken(ctx.db, found.token);
    if (user) {
      c.set("user", user);
      c.set("sessionToken", found.token);
      c.set("authVia", found.via);
    }
  }
  await next();
});
