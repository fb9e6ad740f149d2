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
