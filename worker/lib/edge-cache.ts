/**
 * Public data from the data centre's cache (decision 035): the Cache API (`caches.default`) under a key that carries
 * a version of what the data shows, kept 60 s. A change moves the version, so the next read anywhere builds afresh;
 * the short life bounds what a missed version could serve, since a Cache API delete reaches one data centre only.
 * Only data that is the same for everyone goes through here: its loader takes no user.
 */

/** How long cached data lives in a data centre, whatever its version. */
export const EDGE_CACHE_TTL_S = 60;

/** The header that says where an answer's data came from: `HIT` (this data centre's cache) or `MISS` (D1). */
export const X_CACHE = "X-Cache";

export type CacheOutcome = "HIT" | "MISS";

/** Where data is stored: the request's origin, a path no route serves, the namespace, the version, then the item. */
export function edgeCacheKey(origin: string, namespace: string, version: string, item: string): string {
  const segments = [namespace, version].map(encodeURIComponent).join("/");
  return new URL(`/__edge-cache/${segments}/${item.replace(/^\/+/, "")}`, origin).toString();
}

/**
 * The data of this version: from the cache when it is there (`HIT`), else loaded, stored and answered (`MISS`). A null
 * version means nothing cacheable (a link that leads nowhere, a set still being made): the loader runs, nothing is
 * stored, and whatever it throws (a 404) goes to the caller.
 */
export function edgeCachedJson<T>(
  origin: string,
  namespace: string,
  version: string | null,
  item: string,
  load: () => Promise<T>,
): Promise<{ value: T; cache: CacheOutcome }> {
  const codec = { type: "application/json", write: JSON.stringify, read: (r: Response) => r.json() as Promise<T> };
  return edgeCached(origin, namespace, version, item, load, codec);
}

/** `edgeCachedJson` for a document (a page's filled HTML). */
export function edgeCachedText(
  origin: string,
  namespace: string,
  version: string | null,
  item: string,
  load: () => Promise<string>,
): Promise<{ value: string; cache: CacheOutcome }> {
  const codec = { type: "text/plain; charset=utf-8", write: (v: string) => v, read: (r: Response) => r.text() };
  return edgeCached(origin, namespace, version, item, load, codec);
}

async function edgeCached<T>(
  origin: string,
  namespace: string,
  version: string | null,
  item: string,
  load: () => Promise<T>,
  codec: { type: string; write: (value: T) => string; read: (stored: Response) => Promise<T> },
): Promise<{ value: T; cache: CacheOutcome }> {
  if (version === null) return { value: await load(), cache: "MISS" };
  const cache = caches.default;
  const key = edgeCacheKey(origin, namespace, version, item);
  const hit = await cache.match(key);
  if (hit) return { value: await codec.read(hit), cache: "HIT" };
  const value = await load();
  await cache.put(
    key,
    new Response(codec.write(value), {
      headers: { "Content-Type": codec.type, "Cache-Control": `public, max-age=${EDGE_CACHE_TTL_S}` },
    }),
  );
  return { value, cache: "MISS" };
}

/** One outcome for an answer built from several cached reads: HIT only when every read was. */
export function combinedOutcome(outcomes: readonly CacheOutcome[]): CacheOutcome {
  return outcomes.every((o) => o === "HIT") ? "HIT" : "MISS";
}

/**
 * Versions an isolate trusts for a few seconds before reading them again (decision 035). Measured locally, reading a
 * version from D1 costs most of what reading the data costs (one round trip either way), so the check pays only when
 * most requests skip it. A change forgets its entry in the isolate that made it; the others read the new version
 * within `ttlMs`. Unknown versions (null) are never kept: the next read looks again. At most `max` entries.
 */
export class VersionMemo {
  readonly #entries = new Map<string, { version: string; at: number }>();

  constructor(
    readonly ttlMs: number,
    readonly max = 1000,
  ) {}

  async get(key: string, read: () => Promise<string | null>): Promise<string | null> {
    const kept = this.#entries.get(key);
    if (kept && Date.now() - kept.at < this.ttlMs) return kept.version;
    const version = await read();
    this.#entries.delete(key);
    if (version === null) return null;
    if (this.#entries.size >= this.max) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { version, at: Date.now() });
    return version;
  }

  forget(key: string): void {
    this.#entries.delete(key);
  }
}
