import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { type ContextParts, contextParts, createContext } from "../services/context";
import { userForToken } from "../services/accounts/sessions";
import { isSecretKey } from "./api-access";
import { answerBookmark, readOptionsOf } from "./d1-bookmark";
import { sessionToken } from "./session";

/**
 * The request context, set once: the service context (a D1 session after the client's bookmark or on the primary,
 * media, copy engine, fonts, configuration) and the signed-in user, when a live session token came with the request.
 * The answer carries the session's newest bookmark (decision 037). Never fails the request by itself. `parts` are the
 * context's makers: the configured ones, or a test's doubles.
 */
export const contextMiddleware = (parts: ContextParts = contextParts) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const ctx = createContext(c.env, readOptionsOf(c), parts);
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
    answerBookmark(c, ctx.bookmark());
  });

export const requestContext = contextMiddleware();
