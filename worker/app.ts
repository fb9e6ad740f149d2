import { Hono } from "hono";
import type { AppEnv } from "./app-env";
import { errorResponse, notFound } from "./lib/errors";
import { pageOrAsset, pageRoutes } from "./routes/pages";
import { requestContext } from "./middleware/context";
import { cleanPath } from "./middleware/clean-path";
import { requestId } from "./middleware/request-id";
import { apiSecurityHeaders } from "./middleware/security-headers";
import { adminRoutes } from "./routes/admin";
import { newsletterRoutes } from "./routes/newsletter";
import { aiRoutes } from "./routes/ai";
import { categoryRoutes } from "./routes/categories";
import { authRoutes, passwordRoutes, userRoutes } from "./routes/auth";
import { brandKitRoutes } from "./routes/brand-kits";
import { briefRoutes } from "./routes/briefs";
import { batchRoutes, conceptRoutes, exampleRoutes, sharedRoutes, statsRoutes } from "./routes/concepts";
import {
  checkoutRoutes,
  cryptoPaymentRoutes,
  cryptoRoutes,
  sandboxRoutes,
  stripeRoutes,
  subscriptionRoutes,
} from "./routes/payments";
import { planRoutes } from "./routes/plans";
import { createV1 } from "./routes/v1";

/**
 * Builds the Worker's Hono app: request id and path cleaning for every request; security headers and the request
 * context (made lazily, decision 041) for every API call; then one sub-app per resource, each owning its URL prefix
 * (`/api/admin` once, behind one admin check). The Worker runs first for every path but the static files
 * (wrangler.toml `run_worker_first`): a page path is the prerendered page with its head tags (routes/pages.ts),
 * anything else falls through to the assets binding.
 */
export function createApp() {
  const app = new Hono<AppEnv>();

  app.use("*", requestId, cleanPath);
  app.use("/api/*", apiSecurityHeaders, requestContext);

  app.route("/api/v1", createV1());
  app.route("/api/subscription-plans", planRoutes);
  app.route("/api/auth", authRoutes);
  app.route("/api/user", userRoutes);
  app.route("/api/subscription", subscriptionRoutes);
  app.route("/api/change-password", passwordRoutes);
  app.route("/api/create-stripe-checkout", checkoutRoutes);
  app.route("/api/stripe", stripeRoutes);
  app.route("/api/sandbox", sandboxRoutes);
  app.route("/api/crypto", cryptoRoutes);
  app.route("/api/crypto-payment", cryptoPaymentRoutes);
  app.route("/api/ai", aiRoutes);
  app.route("/api/examples", exampleRoutes);
  app.route("/api/categories", categoryRoutes);
  app.route("/api/concepts", conceptRoutes);
  app.route("/api/brand-kits", brandKitRoutes);
  app.route("/api/briefs", briefRoutes);
  app.route("/api/shared", sharedRoutes);
  app.route("/api/stats", statsRoutes);
  app.route("/api/batch-download", batchRoutes);
  app.route("/api/admin", adminRoutes);
  app.route("/api/newsletter", newsletterRoutes);

  app.route("/", pageRoutes);

  app.notFound((c) => {
    if (c.req.path.startsWith("/api/"))
      return errorResponse(notFound(`No API route for ${c.req.method} ${c.req.path}`), c.var.requestId);
    if (!c.env.ASSETS) return errorResponse(notFound("Page Not Found"), c.var.requestId);
    return pageOrAsset(c, c.env.ASSETS);
  });
  app.onError((err, c) => errorResponse(err, c.var.requestId ?? crypto.randomUUID()));

  return app;
}
