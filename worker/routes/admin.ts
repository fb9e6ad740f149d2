import { Hono } from "hono";
import { publicOrigin } from "../lib/origin";
import { z } from "zod";
import { OutboxQuery } from "@common/mail";
import { GenerateNewsletterInput, PreviewNewsletterInput, SendNewsletterInput } from "@common/newsletter";
import type { AppEnv } from "../app-env";
import { requireAdmin, requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { adminStats, adminTransactions, adminUsers, apiAnalytics, paymentAnalytics } from "../services/admin/analytics";
import { listOutbox } from "../services/mail/outbox";
import { generateNewsletter, previewNewsletter, sendNewsletterOnce } from "../services/newsletter";
import { decideCryptoPayment, listCryptoPayments } from "../services/payments/crypto";
import { PlanEdit, PlanName } from "@common/plans";
import { editPlan } from "../services/plans/plans";

const IdParam = z.object({ id: z.coerce.number().int().positive("Unknown payment") });
const PlanParam = z.object({ name: PlanName });
const Decision = z.object({ decision: z.enum(["confirm", "reject"], { error: "Decision must be confirm or reject" }) });

/**
 * /api/admin, the ADMIN TERMINAL (SPEC §7), in one sub-app: every path, present and future (unknown ones included),
 * sits behind one check of the database row, so a non-administrator learns nothing about which exist.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  // The reads, answered from the rows.
  .get("/stats", async (c) => c.json(await adminStats(c.var.ctx), 200))
  .get("/payment-analytics", async (c) => c.json(await paymentAnalytics(c.var.ctx), 200))
  .get("/api-analytics", async (c) => c.json(await apiAnalytics(c.var.ctx), 200))
  .get("/users", async (c) => c.json(await adminUsers(c.var.ctx), 200))
  .get("/transactions", async (c) => c.json(await adminTransactions(c.var.ctx), 200))
  .get("/crypto-payments", async (c) => c.json(await listCryptoPayments(c.var.ctx), 200))
  .post("/crypto-payments/:id", validate("param", IdParam), validate("json", Decision), async (c) =>
    c.json(await decideCryptoPayment(c.var.ctx, c.req.valid("param").id, c.req.valid("json").decision), 200),
  )
  .patch("/subscription-plans/:name", validate("param", PlanParam), validate("json", PlanEdit), async (c) =>
    c.json(await editPlan(c.var.ctx, c.req.valid("param").name, c.req.valid("json")), 200),
  )
  .get("/outbox", validate("query", OutboxQuery), async (c) =>
    c.json(await listOutbox(c.var.ctx, c.req.valid("query")), 200),
  )
  .post("/generate-newsletter", validate("json", GenerateNewsletterInput), async (c) =>
    c.json(await generateNewsletter(c.var.ctx, c.req.valid("json").prompt, publicOrigin(c.env, c.req.url)), 200),
  )
  .post("/preview-newsletter", validate("json", PreviewNewsletterInput), (c) => {
    const { content, preheader } = c.req.valid("json");
    return c.json(previewNewsletter(content, preheader), 200);
  })
  .post("/send-newsletter", validate("json", SendNewsletterInput), async (c) => {
    const input = { ...c.req.valid("json"), origin: publicOrigin(c.env, c.req.url) };
    const key = c.req.header("Idempotency-Key")?.trim().slice(0, 255) || null;
    return c.json(await sendNewsletterOnce(c.var.ctx, { userId: requireUser(c).id }, input, key), 200);
  });
