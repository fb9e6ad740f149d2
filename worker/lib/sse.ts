import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { streamEvents } from "@common/errors";
import { errorBody } from "./errors";

/**
 * The one progress stream: `phase` events while `run` works, then one `result` or one `error` event carrying the
 * envelope and the status the request would have answered. Used when the caller sends `Accept: text/event-stream`.
 */
export function progressStream<P, R>(
  c: Context,
  requestId: string,
  run: (onPhase: (phase: P) => void) => Promise<R>,
): Response {
  return streamSSE(c, async (stream) => {
    const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) });
    try {
      const result = await run((p) => void send(streamEvents.phase, p));
      await send(streamEvents.result, result);
    } catch (err) {
      const { status, body } = errorBody(err, requestId);
      await send(streamEvents.error, { status, ...body });
    }
  });
}

/** True when the caller asked for the progress stream instead of one JSON answer. */
export const wantsStream = (c: Context) => c.req.header("Accept")?.includes("text/event-stream") ?? false;
