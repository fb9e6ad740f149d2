import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { AuthResult, authMessages, SuccessMessage } from "@common/auth";
import { sha256Hex } from "../../lib/crypto";
import { RESET_TOKEN_TTL_MS } from "../../services/accounts/password-reset";
import { throttleLimits, waitInWords } from "../../services/accounts/throttles";
import { createUser } from "../factories";
import { callFrom, expectBody, expectError, jsonInit } from "../helpers";
import type { RecordedMailRequest } from "../mail-wire-server.global";

const ORIGIN = "http://localhost:8787";

// Every test has its own client address (documentation range) and accounts, so budgets never carry over.
let addressSeq = 0;
const newAddress = () => `203.0.113.${++addressSeq}`;
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

const send = (path: string, init: RequestInit, ip: string, e: Env = env) => callFrom(ip, path, init, e);

const forgot = (email: string, ip: string, e: Env = env) =>
  send("/api/auth/forgot-password", jsonInit("POST", { email }), ip, e);
const reset = (token: string, newPassword: string, ip: string) =>
  send("/api/auth/reset-password", jsonInit("POST", { token, newPassword }), ip);
const signIn = (email: string, password: string, ip: string) =>
  send("/api/auth/login", jsonInit("POST", { email, password }), ip);
const me = (auth: Record<string, string>, ip: string) => send("/api/auth/user", { headers: auth }, ip);

async function mailsTo(to: string) {
  const { results } = await env.DB.prepare("SELECT * FROM mail_outbox WHERE to_address = ? ORDER BY id")
    .bind(to)
    .all<Record<string, string | number | null>>();
  return results;
}

function tokenIn(text: unknown): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(String(text));
  if (!match?.[1]) throw new Error(`no reset link in: ${String(text)}`);
  return match[1];
}

async function latestToken(to: string): Promise<string> {
  const mails = await mailsTo(to);
  return tokenIn(mails.at(-1)?.text);
}

async function resetColumns(email: string) {
  return env.DB.prepare(
    "SELECT reset_password_token AS token, reset_password_expires AS expires FROM users WHERE email = ?",
  )
    .bind(email)
    .first<{ token: string | null; expires: number | null }>();
}

describe("POST /api/auth/forgot-password", () => {
  it("answers the same for a known and an unknown address; only the known one gets a mail, its token stored hashed", async () => {
    const ip = newAddress();
    const { user } = await createUser();
    const unknown = unique("nobody");
    const before = Date.now();

    const known = await forgot(user.email, ip);
    const knownBody = await expectBody(known, 200, SuccessMessage);
    const none = await forgot(unknown, ip);
    const noneBody = await expectBody(none, 200, SuccessMessage);
    expect(knownBody).toEqual({ success: true, message: authMessages.resetRequested });
    expect(noneBody).toEqual(knownBody);
    expect(knownBody.message).toBe(
      "If an account exists for that address, a reset link is on its way. It works for one hour.",
    );
    expect([...known.headers.keys()].sort()).toEqual([...none.headers.keys()].sort());

    expect(await mailsTo(unknown)).toEqual([]);
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({
      kind: "password_reset",
      status: "sent",
      provider: "outbox",
      subject: "Reset your ReachGen password",
      from_address: "ReachGen <no-reply@reachgen.local>",
    });
    expect(String(mail?.text)).toContain(`${ORIGIN}/reset-password?token=`);
    expect(String(mail?.text)).toMatch(/one hour/);
    expect(String(mail?.html)).toContain(`href="${ORIGIN}/reset-password?token=`);
    const token = tokenIn(mail?.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url

    const stored = await resetColumns(user.email);
    expect(stored?.token).toBe(await sha256Hex(token));
    expect(stored?.token).not.toContain(token);
    expect(mail?.idempotency_key).toBe(`password-reset/${stored?.token}`);
    expect(stored?.expires).toBeGreaterThanOrEqual(before + RESET_TOKEN_TTL_MS - 1000);
    expect(stored?.expires).toBeLessThanOrEqual(Date.now() + RESET_TOKEN_TTL_MS);
  });

  it("finds the account whatever the address's case and spacing; validates the address first", async () => {
    const ip = newAddress();
    const { user } = await createUser();
    await expectBody(await forgot(`  ${user.email.toUpperCase()} `, ip), 200, SuccessMessage);
    expect(await mailsTo(user.email)).toHaveLength(1);
    await expectError(
      await forgot("not-an-address", ip),
      400,
      "VALIDATION_FAILED",
      "Please enter a valid email address",
    );
    await expectError(
      await send("/api/auth/forgot-password", jsonInit("POST", {}), ip),
      400,
      "VALIDATION_FAILED",
      "Please enter a valid email address",
    );
  });

  it("sends nothing for an unclaimed checkout account (it has no password to reset)", async () => {
    const email = unique("pending");
    await env.DB.prepare("INSERT INTO users (email, password_hash, first_name) VALUES (?, '', 'Pending')")
      .bind(email)
      .run();
    await expectBody(await forgot(email, newAddress()), 200, SuccessMessage);
    expect(await mailsTo(email)).toEqual([]);
    expect((await resetColumns(email))?.token).toBeNull();
  });

  it("is throttled per email (known or not, alike) and per client address", async () => {
    const { limit } = throttleLimits.resetRequestsPerAccount;
    const { user } = await createUser();
    const unknown = unique("ghost");
    for (const email of [user.email, unknown]) {
      for (let i = 0; i < limit; i++) await expectBody(await forgot(email, newAddress()), 200, SuccessMessage);
      const refused = await forgot(email, newAddress());
      const body = await expectError(refused, 429, "RATE_LIMITED", /^Too many password reset requests\. Try again in /);
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(body.error.message).toBe(`Too many password reset requests. Try again in ${waitInWords(retryAfter)}.`);
    }
    expect(await mailsTo(user.email)).toHaveLength(limit);

    const ip = newAddress();
    const perAddress = throttleLimits.resetRequestsPerAddress.limit;
    for (let i = 0; i < perAddress; i++) await expectBody(await forgot(unique("spray"), ip), 200, SuccessMessage);
    await expectError(await forgot(unique("spray"), ip), 429, "RATE_LIMITED");
  });

  it("through Resend: the link reaches the provider, the stored copy has it redacted; a provider outage answers the same", async () => {
    const resendEnv: Env = { ...env, RESEND_API_KEY: "re_test_reset", RESEND_API_BASE: inject("mailApiBase") };
    const { user } = await createUser();
    await expectBody(await forgot(user.email, newAddress(), resendEnv), 200, SuccessMessage);
    const wire = (await (
      await fetch(`${inject("mailApiBase")}/__requests?to=${encodeURIComponent(user.email)}`)
    ).json()) as RecordedMailRequest[];
    expect(wire).toHaveLength(1);
    const token = tokenIn(wire[0]?.body?.text);
    expect(wire[0]?.idempotencyKey).toBe(`password-reset/${await sha256Hex(token)}`);
    const [stored] = await mailsTo(user.email);
    expect(stored).toMatchObject({ provider: "resend", status: "sent" });
    expect(String(stored?.text)).toContain("/reset-password?token=[redacted]");
    expect(String(stored?.text)).not.toContain(token);

    const down: Env = { ...resendEnv, RESEND_API_BASE: inject("mailUnreachableBase") };
    const other = await createUser();
    const res = await forgot(other.user.email, newAddress(), down);
    expect(await expectBody(res, 200, SuccessMessage)).toEqual({ success: true, message: authMessages.resetRequested });
    expect((await mailsTo(other.user.email))[0]).toMatchObject({ status: "failed" });
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, spends the token, ends every session; the old password is refused afterwards", async () => {
    const ip = newAddress();
    const { user, password, auth } = await createUser();
    const second = await expectBody(await signIn(user.email, password, ip), 200, AuthResult);
    const secondAuth = { Authorization: `Bearer ${second.sessionId}` };
    expect((await me(auth, ip)).status).toBe(200);
    expect((await me(secondAuth, ip)).status).toBe(200);

    await forgot(user.email, ip);
    const token = await latestToken(user.email);
    const res = await reset(token, "a-brand-new-password", ip);
    expect(await expectBody(res, 200, SuccessMessage)).toEqual({ success: true, message: authMessages.passwordReset });

    await expectError(await me(auth, ip), 401, "UNAUTHORIZED");
    await expectError(await me(secondAuth, ip), 401, "UNAUTHORIZED");
    const sessions = await env.DB.prepare("SELECT count(*) AS n FROM user_sessions WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(0);
    expect(await resetColumns(user.email)).toEqual({ token: null, expires: null });

    await expectError(await signIn(user.email, password, ip), 401, "UNAUTHORIZED", authMessages.invalidCredentials);
    await expectBody(await signIn(user.email, "a-brand-new-password", ip), 200, AuthResult);

    // Reused: the same link again.
    await expectError(
      await reset(token, "yet-another-password", ip),
      400,
      "BAD_REQUEST",
      authMessages.resetLinkInvalid,
    );
    await expectBody(await signIn(user.email, "a-brand-new-password", ip), 200, AuthResult);
  });

  it("refuses an expired token with the same message and changes nothing", async () => {
    const ip = newAddress();
    const { user, password } = await createUser();
    await forgot(user.email, ip);
    const token = await latestToken(user.email);
    await env.DB.prepare("UPDATE users SET reset_password_expires = ? WHERE id = ?")
      .bind(Date.now() - 1, user.id)
      .run();
    await expectError(await reset(token, "too-late-password", ip), 400, "BAD_REQUEST", authMessages.resetLinkInvalid);
    await expectBody(await signIn(user.email, password, ip), 200, AuthResult);
  });

  it("refuses forged tokens (unknown, malformed, empty, overlong) with the same message", async () => {
    const ip = newAddress();
    const { user } = await createUser();
    await forgot(user.email, ip);
    const real = await latestToken(user.email);
    const forged = [real.slice(0, -1) + (real.endsWith("A") ? "B" : "A"), "x".repeat(43), "not a token"];
    for (const token of forged)
      await expectError(await reset(token, "forged-password-1", ip), 400, "BAD_REQUEST", authMessages.resetLinkInvalid);
    for (const token of ["", "y".repeat(200)])
      await expectError(
        await reset(token, "forged-password-1", ip),
        400,
        "VALIDATION_FAILED",
        authMessages.resetLinkInvalid,
      );
    // The real link still works after the forgeries.
    await expectBody(await reset(real, "the-real-new-password", ip), 200, SuccessMessage);
  });

  it("a newer request replaces the older link", async () => {
    const ip = newAddress();
    const { user } = await createUser();
    await forgot(user.email, ip);
    const first = await latestToken(user.email);
    await forgot(user.email, ip);
    const second = await latestToken(user.email);
    expect(second).not.toBe(first);
    await expectError(await reset(first, "older-link-password", ip), 400, "BAD_REQUEST", authMessages.resetLinkInvalid);
    await expectBody(await reset(second, "newer-link-password", ip), 200, SuccessMessage);
  });

  it("holds the new password to the one password rule without spending the token", async () => {
    const ip = newAddress();
    const { user } = await createUser();
    await forgot(user.email, ip);
    const token = await latestToken(user.email);
    await expectError(
      await reset(token, "short", ip),
      400,
      "VALIDATION_FAILED",
      "Password must be at least 8 characters",
    );
    await expectBody(await reset(token, "long-enough-now", ip), 200, SuccessMessage);
  });

  it("of two concurrent uses of one token, exactly one succeeds", async () => {
    const ip = newAddress();
    const { user } = await createUser();
    await forgot(user.email, ip);
    const token = await latestToken(user.email);
    const results = await Promise.all([reset(token, "racer-one-password", ip), reset(token, "racer-two-password", ip)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("a reset lifts the wrong-password lock of the account", async () => {
    const { user } = await createUser();
    const { limit } = throttleLimits.passwordFailuresPerAccount;
    for (let i = 0; i < limit; i++) await signIn(user.email, "wrong-password-guess", newAddress());
    await expectError(await signIn(user.email, "wrong-password-guess", newAddress()), 429, "RATE_LIMITED");
    const ip = newAddress();
    await forgot(user.email, ip);
    await expectBody(await reset(await latestToken(user.email), "unlocked-password", ip), 200, SuccessMessage);
    await expectBody(await signIn(user.email, "unlocked-password", newAddress()), 200, AuthResult);
  });
});

describe("a reset and the account's API keys (issue 29)", () => {
  const keyCall = (secret: string, ip: string) =>
    send("/api/v1/concepts", { headers: { Authorization: `Bearer ${secret}` } }, ip);

  async function holderWithKeys(n: number, ip: string) {
    const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
    const secrets: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = await send("/api/v1/keys", jsonInit("POST", { name: `key ${i}` }, owner.auth), ip);
      expect(res.status).toBe(201);
      secrets.push(((await res.json()) as { secretKey: string }).secretKey);
    }
    return { ...owner, secrets };
  }

  it("the reset mail counts the active keys and links to the keys page; left out, the keys keep working", async () => {
    const ip = newAddress();
    const a = await holderWithKeys(2, ip);
    await forgot(a.user.email, ip);
    const mail = (await mailsTo(a.user.email)).at(-1);
    expect(String(mail?.text)).toContain("Your account has 2 active API keys.");
    expect(String(mail?.text)).toContain(`${ORIGIN}/api-keys`);
    const res = await reset(tokenIn(mail?.text), "a-brand-new-password", ip);
    expect((await expectBody(res, 200, SuccessMessage)).message).toBe(authMessages.passwordReset);
    for (const secret of a.secrets) expect((await keyCall(secret, ip)).status).toBe(200);
  });

  it("with revokeApiKeys every key of the account is refused at once, and the answer says how many", async () => {
    const ip = newAddress();
    const a = await holderWithKeys(2, ip);
    const other = await holderWithKeys(1, ip);
    for (const secret of a.secrets) expect((await keyCall(secret, ip)).status).toBe(200);
    await forgot(a.user.email, ip);
    const res = await send(
      "/api/auth/reset-password",
      jsonInit("POST", {
        token: await latestToken(a.user.email),
        newPassword: "a-brand-new-password",
        revokeApiKeys: true,
      }),
      ip,
    );
    expect((await expectBody(res, 200, SuccessMessage)).message).toBe(
      `${authMessages.passwordReset} ${authMessages.keysRevoked(2)}`,
    );
    for (const secret of a.secrets) await expectError(await keyCall(secret, ip), 401, "UNAUTHORIZED");
    // Another account's key is untouched.
    expect((await keyCall(other.secrets[0]!, ip)).status).toBe(200);
    await expectError(
      await send(
        "/api/auth/reset-password",
        jsonInit("POST", { token: "x".repeat(43), newPassword: "another-password", revokeApiKeys: "yes" }),
        ip,
      ),
      400,
      "VALIDATION_FAILED",
    );
  });
});
