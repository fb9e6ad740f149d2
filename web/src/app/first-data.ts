import type { QueryClient } from "@tanstack/react-query";
import { paths } from "@common/paths";
import { getSessionToken } from "@web/lib/api-request";
import { subscriptionQueryOptions } from "@web/lib/session/get-subscription";
import { authUserQueryOptions } from "@web/lib/session/use-auth";

/**
 * The data a signed-in page's first screen shows, asked for as the app starts (decision 043): beside the session
 * check and the page's own script (which the Worker names in the head), not after both have arrived. The page reads
 * the same query and finds it answered or on its way. Code that only a page needs comes in its own chunk.
 */
const firstData: Partial<Record<string, (client: QueryClient) => Promise<void>>> = {
  [paths.brand]: async (client) => client.prefetchQuery((await import("@web/lib/brand-kits")).brandKitsQueryOptions),
  [paths.bulk]: (client) => client.prefetchQuery(subscriptionQueryOptions),
};

/**
 * With a stored session: the session check (the query useAuth reads) and the first screen's data of a page that has
 * an entry, started at once. Without one, nothing: a visitor's pages ask for nothing of the kind.
 */
export function prefetchFirstData(client: QueryClient, pathname: string): void {
  const token = getSessionToken();
  if (token === null) return;
  void client.prefetchQuery(authUserQueryOptions(token));
  void firstData[pathname.replace(/(.)\/$/, "$1")]?.(client);
}
