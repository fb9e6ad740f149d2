import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";
import { type ApiPermission, type PriceClass, usagePrices } from "@common/api";
import { ErrorEnvelope } from "@common/error-envelope";
import type { ApiAuth } from "../../../middleware/api-access";

/*
 * The public API's contract (decision 017): every route's method, path, schemas, access rule and answers, with no
 * handler and nothing that needs the Workers runtime, so the build can make the OpenAPI document from it too.
 */

export const V1_BASE = "/api/v1";

/** A documented JSON answer. */
export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A documented JSON request body (required: a missing body is a 400, not an empty object). */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const IdParams = z.object({
  id: z.coerce
    .number({ error: "Ids are positive whole numbers" })
    .int("Ids are positive whole numbers")
    .positive("Ids are positive whole numbers")
    .meta({ description: "The resource's numeric id", example: 12 }),
});

const ErrorBody = ErrorEnvelope.meta({ id: "Error" });
export const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorBody } } });

/** Sent on every answer to a request the budgets admitted or refused (not on 401 or a plan refusal). */
export const limitHeaders = z.object({
  "RateLimit-Policy": z.string().optional().meta({
    description:
      'Both hourly budgets: the account\'s (shared by all its keys) and the key\'s own, e.g. "account";q=1000;w=3600, "key";q=500;w=3600',
  }),
  "RateLimit-Limit": z
    .string()
    .optional()
    .meta({ description: "The binding budget (the one with fewer requests left) for the current hour" }),
  "RateLimit-Remaining": z
    .string()
    .optional()
    .meta({ description: "Requests left in the current hour under the binding budget" }),
  "RateLimit-Reset": z.string().optional().meta({ description: "Seconds until the hour's budget renews" }),
  "X-RateLimit-Limit": z.string().optional().meta({ description: "Same as RateLimit-Limit" }),
  "X-RateLimit-Remaining": z.string().optional().meta({ description: "Same as RateLimit-Remaining" }),
  "X-RateLimit-Reset": z.string().optional().meta({ description: "Unix time (seconds) when the budget renews" }),
  "X-D1-Bookmark": z.string().optional().meta({
    description:
      "The database position this answer reflects. Send it back in the same header on your next request, and that request reads at least this far: your own writes, even from a read replica",
  }),
});
export const retryHeaders = limitHeaders.extend({
  "Retry-After": z.string().meta({ description: "Seconds until the key may call again" }),
});

const security: Record<ApiAuth, RouteConfig["security"]> = {
  key: [{ ApiKey: [] }],
  session: [{ Session: [] }],
  either: [{ ApiKey: [] }, { Session: [] }],
  none: [],
};

/** The answers of a route that takes a photo and refuses it by the rules of decision 018, beside its own. */
export const photoRefusals = {
  400: error(
    "The request is invalid (`error.issues` lists each field), or the photo is damaged, truncated, or its header disagrees with its data",
  ),
  413: error(
    "The photo is over 12 MB, over its pixel limit (JPEG 50 MP, progressive JPEG 20 MP, PNG and WebP 7.5 MP), a progressive JPEG over 60 MiB of coefficients (a 4:4:4 one about 10 MP), or too large to decode for the sizes asked",
  ),
  415: error("The photo is not a JPEG, PNG or WebP, or is an animated WebP"),
  422: error(
    "The photo has a side under 16 pixels, is longer than 20 times its width, or is a JPEG of more than 32 scans",
  ),
  429: {
    ...error(
      "The account's or the key's hourly budget is spent, or 10 of the account's photos (30 from its address) were refused in the last hour",
    ),
    headers: retryHeaders,
  },
};

export interface Access {
  auth: ApiAuth;
  permission?: ApiPermission;
  price?: PriceClass;
}

const accessOfRoute = new WeakMap<object, Access>();

/** The access rule a route was declared with (routes/v1/define.ts turns it into the middleware that enforces it). */
export function accessOf(route: object): Access {
  const access = accessOfRoute.get(route);
  if (!access) throw new Error("Not a route of the v1 contract");
  return access;
}

/**
 * One public route, declared once: its access rule (key, session or none; permission; price) becomes both the
 * OpenAPI operation that documents it, with every error it can answer, and (routes/v1/define.ts) the middleware that
 * enforces it.
 */
export function v1Route<const R extends RouteConfig>(access: Access, def: R): R & { getRoutingPath(): string } {
  const price = access.price ?? "free";
  const keyed = access.auth === "key" || access.auth === "either";
  const hasInput = Boolean(def.request?.body || def.request?.query || def.request?.params);
  const responses: RouteConfig["responses"] = { ...def.responses };
  if (hasInput) responses[400] ??= error("The request is invalid; `error.issues` lists each field");
  if (access.auth === "session") {
    responses[401] ??= error("No signed-in session (a secret key does not manage keys)");
    responses[403] ??= error(
      "The plan does not include the API (Pro and Enterprise do), or a cross-site cookie request",
    );
  } else if (access.auth !== "none") {
    responses[401] ??= error("No key, or one that is unknown, revoked or expired");
    responses[403] ??= error(
      "The plan does not include the API (Pro and Enterprise do), the key lacks the permission, or the origin is not allowed",
    );
  }
  if (def.request?.params) responses[404] ??= error("No such resource of yours");
  if (keyed)
    responses[429] ??= { ...error("The account's or the key's hourly budget is spent"), headers: retryHeaders };
  responses[500] ??= error("Something went wrong on our side");
  if (keyed) {
    for (const [status, response] of Object.entries(responses)) {
      if (status !== "401" && status !== "500" && !("$ref" in response))
        responses[status] = { headers: limitHeaders, ...response };
    }
  }
  const route = {
    ...def,
    responses,
    security: security[access.auth],
    "x-auth": access.auth,
    "x-permission": access.permission ?? null,
    "x-price": usagePrices[price],
  };
  const declared = createRoute(route as unknown as R);
  accessOfRoute.set(declared, { ...access, price });
  return declared;
}
