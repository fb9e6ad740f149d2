import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HttpError } from "./lib/http-error";
import { errorResponse } from "./lib/error-response";
import { notFound } from "./lib/http-error";
import { requestId } from "./middleware/request-id";
import { apiSecurityHeaders } from "./middleware/security-headers";
import { healthRoutes } from "./routes/health";
import { planRoutes } from "./routes/plans";
import { authRoutes } from "./routes/auth";
import { paymentRoutes } from "./routes/payments";
import { adminRoutes } from "./routes/admin";
import { generateRoutes, UPLOAD_BODY_LIMIT } from "./routes/generate";
import { conceptRoutes } from "./routes/concepts";
import { loadSession, requireAdmin } from "./middleware/session";
import type { AppEnv } from "./types";

/** JSON endpoints take at most 1 MiB. */
export const JSON_BODY_LIMIT = 1024 * 1024;

const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new HttpError(413, "PAYLOAD_TOO_LARGE", "Request body is too large (the limit is 1 MB)");
  },
});

const uploadBodyLimit = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT,
  onError: () => {
    throw new HttpError(413, "PAYLOAD_TOO_LARGE", "The upload is too large (the limit is 12 MB). Use a smaller photo.");
  },
});

/** Builds the Worker's Hono app. Static assets (the SPA) are served by the assets binding before this runs. */
export function createApp() {
  const app = new Hono<AppEnv>();

  app.use("*", requestId);
  app.use("/api/*", apiSecurityHeaders);
  app.use("/api/*", (c, next) => (c.req.path === "/api/ai/generate-copy" ? uploadBodyLimit(c, next) : jsonBodyLimit(c, next)));
  app.use("/api/*", loadSession);
  // Every administrator path, present and future, sits behind the server's own check of the database row.
  app.use("/api/admin/*", requireAdmin);

  app.route("/api/v1", healthRoutes);
  app.route("/api", planRoutes);
  app.route("/api", authRoutes);
  app.route("/api", paymentRoutes);
  app.route("/api", generateRoutes);
  app.route("/api", conceptRoutes);
  app.route("/api/admin", adminRoutes);

  app.notFound((c) => {
    if (c.req.path.startsWith("/api/")) return errorResponse(notFound(`No API route for ${c.req.method} ${c.req.path}`), c);
    // Outside /api the assets binding serves the SPA; this is reached only when assets are absent (tests).
    return c.env.ASSETS ? c.env.ASSETS.fetch(c.req.raw) : errorResponse(notFound("Page Not Found"), c);
  });
  app.onError((err, c) => errorResponse(err, c));

  return app;
}

export type App = ReturnType<typeof createApp>;
