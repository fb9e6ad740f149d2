import type { Context } from "hono";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { publicOrigin } from "../lib/origin";
import { SESSION_COOKIE } from "../middleware/session";
import type { AppEnv } from "../app-env";
import { createContext } from "../services/context";
import { renderPage, robotsTxt, sitemapXml } from "../services/pages/pages";

/** The pages outside /api: robots.txt, sitemap.xml, and every app page with its own head tags (services/pages/pages.ts). */
export const pageRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => c.text(robotsTxt(publicOrigin(c.env, c.req.url))))
  .get("/sitemap.xml", (c) =>
    c.body(sitemapXml(publicOrigin(c.env, c.req.url)), 200, { "Content-Type": "application/xml" }),
  );

/** A path that stays on this origin: one leading slash, never "//host" or "/\\host" (which browsers read as a host). */
export function sameOriginPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, "")}`;
}

/**
 * What the Worker answers outside /api when no route matched: a page path (GET or HEAD, no file extension) is the
 * app's HTML with its own head tags (404 for a path that is no page); anything else goes to the static assets.
 */
export function pageOrAsset(c: Context<AppEnv>, assets: Fetcher): Promise<Response> {
  const pagePath = !/\.[A-Za-z0-9]+$/.test(c.req.path);
  // A prerendered form sent natively, before the app took the page over (decision 016): nothing is read from it, and
  // the browser goes back to the page with a GET.
  // The path is collapsed to one leading slash: "//evil.example/" must never become a redirect to another site.
  if (pagePath && c.req.method === "POST") return Promise.resolve(c.redirect(sameOriginPath(c.req.path), 303));
  const page = (c.req.method === "GET" || c.req.method === "HEAD") && pagePath;
  return page
    ? renderPage(createContext(c.env), assets, c.req.raw, getCookie(c, SESSION_COOKIE) !== undefined)
    : assets.fetch(c.req.raw);
}
