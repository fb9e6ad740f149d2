import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AuthResult, AuthUser, SuccessMessage, Subscription } from "@common/auth";
import { PBKDF2_ITERATIONS, hashPassword, sha256Hex, verifyPassword } from "../../lib/crypto";
import { call, expectBody, expectError, jsonInit } from "../helpers";
import { createUser } from "../factories";

// Storage is shared by the tests of one file, so every test registers its own address.
const fresh = () => ({
  email: `ada-${crypto.randomUUID().slice(0, 8)}@example.com`,
  password: "analytical-engine",
  firstName: "Ada",
  lastName: "Lovelace",
});
const valid = fresh();
const userCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())?.n;

async function register(body: Record<string, unknown>) {
  return call("/api/auth/register", jsonInit("POST", body));
}

describe("passwords", () => {
  it("uses PBKDF2-SHA256 at Cloudflare's 100,000-iteration cap with a per-user salt", async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const a = await hashPassword("same password");
    const b = await hashPassword("same password");
    expect(a).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same password", a)).toBe(true);
    expect(await verifyPassword("other password", a)).toBe(false);
    expect(await verifyPassword("x", "garbage")).toBe(false);
  });
});

describe("POST /api/auth/register", () => {
  it("creates a free account, answers like login and sets the session cookie", async () => {
    const res = await register({ ...valid, email: `  ${valid.email.toUpperCase()} ` });
    const body = await expectBody(res, 201, AuthResult);
    expect(body.success).toBe(true);
    expect(body.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toContain(`rg_session=${body.sessionId}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const row = await env.DB.prepare(
      "SELECT email, subscription_plan, subscription_status, password_hash FROM users WHERE email = ?",
    )
      .bind(valid.email)
      .first<Record<string, string>>();
    expect(row).toMatchObject({ email: valid.email, subscription_plan: "free", subscription_status: "inactive" });
    expect(row?.password_hash).not.toContain(valid.password);
    const me = await expectBody(
      await call("/api/auth/user", { headers: { Authorization: `Bearer ${body.sessionId}` } }),
      200,
      AuthUser,
    );
    expect(me).toMatchObject({ email: valid.email, isAdmin: false });
  });

  it.each([
    [{ ...valid, email: "not-an-email" }, "Please enter a valid email address"],
    [{ ...valid, email: "" }, "Please enter a valid email address"],
    [{ ...valid, email: 42 }, "Please enter a valid email address"],
    [{ ...valid, password: "short" }, "Password must be at least 8 characters"],
    [{ ...valid, password: "x".repeat(300) }, "Password must be at most 256 characters"],
    [{ ...valid, firstName: "" }, "First name is required"],
    [{ ...valid, firstName: "   " }, "First name is required"],
    [{ ...valid, lastName: undefined }, "Last name is required"],
    [{ ...valid, subscriptionPlan: "platinum" }, /Invalid option/],
  ])("refuses %j with its message", async (body, message) => {
    const before = await userCount();
    await expectError(await register(body), 400, "VALIDATION_FAILED", message);
    expect(await userCount()).toBe(before);
  });

  it("refuses a duplicate email with 409, whatever its case", async () => {
    const body = fresh();
    await expectBody(await register(body), 201, AuthResult);
    await expectError(
      await register({ ...body, email: body.email.toUpperCase() }),
      409,
      "CONFLICT",
      "An account with this email already exists",
    );
  });

  it("refuses a paid plan without a verified payment, and a forged transaction id", async () => {
    const before = await userCount();
    const buyer = fresh();
    await expectError(
      await register({ ...buyer, subscriptionPlan: "pro", paymentMethod: "stripe" }),
      402,
      "PAYMENT_NOT_VERIFIED",
    );
    const forged = await register({
      ...buyer,
      subscriptionPlan: "pro",
      paymentMethod: "stripe",
      paymentTransactionId: "cs_test_anything",
    });
    const body = await expectError(forged, 402, "PAYMENT_NOT_VERIFIED");
    expect(body.paymentRequired).toBe(true);
    expect(await userCount()).toBe(before);
  });

  it("refuses a body over 1 MB with 413", async () => {
    const res = await register({ ...fresh(), password: "p".repeat(1_100_000) });
    await expectError(res, 413, "PAYLOAD_TOO_LARGE", "Request body is too large (the limit is 1 MB)");
  });

  it("answers malformed JSON with 400", async () => {
    const res = await call("/api/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    await expectError(res, 400, "BAD_REQUEST");
  });
});

describe("POST /api/auth/login", () => {
  it("signs in and stores only the token's hash", async () => {
    const { user, password } = await createUser({ email: "grace@example.com" });
    const body = await expectBody(
      await call("/api/auth/login", jsonInit("POST", { email: "GRACE@example.com", password })),
      200,
      AuthResult,
    );
    const stored = await env.DB.prepare("SELECT id FROM user_sessions WHERE user_id = ?")
      .bind(user.id)
      .all<{ id: string }>();
    const ids = stored.results.map((r) => r.id);
    expect(ids).not.toContain(body.sessionId);
    expect(ids).toContain(await sha256Hex(body.sessionId));
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const { user } = await createUser();
    const wrong = await call("/api/auth/login", jsonInit("POST", { email: user.email, password: "wrong-password" }));
    const unknown = await call(
      "/api/auth/login",
      jsonInit("POST", { email: "nobody@example.com", password: "wrong-password" }),
    );
    const a = await expectError(wrong, 401, "UNAUTHORIZED", "Invalid email or password");
    const b = await expectError(unknown, 401, "UNAUTHORIZED", "Invalid email or password");
    expect(Object.keys(a)).toEqual(Object.keys(b));
  });

  it("validates its input", async () => {
    await expectError(
      await call("/api/auth/login", jsonInit("POST", { email: "x", password: "12345678" })),
      400,
      "VALIDATION_FAILED",
      "Please enter a valid email address",
    );
    await expectError(
      await call("/api/auth/login", jsonInit("POST", { email: "a@b.co", password: "1234" })),
      400,
      "VALIDATION_FAILED",
      "Password must be at least 8 characters",
    );
    await expectError(await call("/api/auth/login", jsonInit("POST", [])), 400, "VALIDATION_FAILED");
  });
});

describe("sessions", () => {
  it("refuses requests without a token, with a bad token and with an expired session", async () => {
    await expectError(await call("/api/auth/user"), 401, "UNAUTHORIZED");
    await expectError(await call("/api/auth/user", { headers: { Authorization: "Bearer nope" } }), 401, "UNAUTHORIZED");
    await expectError(
      await call("/api/user/subscription", { headers: { Authorization: "Bearer " } }),
      401,
      "UNAUTHORIZED",
    );
    const { token, auth } = await createUser();
    await env.DB.prepare("UPDATE user_sessions SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, await sha256Hex(token))
      .run();
    await expectError(await call("/api/auth/user", { headers: auth }), 401, "UNAUTHORIZED");
  });

  it("accepts the session cookie for reads and refuses cross-site cookie writes", async () => {
    const { token, password } = await createUser();
    const cookie = { Cookie: `rg_session=${token}` };
    await expectBody(await call("/api/auth/user", { headers: cookie }), 200, AuthUser);
    const body = { currentPassword: password, newPassword: "another-password" };
    await expectError(
      await call("/api/change-password", jsonInit("POST", body, { ...cookie, Origin: "https://evil.example" })),
      403,
      "FORBIDDEN",
    );
    await expectBody(
      await call("/api/change-password", jsonInit("POST", body, { ...cookie, Origin: "http://localhost:8787" })),
      200,
      SuccessMessage,
    );
  });

  it("logout ends the session", async () => {
    const { auth } = await createUser();
    expect((await call("/api/auth/logout", { method: "POST", headers: auth })).status).toBe(200);
    await expectError(await call("/api/auth/user", { headers: auth }), 401, "UNAUTHORIZED");
  });
});

describe("POST /api/change-password", () => {
  it("changes the password and ends every other session", async () => {
    const { user, password, auth } = await createUser();
    const other = await expectBody(
      await call("/api/auth/login", jsonInit("POST", { email: user.email, password })),
      200,
      AuthResult,
    );
    const res = await call(
      "/api/change-password",
      jsonInit("POST", { currentPassword: password, newPassword: "brand-new-secret" }, auth),
    );
    await expectBody(res, 200, SuccessMessage);
    await expectBody(await call("/api/auth/user", { headers: auth }), 200, AuthUser);
    await expectError(
      await call("/api/auth/user", { headers: { Authorization: `Bearer ${other.sessionId}` } }),
      401,
      "UNAUTHORIZED",
    );
    await expectError(
      await call("/api/auth/login", jsonInit("POST", { email: user.email, password })),
      401,
      "UNAUTHORIZED",
    );
    await expectBody(
      await call("/api/auth/login", jsonInit("POST", { email: user.email, password: "brand-new-secret" })),
      200,
      AuthResult,
    );
  });

  it("refuses a wrong current password, missing fields and a short new password", async () => {
    const { password, auth } = await createUser();
    await expectError(
      await call(
        "/api/change-password",
        jsonInit("POST", { currentPassword: "wrong-one", newPassword: "whatever1" }, auth),
      ),
      400,
      "BAD_REQUEST",
      "Current password is incorrect",
    );
    await expectError(
      await call("/api/change-password", jsonInit("POST", { currentPassword: "", newPassword: "whatever1" }, auth)),
      400,
      "VALIDATION_FAILED",
      "All password fields are required.",
    );
    await expectError(
      await call("/api/change-password", jsonInit("POST", { currentPassword: password }, auth)),
      400,
      "VALIDATION_FAILED",
      "All password fields are required.",
    );
    await expectError(
      await call("/api/change-password", jsonInit("POST", { currentPassword: password, newPassword: "12345" }, auth)),
      400,
      "VALIDATION_FAILED",
      "Password must be at least 8 characters",
    );
    await expectError(
      await call("/api/change-password", jsonInit("POST", { currentPassword: password, newPassword: "123456" })),
      401,
      "UNAUTHORIZED",
    );
    // Without a session the answer is 401 whatever the body: auth is checked before validation.
    await expectError(await call("/api/change-password", jsonInit("POST", {})), 401, "UNAUTHORIZED");
    await expectError(await call("/api/crypto-payment", jsonInit("POST", {})), 401, "UNAUTHORIZED");
  });
});

describe("GET /api/user/subscription", () => {
  it("returns the SPEC §3 shape with -1 for unlimited", async () => {
    const free = await createUser();
    expect(await expectBody(await call("/api/user/subscription", { headers: free.auth }), 200, Subscription)).toEqual({
      plan: "free",
      status: "inactive",
      conceptsGenerated: 0,
      conceptsLimit: 5,
      subscriptionEndDate: null,
      access: {
        state: "trial",
        trialEndsAt: new Date(free.user.createdAt.getTime() + 7 * 24 * 3600 * 1000).toISOString(),
      },
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      billing: "none",
    });
    const ent = await createUser({ plan: "enterprise", conceptsLimit: -1 });
    const sub = await expectBody(await call("/api/user/subscription", { headers: ent.auth }), 200, Subscription);
    expect(sub).toMatchObject({ plan: "enterprise", status: "active", conceptsLimit: -1, access: { state: "active" } });
  });
});

describe("admin guard", () => {
  it("answers 401 signed out, 403 to a non-admin on every /api/admin path, and passes an admin through", async () => {
    const user = await createUser({ plan: "enterprise" });
    const admin = await createUser({ isAdmin: true });
    for (const path of ["/api/admin/stats", "/api/admin/users", "/api/admin/anything/added/later"]) {
      await expectError(await call(path), 401, "UNAUTHORIZED");
      await expectError(await call(path, { headers: user.auth }), 403, "FORBIDDEN", "Administrator access required");
      await expectError(await call(path, { method: "POST", headers: user.auth }), 403, "FORBIDDEN");
    }
    // An admin gets past the guard and reaches the router (404 for a path nobody serves).
    await expectError(await call("/api/admin/anything/added/later", { headers: admin.auth }), 404, "NOT_FOUND");
  });
});
