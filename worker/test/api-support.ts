import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { type ApiKeyCreate, ApiKeyCreated, type ApiPermission } from "@common/api";
import { createDb } from "../db/client";
import { apiKeys, users } from "../db/schema";
import { rateLimiterFor } from "../durable-objects/api-rate-limiter";
import { HOUR_MS } from "../services/api-usage";
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

/** Spends a key's whole hourly budget in its Durable Object, as `used` earlier requests would have. */
export async function spendBudget(keyId: string, used: number) {
  const stub = rateLimiterFor(env, `api-key:${keyId}`);
  await runInDurableObject(stub, (_instance, state) => {
    const now = Date.now();
    const windowStart = now - (now % HOUR_MS);
    state.storage.sql.exec(
      "INSERT INTO windows (window_start, count) VALUES (?, ?) ON CONFLICT(window_start) DO UPDATE SET count = ?",
      windowStart,
      used,
      used,
    );
  });
}

export const meterOf = (keyId: string) => rateLimiterFor(env, `api-key:${keyId}`);

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
