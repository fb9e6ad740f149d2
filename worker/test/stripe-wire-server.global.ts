// Runs in Node before the worker tests: a local HTTP server that answers the Stripe API calls the product makes in
// Stripe's wire format (form-encoded requests, JSON objects back), so the official SDK is exercised with no network.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { droppingPort } from "./dropping-port";

declare module "vitest" {
  export interface ProvidedContext {
    stripeApiBase: string;
    /** A local port nothing listens on any more: Stripe unreachable. */
    stripeUnreachableBase: string;
  }
}

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  stripeVersion: string | undefined;
  form: Record<string, string>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });
}

/** A subscription as Stripe keeps it: one item with one monthly price. */
interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: number;
  metadata: Record<string, string>;
  item: string;
  price: { id: string; unit_amount: number; currency: string; product: string };
  /** Proration items Stripe would put on the next invoice (old price credited, new price charged, pro rata). */
  prorations: { amount: number; description: string }[];
}

const subscriptionObject = (sub: FakeSubscription) => ({
  id: sub.id,
  object: "subscription",
  status: sub.status,
  customer: sub.customer,
  cancel_at_period_end: sub.cancel_at_period_end,
  metadata: sub.metadata,
  items: {
    object: "list",
    data: [
      {
        id: sub.item,
        object: "subscription_item",
        quantity: 1,
        current_period_end: sub.current_period_end,
        price: { ...sub.price, object: "price", recurring: { interval: "month" } },
      },
    ],
  },
  pending_invoice_items: sub.prorations,
  livemode: false,
});

export default async function setup(project: TestProject) {
  const recorded: Recorded[] = [];
  /** Made with each checkout session as `sub_{session id}` (the test helpers' name for a session's subscription). */
  const subscriptions = new Map<string, FakeSubscription>();
  let seq = 0;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${++seq}` });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/__requests") return send(200, recorded);
    const raw = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(raw));
    recorded.push({
      method: req.method ?? "",
      path: url.pathname,
      authorization: req.headers.authorization,
      stripeVersion: req.headers["stripe-version"] as string | undefined,
      form,
    });
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      if (!req.headers.authorization?.startsWith("Bearer sk_test_")) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      const id = `cs_test_${String(++seq).padStart(6, "0")}${Math.random().toString(36).slice(2, 10)}`;
      const now = Math.floor(Date.now() / 1000);
      subscriptions.set(`sub_${id}`, {
        id: `sub_${id}`,
        customer: "cus_123",
        status: "active",
        cancel_at_period_end: false,
        current_period_end: now + 30 * 86_400,
        metadata: { userId: form["subscription_data[metadata][userId]"] ?? "", plan: form["metadata[plan]"] ?? "" },
        item: `si_test_${++seq}`,
        price: {
          id: form["line_items[0][price]"] ?? `price_test_${++seq}`,
          unit_amount: Number(form["line_items[0][price_data][unit_amount]"] ?? 0),
          currency: form["line_items[0][price_data][currency]"] ?? "usd",
          product: `prod_test_${++seq}`,
        },
        prorations: [],
      });
      return send(200, {
        id,
        object: "checkout.session",
        mode: form.mode,
        status: "open",
        payment_status: "unpaid",
        customer_email: form.customer_email,
        client_reference_id: form.client_reference_id,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        amount_total: Number(form["line_items[0][price_data][unit_amount]"] ?? 0),
        currency: form["line_items[0][price_data][currency]"] ?? "usd",
        metadata: {
          userId: form["metadata[userId]"],
          plan: form["metadata[plan]"],
        },
        url: `https://checkout.stripe.com/c/pay/${id}`,
        livemode: false,
      });
    }
    if (req.method === "POST" && url.pathname === "/v1/invoiceitems") {
      if (!form.customer?.startsWith("cus_")) {
        return send(400, { error: { type: "invalid_request_error", message: "No such customer", param: "customer" } });
      }
      return send(200, {
        id: `ii_test_${String(++seq).padStart(6, "0")}`,
        object: "invoiceitem",
        amount: Number(form.amount),
        currency: form.currency,
        customer: form.customer,
        description: form.description,
        idempotencyKey: req.headers["idempotency-key"],
        livemode: false,
      });
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subscriptionPath) {
      const sub = subscriptions.get(decodeURIComponent(subscriptionPath[1] ?? ""));
      if (!sub) {
        return send(404, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: `No such subscription: '${subscriptionPath[1]}'`,
            param: "id",
          },
        });
      }
      if (req.method === "GET") return send(200, subscriptionObject(sub));
      if (req.method !== "POST") return send(405, { error: { type: "invalid_request_error", message: "Bad method" } });
      const invalid = (message: string, param: string) =>
        send(400, { error: { type: "invalid_request_error", message, param } });
      if (sub.status === "canceled") {
        return invalid("A canceled subscription can only update its cancellation_details and metadata.", "items");
      }
      if ("cancel_at_period_end" in form) {
        if (form.cancel_at_period_end !== "true" && form.cancel_at_period_end !== "false") {
          return invalid("Invalid boolean: cancel_at_period_end", "cancel_at_period_end");
        }
        sub.cancel_at_period_end = form.cancel_at_period_end === "true";
      }
      for (const [key, value] of Object.entries(form)) {
        const meta = /^metadata\[(.+)\]$/.exec(key);
        if (meta?.[1]) sub.metadata[meta[1]] = value;
      }
      if ("items[0][id]" in form) {
        if (form["items[0][id]"] !== sub.item)
          return invalid(`No such subscription item: '${form["items[0][id]"]}'`, "items[0][id]");
        const behaviour = form.proration_behavior ?? "create_prorations";
        if (!["create_prorations", "none", "always_invoice"].includes(behaviour)) {
          return invalid(`Invalid proration_behavior: ${behaviour}`, "proration_behavior");
        }
        let next: FakeSubscription["price"];
        if (form["items[0][price]"]) {
          next = { id: form["items[0][price]"], unit_amount: 0, currency: "usd", product: sub.price.product };
        } else if (form["items[0][price_data][unit_amount]"]) {
          if (!form["items[0][price_data][product]"]?.startsWith("prod_")) {
            return invalid("Missing required param: items[0][price_data][product].", "items[0][price_data][product]");
          }
          if (form["items[0][price_data][recurring][interval]"] !== "month") {
            return invalid(
              "Missing required param: items[0][price_data][recurring].",
              "items[0][price_data][recurring]",
            );
          }
          next = {
            id: `price_test_${++seq}`,
            unit_amount: Number(form["items[0][price_data][unit_amount]"]),
            currency: form["items[0][price_data][currency]"] ?? "usd",
            product: form["items[0][price_data][product]"],
          };
        } else {
          return invalid("Each item needs a price or price_data.", "items[0]");
        }
        if (behaviour === "create_prorations") {
          // The unused part of the period is credited at the old price and charged at the new one.
          const left = Math.max(0, sub.current_period_end - Math.floor(Date.now() / 1000)) / (30 * 86_400);
          sub.prorations.push(
            { amount: -Math.round(sub.price.unit_amount * left), description: "Unused time on the old price" },
            { amount: Math.round(next.unit_amount * left), description: "Remaining time on the new price" },
          );
        }
        sub.price = next;
      }
      return send(200, subscriptionObject(sub));
    }
    return send(404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  project.provide("stripeApiBase", `http://127.0.0.1:${port}`);
  // Every connection dropped, as when Stripe cannot be reached (the port stays this run's: dropping-port.ts).
  const unreachable = await droppingPort();
  project.provide("stripeUnreachableBase", unreachable.base);
  return async () => {
    await unreachable.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
