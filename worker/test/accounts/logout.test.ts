import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AuthUser } from "@common/auth";
import { sha256Hex } from "../../lib/crypto";
import { createUser } from "../factories";
import { call, expectBody, expectError } from "../helpers";

async function sessionExists(token: string): Promise<boolean> {
  const row = await env.DB.prepare("SELECT 1 AS n FROM user_sessions WHERE id = ?")
    .bind(await sha256Hex(token))
    .first();
  return row !== null;
}

describe("POST /api/auth/logout", () => {
  const logout = (headers: Record<string, string>) => call("/api/auth/logout", { method: "POST", headers });

  it("refuses a cookie-authenticated sign-out from another site with 403 and ends nothing", async () => {
    const { token } = await createUser();
    const cookie = `rg_session=${token}`;
    await expectError(
      await logout({ Cookie: cookie, Origin: "https://evil.example" }),
      403,
      "FORBIDDEN",
      "Cross-site request refused",
    );
    await expectError(await logout({ Cookie: cookie }), 403, "FORBIDDEN");
    await expectBody(await call("/api/auth/user", { headers: { Cookie: cookie } }), 200, AuthUser);
    expect(await sessionExists(token)).toBe(true);

    const own = await logout({ Cookie: cookie, Origin: "http://localhost:8787" });
    expect(own.status).toBe(200);
    expect(own.headers.get("Set-Cookie")).toMatch(/rg_session=;/);
    await expectError(await call("/api/auth/user", { headers: { Cookie: cookie } }), 401, "UNAUTHORIZED");
  });

  it("lets a bearer sign-out through whatever its Origin, and a cross-site request with no session do nothing", async () => {
    const { token, auth } = await createUser();
    expect((await logout({ ...auth, Origin: "https://evil.example" })).status).toBe(200);
    expect(await sessionExists(token)).toBe(false);
    expect((await logout({ Origin: "https://evil.example" })).status).toBe(200);
  });
});

describe("POST /api/create-stripe-checkout with the session cookie", () => {
  it("is refused from another site and starts nothing; from our own origin it starts the checkout", async () => {
    const { token, user } = await createUser();
    const body = JSON.stringify({ planId: "basic" });
    const cookie = { "Content-Type": "application/json", Cookie: `rg_session=${token}` };
    const count = async () =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM payment_transactions WHERE user_id = ?")
          .bind(user.id)
          .first<{ n: number }>()
      )?.n;
    await expectError(
      await call("/api/create-stripe-checkout", {
        method: "POST",
        headers: { ...cookie, Origin: "https://evil.example" },
        body,
      }),
      403,
      "FORBIDDEN",
    );
    expect(await count()).toBe(0);
    const ok = await call("/api/create-stripe-checkout", {
      method: "POST",
      headers: { ...cookie, Origin: "http://localhost:8787" },
      body,
    });
    expect(ok.status).toBe(200);
    expect(await count()).toBe(1);
  });
});
