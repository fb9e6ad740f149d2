/**
 * The D1 read-replication bookmark a client carries between requests (decision 037): the database position its last
 * answer reflected, sent back so the next request reads at least that far (read-your-writes on a replica).
 */

/** The API's header: sent back by API clients, answered on every /api/v1 answer that read or wrote D1. */
export const D1_BOOKMARK_HEADER = "X-D1-Bookmark";

/** The app's cookie (HttpOnly: the browser carries it, scripts never read it). */
export const D1_BOOKMARK_COOKIE = "rg_d1b";

/** How long the cookie lives, in seconds: long enough to outlast any replica's lag, then the nearest copy is fine. */
export const D1_BOOKMARK_MAX_AGE_S = 600;

/**
 * A bookmark's shape: four groups of lowercase hex, 8-8-8-32 (what D1's `getBookmark()` answers). Bookmarks compare
 * as strings (newest greatest), so a value of any other shape is ignored rather than passed to D1, where a junk
 * string would sort above every real bookmark and stick.
 */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

export const isD1Bookmark = (value: string | null | undefined): value is string =>
  typeof value === "string" && BOOKMARK.test(value);
