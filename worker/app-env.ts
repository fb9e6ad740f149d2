import type { ApiKeyRow, AppContext, UserRow } from "./services/context";

/** Hono environment shared by every route and middleware. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    /** Set once per request by the context middleware. */
    ctx: AppContext;
    /** Set by the context middleware when a live session token came with the request. */
    user?: UserRow;
    sessionToken?: string;
    authVia?: "bearer" | "cookie";
    /** Set by the public API's access middleware on a call made with a secret key. */
    apiKey?: ApiKeyRow;
  };
}
