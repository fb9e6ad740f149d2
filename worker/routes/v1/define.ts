import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../app-env";
import { apiAccess } from "../../middleware/api-access";
import { validationError } from "../../middleware/validate";
import { accessOf, V1_BASE } from "./contract/define";

/** A sub-app of the public API whose failed validations answer the one error envelope (SPEC §8). */
export function v1App() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

/**
 * A route of the contract (contract/) as the Worker serves it: the access rule it was declared with enforced first,
 * then any route-specific middleware (a body limit).
 */
export function served<R extends RouteConfig>(route: R, ...middleware: MiddlewareHandler<AppEnv>[]): R {
  const access = accessOf(route);
  return {
    ...route,
    middleware: [
      apiAccess({ ...access, price: access.price ?? "free", endpoint: `${V1_BASE}${route.path}` }),
      ...middleware,
    ],
  };
}
