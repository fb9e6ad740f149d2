import { env } from "cloudflare:workers";
import type { PlanName } from "@common/plans";
import { createDb } from "../db/client";
import { users } from "../db/schema";
import { hashPassword } from "../lib/crypto";
import { createContext } from "../services/context";
import { createSession } from "../services/sessions";
import { jpegOf } from "./images";

let seq = 0;

export interface UserFactoryOptions {
  email?: string;
  password?: string;
  plan?: PlanName;
  status?: string;
  isAdmin?: boolean;
  conceptsLimit?: number;
  conceptsGenerated?: number;
}

/** Inserts a user with a live session; returns the row, its password and a bearer header. */
export async function createUser(options: UserFactoryOptions = {}) {
  const db = createDb(env.DB);
  const password = options.password ?? "correct-horse-battery";
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user${++seq}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      passwordHash: await hashPassword(password),
      firstName: "Test",
      lastName: "User",
      isAdmin: options.isAdmin ?? false,
      subscriptionPlan: options.plan ?? "free",
      subscriptionStatus: options.status ?? (options.plan && options.plan !== "free" ? "active" : "inactive"),
      conceptsLimit: options.conceptsLimit ?? 5,
      conceptsGenerated: options.conceptsGenerated ?? 0,
    })
    .returning();
  const { token } = await createSession(db, user!.id);
  return { user: user!, password, token, auth: { Authorization: `Bearer ${token}` } };
}

/** The service context a request would get, over this test file's bindings. */
export const testContext = () => createContext(env);

/** A small JPEG with a patterned fill (`step` varies the pattern), for tests that need a real photo. */
export function testPhoto(w = 240, h = 180, step = 13): Uint8Array {
  const data = new Uint8Array(w * h * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * step) % 256));
  return jpegOf(data, w, h, 85);
}
