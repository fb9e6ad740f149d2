import type { SubscriptionPlan } from "@common/plans";
import { publicOrigin } from "../../lib/origin";
import {
  fillPrerenderedValues,
  fullTitle,
  headTags,
  homeStructuredData,
  metaForPath,
  plansStructuredData,
  PRERENDERED_DIR,
  prerenderedName,
  prerenderedPaths,
  framedPaths,
  routeMeta,
  sharedConceptMeta,
  sitemapPaths,
  type HeadTag,
  type RouteMeta,
} from "@common/route-meta";
import { sharePath } from "@common/paths";
import { fillShareFrame, SHARE_FRAME_DOCUMENT, shareFrame } from "@common/share-frame";
import { AppError } from "../../lib/errors";
import { cachedSharedConcept } from "../shares/shares";
import type { ConceptSummary, SharedConcept } from "@common/concepts";
import { leadCreative } from "@common/creatives";
import {
  bootData,
  preloadsFor,
  queriesScript,
  ROUTE_PRELOADS_FILE,
  type RoutePreloads,
  sharedConceptQueryKey,
} from "@common/page-data";
import { type CacheOutcome, combinedOutcome, edgeCachedText, X_CACHE } from "../../lib/edge-cache";
import { paths } from "@common/paths";
import { escapeHtml } from "../../lib/html";
import type { AppContext } from "../context";
import { cachedActivePlans } from "../plans/plans";
import { examplesFill, plansFill } from "./fills";
import { cachedExamples } from "./examples";

/** Marks the tags the Worker wrote, so the app removes them once it renders its own (PageMeta). */
export const SERVER_HEAD_ATTR = "data-head";

function tagHtml(t: HeadTag): string {
  const attrs = Object.entries({ ...t.attrs, [SERVER_HEAD_ATTR]: "" })
    .map(([k, v]) => (v === "" ? k : `${k}="${escapeHtml(v)}"`))
    .join(" ");
  if (t.tag === "meta" || t.tag === "link") return `<${t.tag} ${attrs}>`;
  // The JSON-LD text is already safe inside a script element (its "<" are escaped).
  return `<${t.tag} ${attrs}>${t.tag === "script" ? (t.text ?? "") : escapeHtml(t.text ?? "")}</${t.tag}>`;
}

/**
 * A page of the app as crawlers and link previews see it: the built index.html with the page's own head tags from
 * the route-meta table (title, description, keywords, canonical, Open Graph, Twitter card, JSON-LD where the page has
 * it), and 404 with the Not Found page's tags for a path that is no page.
 */
export async function renderPage(
  ctx: AppContext,
  assets: Fetcher,
  request: Request,
  signedIn = false,
): Promise<Response> {
  const url = new URL(request.url);
  const origin = publicOrigin(ctx.env, request.url);
  // The data a page shows comes through the edge cache (decision 035), keyed by this request's own origin.
  const cacheOrigin = url.origin;
  const outcomes: CacheOutcome[] = [];
  const noted = <T>(read: { value: T; cache: CacheOutcome }): T => {
    outcomes.push(read.cache);
    return read.value;
  };
  // Each read at most once per page, whether the structured data or the no-JavaScript fill asks first.
  let plans: Promise<SubscriptionPlan[]> | undefined;
  let examples: Promise<ConceptSummary[]> | undefined;
  const activePlans = () => (plans ??= cachedActivePlans(ctx, cacheOrigin).then(noted, () => []));
  const exampleList = () => (examples ??= cachedExamples(ctx, cacheOrigin).then(noted, () => []));
  const shared: { token?: string; concept?: SharedConcept } = {};
  const found = metaForPath(url.pathname) ?? (await sharedPageMeta(ctx, cacheOrigin, url.pathname, outcomes, shared));
  const meta = found ?? { ...routeMeta.notFound, path: url.pathname };
  // A share page with a creative to show starts from the frame's template, the concept's values written in (045).
  const frame = shared.concept ? shareFrame(shared.concept) : undefined;
  const document = frame ? SHARE_FRAME_DOCUMENT : documentFor(found, origin, signedIn);
  const shell = await assets.fetch(new Request(new URL(document, url), { headers: { Accept: "text/html" } }));
  const headers = new Headers(shell.headers);
  // Anything but the page itself (a redirect the assets make, an error) goes through as it came, with its own headers.
  if (shell.status !== 200) return new Response(shell.body, { status: shell.status, headers });
  // The data of the pages whose HTML holds it, read before the answer starts so that it can say where it came from.
  const reads = found ? (pageData[`${found.path}:${document}`] ?? []) : [];
  if (reads.includes("plans")) await activePlans();
  if (reads.includes("examples")) await exampleList();
  const structuredData =
    found?.path === paths.home
      ? homeStructuredData(origin)
      : found?.path === paths.plans
        ? plansStructuredData(await activePlans())
        : undefined;
  const tags = headTags(meta, origin, structuredData);
  // What the page's first screen needs, named in its head so it loads with the HTML (decision 043); only for a page
  // that starts from the empty shell or its frame (decision 045): a prerendered public page paints whole from its HTML,
  // and its scripts would take bandwidth.
  const framed = (found !== undefined && framedPaths.includes(found.path) && document !== "/") || frame !== undefined;
  const preloads =
    found && (document === "/" || framed) ? await preloadTags(assets, url, signedIn, shared, framed) : "";
  headers.set("Cache-Control", "no-cache");
  // A prerendered page gets this request's origin and this Worker's version where the build could not know them; the
  // others stream through as they are.
  const body = frame
    ? fillShareFrame(await shell.text(), frame, escapeHtml)
    : document !== "/" && found?.requestValues
      ? await filledDocument(shell, { cacheOrigin, document, origin, appVersion: ctx.env.APP_VERSION }, outcomes)
      : shell.body;
  headers.delete("Content-Length");
  if (outcomes.length) headers.set(X_CACHE, combinedOutcome(outcomes));
  const page = new Response(body, { status: found ? 200 : 404, headers });
  // What the page's data-backed parts hold for a visitor without JavaScript, read only when the page has such a part.
  const fills: Record<string, () => Promise<string>> = {
    plans: async () => plansFill(await activePlans()),
    examples: async () => examplesFill(await exampleList()),
  };
  return new HTMLRewriter()
    .on("noscript[data-fill]", {
      async element(el) {
        const fill = fills[el.getAttribute("data-fill") ?? ""];
        if (fill) el.setInnerContent(await fill(), { html: true });
      },
    })
    .on("title", {
      element(el) {
        el.setInnerContent(fullTitle(meta.title));
        el.setAttribute(SERVER_HEAD_ATTR, "");
      },
    })
    .on("head", {
      element(el) {
        el.append(
          tags
            .filter((t) => t.tag !== "title")
            .map(tagHtml)
            .join("") + preloads,
          { html: true },
        );
      },
    })
    .transform(page);
}

/**
 * A prerendered document with this origin and version written in (`/api-docs`: about 700 kB of HTML), through the edge
 * cache (decision 035). The key carries the Worker's version and the built file's ETag, so a deploy is a new key; a
 * document without an ETag is filled for each request.
 */
async function filledDocument(
  shell: Response,
  at: { cacheOrigin: string; document: string; origin: string; appVersion: string },
  outcomes: CacheOutcome[],
): Promise<string> {
  const etag = shell.headers.get("ETag");
  const version = etag ? `${at.appVersion}.${etag.replace(/\W/g, "")}` : null;
  const item = `${at.document.replace(/^\//, "")}/${encodeURIComponent(at.origin)}`;
  const filled = await edgeCachedText(at.cacheOrigin, "page", version, item, async () =>
    fillPrerenderedValues(await shell.text(), at.origin, at.appVersion),
  );
  if (filled.cache === "HIT") await shell.body?.cancel();
  outcomes.push(filled.cache);
  return filled.value;
}

/** The data a prerendered document shows, by page path and document: read before the answer starts (decision 035). */
const pageData: Record<string, readonly ("plans" | "examples")[]> = {
  [`${paths.home}:/${PRERENDERED_DIR}/${prerenderedName(paths.home)}`]: ["plans"],
  [`${paths.plans}:/${PRERENDERED_DIR}/${prerenderedName(paths.plans)}`]: ["plans"],
  [`${paths.dashboard}:/${PRERENDERED_DIR}/${prerenderedName(paths.dashboard)}`]: ["examples"],
};

/**
 * A prerendered page gets the request's origin written into it; an origin a Host header made odd (quotes, ampersands)
 * gets the empty shell instead, which the browser renders itself.
 */
function documentFor(meta: RouteMeta | undefined, origin: string, signedIn: boolean): string {
  const plainOrigin = /^https?:\/\/[A-Za-z0-9.:[\]-]+$/.test(origin);
  return plainOrigin ? documentPath(meta, signedIn) : "/";
}

/**
 * Which built document a page starts from: a public page's prerendered HTML (decision 016), a signed-in page's
 * prerendered frame (decision 045), else the empty shell. The examples are what a visitor sees at
 * /dashboard: someone with a session cookie gets the shell, and their own dashboard without a flash of the examples.
 */
function documentPath(meta: RouteMeta | undefined, signedIn: boolean): string {
  if (!meta || !(prerenderedPaths.includes(meta.path) || framedPaths.includes(meta.path))) return "/";
  if (signedIn && meta.path === paths.dashboard) return "/";
  return `/${PRERENDERED_DIR}/${prerenderedName(meta.path)}`;
}

/**
 * What a page that starts from the empty shell would otherwise find only after its main script ran (decision 043):
 * `modulepreload` links for its route's scripts (the build's list, ROUTE_PRELOADS_FILE; a signed-in visitor's session
 * check and account menu too), and on a share page the concept it shows, as the query the app would make, and its
 * first creative (the page's largest paint) as a high-priority image preload. Not marked as the Worker's head tags:
 * the app keeps them.
 */
async function preloadTags(
  assets: Fetcher,
  url: URL,
  signedIn: boolean,
  shared: { token?: string; concept?: SharedConcept },
  framed: boolean,
): Promise<string> {
  // A build without the list (or assets that answer every path with the app) costs the page its preloads, no more.
  const list = await assets.fetch(new Request(new URL(ROUTE_PRELOADS_FILE, url)));
  let preloads: RoutePreloads = {};
  if (list.ok) preloads = await list.json<RoutePreloads>().catch(() => ({}));
  else await list.body?.cancel();
  const scripts = preloadsFor(preloads, url.pathname, signedIn);
  // A frame paints before its scripts load (decision 047): it names them as data for its loader; the shell has no
  // paint to wait for and preloads them at once.
  const links = framed
    ? [bootData("preload", scripts)]
    : scripts.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`);
  if (shared.token && shared.concept) {
    const lead = leadCreative(shared.concept.creatives);
    if (lead) links.unshift(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(lead.url)}">`);
    links.push(queriesScript([{ queryKey: sharedConceptQueryKey(shared.token), data: shared.concept }], Date.now()));
  }
  return links.join("");
}

/**
 * A concept's public page (/s/<token>) with the concept's own tags; undefined when the link leads nowhere. The token
 * and the concept are kept in `into` for the page's head.
 */
async function sharedPageMeta(
  ctx: AppContext,
  cacheOrigin: string,
  pathname: string,
  outcomes: CacheOutcome[],
  into: { token?: string; concept?: SharedConcept },
): Promise<RouteMeta | undefined> {
  const token = /^\/s\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!token) return undefined;
  const shared = await cachedSharedConcept(ctx, cacheOrigin, token).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return undefined;
    throw err;
  });
  outcomes.push(shared?.cache ?? "MISS");
  if (shared) Object.assign(into, { token, concept: shared.value });
  return shared && sharedConceptMeta(shared.value, sharePath(token));
}

/** robots.txt: crawl the pages, not the API or the admin terminal; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    `Disallow: ${paths.admin}`,
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** sitemap.xml: the public pages of the route-meta table. */
export function sitemapXml(origin: string): string {
  const urls = sitemapPaths.map((p) => `  <url><loc>${escapeHtml(`${origin}${p}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
