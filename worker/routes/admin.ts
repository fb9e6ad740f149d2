import { Hono } from "hono";
import { desc, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { createDb } from "../db/client";
import { paymentTransactions, users } from "../db/schema";
import { validate } from "../middleware/validate";
import { decideCryptoPayment, toPaymentTransaction } from "../services/payments";
import type { AppEnv } from "../types";

const IdParam = z.object({ id: z.coerce.number().int().positive("Unknown payment") });
const Decision = z.object({ decision: z.enum(["confirm", "reject"], { error: "Decision must be confirm or reject" }) });

/** Administrator endpoints. app.ts puts every /api/admin path behind requireAdmin. */
export const adminRoutes = new Hono<AppEnv>()
  .get("/crypto-payments", async (c) => {
    const rows = await createDb(c.env.DB)
      .select({ tx: paymentTransactions, email: users.email })
      .from(paymentTransactions)
      .innerJoin(users, eq(users.id, paymentTransactions.userId))
      .where(isNotNull(paymentTransactions.cryptoTxHash))
      .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
      .limit(500);
    return c.json(rows.map((r) => toPaymentTransaction(r.tx, r.email)), 200);
  })
  .post("/crypto-payments/:id", validate("param", IdParam), validate("json", Decision), async (c) => {
    const tx = await decideCryptoPayment(createDb(c.env.DB), c.req.valid("param").id, c.req.valid("json").decision);
    return c.json(toPaymentTransaction(tx), 200);
  });
