import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { IMAGE_RULES } from "@common/generation";
import { platformIds } from "@common/platforms";
import { runPipeline } from "../../imaging/pipeline";
import { probeImage } from "../../imaging/probe";
import { toBase64 } from "../../lib/base64";
import { throttleLimits, waitInWords } from "../../services/accounts/throttles";
import { brief as apiBrief, keyHolder } from "../api-support";
import { createUser, shoeForm } from "../factories";
import type { PlatformId } from "@common/platforms";
import { call, callFrom, expectError, jsonInit } from "../helpers";
import { corpusFile, pngOf } from "../images";

/**
 * The hostile corpus of decision 018 (scripts/hostile-corpus.mjs, real files made byte by byte) through the real
 * upload routes: each is refused with the 4xx of the rule it breaks, or processed when it sits inside the limits;
 * never a 5xx. Then the refused-upload budgets.
 */

interface Entry {
  name: string;
  status: number;
  why: string;
  bytes: Uint8Array;
}

const MiB = 1024 * 1024;
const CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_CONTENT",
};

let corpus: Entry[] = [];
beforeAll(async () => {
  const base = inject("hostileCorpusBase");
  const index = (await (await fetch(`${base}/index.json`)).json()) as Omit<Entry, "bytes">[];
  corpus = await Promise.all(index.map(async (e) => ({ ...e, bytes: await corpusFile(base, e.name) })));
}, 120_000);

const form = (image: Uint8Array, platforms: PlatformId[] = ["facebook", "snapchat"]) =>
  shoeForm(image, platforms, "upload.bin");
const generate = (auth: Record<string, string>, image: Uint8Array, headers: Record<string, string> = {}) =>
  call("/api/ai/generate-copy", { method: "POST", headers: { ...auth, ...headers }, body: form(image) });

async function expectAnswer(res: Response, entry: Entry, route: string) {
  const label = `${route} ${entry.name} (${entry.why})`;
  if (entry.status === 200) {
    expect(res.status, `${label}: ${await res.clone().text()}`).toBeLessThan(300);
    return;
  }
  await expectError(res, entry.status, CODES[entry.status]!);
  expect(res.status, label).toBe(entry.status);
}

describe("the hostile corpus through the upload routes", () => {
  it("POST /api/ai/generate-copy answers each file with its rule's 4xx, or processes it; never a 5xx", async () => {
    expect(corpus.length).toBeGreaterThan(30);
    for (const entry of corpus) {
      // A fresh account per file: the refused-upload budget is tested on its own below.
      const { auth } = await createUser({ plan: "pro", conceptsLimit: 100 });
      await expectAnswer(await generate(auth, entry.bytes), entry, "generate-copy");
    }
  }, 300_000);

  it("POST /api/v1/images/smart-resize answers the same", async () => {
    for (const entry of corpus) {
      if (entry.bytes.length > 9 * MiB) continue; // past the data URL's 12 MB once base64-encoded
      const holder = await keyHolder();
      const res = await call(
        "/api/v1/images/smart-resize",
        jsonInit(
          "POST",
          { imageData: `data:image/png;base64,${toBase64(entry.bytes)}`, platforms: ["facebook", "snapchat"] },
          holder.keyAuth,
        ),
      );
      await expectAnswer(res, entry, "smart-resize");
    }
  }, 300_000);

  it("POST /api/v1/concepts refuses the refusals the same way; a stored original the rules now refuse is a 4xx to regenerate from, not a 500, and a contact sheet leaves it out", async () => {
    const refused = corpus.filter((e) => e.status !== 200 && e.bytes.length < 2 * MiB);
    for (const entry of refused) {
      const holder = await keyHolder();
      const res = await call(
        "/api/v1/concepts",
        jsonInit("POST", { ...apiBrief, imageData: `data:image/png;base64,${toBase64(entry.bytes)}` }, holder.keyAuth),
      );
      await expectAnswer(res, entry, "v1 concepts");
    }

    const { user, auth } = await createUser({ plan: "pro", conceptsLimit: 100 });
    const made = await generate(auth, corpus.find((e) => e.name === "png-16x16")!.bytes);
    expect(made.status).toBe(200);
    const { concept } = (await made.json()) as { concept: { id: number } };
    const original = (await env.MEDIA.list({ prefix: `concepts/${user.id}/` })).objects.find((o) =>
      o.key.includes("/original."),
    )!.key;
    for (const name of ["png-3000x1", "jpeg-every-scan", "png-16bit-over-cap", "webp-canvas-mismatch-67mp"]) {
      const entry = corpus.find((e) => e.name === name)!;
      await env.MEDIA.put(original, entry.bytes);
      const res = await call(`/api/concepts/${concept.id}/generate/reddit`, { method: "POST", headers: auth });
      await expectAnswer(res, entry, "regenerate");
      // The contact sheet leaves the refused original out instead of failing.
      const sheet = await call(
        "/api/batch-download",
        jsonInit("POST", { conceptIds: [concept.id], options: { format: "pdf", imageFormat: "all-sizes" } }, auth),
      );
      expect(sheet.status, name).toBe(200);
      expect(new TextDecoder().decode((await sheet.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    }
  }, 300_000);

  it("keeps every accepted file's wasm memory under 96 MiB, at all nine sizes", async () => {
    for (const entry of corpus.filter((e) => e.status === 200)) {
      const result = await runPipeline(entry.bytes, platformIds);
      expect(result.codecMemoryBytes, entry.name).toBeLessThan(96 * MiB);
    }
  }, 300_000);

  it("refuses before decoding: the probe alone rejects every refusal that needs no pixels", () => {
    const fromHeader = corpus.filter((e) => e.status === 415 || e.status === 422);
    for (const entry of fromHeader) expect(() => probeImage(entry.bytes), entry.name).toThrow();
    expect(IMAGE_RULES.maxJpegScans).toBeLessThan(2688);
  });
});

describe("refused uploads are throttled (decision 018)", () => {
  const tiny = () => pngOf(new Uint8Array(3000 * 4).fill(200), 3000, 1);
  const valid = () => pngOf(new Uint8Array(64 * 64 * 4).fill(180), 64, 64);

  async function expectThrottled(res: Response) {
    const body = await expectError(res, 429, "RATE_LIMITED", /^Too many of your images were refused\./);
    const retryAfter = Number(res.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(body.error.message).toMatch(new RegExp(`Try again in ${waitInWords(retryAfter)}\\.$`));
  }

  it("an account's refused uploads: the first N are answered, the next is 429 on every image route, valid photos too; accepted ones never count", async () => {
    const { limit } = throttleLimits.imageRefusalsPerAccount;
    const holder = await keyHolder();
    // Accepted uploads give their hold back: more than the limit of them spend nothing.
    for (let i = 0; i <= limit; i++) expect((await generate(holder.auth, valid())).status).toBe(200);
    for (let i = 0; i < limit; i++)
      await expectError(await generate(holder.auth, tiny()), 422, "UNPROCESSABLE_CONTENT", /too small/);
    await expectThrottled(await generate(holder.auth, tiny()));
    await expectThrottled(await generate(holder.auth, valid()));
    await expectThrottled(
      await call(
        "/api/v1/images/smart-resize",
        jsonInit(
          "POST",
          { imageData: `data:image/png;base64,${toBase64(valid())}`, platforms: ["reddit"] },
          holder.keyAuth,
        ),
      ),
    );
    // Another account is not affected.
    const other = await createUser({ plan: "pro", conceptsLimit: 100 });
    expect((await generate(other.auth, valid())).status).toBe(200);
  }, 120_000);

  it("an address's refused uploads across accounts: past its budget every account there gets 429", async () => {
    const { limit } = throttleLimits.imageRefusalsPerAddress;
    const { limit: perAccount } = throttleLimits.imageRefusalsPerAccount;
    const ip = "203.0.113.77";
    const send = (auth: Record<string, string>, image: Uint8Array) =>
      callFrom(ip, "/api/ai/generate-copy", { method: "POST", headers: auth, body: form(image, ["reddit"]) });
    let account = await createUser({ plan: "pro", conceptsLimit: 100 });
    for (let i = 0; i < limit; i++) {
      if (i % perAccount === perAccount - 1) account = await createUser({ plan: "pro", conceptsLimit: 100 });
      expect((await send(account.auth, tiny())).status).toBe(422);
    }
    const fresh = await createUser({ plan: "pro", conceptsLimit: 100 });
    await expectThrottled(await send(fresh.auth, valid()));
    // Elsewhere the same fresh account uploads as usual.
    expect(
      (
        await callFrom("203.0.113.78", "/api/ai/generate-copy", {
          method: "POST",
          headers: fresh.auth,
          body: form(valid(), ["reddit"]),
        })
      ).status,
    ).toBe(200);
  }, 120_000);
});
