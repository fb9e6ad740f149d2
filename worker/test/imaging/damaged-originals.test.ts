import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createUser, shoeForm, testPhoto } from "../factories";
import { call, expectError, jsonInit } from "../helpers";

/**
 * A concept's stored original damaged in R2 after it was made (a partial write, a bad copy): every path that reads
 * it again answers the image rules' 4xx, or leaves the photo out, never a 500 (decision 041).
 */

const form = (image: Uint8Array) => shoeForm(image);

async function damagedConcept(damage: (jpeg: Uint8Array) => Uint8Array) {
  const { user, auth } = await createUser({ plan: "pro", conceptsLimit: 100 });
  const photo = testPhoto(640, 480);
  const made = await call("/api/ai/generate-copy", { method: "POST", headers: auth, body: form(photo) });
  expect(made.status).toBe(200);
  const { concept } = (await made.json()) as { concept: { id: number } };
  const original = (await env.MEDIA.list({ prefix: `concepts/${user.id}/` })).objects.find((o) =>
    o.key.includes("/original."),
  )!.key;
  await env.MEDIA.put(original, damage(photo));
  return { auth, id: concept.id };
}

/** A JPEG whose header is whole and whose entropy-coded data is noise: the header reads, the pixels do not. */
const scrambled = (jpeg: Uint8Array) => {
  const out = jpeg.slice();
  const sos = out.findIndex((b, i) => b === 0xff && out[i + 1] === 0xda);
  for (let i = sos + 20; i < out.length - 2; i++) out[i] = (i * 97) & 0xfe;
  return out;
};
const truncated = (jpeg: Uint8Array) => jpeg.slice(0, Math.floor(jpeg.length / 2));
const notAnImage = () => new TextEncoder().encode("this was a photo once");

describe("a damaged stored original", () => {
  for (const [name, damage, status, code] of [
    ["scrambled", scrambled, 400, "BAD_REQUEST"],
    ["truncated", truncated, 400, "BAD_REQUEST"],
    ["not an image", notAnImage, 415, "UNSUPPORTED_MEDIA_TYPE"],
  ] as const) {
    it(`${name}: regenerate answers ${status}, the batch downloads leave the photo out, its public copy is ${status}`, async () => {
      const { auth, id } = await damagedConcept(damage);

      await expectError(
        await call(`/api/concepts/${id}/generate/reddit`, { method: "POST", headers: auth }),
        status,
        code,
      );
      // The same refusal inside a progress stream.
      const stream = await call(`/api/concepts/${id}/generate/reddit`, {
        method: "POST",
        headers: { ...auth, Accept: "text/event-stream" },
      });
      const events = await stream.text();
      expect(events).toContain("event: error");
      expect(events).toContain(`"code":"${code}"`);

      for (const format of ["pdf", "zip"] as const) {
        const res = await call(
          "/api/batch-download",
          jsonInit("POST", { conceptIds: [id], options: { format, imageFormat: "all-sizes" } }, auth),
        );
        expect(res.status, `${format}: ${res.status}`).toBe(200);
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
      }

      // Shared, the page's photo (its public copy, made from the original) is the same refusal, not a 500.
      const shared = await call(`/api/concepts/${id}/share`, { method: "POST", headers: auth });
      expect(shared.status, await shared.clone().text()).toBeLessThan(500);
      if (shared.status < 300) {
        const { sharePath } = (await shared.json()) as { sharePath: string };
        const token = sharePath.slice("/s/".length);
        const image = await call(`/api/shared/${token}/image`);
        // A scrambled JPEG's metadata can still be stripped without decoding it: its copy is served as it is.
        if (name === "scrambled") expect(image.status).toBe(200);
        else await expectError(image, status, code);
      }
      // The owner's full-size download of the public photo.
      const own = await call(`/api/concepts/${id}/image`, { headers: auth });
      expect(own.status).toBeLessThan(500);
    }, 60_000);
  }
});
