import { env } from "cloudflare:workers";
import type { LanguageCode } from "@common/languages";
import type { PlanName } from "@common/plans";
import type { PlatformId } from "@common/platforms";
import { createDb } from "../db/client";
import { users } from "../db/schema";
import { hashPassword } from "../lib/crypto";
import { type AppContext, createContext } from "../services/context";
import { generateConcept } from "../services/concepts/generation";
import { createSession } from "../services/accounts/sessions";
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

/**
 * A Pro user's concept made by the real pipeline from a trail shoe brief (Northpeak's Trailblazer 2), for the
 * creatives and packaging tests.
 */
export async function shoeConcept(platforms: PlatformId[], languages: LanguageCode[], ctx: AppContext = testContext()) {
  const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
  const made = await generateConcept(
    ctx,
    owner.user,
    {
      businessType: "Retail/E-commerce",
      targetAudience: "hikers",
      tone: "Friendly & Casual",
      productDescription: "A light trail shoe with a grippy sole",
      brandName: "Northpeak",
      productName: "Trailblazer 2",
      callToAction: undefined,
      platforms,
      languages,
    },
    testPhoto(900, 1200, 7),
  );
  return { owner, id: made.concept.id };
}

/** The generator's multipart form (SPEC §7) for a trail shoe brief, with `image` as the photo's bytes. */
export function shoeForm(image: Uint8Array, platforms: PlatformId[] = ["facebook"], name = "shoe.jpg"): FormData {
  const fd = new FormData();
  fd.set("businessType", "Retail/E-commerce");
  fd.set("targetAudience", "trail runners");
  fd.set("tone", "Friendly & Casual");
  fd.set("productDescription", "Lightweight trail running shoes with a grippy sole");
  fd.set("platforms", JSON.stringify(platforms));
  fd.set("languages", JSON.stringify(["en"]));
  fd.set("image", new File([image as Uint8Array<ArrayBuffer>], name, { type: "image/jpeg" }));
  return fd;
}
