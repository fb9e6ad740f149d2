import { z } from "zod";

/*
 * The parts of Stripe's webhook payloads (API version of the SDK) that the product acts on, read with zod: a signed
 * event whose shape is not what is expected becomes `unreadable` rather than an exception, since an answer other
 * than 2xx makes Stripe retry the same payload for days.
 */

const id = z.string().min(1);
/** An expandable reference: the id, or the expanded object carrying it. */
const ref = z
  .union([id, z.object({ id })])
  .nullish()
  .transform((v) => (typeof v === "string" ? v : (v?.id ?? null)));
const unixSeconds = z.number().int().nonnegative();

const Envelope = z.object({
  id,
  type: z.string().min(1),
  created: unixSeconds,
  data: z.object({ object: z.unknown() }),
});

const CheckoutSession = z.object({
  id,
  payment_status: z.string(),
  amount_total: z.number().int().nullable(),
  currency: z.string().nullable(),
  payment_intent: ref,
  customer: ref,
  subscription: ref,
});

const Price = z.object({
  id,
  unit_amount: z.number().int().nullish(),
  currency: z.string().nullish(),
  product: ref,
});

const Subscription = z.object({
  id,
  status: z.string().min(1),
  customer: ref,
  /** Absent in very old payloads: read as "not reported", which changes nothing. */
  cancel_at_period_end: z.boolean().optional(),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z
    .object({
      data: z.array(
        z.object({ id: id.optional(), current_period_end: unixSeconds.optional(), price: Price.nullish() }),
      ),
    })
    .optional(),
});

/** What a subscription object (webhook payload or the API's answer) says about the subscription's state. */
export interface SubscriptionFacts {
  subscriptionId: string;
  state: SubscriptionState;
  customerId: string | null;
  /** The account named in the metadata set at checkout, if any. */
  userId: number | null;
  periodEnd: number | null;
  /** Whether it ends at the period's end instead of renewing; null when the payload does not say. */
  cancelAtPeriodEnd: boolean | null;
  /** The price of its (one) item, which names the plan (services map it back the way checkout chose it). */
  price: { id: string; unitAmount: number | null; currency: string | null; productId: string | null } | null;
  /** The item carrying that price (a plan change replaces its price). */
  itemId: string | null;
  /** The plan named in the subscription's metadata (set at checkout and on every change). */
  metadataPlan: string | null;
}

function subscriptionFactsOf(s: z.output<typeof Subscription>, deleted: boolean): SubscriptionFacts {
  const userId = Number(s.metadata?.userId);
  const item = s.items?.data[0];
  return {
    subscriptionId: s.id,
    state: deleted ? "canceled" : stateOf(s.status),
    customerId: s.customer,
    userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null,
    periodEnd: item?.current_period_end ?? null,
    cancelAtPeriodEnd: s.cancel_at_period_end ?? null,
    price: item?.price
      ? {
          id: item.price.id,
          unitAmount: item.price.unit_amount ?? null,
          currency: item.price.currency ?? null,
          productId: item.price.product,
        }
      : null,
    itemId: item?.id ?? null,
    metadataPlan: s.metadata?.plan ?? null,
  };
}

/** Reads a subscription object the Stripe API answered (retrieve, update); throws on a shape we cannot act on. */
export function readStripeSubscription(object: unknown): SubscriptionFacts {
  const s = Subscription.safeParse(object);
  if (!s.success) throw new Error(`unexpected Stripe subscription: ${issue(s.error)}`);
  return subscriptionFactsOf(s.data, false);
}

const Invoice = z.object({
  id,
  billing_reason: z.string().nullish(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  parent: z.object({ subscription_details: z.object({ subscription: ref }).nullish() }).nullish(),
  /** Before API version 2025-03-31 the subscription sat on the invoice itself. */
  subscription: ref,
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: unixSeconds }).optional() })) }).optional(),
});

export type SubscriptionState = "active" | "past_due" | "canceled";

const stateOf = (status: string): SubscriptionState =>
  status === "active" || status === "trialing"
    ? "active"
    : status === "canceled" || status === "incomplete_expired"
      ? "canceled"
      : "past_due";

interface EventHead {
  id: string;
  type: string;
  /** Stripe's `created` (Unix seconds): when the change happened at Stripe, whatever the order of delivery. */
  created: number;
}

export type StripeEventFacts = EventHead &
  (
    | {
        kind: "checkout-completed";
        sessionId: string;
        paid: boolean;
        amountTotal: number | null;
        currency: string | null;
        paymentIntentId: string | null;
        customerId: string | null;
        subscriptionId: string | null;
      }
    | ({ kind: "subscription" } & SubscriptionFacts)
    | {
        kind: "invoice";
        invoiceId: string;
        subscriptionId: string | null;
        paid: boolean;
        /** The subscription's first invoice, which the checkout itself already recorded. */
        firstInvoice: boolean;
        amount: number;
        currency: string;
        periodEnd: number | null;
      }
    | { kind: "other" }
  );

export type ReadStripeEvent = { ok: true; event: StripeEventFacts } | { ok: false; reason: string; head?: EventHead };

const issue = (e: z.ZodError) => e.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ");

/** Reads a verified webhook body. Never throws: an unexpected payload is `{ ok: false }` with the reason. */
export function readStripeEvent(rawBody: string): ReadStripeEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: "the body is not JSON" };
  }
  const envelope = Envelope.safeParse(json);
  if (!envelope.success) return { ok: false, reason: `event: ${issue(envelope.error)}` };
  const head: EventHead = { id: envelope.data.id, type: envelope.data.type, created: envelope.data.created };
  const object = envelope.data.data.object;
  const unreadable = (e: z.ZodError): ReadStripeEvent => ({ ok: false, head, reason: `data.object: ${issue(e)}` });

  switch (head.type) {
    case "checkout.session.completed": {
      const s = CheckoutSession.safeParse(object);
      if (!s.success) return unreadable(s.error);
      return {
        ok: true,
        event: {
          ...head,
          kind: "checkout-completed",
          sessionId: s.data.id,
          paid: s.data.payment_status !== "unpaid",
          amountTotal: s.data.amount_total,
          currency: s.data.currency,
          paymentIntentId: s.data.payment_intent,
          customerId: s.data.customer,
          subscriptionId: s.data.subscription,
        },
      };
    }
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const s = Subscription.safeParse(object);
      if (!s.success) return unreadable(s.error);
      return {
        ok: true,
        event: {
          ...head,
          kind: "subscription",
          ...subscriptionFactsOf(s.data, head.type === "customer.subscription.deleted"),
        },
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const s = Invoice.safeParse(object);
      if (!s.success) return unreadable(s.error);
      const paid = head.type === "invoice.paid";
      return {
        ok: true,
        event: {
          ...head,
          kind: "invoice",
          invoiceId: s.data.id,
          subscriptionId: s.data.parent?.subscription_details?.subscription ?? s.data.subscription,
          paid,
          firstInvoice: s.data.billing_reason === "subscription_create",
          amount: paid ? s.data.amount_paid : s.data.amount_due,
          currency: s.data.currency,
          periodEnd: s.data.lines?.data[0]?.period?.end ?? null,
        },
      };
    }
    default:
      return { ok: true, event: { ...head, kind: "other" } };
  }
}
