import { queryOptions, useInfiniteQuery, useQuery, type QueryClient } from "@tanstack/react-query";
import { WebhookDeliveryList, WebhookEndpointList } from "@common/webhooks";
import { requestJson } from "@web/lib/api-request";
import { developerApiQueryRoot } from "@web/lib/query-keys";

export const webhooksKey = [...developerApiQueryRoot, "webhooks"] as const;
const deliveriesKey = (endpointId: string) => [...webhooksKey, endpointId, "deliveries"] as const;

/** GET /api/v1/webhooks: the account's endpoints (never their secrets). */
export async function getWebhooks(): Promise<WebhookEndpointList> {
  return requestJson(WebhookEndpointList, "GET", "/api/v1/webhooks");
}

export const webhooksQueryOptions = queryOptions({ queryKey: webhooksKey, queryFn: getWebhooks });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions);
}

/** GET /api/v1/webhooks/{id}/deliveries: newest first, a page at a time (`?cursor=` for the older ones). */
export async function getWebhookDeliveries(endpointId: string, cursor?: string | null): Promise<WebhookDeliveryList> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return requestJson(
    WebhookDeliveryList,
    "GET",
    `/api/v1/webhooks/${encodeURIComponent(endpointId)}/deliveries${query}`,
  );
}

/** While one of its deliveries is still being tried, an open log refreshes itself this often (ms). */
export const PENDING_REFRESH_MS = 3000;

/**
 * One endpoint's delivery log, while it is open on the page; "Show older" asks for the next page. A light poll runs
 * while a delivery is pending, so attempts and their outcome show without a reload.
 */
export function useWebhookDeliveries(endpointId: string) {
  return useInfiniteQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: ({ pageParam }) => getWebhookDeliveries(endpointId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.data.some((d) => d.status === "pending")) ? PENDING_REFRESH_MS : false,
  });
}

/** Refetch the endpoints and every open delivery log (after any change). */
export function invalidateWebhooks(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: webhooksKey });
}
