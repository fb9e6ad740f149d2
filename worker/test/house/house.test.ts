import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../app-env";
import { contextMiddleware } from "../../middleware/context";
import { requestId } from "../../middleware/request-id";
import { aiRoutes } from "../../routes/ai";
import { conceptRoutes, exampleRoutes } from "../../routes/concepts";
import { planRoutes } from "../../routes/plans";
import { ApiConceptCreate } from "@common/api";
import { toBase64 } from "../../lib/base64";
import { createApiConcept } from "../../services/api/concepts";
import { type ContextParts, contextParts, createContext } from "../../services/context";
import { brief as apiBrief } from "../api-support";
import { createUser, shoeForm, testPhoto } from "../factories";
import { call } from "../helpers";

const ORIGIN = "http://localhost:8787";

/** The configured parts, each counting how often the context made it. */
function countingParts() {
  const made = { copy: 0, fonts: 0, lexicon: 0, mail: 0 };
  const parts: ContextParts = {
    copy: (e) => {
      made.copy++;
      return contextParts.copy(e);
    },
    fonts: (e) => {
      made.fonts++;
      return contextParts.fonts(e);
    },
    lexicon: (e) => {
      made.lexicon++;
      return contextParts.lexicon(e);
    },
    mail: (e) => {
      made.mail++;
      return contextParts.mail(e);
    },
  };
  return { made, parts };
}

function appWith(parts: ContextParts) {
  const app = new Hono<AppEnv>();
  app.use("*", requestId, contextMiddleware(parts));
  app.route("/api/subscription-plans", planRoutes);
  app.route("/api/concepts", conceptRoutes);
  app.route("/api/examples", exampleRoutes);
  app.route("/api/ai", aiRoutes);
  return app;
}

describe("the request context is built lazily (decision 041)", () => {
  it("a list or a page's data never makes the copy engine, fonts, lexicon or mail; a generation makes the copy engine once", async () => {
    // The examples are seeded on their first read (a generation of their own): done before counting.
    expect((await call("/api/examples")).status).toBe(200);
    const { made, parts } = countingParts();
    const app = appWith(parts);
    const { auth } = await createUser({ plan: "pro", conceptsLimit: 10 });

    for (const [path, headers] of [
      ["/api/subscription-plans", {}],
      ["/api/examples", {}],
      ["/api/concepts", auth],
    ] as const) {
      const res = await app.request(`${ORIGIN}${path}`, { headers }, env);
      expect(res.status, path).toBe(200);
    }
    expect(made).toEqual({ copy: 0, fonts: 0, lexicon: 0, mail: 0 });

    const fd = shoeForm(testPhoto(320, 240));
    const res = await app.request(`${ORIGIN}/api/ai/generate-copy`, { method: "POST", headers: auth, body: fd }, env);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(made.copy).toBe(1);
    expect(made.lexicon).toBe(1);
  }, 60_000);
});

/** The statements a context's database prepares (each is one D1 query; a batch's members count one each). */
function countingDb(db: D1Database) {
  const seen: string[] = [];
  const counted = new Proxy(db, {
    get(target, key) {
      if (key === "prepare")
        return (query: string) => {
          seen.push(query);
          return target.prepare(query);
        };
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { counted, seen };
}

describe("generation returns what it made; each caller maps it (decision 041)", () => {
  it("POST /api/v1/concepts reads no row back after making the concept, and carries no base64 of the renditions", async () => {
    const { user } = await createUser({ plan: "pro", conceptsLimit: 10 });
    const { counted, seen } = countingDb(env.DB);
    const ctx = createContext({ ...env, DB: counted });
    const { concept } = await createApiConcept(
      ctx,
      user,
      ApiConceptCreate.parse({
        ...apiBrief,
        imageData: `data:image/jpeg;base64,${toBase64(testPhoto(320, 240))}`,
        generateAiCopy: false,
      }),
      null,
    );
    const reads = seen.filter((q) => /^select/i.test(q.trim()));
    const writes = seen.filter((q) => !/^select/i.test(q.trim()));
    console.log(`D1 statements for one API concept: ${seen.length} (${reads.length} reads, ${writes.length} writes)`);
    // Entitlement, the brand kit; then the count and the row written. No read of the concept or its share after.
    expect(reads.some((q) => /from "ad_concepts"/.test(q) && /"ad_concepts"."id" = \?/.test(q))).toBe(false);
    expect(reads.some((q) => /from "concept_shares"/.test(q))).toBe(false);
    expect(concept.id).toBeGreaterThan(0);
    expect(Object.keys(concept.smartResizedImages).sort()).toEqual(["facebook", "pinterest"]);
    // Before decision 041 the answer read the concept and its share row again: 7 statements, 5 of them reads.
    expect(reads.length).toBe(3);
    expect(writes.length).toBe(2);
  }, 60_000);
});
