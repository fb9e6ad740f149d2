// The Standard Webhooks verifier: the specification's published vector, a tampered body, old timestamps, rotation.
import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhook, WebhookVerificationError } from "../src/index.js";

// The example of the Standard Webhooks reference libraries.
const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const id = "msg_p5jXN8AQM9LWM0D4loKWxJek";
const timestamp = 1614265330;
const body = '{"test": 2432232314}';
const signature = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=";
const headers = { "webhook-id": id, "webhook-timestamp": String(timestamp), "webhook-signature": signature };
const now = timestamp * 1000;

describe("verifyWebhook", () => {
  it("accepts the known-good vector and returns the parsed body", async () => {
    expect(await verifyWebhook({ secret, headers, body, now })).toEqual({ test: 2432232314 });
    expect(`v1,${await signWebhook(secret, id, timestamp, body)}`).toBe(signature);
  });

  it("accepts a Headers object, bytes, and one good signature among several (secret rotation)", async () => {
    const rotated = new Headers({ ...headers, "webhook-signature": `v1,bm90IHRoaXMgb25l ${signature}` });
    const bytes = new TextEncoder().encode(body);
    expect(await verifyWebhook({ secret, headers: rotated, body: bytes, now })).toEqual({ test: 2432232314 });
  });

  it("refuses a tampered body, a wrong secret and a missing header", async () => {
    const tampered = '{"test": 2432232315}';
    await expect(verifyWebhook({ secret, headers, body: tampered, now })).rejects.toThrow(WebhookVerificationError);
    await expect(verifyWebhook({ secret, headers, body: tampered, now })).rejects.toThrow("No matching signature");
    const other = `whsec_${randomBytes(24).toString("base64")}`;
    await expect(verifyWebhook({ secret: other, headers, body, now })).rejects.toThrow("No matching signature");
    const { "webhook-id": _, ...withoutId } = headers;
    await expect(verifyWebhook({ secret, headers: withoutId, body, now })).rejects.toThrow("Missing webhook headers");
  });

  it("refuses a timestamp outside the tolerance either way", async () => {
    await expect(verifyWebhook({ secret, headers, body, now: now + 301_000 })).rejects.toThrow("too old");
    await expect(verifyWebhook({ secret, headers, body, now: now - 301_000 })).rejects.toThrow("too new");
    expect(await verifyWebhook({ secret, headers, body, now: now + 299_000 })).toEqual({ test: 2432232314 });
  });

  it("agrees with Node's HMAC for a fresh secret and message", async () => {
    const key = randomBytes(32);
    const fresh = `whsec_${key.toString("base64")}`;
    const ts = Math.floor(Date.now() / 1000);
    const payload = JSON.stringify({ type: "concept.created", data: { id: 1, title: "Grüße 🎉" } });
    const sig = createHmac("sha256", key).update(`msg_1.${ts}.${payload}`).digest("base64");
    const h = { "webhook-id": "msg_1", "webhook-timestamp": String(ts), "webhook-signature": `v1,${sig}` };
    expect(await verifyWebhook({ secret: fresh, headers: h, body: payload })).toMatchObject({
      type: "concept.created",
    });
  });
});
