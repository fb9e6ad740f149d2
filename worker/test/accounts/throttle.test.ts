import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AuthResult, SuccessMessage } from "@common/auth";
import { CheckoutResult } from "@common/payments";
import { createApp } from "../../app";
import { signInThrottleFor } from "../../durable-objects/sign-in-throttle";
import { clientAddress, LOCAL_CLIENT, throttleLimits, waitInWords } from "../../services/accounts/throttles";
import { createUser } from "../factories";
import { call, expectBody, expectError, jsonInit } from "../helpers";

const MINUTE = 60_000;
const app = createApp();
const ORIGIN = "http://localhost:8787";

// Every test uses its own client address (documentation ranges) and accounts, so budgets never carry over.
let addressSeq = 0;
const newAddress = () => `198.51.100.${++addressSeq}`;
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const fromAddress = (ip: string, headers: Record<string, string> = {}) => ({ "CF-Connecting-IP": ip, ...headers });

function signIn(email: string, password: string, ip: string) {
  return call("/api/auth/login", jsonInit("POST", { email, password }, fromAddress(ip)));
}

const statuses = (responses: Response[]) =>
  responses.reduce<Record<number, number>>((n, r) => {
    n[r.status] = (n[r.status] ?? 0) + 1;
    return n;
  }, {});

/** 429 with the envelope, a Retry-After in seconds and a message that names the same wait. */
async function expectThrottled(res: Response, what: RegExp, maxSeconds: number) {
  const body = await expectError(res, 429, "RATE_LIMITED", what);
  const retryAfter = Number(res.headers.get("Retry-After"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(body.error.message).toMatch(new RegExp(`Try again in ${waitInWords(retryAfter)}\\.$`));
  return body;
}

describe("a throttle's sliding window", () => {
  it("admits exactly `limit` hits in any window, frees a slot as the oldest leaves it, and refuses without counting", async () => {
    const stub = signInThrottleFor(env, "test:sliding");
    const t0 = 1_000_000;
    const admitted = [];
    for (let i = 0; i < 5; i++) admitted.push(await stub.hit(3, MINUTE, t0 + i * 1000));
    expect(admitted.map((r) => [r.allowed, r.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
    ]);
    expect(admitted[3]?.resetAt).toBe(t0 + MINUTE);
    // A fixed window would open a fresh budget at its edge; the sliding one waits for the first hit to age out.
    expect((await stub.hit(3, MINUTE, t0 + MINUTE - 1)).allowed).toBe(false);
    expect((await stub.hit(3, MINUTE, t0 + MINUTE)).allowed).toBe(true);
    expect((await stub.hit(3, MINUTE, t0 + MINUTE + 500)).allowed).toBe(false);
    expect((await stub.hit(3, MINUTE, t0 + MINUTE + 1000)).allowed).toBe(true);
  });

  it("admits exactly `limit` of 50 concurrent hits", async () => {
    const stub = signInThrottleFor(env, "test:sliding-concurrent");
    const now = 5_000_000;
    const results = await Promise.all(Array.from({ length: 50 }, () => stub.hit(7, MINUTE, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    expect(new Set(results.map((r) => r.hitId).filter((id) => id !== null)).size).toBe(7);
  });

  it("undo gives back one hit, reset forgets every hit", async () => {
    const stub = signInThrottleFor(env, "test:undo-reset");
    const now = 9_000_000;
    const first = await stub.hit(2, MINUTE, now);
    await stub.hit(2, MINUTE, now);
    expect((await stub.hit(2, MINUTE, now)).allowed).toBe(false);
    await stub.undo(first.hitId!);
    expect((await stub.hit(2, MINUTE, now)).allowed).toBe(true);
    expect((await stub.hit(2, MINUTE, now)).allowed).toBe(false);
    await stub.reset();
    expect((await stub.hit(2, MINUTE, now)).remaining).toBe(1);
  });
});

describe("client address", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9 ", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002::7", "2001:db8:1:2::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    [undefined, LOCAL_CLIENT],
    ["", LOCAL_CLIENT],
    ["127.0.0.1", LOCAL_CLIENT],
    ["::1", LOCAL_CLIENT],
    ["not an address", "not an address"],
  ])("%j is keyed as %j", (header, key) => {
    expect(clientAddress(header)).toBe(key);
  });
});

describe("sign-in throttle", () => {
  const { limit: perAccount } = throttleLimits.passwordFailuresPerAccountAndAddress;
  const { limit: accountCap } = throttleLimits.passwordFailuresPerAccount;
  const { limit: perAddress } = throttleLimits.signInFailuresPerAddress;

  it("100 wrong passwords: past the account's budget each gets 429 with Retry-After and when to retry; the right password is refused too", async () => {
    const { user, password } = await createUser();
    const ip = newAddress();
    const answers: Response[] = [];
    for (let i = 0; i < 100; i++) answers.push(await signIn(user.email, `wrong-password-${i}`, ip));
    expect(answers.slice(0, perAccount).map((r) => r.status)).toEqual(Array(perAccount).fill(401));
    expect(statuses(answers.slice(perAccount))).toEqual({ 429: 100 - perAccount });
    await expectThrottled(answers[99]!, /^Too many sign-in attempts\. Try again in \d+ (minutes?|hours?)\.$/, 15 * 60);
    await expectThrottled(await signIn(user.email, password, ip), /^Too many sign-in attempts\./, 15 * 60);
    // The owner, from their own address, is not locked out by what a stranger did elsewhere.
    await expectBody(await signIn(user.email, password, newAddress()), 200, AuthResult);
  });

  it("a stranger's 50 wrong passwords from another address leave the owner's sign-in from theirs working", async () => {
    const { user, password } = await createUser();
    const owner = newAddress();
    await expectBody(await signIn(user.email, password, owner), 200, AuthResult);
    const stranger = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(user.email, `wrong-guess-${i}`, stranger)),
    );
    expect(statuses(answers)).toEqual({ 401: perAccount, 429: 50 - perAccount });
    await expectBody(await signIn(user.email, password, owner), 200, AuthResult);
    // The stranger's address stays refused, the right password included.
    await expectError(await signIn(user.email, password, stranger), 429, "RATE_LIMITED");
  });

  it("guesses spread over many addresses stop at the account's cap, and the owner gets one mail", async () => {
    const { user, password } = await createUser();
    const spread = Math.ceil(accountCap / (perAccount - 1));
    const answers: Response[] = [];
    for (let a = 0; a < spread; a++) {
      const ip = newAddress();
      answers.push(
        ...(await Promise.all(Array.from({ length: perAccount - 1 }, () => signIn(user.email, "wrong-guess", ip)))),
      );
    }
    expect(answers.filter((r) => r.status === 401)).toHaveLength(accountCap);
    await expectThrottled(await signIn(user.email, password, newAddress()), /^Too many sign-in attempts\./, 15 * 60);
    await signIn(user.email, "wrong-guess", newAddress());
    const { results } = await env.DB.prepare(
      "SELECT subject, text FROM mail_outbox WHERE to_address = ? AND kind = 'security'",
    )
      .bind(user.email)
      .all<{ subject: string; text: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]!.subject).toBe("Someone is guessing your ReachGen password");
    expect(results[0]!.text).toContain(`More than ${accountCap} wrong passwords`);
  }, 30_000);

  it("throttles an unknown email exactly like a known one", async () => {
    const ip = newAddress();
    const email = unique("nobody");
    for (let i = 0; i < perAccount; i++)
      await expectError(await signIn(email, "wrong-password", ip), 401, "UNAUTHORIZED");
    await expectError(await signIn(email, "wrong-password", ip), 429, "RATE_LIMITED");
  });

  it("a success does not spend the budget and clears the account's failures", async () => {
    const { user, password } = await createUser();
    const ip = newAddress();
    for (let i = 0; i < perAccount - 1; i++)
      await expectError(await signIn(user.email, "wrong-password", ip), 401, "UNAUTHORIZED");
    for (let i = 0; i < 3; i++) await expectBody(await signIn(user.email, password, ip), 200, AuthResult);
    for (let i = 0; i < perAccount; i++)
      await expectError(await signIn(user.email, "wrong-password", ip), 401, "UNAUTHORIZED");
    await expectError(await signIn(user.email, password, ip), 429, "RATE_LIMITED");
  });

  it("checks exactly the budget's number of passwords among 50 concurrent wrong ones", async () => {
    const { user } = await createUser();
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, () => signIn(user.email, "wrong-password", ip)));
    expect(statuses(answers)).toEqual({ 401: perAccount, 429: 50 - perAccount });
  });

  it("counts failures per address across accounts: past the address's budget even a right password is refused there", async () => {
    const ip = newAddress();
    const { user, password } = await createUser();
    const answers = await Promise.all(
      Array.from({ length: perAddress + 5 }, (_, i) => signIn(unique(`spray${i}`), "Winter2026!", ip)),
    );
    expect(statuses(answers)).toEqual({ 401: perAddress, 429: 5 });
    await expectThrottled(await signIn(user.email, password, ip), /^Too many sign-in attempts\./, 15 * 60);
    await expectBody(await signIn(user.email, password, newAddress()), 200, AuthResult);
  }, 30_000);

  it("never counts successes per address: the browser tests sign in dozens of times from one machine", async () => {
    const { user, password } = await createUser();
    const ip = "127.0.0.1";
    for (let i = 0; i < perAddress + 5; i++) {
      const res = await signIn(user.email, password, ip);
      expect(res.status, `sign-in ${i + 1}`).toBe(200);
    }
  }, 30_000);
});

describe("registration throttle", () => {
  const { limit } = throttleLimits.registrationsPerAddress;
  const body = () => ({ email: unique("burst"), password: "burst-password", firstName: "Bo", lastName: "Burst" });

  it("a burst of 20 registrations from one address creates exactly the budget's number of accounts", async () => {
    const ip = newAddress();
    const bodies = Array.from({ length: 20 }, body);
    const answers = await Promise.all(
      bodies.map((b) => call("/api/auth/register", jsonInit("POST", b, fromAddress(ip)))),
    );
    expect(statuses(answers)).toEqual({ 201: limit, 429: 20 - limit });
    await expectThrottled(
      answers.find((r) => r.status === 429)!,
      /^Too many registration attempts from your network\. Try again in \d+ (minutes?|hours?)\.$/,
      60 * 60,
    );
    const created = await env.DB.prepare(
      `SELECT count(*) AS n FROM users WHERE email IN (${bodies.map(() => "?").join(",")})`,
    )
      .bind(...bodies.map((b) => b.email))
      .first<{ n: number }>();
    expect(created?.n).toBe(limit);
    // Another address is not affected.
    await expectBody(
      await call("/api/auth/register", jsonInit("POST", body(), fromAddress(newAddress()))),
      201,
      AuthResult,
    );
  });

  it("counts refusals too (a duplicate email answers 409 and reveals the account)", async () => {
    const ip = newAddress();
    const taken = await createUser();
    for (let i = 0; i < limit; i++)
      await expectError(
        await call("/api/auth/register", jsonInit("POST", { ...body(), email: taken.user.email }, fromAddress(ip))),
        409,
        "CONFLICT",
      );
    await expectError(await call("/api/auth/register", jsonInit("POST", body(), fromAddress(ip))), 429, "RATE_LIMITED");
  });

  it("does not count a request refused by validation", async () => {
    const ip = newAddress();
    for (let i = 0; i < limit + 3; i++)
      await expectError(
        await call("/api/auth/register", jsonInit("POST", { ...body(), password: "short" }, fromAddress(ip))),
        400,
        "VALIDATION_FAILED",
      );
    await expectBody(await call("/api/auth/register", jsonInit("POST", body(), fromAddress(ip))), 201, AuthResult);
  });

  it("holds a client with no public address to the budget in production only", async () => {
    const prod = { ...env, ENVIRONMENT: "production" };
    const register = (e: Env) => app.request(`${ORIGIN}/api/auth/register`, jsonInit("POST", body()), e);
    const prodAnswers = [];
    for (let i = 0; i < limit + 1; i++) prodAnswers.push(await register(prod));
    expect(prodAnswers.map((r) => r.status)).toEqual([...Array(limit).fill(201), 429]);
    // Local development (and these tests) register from no address without limit, as `npm start` and e2e need.
    for (let i = 0; i < limit + 1; i++) expect((await register(env)).status).toBe(201);
  });
});

describe("change-password throttle", () => {
  const { limit } = throttleLimits.passwordFailuresPerAccountAndAddress;
  // The browser tests' address: change-password and sign-in share the account's budget at one address.
  const sameIp = "198.51.100.77";
  const change = (auth: Record<string, string>, currentPassword: string, newPassword = "a-new-password", ip = sameIp) =>
    call("/api/change-password", jsonInit("POST", { currentPassword, newPassword }, fromAddress(ip, auth)));

  it("wrong current passwords spend the account's budget; then even the right one gets 429", async () => {
    const { password, auth } = await createUser();
    for (let i = 0; i < limit; i++)
      await expectError(await change(auth, `wrong-${i}`), 400, "BAD_REQUEST", "Current password is incorrect");
    await expectThrottled(
      await change(auth, password),
      /^Too many password change attempts\. Try again in \d+ (minutes?|hours?)\.$/,
      15 * 60,
    );
  });

  it("shares the budget with sign-in, and a success clears it", async () => {
    const { user, password, auth } = await createUser();
    const ip = newAddress();
    for (let i = 0; i < limit - 1; i++)
      await expectError(await signIn(user.email, "wrong-password", ip), 401, "UNAUTHORIZED");
    await expectError(await change(auth, "wrong-current", undefined, ip), 400, "BAD_REQUEST");
    await expectError(await change(auth, password, undefined, ip), 429, "RATE_LIMITED");
    await expectError(await signIn(user.email, password, ip), 429, "RATE_LIMITED");
    // From another address the account's owner still changes their password.
    await expectBody(await change(auth, password, "changed-elsewhere", newAddress()), 200, SuccessMessage);

    const other = await createUser();
    for (let i = 0; i < limit - 1; i++)
      await expectError(await change(other.auth, "wrong-current"), 400, "BAD_REQUEST");
    await expectBody(await change(other.auth, other.password, "changed-password"), 200, SuccessMessage);
    for (let i = 0; i < limit; i++) await expectError(await change(other.auth, "wrong-current"), 400, "BAD_REQUEST");
  });
});

describe("checkout throttle", () => {
  const checkout = (body: Record<string, unknown>, headers: Record<string, string>) =>
    call("/api/create-stripe-checkout", jsonInit("POST", body, headers));

  it("per account: a signed-in user's checkouts past the budget get 429", async () => {
    const { limit } = throttleLimits.checkoutsPerAccount;
    const { auth } = await createUser();
    const ip = newAddress();
    for (let i = 0; i < limit; i++)
      await expectBody(await checkout({ planId: "basic" }, fromAddress(ip, auth)), 200, CheckoutResult);
    await expectThrottled(
      await checkout({ planId: "pro" }, fromAddress(newAddress(), auth)),
      /^Too many checkout attempts\. Try again in \d+ (minutes?|hours?)\.$/,
      60 * 60,
    );
  });

  it("per email: a signed-out buyer's email is a budget of its own", async () => {
    const { limit } = throttleLimits.checkoutsPerAccount;
    const email = unique("buyer");
    const answers = [];
    for (let i = 0; i < limit + 1; i++)
      answers.push(await checkout({ planId: "pro", email, firstName: "Bea" }, fromAddress(newAddress())));
    expect(answers.map((r) => r.status)).toEqual([...Array(limit).fill(200), 429]);
  });

  it("per address: a burst of signed-out checkouts past the address's budget get 429", async () => {
    const { limit } = throttleLimits.checkoutsPerAddress;
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: limit + 5 }, (_, i) =>
        checkout({ planId: "basic", email: unique(`buyer${i}`), firstName: "Bea" }, fromAddress(ip)),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: limit, 429: 5 });
  });
});
