import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { type ApiKeyCreate, ApiKeyCreated, type ApiPermission } from "@common/api";
import { createDb } from "../db/client";
import { apiKeys, apiUsageHourly, users } from "../db/schema";
import { apiMeterFor } from "../durable-objects/api-meter";
import { usageLedgerFor } from "../durable-objects/usage-ledger";
import { HOUR_MS } from "../services/api/usage";
import { toBase64 } from "../lib/base64";
import { createUser, type UserFactoryOptions, testPhoto } from "./factories";
import { call, expectBody, jsonInit } from "./helpers";

export const db = () => createDb(env.DB);

/** A Pro (or other plan) user with one key made through POST /api/v1/keys, as the key page makes it. */
export async function keyHolder(
  options: UserFactoryOptions & { key?: Partial<ApiKeyCreate> & { permissions?: ApiPermission[] } } = {},
) {
  const { key: keyOptions, ...userOptions } = options;
  const owner = await createUser({ plan: "pro", conceptsLimit: 100, ...userOptions });
  const res = await call("/api/v1/keys", jsonInit("POST", { name: "test key", ...keyOptions }, owner.auth));
  const key = await expectBody(res, 201, ApiKeyCreated);
  return { ...owner, key, keyAuth: { Authorization: `Bearer ${key.secretKey}` } };
}

/**
 * Spends budget in an account's meter, as `used` earlier requests of the key would have (and `account` of all the
 * account's keys, at least `used`).
 */
export async function spendBudget(userId: number, keyId: string, used: number, account = used) {
  await runInDurableObject(meterOf(userId), (_instance, state) => {
    const now = Date.now();
    const windowStart = now - (now % HOUR_MS);
    state.storage.sql.exec(
      "INSERT INTO windows (window_start, count) VALUES (?, ?) ON CONFLICT(window_start) DO UPDATE SET count = ?",
      windowStart,
      account,
      account,
    );
    state.storage.sql.exec(
      `INSERT INTO key_windows (key_id, window_start, count) VALUES (?, ?, ?)
        ON CONFLICT(key_id, window_start) DO UPDATE SET count = ?`,
      keyId,
      windowStart,
      used,
      used,
    );
  });
}

/** The meter of an account's API keys (one Durable Object per account). */
export const meterOf = (userId: number) => apiMeterFor(env, userId);

/** The usage ledger of an account (one Durable Object per account): `flush()` counts its answered rows into D1. */
export const ledgerOf = (userId: number) => usageLedgerFor(env, userId);

/** Every answered usage row an account's ledger holds, newest first, with its metadata parsed. */
export async function ledgerRows(userId: number) {
  const { rows } = await ledgerOf(userId).list({ limit: 100_000, offset: 0 });
  return rows.map((r) => ({
    requestId: r.request_id,
    apiKeyId: r.api_key_id,
    endpoint: r.endpoint,
    method: r.method,
    statusCode: r.status_code,
    cost: r.cost,
    ipAddress: r.ip_address,
    metadata: r.metadata ? (JSON.parse(r.metadata) as Record<string, unknown>) : null,
  }));
}

/** An account's hourly usage rollups in D1. */
export const hourlyRows = (userId: number) =>
  db().select().from(apiUsageHourly).where(eq(apiUsageHourly.userId, userId));

export async function setKey(id: number, values: Partial<typeof apiKeys.$inferInsert>) {
  await db().update(apiKeys).set(values).where(eq(apiKeys.id, id));
}

export async function setUser(id: number, values: Partial<typeof users.$inferInsert>) {
  await db().update(users).set(values).where(eq(users.id, id));
}

export const photoDataUrl = (w = 240, h = 180, step = 13) =>
  `data:image/jpeg;base64,${toBase64(testPhoto(w, h, step))}`;

export const brief = {
  businessType: "Retail/E-commerce",
  targetAudience: "trail runners",
  tone: "Friendly & Casual",
  productDescription: "Lightweight trail running shoes with a grippy sole",
  brandName: "Ridgeline",
  platforms: ["facebook", "pinterest"],
  languages: ["en", "de"],
};
