import type { QueryClient } from "@tanstack/react-query";
import { AssetGeneration, AssetPhase } from "@common/concepts";
import type { PlatformId } from "@common/platforms";
import { ConnectionError } from "@web/lib/api-error";
import { apiRequest } from "@web/lib/api-request";
import { readProgressEvent, takeSseEvents } from "@web/lib/sse";
import { invalidateConceptImages } from "./get-concept-image";
import { invalidateConceptLists } from "./get-concepts";
import { invalidateStats } from "./get-stats";

/**
 * 'Generate Assets': renders one platform's sizes again from the concept's original photo, following the server's
 * streamed progress (Accept: text/event-stream). Falls back to the plain JSON answer when the response is not a stream.
 * A refusal, before or inside the stream, rejects with an ApiError.
 */
export async function generateAssets(
  id: number,
  platform: PlatformId,
  onPhase: (phase: AssetPhase) => void,
  signal?: AbortSignal,
): Promise<AssetGeneration> {
  const res = await apiRequest("POST", `/api/concepts/${id}/generate/${platform}`, undefined, {
    Accept: "text/event-stream",
  });
  if (!res.headers.get("Content-Type")?.includes("text/event-stream") || !res.body) {
    return AssetGeneration.parse(await res.json());
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const abort = () => void reader.cancel().catch(() => {});
  signal?.addEventListener("abort", abort, { once: true });
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buffer += decoder.decode(value, { stream: !done });
      const { events, rest } = takeSseEvents(done ? `${buffer}\n\n` : buffer);
      buffer = rest;
      for (const e of events) {
        const event = readProgressEvent(e, { phase: AssetPhase, result: AssetGeneration });
        if (event?.type === "phase") onPhase(event.phase);
        else if (event?.type === "result") return event.result;
      }
      if (done) throw new ConnectionError("The connection closed before the assets were ready");
    }
  } finally {
    signal?.removeEventListener("abort", abort);
  }
}

/** After Generate Assets: the lists, the stats and every cached image of the concept are stale. */
export async function refreshAfterAssets(queryClient: QueryClient, id: number) {
  await Promise.all([
    invalidateConceptLists(queryClient),
    invalidateStats(queryClient),
    invalidateConceptImages(queryClient, id),
  ]);
}
