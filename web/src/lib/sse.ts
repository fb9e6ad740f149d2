import type { z } from "zod";
import { streamEvents } from "@common/errors";
import { ApiError } from "./api-error";

/** One server-sent event: its name (`message` when unnamed) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/** Splits complete `event:`/`data:` blocks off a buffer; the unfinished tail is handed back for the next chunk. */
export function takeSseEvents(buffer: string): { events: SseEvent[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, "\n");
  const end = normalised.lastIndexOf("\n\n");
  if (end < 0) return { events: [], rest: normalised };
  const events: SseEvent[] = [];
  for (const block of normalised.slice(0, end).split("\n\n")) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length) events.push({ event, data: data.join("\n") });
  }
  return { events, rest: normalised.slice(end + 2) };
}

type ProgressEvent<P, R> = { type: "phase"; phase: P } | { type: "result"; result: R };

/**
 * One event of a progress stream, parsed with its common/ schema: a `phase` (null when malformed: progress is only
 * shown, never acted on), the `result`, or the `error` event, thrown as an ApiError. Other events are null.
 */
export function readProgressEvent<P extends z.ZodType, R extends z.ZodType>(
  { event, data }: SseEvent,
  schemas: { phase: P; result: R },
): ProgressEvent<z.output<P>, z.output<R>> | null {
  if (event === streamEvents.error) throw ApiError.fromStreamError(data);
  if (event === streamEvents.result) return { type: "result", result: schemas.result.parse(JSON.parse(data)) };
  if (event !== streamEvents.phase) return null;
  const phase = schemas.phase.safeParse(JSON.parse(data));
  return phase.success ? { type: "phase", phase: phase.data } : null;
}
