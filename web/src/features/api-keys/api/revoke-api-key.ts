import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiKeyRevoked } from "@common/api";
import { requestJson } from "@web/lib/api-request";
import { invalidateApiKeys } from "./get-api-keys";

/** DELETE /api/v1/keys/{id}: the key stops working at once; it stays in the list as "revoked". */
export async function revokeApiKey(id: number) {
  return requestJson(ApiKeyRevoked, "DELETE", `/api/v1/keys/${id}`);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => invalidateApiKeys(queryClient),
  });
}
