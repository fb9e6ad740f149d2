import { Hono } from "hono";
import { z } from "zod";
import { CheckoutInput, CryptoPaymentInput } from "@common/payments";
import { formatPrice } from "@common/plans";
import { createDb } from "../db/client";
import { HttpError, badRequest } from "../lib/http-error";
import { requireSignedIn, requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { verifyStripeEvent } from "../payments/stripe";
import { SESSION_ID_PLACEHOLDER } from "../payments/provider";
import {
  activeCryptoAddresses,
  assertSandboxAllowed,
  completeCheckout,
  createCheckout,
  handleStripeEvent,
  submitCryptoPayment,
  toPaymentTransaction,
  transactionBySession,
} from "../services/payments";
import type { AppEnv } from "../types";

const SandboxParams = z.object({ sessionId: z.string().regex(/^cs_sandbox_[A-Za-z0-9_-]{20,64}$/, "Unknown checkout session") });

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** The sandbox checkout page: self-contained HTML, clearly marked TEST MODE, posting back to this Worker. */
function sandboxPage(opts: { sessionId: string; plan: string; amount: number; email: string; cancelUrl: string; status: string }) {
  const done = opts.status !== "pending";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>TEST MODE checkout · ReachGen</title>
<style>
body{margin:0;font:16px/1.5 ui-sans-serif,system-ui,sans-serif;background:#f7f8f6;color:#101512}
.banner{background:#8a5a00;color:#fff;text-align:center;font:700 14px ui-monospace,monospace;letter-spacing:.12em;padding:10px}
main{max-width:440px;margin:48px auto;padding:0 16px}
.card{background:#fff;border:1px solid #cfd6d0;padding:24px}
h1{font:700 20px ui-monospace,monospace;margin:0 0 4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:20px 0}dt{color:#4a554e}dd{margin:0;font-family:ui-monospace,monospace}
button,a.btn{display:block;width:100%;box-sizing:border-box;text-align:center;padding:12px;font:700 15px ui-monospace,monospace;border:1px solid #101512;cursor:pointer;text-decoration:none}
button{background:#0b7a3e;color:#fff;border-color:#0b7a3e;margin-bottom:10px}a.btn{background:#fff;color:#101512}
p.note{color:#4a554e;font-size:14px}
</style></head><body>
<div class="banner" role="status">TEST MODE — NO REAL PAYMENT IS TAKEN</div>
<main><div class="card">
<h1>ReachGen ${escapeHtml(opts.plan)} plan</h1>
<p class="note">Sandbox checkout: this server has no card provider configured, so this page completes the payment through the same path as a real provider's confirmation.</p>
<dl><dt>Plan</dt><dd>${escapeHtml(opts.plan)}</dd><dt>Amount</dt><dd>$${formatPrice(opts.amount)} / month</dd><dt>Email</dt><dd>${escapeHtml(opts.email)}</dd><dt>Session</dt><dd>${escapeHtml(opts.sessionId.slice(0, 22))}…</dd></dl>
${
  done
    ? `<p><strong>This checkout is ${escapeHtml(opts.status)}.</strong></p>`
    : `<form method="post" action="/api/sandbox/checkout/${escapeHtml(opts.sessionId)}/complete"><button type="submit">Pay $${formatPrice(opts.amount)} (test)</button></form>`
}
<a class="btn" href="${escapeHtml(opts.cancelUrl)}">Cancel and return</a>
</div></main></body></html>`;
}

export const paymentRoutes = new Hono<AppEnv>()
  .post("/create-stripe-checkout", validate("json", CheckoutInput), async (c) => {
    const origin = new URL(c.req.url).origin;
    const result = await createCheckout(createDb(c.env.DB), c.env, origin, c.get("user"), c.req.valid("json"));
    return c.json(result, 200);
  })
  .post("/stripe/webhook", async (c) => {
    if (!c.env.STRIPE_WEBHOOK_SECRET) throw new HttpError(404, "NOT_FOUND", "Stripe webhooks are not configured on this server");
    const signature = c.req.header("Stripe-Signature");
    if (!signature) throw badRequest("Missing Stripe-Signature header");
    const raw = await c.req.text();
    let event;
    try {
      event = await verifyStripeEvent(c.env, raw, signature);
    } catch {
      throw badRequest("Invalid Stripe signature");
    }
    const outcome = await handleStripeEvent(createDb(c.env.DB), event);
    return c.json({ received: true, outcome }, 200);
  })
  .get("/sandbox/checkout/:sessionId", validate("param", SandboxParams), async (c) => {
    assertSandboxAllowed(c.env);
    const { sessionId } = c.req.valid("param");
    const tx = await transactionBySession(createDb(c.env.DB), sessionId);
    if (!tx) throw new HttpError(404, "NOT_FOUND", "Unknown checkout session");
    const meta = (tx.metadata ?? {}) as { cancelUrl?: string; email?: string };
    const html = sandboxPage({
      sessionId,
      plan: tx.subscriptionPlan,
      amount: tx.amount,
      email: meta.email ?? "",
      cancelUrl: meta.cancelUrl ?? "/plans",
      status: tx.status,
    });
    return c.html(html, 200);
  })
  .post("/sandbox/checkout/:sessionId/complete", validate("param", SandboxParams), async (c) => {
    assertSandboxAllowed(c.env);
    const { sessionId } = c.req.valid("param");
    const db = createDb(c.env.DB);
    const before = await transactionBySession(db, sessionId);
    if (!before) throw new HttpError(404, "NOT_FOUND", "Unknown checkout session");
    const tx = await completeCheckout(db, { sessionId, amountTotal: before.amount, currency: before.currency });
    if (!tx || tx.status !== "completed") throw badRequest("This checkout could not be completed");
    const successUrl = ((tx.metadata ?? {}) as { successUrl?: string }).successUrl ?? "/payment-success";
    return c.redirect(successUrl.replace(SESSION_ID_PLACEHOLDER, encodeURIComponent(sessionId)), 303);
  })
  .get("/crypto/addresses", async (c) => c.json(await activeCryptoAddresses(createDb(c.env.DB)), 200))
  .post("/crypto-payment", requireSignedIn, validate("json", CryptoPaymentInput), async (c) => {
    const tx = await submitCryptoPayment(createDb(c.env.DB), requireUser(c), c.req.valid("json"));
    return c.json({ success: true, message: "Payment submitted. Your plan activates once an administrator confirms it.", transaction: toPaymentTransaction(tx) }, 201);
  });
