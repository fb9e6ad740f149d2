import { env } from "cloudflare:workers";
import { expect, it } from "vitest";

it("reaches the creatives Worker through the CREATIVES binding", async () => {
  const res = await env.CREATIVES.fetch("https://creatives/health");
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok", wasmMemoryBytes: expect.any(Number) });
});
