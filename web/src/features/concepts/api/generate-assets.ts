import { AssetGeneration } from "@common/concepts";
import type { PlatformId } from "@common/platforms";
import { apiRequest, bodyMessage } from "@web/lib/api-request";
import { takeSseEvents } from "@web/lib/sse";

/** A `phase` event of POST /api/concepts/{id}/generate/{platform}: sizes rendered so far. */
export interface AssetPhase {
  phase: "rendering";
  message: string;
  platform: string;
  done: number;
  total: number;
}

/** A failure reported inside the event stream (the HTTP status was already 200). */
export class AssetGenerationError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * 'Generate Assets': renders one platform's sizes again from the concept's original photo, following the server's
 * streamed progress (Accept: text/event-stream). Falls back to the plain JSON answer when the response is not a stream.
 */
export async function generateAssets(
  id: number,
  platform: PlatformId,
  onPhase: (phase: AssetPhase) => void,
  signal?: AbortSignal,
): Promise<AssetGeneration> {
  const res = await apiRequest("POST", `/api/concepts/${id}/generate/${platform}`, undefined, { Accept: "text/event-stream" });
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
        const payload = JSON.parse(e.data) as unknown;
        if (e.event === "phase") onPhase(payload as AssetPhase);
        else if (e.event === "result") return AssetGeneration.parse(payload);
        else if (e.event === "error") throw new AssetGenerationError(bodyMessage(e.data) ?? "Unknown error", (payload as { status?: number }).status ?? 500);
      }
      if (done) throw new AssetGenerationError("The connection closed before the assets were ready", 502);
    }
  } finally {
    signal?.removeEventListener("abort", abort);
  }
}
