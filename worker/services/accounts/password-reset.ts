import { and, eq, exists, gt, ne, sql } from "drizzle-orm";
import { authMessages, type ResetPasswordInput } from "@common/auth";
import { paths } from "@common/paths";
import { users } from "../../db/schema";
import { hashPassword, randomToken, sha256Hex } from "../../lib/crypto";
import { badRequest } from "../../lib/errors";
import { escapeHtml } from "../../lib/html";
import { PENDING_PASSWORD } from "./auth";
import type { AppContext } from "../context";
import { activeApiKeyCount, revokeAllApiKeys } from "../api/keys";
import { sendMail } from "../mail/outbox";
import { deleteAllSessions } from "./sessions";
import { clearPasswordFailures } from "./password-throttles";

/** A reset link works this long after it was asked for, and once (decision 011). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The reset mail: plain text first, a simple HTML alternative with the same words. */
export function passwordResetMail(firstName: string | null, link: string, activeKeys = 0, keysPage = "") {
  const hello = firstName?.trim() ? `Hello ${firstName.trim()},` : "Hello,";
  const lines = [
    "Someone, hopefully you, asked to reset the password of your ReachGen account.",
    "Choose a new password here. The link works for one hour and only once:",
  ];
  const after = [
    "Setting the new password signs out every session of your account.",
    ...(activeKeys > 0
      ? [
          `Your account has ${activeKeys} active API key${activeKeys === 1 ? "" : "s"}. They keep working after the reset unless you tick "Also revoke my API keys" on the reset page (it is ticked for you), or revoke them on ${keysPage}.`,
        ]
      : []),
    "If you did not ask for this, ignore this mail: your password stays as it is.",
  ];
  const text = `${hello}\n\n${lines.join("\n")}\n\n${link}\n\n${after.join("\n")}\n\n— ReachGen\n`;
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">`,
    p(hello),
    ...lines.map(p),
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
    `<p style="font-size:12px;color:#555">Or paste this address into your browser: ${escapeHtml(link)}</p>`,
    ...after.map(p),
    p("— ReachGen"),
    "</body></html>",
  ].join("\n");
  return { subject: "Reset your ReachGen password", text, html };
}

/**
 * "Forgot password?". Known address or not, the same work happens before the answer: a fresh random token is made and
 * hashed, and one UPDATE stores the hash and its end on the account the address belongs to (none, for an unknown one).
 * Only the hash is stored; a newer request replaces an older link. The mail goes out after the answer (`defer`), so its
 * provider's latency cannot tell a known address from an unknown one; it is recorded in the outbox either way.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  request: { email: string; origin: string },
  defer: (work: Promise<unknown>) => void,
  now = Date.now(),
): Promise<void> {
  const token = randomToken(32);
  const tokenHash = await sha256Hex(token);
  const [account] = await ctx.db
    .update(users)
    .set({ resetPasswordToken: tokenHash, resetPasswordExpires: new Date(now + RESET_TOKEN_TTL_MS) })
    // An unclaimed checkout account has no password to reset (and no real address).
    .where(and(eq(users.email, request.email), ne(users.passwordHash, PENDING_PASSWORD)))
    .returning({ id: users.id, email: users.email, firstName: users.firstName });
  if (!account) return;
  const link = `${request.origin}${paths.resetPassword}?token=${token}`;
  // The key count is read after the answer too, so it cannot tell a known address from an unknown one.
  defer(
    (async () => {
      const keys = await activeApiKeyCount(ctx, account.id);
      await sendMail(ctx, {
        to: account.email,
        ...passwordResetMail(account.firstName, link, keys, `${request.origin}${paths.apiKeys}`),
        kind: "password_reset",
        idempotencyKey: `password-reset/${tokenHash}`,
        secrets: [token],
      });
    })(),
  );
}

/**
 * Sets a new password with a reset token: refused alike when the token is unknown (forged), used, replaced by a newer
 * one or past its hour. The token is spent, the password stored and every session of the user ended in one batch
 * (a transaction), so of two concurrent uses of one token only one succeeds.
 */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordInput,
  /** The client address the reset came from: its wrong-password count for the account is cleared. */
  address: string,
  now = Date.now(),
): Promise<{ revokedApiKeys: number | null }> {
  const { db } = ctx;
  const tokenHash = await sha256Hex(input.token);
  const [account] = await db
    .select({ id: users.id, email: users.email, expires: users.resetPasswordExpires })
    .from(users)
    .where(eq(users.resetPasswordToken, tokenHash))
    .limit(1);
  if (!account?.expires || account.expires.getTime() <= now) throw badRequest(authMessages.resetLinkInvalid);

  const passwordHash = await hashPassword(input.newPassword);
  const [spent] = await db.batch([
    db
      .update(users)
      .set({ passwordHash, resetPasswordToken: null, resetPasswordExpires: null, updatedAt: new Date(now) })
      .where(
        and(
          eq(users.id, account.id),
          eq(users.resetPasswordToken, tokenHash),
          gt(users.resetPasswordExpires, new Date(now)),
        ),
      )
      .returning({ id: users.id }),
    // Only when the update above took: the new hash (its salt is random) is on the row.
    deleteAllSessions(
      db,
      account.id,
      exists(
        db
          .select({ one: sql`1` })
          .from(users)
          .where(and(eq(users.id, account.id), eq(users.passwordHash, passwordHash))),
      ),
    ),
  ]);
  if (spent.length === 0) throw badRequest(authMessages.resetLinkInvalid);
  await clearPasswordFailures(ctx, account.email, address);
  return { revokedApiKeys: input.revokeApiKeys ? await revokeAllApiKeys(ctx, account.id) : null };
}
