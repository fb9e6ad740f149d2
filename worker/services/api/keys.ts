import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import {
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiPermission,
  type ApiPlan,
  apiPermissions,
  keyMessages,
  planApiBudget,
  SECRET_KEY_PATTERN,
} from "@common/api";
import type { Db } from "../../db/client";
import { type ApiKeyRow, apiKeys, type UserRow, users } from "../../db/schema";
import { apiMeterFor } from "../../durable-objects/api-meter";
import { sha256Hex, timingSafeEqual } from "../../lib/crypto";
import { AppError, badRequest, conflict, notFound, unauthorized } from "../../lib/errors";
import type { AppContext } from "../context";
import { accessOf } from "../plans/entitlements";
import { planById } from "../plans/names";
import { waitInWords } from "../accounts/throttles";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** Active keys one account may hold at a time. */
export const MAX_ACTIVE_KEYS = 20;
/**
 * Keys one account may create per hour (sliding window), revoked ones included: revoking and re-creating keys
 * cannot mint budget (the budget is the account's anyway) nor flood the meter with new keys.
 */
export const KEY_CREATIONS_PER_HOUR = 10;
const HOUR = 60 * 60 * 1000;

export const apiKeyMessages = {
  missing: "Send your secret API key as 'Authorization: Bearer rgs_…'. Create one on the API Keys page.",
  invalid: "Invalid API key",
  revoked: "This API key has been revoked",
  expired: (at: Date) => `This API key expired on ${at.toISOString().slice(0, 10)}`,
  plan: (plan: string) =>
    `The developer API is part of the Pro and Enterprise plans; your plan is ${plan}. Upgrade on the subscription page.`,
  permission: (p: ApiPermission) => `This API key lacks the ${p} permission`,
  tooManyKeys: `You have ${MAX_ACTIVE_KEYS} active keys; revoke one before creating another`,
  tooManyCreations: (wait: string) =>
    `You have created ${KEY_CREATIONS_PER_HOUR} API keys in the last hour, the most an account may; try again in ${wait}. Revoked keys count too.`,
} as const;

/** 32 base62 characters without modulo bias (bytes ≥ 248 are drawn again). */
function base62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const b of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (b < 248 && out.length < length) out += BASE62[b % 62];
    }
  }
  return out;
}

/**
 * The Durable Object that meters one account's API use: the plan's hourly budget shared by all its keys, each key's
 * own sub-budget, their revocations and the account's key creations (its usage events: the account's UsageLedger).
 */
export const meterOf = (env: Env, owner: Pick<ApiKeyRow, "userId">) => apiMeterFor(env, owner.userId);

/** The hourly budget an account's plan gives all its keys together; 0 for a plan without the API. */
export const accountBudgetOf = (plan: string): number => planApiBudget[plan as ApiPlan] ?? 0;

/** The public id is derived from the secret's hash, so a presented secret finds its row without a scan. */
const keyIdOf = (hash: string) => `rg_${hash.slice(0, 24)}`;

/** A key as its owner sees it; `accountBudget` is the plan's hourly budget, which the key's own limit lies within. */
export function toApiKey(row: ApiKeyRow, accountBudget: number, now = new Date()): ApiKey {
  const expired = row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    keyId: row.keyId,
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    status: !row.isActive ? "revoked" : expired ? "expired" : "active",
    lastUsed: row.lastUsed?.toISOString() ?? null,
    permissions: row.permissions.filter((p): p is ApiPermission => (apiPermissions as readonly string[]).includes(p)),
    rateLimit: row.rateLimit,
    effectiveRateLimit: Math.min(row.rateLimit, accountBudget),
    allowedOrigins: row.allowedOrigins ?? [],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * The requests per hour a user's keys may make, or the refusal: Pro and Enterprise only, and only while the plan is
 * active (a lapsed plan stops its keys on their next request).
 */
export function apiBudgetOf(user: UserRow, now = new Date()): number {
  const plan = user.subscriptionPlan as ApiPlan;
  const budget = planApiBudget[plan];
  if (budget === undefined) {
    throw new AppError("PAYMENT_REQUIRED", apiKeyMessages.plan(planById(user.subscriptionPlan)), {
      flags: { paymentRequired: true },
    });
  }
  const access = accessOf(user, now);
  if (access.state !== "active") {
    const message = "message" in access ? access.message : apiKeyMessages.plan(planById(user.subscriptionPlan));
    throw new AppError("PAYMENT_REQUIRED", message, { flags: { paymentRequired: true } });
  }
  return budget;
}

/**
 * A new key for a Pro or Enterprise user; the secret is in this answer only (its SHA-256 is what is stored). Without a
 * rateLimit the key may use the plan's whole budget (which it shares with the account's other keys). At most
 * KEY_CREATIONS_PER_HOUR keys an hour, counted in the account's meter.
 */
export async function createApiKey(
  { db, env }: Pick<AppContext, "db" | "env">,
  user: UserRow,
  input: z.output<typeof ApiKeyCreate>,
  now = new Date(),
): Promise<ApiKeyCreated> {
  const budget = apiBudgetOf(user, now);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw badRequest(keyMessages.expiryPast);
  const active = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, user.id), eq(apiKeys.isActive, true)));
  if ((active[0]?.n ?? 0) >= MAX_ACTIVE_KEYS) throw conflict(apiKeyMessages.tooManyKeys);
  const meter = meterOf(env, { userId: user.id });
  const creation = await meter.hit(KEY_CREATIONS_PER_HOUR, HOUR, now.getTime());
  if (!creation.allowed) {
    const seconds = Math.max(1, Math.ceil((creation.resetAt - now.getTime()) / 1000));
    throw new AppError("RATE_LIMITED", apiKeyMessages.tooManyCreations(waitInWords(seconds)), {
      headers: { "Retry-After": String(seconds) },
    });
  }
  const secretKey = `rgs_${base62(32)}`;
  const hash = await sha256Hex(secretKey);
  try {
    const rows = await db
      .insert(apiKeys)
      .values({
        userId: user.id,
        keyId: keyIdOf(hash),
        hashedKey: hash,
        name: input.name,
        description: input.description ?? null,
        permissions: input.permissions,
        rateLimit: input.rateLimit ?? budget,
        allowedOrigins: input.allowedOrigins ?? [],
        expiresAt,
        createdAt: now,
      })
      .returning();
    return { ...toApiKey(rows[0]!, budget, now), secretKey };
  } catch (err) {
    // No key was made: the creation does not count.
    if (creation.hitId !== null) await meter.undo(creation.hitId);
    throw err;
  }
}

/** The user's keys, newest first, each with its effective budget (the smaller of its own limit and the plan's). */
export async function listApiKeys(
  { db }: Pick<AppContext, "db">,
  user: Pick<UserRow, "id" | "subscriptionPlan">,
  now = new Date(),
): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, user.id))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  const budget = accountBudgetOf(user.subscriptionPlan);
  return rows.map((r) => toApiKey(r, budget, now));
}

/**
 * Revokes one of the user's keys (idempotent); the row stays for its usage history. The account's meter is told too,
 * so an isolate that still holds the key refuses it on its next request.
 */
export async function revokeApiKey({ db, env }: Pick<AppContext, "db" | "env">, userId: number, id: number) {
  const rows = await db
    .update(apiKeys)
    .set({ isActive: false })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id, keyId: apiKeys.keyId });
  if (!rows[0]) throw notFound("API key not found");
  await meterOf(env, { userId }).revokeKeys([rows[0].keyId]);
  return { success: true as const, ...rows[0] };
}

/** Revokes every active key of an account (a password reset that asks for it); answers how many there were. */
export async function revokeAllApiKeys({ db, env }: Pick<AppContext, "db" | "env">, userId: number): Promise<number> {
  const rows = await db
    .update(apiKeys)
    .set({ isActive: false })
    .where(and(eq(apiKeys.userId, userId), eq(apiKeys.isActive, true)))
    .returning({ id: apiKeys.id, keyId: apiKeys.keyId });
  // The account's meter is told, so an isolate that still holds a key refuses it on its next request.
  if (rows.length > 0) await meterOf(env, { userId }).revokeKeys(rows.map((r) => r.keyId));
  return rows.length;
}

/** How many keys of an account are active (for the reset mail). */
export async function activeApiKeyCount({ db }: Pick<AppContext, "db">, userId: number): Promise<number> {
  const rows = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), eq(apiKeys.isActive, true)));
  return rows.length;
}

/**
 * Keys this isolate looked up lately, by secret hash. A busy key then costs no D1 read per request: revocation still
 * stops it on its next request (the account's meter is told, and `admit` refuses), an expiry is checked against
 * the clock, and a plan change is seen within KEY_CACHE_MS. Keys are never edited otherwise.
 */
const recentKeys = new Map<string, { key: ApiKeyRow; user: UserRow; at: number }>();
export const KEY_CACHE_MS = 10_000;
const KEY_CACHE_MAX = 1000;

/** Forgets a key this isolate holds (its revocation came back from the Durable Object). */
export function forgetCachedKey(key: Pick<ApiKeyRow, "hashedKey">): void {
  recentKeys.delete(key.hashedKey);
}

async function lookUpKey(db: Db, hash: string, now: number) {
  const cached = recentKeys.get(hash);
  if (cached && now - cached.at < KEY_CACHE_MS) return cached;
  const found = (
    await db
      .select({ key: apiKeys, user: users })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(eq(apiKeys.keyId, keyIdOf(hash)))
      .limit(1)
  )[0];
  if (!found) return undefined;
  if (recentKeys.size >= KEY_CACHE_MAX) recentKeys.delete(recentKeys.keys().next().value!);
  const entry = { ...found, at: now };
  recentKeys.set(hash, entry);
  return entry;
}

/** The caller behind a secret key; 401 for anything but a live key, compared in constant time. */
export async function authenticateApiKey(
  { primary: db }: Pick<AppContext, "primary">,
  secret: string,
  now = new Date(),
): Promise<{ key: ApiKeyRow; user: UserRow }> {
  if (!SECRET_KEY_PATTERN.test(secret)) throw unauthorized(apiKeyMessages.invalid);
  const hash = await sha256Hex(secret);
  const found = await lookUpKey(db, hash, now.getTime());
  const encoder = new TextEncoder();
  if (!found || !timingSafeEqual(encoder.encode(found.key.hashedKey), encoder.encode(hash)))
    throw unauthorized(apiKeyMessages.invalid);
  if (!found.key.isActive) throw unauthorized(apiKeyMessages.revoked);
  if (found.key.expiresAt && found.key.expiresAt.getTime() <= now.getTime())
    throw unauthorized(apiKeyMessages.expired(found.key.expiresAt));
  return { key: found.key, user: found.user };
}

export function hasPermission(key: ApiKeyRow, permission: ApiPermission): boolean {
  // Rows written before the colon form was canonical may hold the underscore form.
  return key.permissions.some((p) => p.replace("_", ":") === permission);
}
