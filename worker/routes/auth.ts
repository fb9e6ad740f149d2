import { Hono, type Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { AuthUser, ChangePasswordInput, LoginInput, RegisterInput, authMessages, type AuthResult } from "@common/auth";
import { createDb } from "../db/client";
import { requireSignedIn, requireUser, SESSION_COOKIE, sessionToken } from "../middleware/session";
import { validate } from "../middleware/validate";
import { changePassword, login, register } from "../services/auth";
import { deleteSession, type UserRow } from "../services/sessions";
import { toSubscription } from "../services/subscription";
import type { AppEnv } from "../types";

function setSessionCookie(c: Context<AppEnv>, token: string, expires: Date) {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, secure: true, sameSite: "Lax", path: "/", expires });
}

export function toAuthUser(user: UserRow): AuthUser {
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, isAdmin: user.isAdmin };
}

export const authRoutes = new Hono<AppEnv>()
  .post("/auth/register", validate("json", RegisterInput), async (c) => {
    const { token, expiresAt } = await register(createDb(c.env.DB), c.req.valid("json"));
    setSessionCookie(c, token, expiresAt);
    const body: AuthResult = { success: true, sessionId: token, message: authMessages.registered };
    return c.json(body, 201);
  })
  .post("/auth/login", validate("json", LoginInput), async (c) => {
    const { token, expiresAt } = await login(createDb(c.env.DB), c.req.valid("json"));
    setSessionCookie(c, token, expiresAt);
    const body: AuthResult = { success: true, sessionId: token, message: authMessages.loggedIn };
    return c.json(body, 200);
  })
  .post("/auth/logout", async (c) => {
    const found = sessionToken(c);
    if (found) await deleteSession(createDb(c.env.DB), found.token);
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
    return c.json({ success: true, message: "Signed out" }, 200);
  })
  .get("/auth/user", (c) => c.json(toAuthUser(requireUser(c)), 200))
  .post("/change-password", requireSignedIn, validate("json", ChangePasswordInput), async (c) => {
    const user = requireUser(c);
    await changePassword(createDb(c.env.DB), user, c.get("sessionToken") ?? null, c.req.valid("json"));
    return c.json({ success: true as const, message: authMessages.passwordChanged }, 200);
  })
  .get("/user/subscription", (c) => c.json(toSubscription(requireUser(c)), 200));
