import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiKeyCreated, type ApiKeyCreate } from "@common/api";
import { requestJson } from "@web/lib/api-request";
import { invalidateApiKeys } from "./get-api-keys";

/** POST /api/v1/keys: the new key with its secret, which the server never shows again. */
export async function createApiKey(input: ApiKeyCreate): Promise<ApiKeyCreated> {
  return requestJson(ApiKeyCreated, "POST", "/api/v1/keys", input);
}

/** The list is refetched after a key is made; the secret stays with the caller only (it is not in the list). */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => void invalidateApiKeys(queryClient),
  });
}
