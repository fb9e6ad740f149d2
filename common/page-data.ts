/**
 * What the Worker writes into a page's head so the page's first screen does not wait on a chain of requests
 * (decision 043): the scripts the page's route needs, and on a share page the concept it shows.
 */

/**
 * The build's list of scripts per route (vite.config.ts `routePreloads`): a static asset of this name holding
 * `{ [path pattern]: script URLs }`, and under `SIGNED_IN_PRELOADS` the scripts a signed-in visitor's first screen
 * loads (the session check's schema, the account menu).
 */
export const ROUTE_PRELOADS_FILE = "/route-preloads.json";
export const SIGNED_IN_PRELOADS = "signed-in";
export type RoutePreloads = Record<string, readonly string[]>;

/** The scripts of the route a path belongs to (`/s/:token` matches `/s/abc`), then those of a signed-in screen. */
export function preloadsFor(preloads: RoutePreloads, pathname: string, signedIn: boolean): string[] {
  const route = Object.keys(preloads).find(
    (pattern) =>
      pattern !== SIGNED_IN_PRELOADS &&
      new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}/?$`).test(pathname),
  );
  const scripts = [
    ...(route ? (preloads[route] ?? []) : []),
    ...(signedIn ? (preloads[SIGNED_IN_PRELOADS] ?? []) : []),
  ];
  return [...new Set(scripts)];
}

/**
 * The id of the JSON block holding queries a page arrives with: the build's for a prerendered page (decision 017),
 * the Worker's for a share page. A JSON script block is data, not code: the CSP does not apply to it.
 */
export const PRERENDERED_QUERIES_ID = "prerendered-queries";

/** The app's query key for a share page's concept (GET /api/shared/{token}). */
export const sharedConceptQueryKey = (token: string) => ["shared-concept", token] as const;

/**
 * A `<script type="application/json">` block with successful query results, in the form the query library's
 * `hydrate` reads (what its `dehydrate` writes, version 5), or "" with none. "<" is escaped, so the JSON cannot end the
 * element early whatever its strings hold.
 */
export function queriesScript(
  queries: readonly { queryKey: readonly unknown[]; data: unknown }[],
  now: number,
): string {
  if (!queries.length) return "";
  const state = {
    mutations: [],
    queries: queries.map(({ queryKey, data }) => ({
      dehydratedAt: now,
      queryKey,
      queryHash: JSON.stringify(queryKey),
      state: {
        data,
        dataUpdateCount: 1,
        dataUpdatedAt: now,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: "success",
        fetchStatus: "idle",
      },
    })),
  };
  const json = JSON.stringify(state).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${json}</script>`;
}

/**
 * Paint first, then boot (decision 047). A prerendered page is whole without its scripts, so it names them as data
 * (`<script type="application/json" data-boot="preload|module">["/assets/…"]</script>`: never fetched, never run by
 * the parser) and the inline `PAINT_FIRST_LOADER` adds them as `modulepreload` links and module scripts once the
 * browser has painted the page: on a slow phone the scripts' parse and the app's takeover no longer stand between the
 * HTML and its first paint. The loader is the page's second inline script; the CSP allows it by its SHA-256
 * (web/public/_headers; a test holds the two together).
 */
export const BOOT_ATTR = "data-boot";
export type BootKind = "preload" | "module";

/** The data block naming a page's scripts for the loader; "" with none. "<" is escaped as in `queriesScript`. */
export function bootData(kind: BootKind, urls: readonly string[]): string {
  if (!urls.length) return "";
  const json = JSON.stringify(urls).replace(/</g, "\\u003c");
  return `<script type="application/json" ${BOOT_ATTR}="${kind}">${json}</script>`;
}

/** The name of the function the loader leaves on `window` to hand its held clicks to the app (`replayEarlyClicks`). */
export const EARLY_CLICKS = "__reachgenEarlyClicks";

/**
 * The loader, as the page carries it inline (no request). It boots once: after the page's first contentful paint
 * (the Paint Timing entry, or the frame after the next one where the browser has no such entry), at once in a tab
 * that is not visible (it paints nothing until shown), at once on the visitor's first press of a pointer or key, and
 * after 2 s whatever happens. Data blocks are read in document order: the head's preloads before the body's main script.
 *
 * Until the app has taken the page over, a click on a served button has no handler to reach: the loader holds it (no
 * form is sent, nothing else sees it) and keeps each button once; `window[EARLY_CLICKS]()`, which the app calls once
 * it has taken the page over, stops holding and returns the held buttons, for the app to click again (web/src/lib/
 * early-clicks.ts). Links are left alone: they navigate as plain links.
 */
export const PAINT_FIRST_LOADER =
  '(function(){var d=document,w=window,b=0,q=[];function go(){if(b)return;b=1;d.querySelectorAll("script[data-boot]").forEach(function(s){var m=s.getAttribute("data-boot")==="module";JSON.parse(s.textContent).forEach(function(u){var e=d.createElement(m?"script":"link");if(m){e.type="module";e.src=u}else{e.rel="modulepreload";e.href=u}d.head.appendChild(e)})})}function later(){setTimeout(go,0)}function hold(e){var t=e.target&&e.target.closest?e.target.closest("button"):null;if(!t)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t)<0)q.push(t);go()}d.addEventListener("click",hold,true);["pointerdown","keydown","touchstart"].forEach(function(n){d.addEventListener(n,go,{capture:true,passive:true})});w.' +
  EARLY_CLICKS +
  '=function(){d.removeEventListener("click",hold,true);var l=q;q=[];return l};setTimeout(go,2000);if(d.visibilityState!=="visible")go();else if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(later)})})()';

/**
 * A built page's document with its module scripts and their preloads turned into boot data and the loader added at the
 * end of the body (vite.config.ts `prerenderPages`): the scripts keep their order, and nothing is fetched before the
 * first paint.
 */
export function paintFirst(html: string): string {
  const preloads: string[] = [];
  const modules: string[] = [];
  const out = html.replace(
    /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>|<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g,
    (_tag, src?: string, href?: string) => {
      if (src) modules.push(src);
      if (href) preloads.push(href);
      return "";
    },
  );
  if (!modules.length) throw new Error("the page has no module script to boot");
  return out.replace(
    "</body>",
    `${bootData("preload", preloads)}${bootData("module", modules)}<script>${PAINT_FIRST_LOADER}</script></body>`,
  );
}
