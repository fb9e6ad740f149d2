import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { PRERENDERED_QUERIES_ID } from "@common/page-data";

/**
 * The data a prerendered page was rendered with (decision 017). The build writes the query cache it rendered from into
 * the page as JSON, and the browser restores it before hydrating, so its first render matches the HTML without asking
 * the server again. A share page's concept arrives the same way, written by the Worker (decision 043).
 */

/** The `<script>` block holding the client's successful queries, or "" when it holds none. */
export function prerenderedQueriesScript(client: QueryClient): string {
  const state = dehydrate(client);
  if (state.queries.length === 0) return "";
  // "<" escaped: the JSON cannot end the script element early, whatever its strings hold.
  const json = JSON.stringify(state).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${json}</script>`;
}

/** Puts the page's prerendered queries, if it has any, into the client's cache. */
export function restorePrerenderedQueries(client: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
  if (text) hydrate(client, JSON.parse(text) as DehydratedState);
}
