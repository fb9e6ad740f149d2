import type { UserRow } from "./services/sessions";

/** Hono environment shared by every route and middleware. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    /** Set by loadSession when a live session token came with the request. */
    user?: UserRow;
    sessionToken?: string;
    authVia?: "bearer" | "cookie";
  };
}
