// Runs in Node before the worker tests: a local HTTP server that answers the Stripe API calls the product makes in
// Stripe's wire format (form-encoded requests, JSON objects back), so the official SDK is exercised with no network.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

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

export default async function setup(project: TestProject) {
  const recorded: Recorded[] = [];
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
    return send(404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  project.provide("stripeApiBase", `http://127.0.0.1:${port}`);
  // Bound, then closed: connecting to it is refused, as when Stripe cannot be reached.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  project.provide("stripeUnreachableBase", `http://127.0.0.1:${closedPort}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
