import { type Context, Hono } from "hono";
import { publicOrigin } from "../lib/origin";
import { deleteCookie, setCookie } from "hono/cookie";
import {
  type AuthResult,
  authMessages,
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from "@common/auth";
import type { AppEnv } from "../app-env";
import {
  requireSignedIn,
  requireUser,
  SESSION_COOKIE,
  sameOriginCookieWrite,
  sessionToken,
} from "../middleware/session";
import {
  passwordChangeThrottle,
  passwordResetRequestThrottle,
  registrationThrottle,
  signInThrottle,
  addressOf,
} from "../middleware/throttle";
import { afterAnswer } from "../middleware/after-answer";
import { validate } from "../middleware/validate";
import { changePassword, login, logout, register, toAuthUser } from "../services/accounts/auth";
import { requestPasswordReset, resetPassword } from "../services/accounts/password-reset";
import { readSubscription } from "../services/payments/manage-plan";

function setSessionCookie(c: Context<AppEnv>, token: string, expires: Date) {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, secure: true, sameSite: "Lax", path: "/", expires });
}

/** /api/auth */
export const authRoutes = new Hono<AppEnv>()
  .post("/register", validate("json", RegisterInput), registrationThrottle, async (c) => {
    const { token, expiresAt } = await register(c.var.ctx, c.req.valid("json"));
    setSessionCookie(c, token, expiresAt);
    return c.json<AuthResult>({ success: true, sessionId: token, message: authMessages.registered }, 201);
  })
  .post("/login", validate("json", LoginInput), signInThrottle, async (c) => {
    const { token, expiresAt } = await login(c.var.ctx, c.req.valid("json"));
    setSessionCookie(c, token, expiresAt);
    return c.json<AuthResult>({ success: true, sessionId: token, message: authMessages.loggedIn }, 200);
  })
  .post("/logout", sameOriginCookieWrite, async (c) => {
    await logout(c.var.ctx, sessionToken(c)?.token);
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
    return c.json({ success: true, message: "Signed out" }, 200);
  })
  .post("/forgot-password", validate("json", ForgotPasswordInput), passwordResetRequestThrottle, async (c) => {
    const request = { email: c.req.valid("json").email, origin: publicOrigin(c.env, c.req.url) };
    await requestPasswordReset(c.var.ctx, request, (work) => afterAnswer(c, work));
    return c.json({ success: true as const, message: authMessages.resetRequested }, 200);
  })
  .post("/reset-password", validate("json", ResetPasswordInput), async (c) => {
    const { revokedApiKeys } = await resetPassword(c.var.ctx, c.req.valid("json"), addressOf(c));
    const message =
      revokedApiKeys === null
        ? authMessages.passwordReset
        : `${authMessages.passwordReset} ${authMessages.keysRevoked(revokedApiKeys)}`;
    return c.json({ success: true as const, message }, 200);
  })
  .get("/user", (c) => c.json(toAuthUser(requireUser(c)), 200));

/** /api/user */
export const userRoutes = new Hono<AppEnv>().get("/subscription", async (c) =>
  c.json(await readSubscription(c.var.ctx, requireUser(c)), 200),
);

/** /api/change-password */
export const passwordRoutes = new Hono<AppEnv>().post(
  "/",
  requireSignedIn,
  validate("json", ChangePasswordInput),
  passwordChangeThrottle,
  async (c) => {
    await changePassword(c.var.ctx, requireUser(c), c.get("sessionToken") ?? null, c.req.valid("json"));
    return c.json({ success: true as const, message: authMessages.passwordChanged }, 200);
  },
);
