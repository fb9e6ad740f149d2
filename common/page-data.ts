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
