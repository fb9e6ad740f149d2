import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  WebhookDelivery,
  WebhookEndpoint,
  type WebhookEndpointCreate,
  WebhookEndpointDeleted,
  type WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
} from "@common/webhooks";
import { requestJson } from "@web/lib/api-request";
import { invalidateWebhooks } from "./get-webhooks";

const endpointPath = (id: string) => `/api/v1/webhooks/${encodeURIComponent(id)}`;

/** POST /api/v1/webhooks: the new endpoint with its `whsec_` secret, which the server never shows again. */
export async function createWebhook(input: WebhookEndpointCreate): Promise<WebhookEndpointWithSecret> {
  return requestJson(WebhookEndpointWithSecret, "POST", "/api/v1/webhooks", input);
}

/** PATCH /api/v1/webhooks/{id}: here, enable or disable it. */
export async function updateWebhook({ id, ...patch }: WebhookEndpointUpdate & { id: string }) {
  return requestJson(WebhookEndpoint, "PATCH", endpointPath(id), patch);
}

/** DELETE /api/v1/webhooks/{id}: no more deliveries; its pending ones stop. */
export async function deleteWebhook(id: string) {
  return requestJson(WebhookEndpointDeleted, "DELETE", endpointPath(id));
}

/** POST /api/v1/webhooks/{id}/rotate-secret: a new secret, shown once; the old one keeps signing for 24 hours. */
export async function rotateWebhookSecret(id: string) {
  return requestJson(WebhookEndpointWithSecret, "POST", `${endpointPath(id)}/rotate-secret`);
}

/** POST /api/v1/webhooks/{id}/test: a `webhook.test` event to this endpoint only. */
export async function sendWebhookTest(id: string) {
  return requestJson(WebhookDelivery, "POST", `${endpointPath(id)}/test`);
}

/** POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/replay: the same event (same `webhook-id`) sent again now. */
export async function replayWebhookDelivery({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) {
  return requestJson(
    WebhookDelivery,
    "POST",
    `${endpointPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
  );
}

/** A webhook mutation that refreshes the endpoints and delivery logs when it settles, whatever the outcome. */
function useWebhookMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => invalidateWebhooks(queryClient) });
}

export const useCreateWebhook = () => useWebhookMutation(createWebhook);
export const useUpdateWebhook = () => useWebhookMutation(updateWebhook);
export const useDeleteWebhook = () => useWebhookMutation(deleteWebhook);
export const useRotateWebhookSecret = () => useWebhookMutation(rotateWebhookSecret);
export const useSendWebhookTest = () => useWebhookMutation(sendWebhookTest);
export const useReplayWebhookDelivery = () => useWebhookMutation(replayWebhookDelivery);
