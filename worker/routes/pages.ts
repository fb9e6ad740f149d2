import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { renderPage, robotsTxt, sitemapXml } from "../services/pages";

/** The pages outside /api: robots.txt, sitemap.xml, and every app page with its own head tags (services/pages.ts). */
export const pageRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => c.text(robotsTxt(new URL(c.req.url).origin)))
  .get("/sitemap.xml", (c) =>
    c.body(sitemapXml(new URL(c.req.url).origin), 200, { "Content-Type": "application/xml" }),
  );

/** A page path (no file extension) is rendered with its head tags; anything else goes to the static assets. */
export function isPagePath(path: string): boolean {
  return !/\.[A-Za-z0-9]+$/.test(path);
}

export { renderPage };
