import { Hono } from "hono";
import { publicOrigin } from "../lib/origin";
import { NewsletterSubscribeInput, NewsletterTokenInput } from "@common/newsletter";
import type { AppEnv } from "../app-env";
import { afterAnswer } from "../middleware/after-answer";
import { requireAdmin } from "../middleware/session";
import { newsletterSignupThrottle } from "../middleware/throttle";
import { validate, validationError } from "../middleware/validate";
import { confirmSubscription, listCampaigns, listSubscribers, subscribe, unsubscribe } from "../services/newsletter";

/**
 * /api/newsletter: signup, the confirmation and unsubscribe links (no sign-in; the token is the authority), and the
 * administrators' subscriber and campaign lists.
 */
export const newsletterRoutes = new Hono<AppEnv>()
  .post("/subscribe", validate("json", NewsletterSubscribeInput), newsletterSignupThrottle, async (c) => {
    const input = { ...c.req.valid("json"), origin: publicOrigin(c.env, c.req.url) };
    const message = await subscribe(c.var.ctx, input, (work) => afterAnswer(c, work, "newsletter mail not sent"));
    return c.json({ success: true as const, message }, 200);
  })
  .post("/confirm", validate("json", NewsletterTokenInput), async (c) => {
    const message = await confirmSubscription(c.var.ctx, c.req.valid("json").token);
    return c.json({ success: true as const, message }, 200);
  })
  // RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the List-Unsubscribe address,
  // whose query carries the token. The unsubscribe page posts JSON {token} here.
  .post("/unsubscribe", async (c) => {
    const fromQuery = c.req.query("token");
    const body = fromQuery === undefined ? await c.req.json<unknown>().catch(() => null) : { token: fromQuery };
    const parsed = NewsletterTokenInput.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    const message = await unsubscribe(c.var.ctx, parsed.data.token);
    return c.json({ success: true as const, message }, 200);
  })
  .get("/subscribers", requireAdmin, async (c) => c.json(await listSubscribers(c.var.ctx), 200))
  .get("/campaigns", requireAdmin, async (c) => c.json(await listCampaigns(c.var.ctx), 200));
