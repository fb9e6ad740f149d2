import { afterEach, describe, expect, it, vi } from "vitest";
import { makeConcept, stubFetch } from "../test-utils";
import { takeSseEvents } from "@web/lib/sse";
import type { AssetPhase } from "@common/concepts";
import { generateAssets } from "./generate-assets";

afterEach(() => vi.unstubAllGlobals());

function sse(chunks: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
}

const result = {
  concept: makeConcept({ id: 3 }),
  platform: "facebook",
  sizes: [
    { key: "facebook_feed", width: 1200, height: 628, bytes: 90_000, mode: "crop" },
    { key: "facebook_square", width: 1080, height: 1080, bytes: 80_000, mode: "fit" },
  ],
};

describe("takeSseEvents", () => {
  it("splits complete blocks and keeps the unfinished tail", () => {
    const { events, rest } = takeSseEvents('event: phase\ndata: {"a":1}\n\nevent: result\r\ndata: {"b"');
    expect(events).toEqual([{ event: "phase", data: '{"a":1}' }]);
    expect(rest).toBe('event: result\ndata: {"b"');
  });
});

describe("generateAssets", () => {
  it("asks for the event stream with the bearer token, reports each phase and resolves with the result", async () => {
    localStorage.setItem("userSession", "tok");
    const phase = (done: number): AssetPhase => ({
      phase: "rendering",
      message: "Rendering Facebook",
      platform: "facebook",
      done,
      total: 2,
    });
    const text = `${[phase(1), phase(2)].map((p) => `event: phase\ndata: ${JSON.stringify(p)}\n\n`).join("")}event: result\ndata: ${JSON.stringify(result)}\n\n`;
    // Cut the stream mid-event to check reassembly.
    const fetchMock = stubFetch(() => sse([text.slice(0, 30), text.slice(30, 140), text.slice(140)]));
    const seen: AssetPhase[] = [];
    const answer = await generateAssets(3, "facebook", (p) => seen.push(p));
    expect(answer.sizes.map((s) => s.key)).toEqual(["facebook_feed", "facebook_square"]);
    expect(seen.map((p) => `${p.done}/${p.total}`)).toEqual(["1/2", "2/2"]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/concepts/3/generate/facebook");
    expect(init!.method).toBe("POST");
    expect((init!.headers as Record<string, string>).Accept).toBe("text/event-stream");
    expect((init!.headers as Record<string, string>).Authorization).toBe("Bearer tok");
  });

  it("rejects with an ApiError carrying the error event's envelope and status", async () => {
    stubFetch(() =>
      sse([
        `event: error\ndata: ${JSON.stringify({ status: 404, error: { code: "NOT_FOUND", message: "Image Not Found", requestId: "r" } })}\n\n`,
      ]),
    );
    await expect(generateAssets(3, "facebook", () => {})).rejects.toMatchObject({
      name: "ApiError",
      serverMessage: "Image Not Found",
      status: 404,
    });
  });

  it("accepts a plain JSON answer", async () => {
    stubFetch(() => Response.json(result));
    await expect(generateAssets(3, "facebook", () => {})).resolves.toMatchObject({ platform: "facebook" });
  });

  it("rejects when the stream ends without a result", async () => {
    stubFetch(() => sse(["event: phase\ndata: {}\n\n"]));
    await expect(generateAssets(3, "facebook", () => {})).rejects.toThrow(/closed before/);
  });
});
