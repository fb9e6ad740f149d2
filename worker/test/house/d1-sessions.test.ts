import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ApiKeyCreated } from "@common/api";
import { AuthResult } from "@common/auth";
import { BrandKit, BrandKitList } from "@common/brand-kits";
import { D1_BOOKMARK_COOKIE, D1_BOOKMARK_HEADER, isD1Bookmark } from "@common/d1-bookmark";
import type { AppEnv } from "../../app-env";
import { createApp } from "../../app";
import { requestContext } from "../../middleware/context";
import { readsPrimary } from "../../middleware/d1-bookmark";
import { requestId } from "../../middleware/request-id";
import { createContext } from "../../services/context";
import { createUser } from "../factories";
import { call, expectBody, jsonInit } from "../helpers";

const ORIGIN = "http://localhost:8787";
const colors = { primary: "#1f2a44", accent: "#f97316", text: "#111827", background: "#f8f5f0" };

/** The rg_d1b cookie an answer sets: its value and attributes, or null. */
function bookmarkCookie(res: Response) {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${D1_BOOKMARK_COOKIE}=`));
  if (!line) return null;
  const [pair, ...attrs] = line.split(";").map((s) => s.trim());
  return {
    value: decodeURIComponent(pair!.slice(D1_BOOKMARK_COOKIE.length + 1)),
    attrs: attrs.map((a) => a.toLowerCase()),
  };
}

/** Signs in through the app's form and answers the cookies a browser would keep. */
async function signIn() {
  const { user, password } = await createUser({ plan: "pro", conceptsLimit: 100 });
  const res = await call("/api/auth/login", jsonInit("POST", { email: user.email, password }, { Origin: ORIGIN }));
  const body = await expectBody(res, 200, AuthResult);
  const sent = bookmarkCookie(res);
  return { user, token: body.sessionId, bookmark: sent?.value ?? null, cookie: sent };
}

const cookieHeaders = (token: string, bookmark: string | null) => ({
  Cookie: `rg_session=${token}${bookmark ? `; ${D1_BOOKMARK_COOKIE}=${bookmark}` : ""}`,
  Origin: ORIGIN,
});

describe("the context factory", () => {
  it("queue consumers and cron use the binding itself (the primary) and have no bookmark", async () => {
    const ctx = createContext(env);
    expect(ctx.reads).toBe("binding");
    expect(ctx.primary).toBe(ctx.db);
    await ctx.db.run("SELECT 1");
    expect(ctx.bookmark()).toBeNull();
  });

  it("a request's session answers a bookmark once it has read, and one after a write that is at least as new", async () => {
    const ctx = createContext(env, { bookmark: null });
    expect(ctx.reads).toBe("session");
    expect(ctx.bookmark()).toBeNull();
    await ctx.db.run("SELECT 1");
    const read = ctx.bookmark();
    expect(isD1Bookmark(read)).toBe(true);
    await createUser();
    await ctx.db.run("UPDATE users SET first_name = first_name WHERE id = 0");
    expect(ctx.bookmark()! >= read!).toBe(true);
    // The primary's session is made once, when first read, and its bookmark counts from then on.
    expect(ctx.primary).toBe(ctx.primary);
    expect(ctx.primary).not.toBe(ctx.db);
    await ctx.primary.run("SELECT 1");
    expect(ctx.bookmark()! >= read!).toBe(true);
  });

  it("a session after a client's bookmark starts from it; one for money starts on the primary", async () => {
    const first = createContext(env, { bookmark: null });
    await first.db.run("SELECT 1");
    const sent = first.bookmark()!;
    const next = createContext(env, { bookmark: sent });
    expect(next.bookmark()).toBe(sent);
    await next.db.run("SELECT 1");
    expect(next.bookmark()! >= sent).toBe(true);
    const money = createContext(env, { primary: true, bookmark: sent });
    expect(money.reads).toBe("primary");
    expect(money.primary).toBe(money.db);
  });
});

describe("which requests start on the primary", () => {
  it("payments, checkout, webhooks, plan changes, sign-in and sign-up, password changes, admin and usage do", () => {
    const primary: [string, string][] = [
      ["POST", "/api/create-stripe-checkout"],
      ["POST", "/api/stripe/webhook"],
      ["GET", "/api/sandbox/checkout/cs_1"],
      ["GET", "/api/crypto/addresses"],
      ["POST", "/api/crypto-payment"],
      ["GET", "/api/subscription/checkout/cs_1"],
      ["POST", "/api/subscription/change"],
      ["GET", "/api/user/subscription"],
      ["POST", "/api/auth/login"],
      ["POST", "/api/auth/register"],
      ["POST", "/api/auth/reset-password"],
      ["POST", "/api/change-password"],
      ["PATCH", "/api/admin/subscription-plans/pro"],
      ["GET", "/api/admin/users"],
      ["GET", "/api/v1/usage/summary"],
    ];
    for (const [method, path] of primary) expect(readsPrimary(method, path), `${method} ${path}`).toBe(true);
    const nearest: [string, string][] = [
      ["GET", "/api/auth/user"],
      ["GET", "/api/concepts"],
      ["POST", "/api/brand-kits"],
      ["GET", "/api/examples"],
      ["GET", "/api/v1/concepts"],
      ["GET", "/api/subscription-plans"],
      ["GET", "/api/stripes"],
    ];
    for (const [method, path] of nearest) expect(readsPrimary(method, path), `${method} ${path}`).toBe(false);
  });

  it("the request middleware gives those paths a context on the primary, and others a session", async () => {
    const app = new Hono<AppEnv>();
    app.use("*", requestId, requestContext);
    app.all("*", (c) => c.json({ reads: c.var.ctx.reads }));
    const readsOf = async (method: string, path: string) =>
      ((await (await app.request(`${ORIGIN}${path}`, { method }, env)).json()) as { reads: string }).reads;
    expect(await readsOf("POST", "/api/create-stripe-checkout")).toBe("primary");
    expect(await readsOf("POST", "/api/stripe/webhook")).toBe("primary");
    expect(await readsOf("POST", "/api/crypto-payment")).toBe("primary");
    expect(await readsOf("GET", "/api/admin/analytics")).toBe("primary");
    expect(await readsOf("GET", "/api/concepts")).toBe("session");
  });
});

describe("the app's bookmark cookie", () => {
  it("sign-in answers one; a write sent with it answers one at least as new, and the next read sees the write", async () => {
    const { token, bookmark, cookie } = await signIn();
    expect(isD1Bookmark(bookmark)).toBe(true);
    expect(cookie!.attrs).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/", "max-age=600"]));
    expect(cookie!.attrs).not.toContain("secure");

    const created = await call(
      "/api/brand-kits",
      jsonInit("POST", { name: "Bookmark kit", colors }, cookieHeaders(token, bookmark)),
    );
    const kit = await expectBody(created, 201, BrandKit);
    const afterWrite = bookmarkCookie(created)!.value;
    expect(isD1Bookmark(afterWrite)).toBe(true);
    expect(afterWrite >= bookmark!).toBe(true);

    const listed = await call("/api/brand-kits", { headers: cookieHeaders(token, afterWrite) });
    const list = await expectBody(listed, 200, BrandKitList);
    expect(list.data.map((k) => k.id)).toContain(kit.id);
    expect(bookmarkCookie(listed)!.value >= afterWrite).toBe(true);

    // A refused request (a thrown error, answered by the error handler) still carries it.
    const refused = await call("/api/brand-kits/999999999", { headers: cookieHeaders(token, afterWrite) });
    expect(refused.status).toBe(404);
    expect(bookmarkCookie(refused)!.value >= afterWrite).toBe(true);
  });

  it("is Secure when the app is served over https", async () => {
    const { user, password } = await createUser();
    const res = await createApp().request(
      "https://reachgen.example/api/auth/login",
      jsonInit("POST", { email: user.email, password }, { Origin: "https://reachgen.example" }),
      env,
    );
    expect(res.status).toBe(200);
    expect(bookmarkCookie(res)!.attrs).toContain("secure");
  });

  it("junk bookmarks are ignored: the answer is the same and carries a real bookmark", async () => {
    const { token } = await signIn();
    for (const junk of [
      "junk",
      "zzzzzzzz-00000000-00000000-00000000000000000000000000000000",
      "ffff",
      "a".repeat(5000),
    ]) {
      const res = await call("/api/brand-kits", { headers: cookieHeaders(token, junk) });
      await expectBody(res, 200, BrandKitList);
      const answered = bookmarkCookie(res)!.value;
      expect(isD1Bookmark(answered), `answer to ${junk.slice(0, 40)}`).toBe(true);
    }
    const header = await call("/api/brand-kits", {
      headers: { ...cookieHeaders(token, null), [D1_BOOKMARK_HEADER]: "'; DROP TABLE users; --" },
    });
    await expectBody(header, 200, BrandKitList);
  });

  it("is never set on the public cached data, nor on a GET from someone not signed in", async () => {
    const { token, bookmark } = await signIn();
    // The examples share the rule with these two; their first read seeds the set, too slow to make here.
    for (const [path, status] of [
      ["/api/subscription-plans", 200],
      ["/api/shared/no-such-token", 404],
    ] as const) {
      const signedIn = await call(path, { headers: cookieHeaders(token, bookmark) });
      expect(signedIn.status, path).toBe(status);
      expect(bookmarkCookie(signedIn), path).toBeNull();
      const anonymous = await call(path);
      expect(bookmarkCookie(anonymous), path).toBeNull();
    }
    const categories = await call("/api/categories");
    expect(bookmarkCookie(categories)).toBeNull();
  });

  it("a payment read answers a bookmark from the primary at least as new as the one sent", async () => {
    const { token, bookmark } = await signIn();
    const res = await call("/api/user/subscription", { headers: cookieHeaders(token, bookmark) });
    expect(res.status).toBe(200);
    expect(bookmarkCookie(res)!.value >= bookmark!).toBe(true);
  });

  it("an answer with immutable headers still gets it", async () => {
    const app = new Hono<AppEnv>();
    app.use("*", requestId, requestContext);
    app.post("/api/concepts/elsewhere", async (c) => {
      await c.var.ctx.db.run("SELECT 1");
      return Response.redirect("https://reachgen.example/dashboard", 303);
    });
    const res = await app.request(`${ORIGIN}/api/concepts/elsewhere`, { method: "POST" }, env);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("https://reachgen.example/dashboard");
    expect(isD1Bookmark(bookmarkCookie(res)?.value)).toBe(true);
  });
});

describe("the API's X-D1-Bookmark header", () => {
  it("a key call answers one; sending it back is accepted and answers one at least as new; junk is ignored", async () => {
    const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
    const made = await call(
      "/api/v1/keys",
      jsonInit("POST", { name: "bookmark key", permissions: ["brand:read", "brand:write"] }, owner.auth),
    );
    const key = await expectBody(made, 201, ApiKeyCreated);
    const keyAuth = { Authorization: `Bearer ${key.secretKey}` };

    const created = await call("/api/v1/brand-kits", jsonInit("POST", { name: "API kit", colors }, keyAuth));
    expect(created.status).toBe(201);
    const first = created.headers.get(D1_BOOKMARK_HEADER);
    expect(isD1Bookmark(first)).toBe(true);
    expect(bookmarkCookie(created)).toBeNull();

    const listed = await call("/api/v1/brand-kits", { headers: { ...keyAuth, [D1_BOOKMARK_HEADER]: first! } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get(D1_BOOKMARK_HEADER)! >= first!).toBe(true);

    const junk = await call("/api/v1/brand-kits", { headers: { ...keyAuth, [D1_BOOKMARK_HEADER]: "not-a-bookmark" } });
    expect(junk.status).toBe(200);
    expect(isD1Bookmark(junk.headers.get(D1_BOOKMARK_HEADER))).toBe(true);
  });

  it("a browser on an allowed origin may send it and read it (CORS)", async () => {
    const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
    const made = await call(
      "/api/v1/keys",
      jsonInit(
        "POST",
        { name: "cors key", permissions: ["brand:read"], allowedOrigins: ["https://client.example"] },
        owner.auth,
      ),
    );
    const key = await expectBody(made, 201, ApiKeyCreated);
    const preflight = await call("/api/v1/brand-kits", {
      method: "OPTIONS",
      headers: {
        Origin: "https://client.example",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization, x-d1-bookmark",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Headers")).toContain(D1_BOOKMARK_HEADER);
    expect(preflight.headers.get(D1_BOOKMARK_HEADER)).toBeNull();

    const res = await call("/api/v1/brand-kits", {
      headers: { Authorization: `Bearer ${key.secretKey}`, Origin: "https://client.example" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Access-Control-Expose-Headers")).toContain(D1_BOOKMARK_HEADER);
    expect(isD1Bookmark(res.headers.get(D1_BOOKMARK_HEADER))).toBe(true);
  });
});
