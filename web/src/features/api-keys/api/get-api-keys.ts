import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { ApiKeyList } from "@common/api";
import { requestJson } from "@web/lib/api-request";
import { developerApiQueryRoot } from "@web/lib/query-keys";

export const apiKeyListKey = [...developerApiQueryRoot, "keys"] as const;

/** GET /api/v1/keys: the signed-in user's keys, revoked and expired ones included (never their secrets). */
export async function getApiKeys(): Promise<ApiKeyList> {
  return requestJson(ApiKeyList, "GET", "/api/v1/keys");
}

export const apiKeysQueryOptions = queryOptions({ queryKey: apiKeyListKey, queryFn: getApiKeys });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}

/** Refetch the key list (after a key is created or revoked). */
export function invalidateApiKeys(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: apiKeyListKey });
}
