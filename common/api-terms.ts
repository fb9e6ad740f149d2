/**
 * The public API's terms without their schemas (common/api.ts has those and re-exports all of this): permissions,
 * plan budgets and credit, prices, limits and header names. zod-free, so a page that only shows them (the API docs)
 * builds none of the API's schemas.
 */

/** Stored and answered in the documentation's colon form; the schema's underscore form is accepted on input. */
export const apiPermissions = [
  "concept:create",
  "concept:read",
  "concept:update",
  "concept:delete",
  "analytics:read",
  "batch:create",
  "brand:read",
  "brand:write",
  "webhook:write",
] as const;
export type ApiPermission = (typeof apiPermissions)[number];
export const DEFAULT_PERMISSIONS: ApiPermission[] = ["concept:create", "concept:read"];

export const permissionLabels: Record<ApiPermission, string> = {
  "concept:create": "Create concepts, write copy, resize images",
  "concept:read": "List and read concepts, download packages",
  "concept:update": "Edit concept copy",
  "concept:delete": "Delete concepts",
  "analytics:read": "Read usage and costs",
  "batch:create": "Download several concepts in one ZIP",
  "brand:read": "List and read brand kits and their logos",
  "brand:write": "Create, edit and delete brand kits",
  "webhook:write": "Manage webhook endpoints and read their deliveries",
};

export const RATE_LIMIT_MIN = 100;
export const RATE_LIMIT_MAX = 10_000;

/**
 * Requests per hour each plan allows an account, shared by all its keys; a key's own rateLimit is a sub-budget within
 * it (and a key made without one may use the whole budget).
 */
export const planApiBudget = { pro: 1000, enterprise: 10_000 } as const;
export type ApiPlan = keyof typeof planApiBudget;
/** Monthly API credit included in a plan, in dollars. */
export const planApiCredit: Record<ApiPlan, number> = { pro: 0, enterprise: 100 };

/** The SPEC §9 price classes, in dollars per successful request. */
export const usagePrices = {
  generation: 0.5,
  read: 0.01,
  update: 0.1,
  analytics: 0.05,
  free: 0,
} as const;
export type PriceClass = keyof typeof usagePrices;

/** Dollars with cents, as summed costs are shown (float sums of 0.01 drift). */
export const dollars = (n: number) => Math.round(n * 100) / 100;

/**
 * Headers every key-authenticated answer carries (IETF draft names and the X- forms the docs name). The policy names
 * both budgets (`"account";q=1000;w=3600, "key";q=500;w=3600`); the others are those of the one that binds.
 */
export const rateLimitHeaders = [
  "RateLimit-Policy",
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-RateLimit-Reset",
] as const;

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Set to "true" on the answer to a create that an earlier call with the same Idempotency-Key already made. */
export const REPLAYED_HEADER = "Idempotent-Replayed";
