/** Hono environment shared by every route and middleware. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
  };
}
