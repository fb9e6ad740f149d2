import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { type PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { BatchOptions } from "@common/concepts";
import { allImageSizes, platformIds } from "@common/platforms";
import { TurboJpeg } from "../../imaging/turbojpeg";
import worker from "../../index";
import { CREATIVES_DLQ, CREATIVES_QUEUE, type CreativesMessage } from "../../queue";
import { batchDownload } from "../../services/concepts/batch";
import { downloadConcept } from "../../services/concepts/downloads";
import type { AppContext } from "../../services/context";
import { drawBudget } from "../../services/creatives/sets";
import { shoeConcept, testContext } from "../factories";
import { call } from "../helpers";
import { unzip } from "../unzip";

const sizeOf = new Map(allImageSizes.map((s) => [s.key, s]));
const decoder = new TextDecoder();

interface Queued {
  id: string;
  body: CreativesMessage;
  attempts: number;
}

/** A producer that keeps what is sent, so the test can play the Queue. */
function recordingQueue() {
  const sent: Queued[] = [];
  const queue = {
    async send(body: CreativesMessage) {
      sent.push({ id: crypto.randomUUID(), body, attempts: 1 });
    },
    async sendBatch(messages: Iterable<MessageSendRequest<CreativesMessage>>) {
      for (const m of messages) sent.push({ id: crypto.randomUUID(), body: m.body, attempts: 1 });
    },
  };
  return { sent, queue: queue as unknown as Queue };
}

/** The request context with these bindings replaced. */
const contextWith = (over: Partial<Env>): AppContext => {
  const base = testContext();
  return { ...base, env: { ...base.env, ...over } };
};

/** A renderer that cannot be reached (the creatives Worker is down), counting the calls it refused. */
function deadRenderer() {
  const calls = { n: 0 };
  const fetcher = {
    async fetch() {
      calls.n++;
      throw new Error("connection refused");
    },
  };
  return { calls, fetcher: fetcher as unknown as Fetcher };
}

async function deliver(queueName: string, messages: Queued[], e: Env) {
  const batch = createMessageBatch<CreativesMessage>(
    queueName,
    messages.map((m) => ({ id: m.id, timestamp: new Date(), attempts: m.attempts, body: m.body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, e);
  return getQueueResult(batch, ctx);
}

const seed = shoeConcept;

async function storedCreatives(userId: number, id: number): Promise<string[]> {
  const list = await env.MEDIA.list({ prefix: `creatives/${userId}/${id}/` });
  return list.objects.map((o) => o.key).sort();
}

/** `instagram_story/ar` for each stored creative key. */
const sizeAndLanguage = (keys: string[]) => keys.map((k) => k.split("/").slice(3, 5).join("/")).sort();

function expectJpegOf(bytes: Uint8Array | undefined, sizeKey: string, what: string) {
  expect(bytes, what).toBeDefined();
  const pixels = new TurboJpeg().decode(bytes!);
  const size = sizeOf.get(sizeKey)!;
  expect([pixels.width, pixels.height], what).toEqual([size.width, size.height]);
}

function pdfImages(doc: PDFDocument) {
  return [...doc.context.enumerateIndirectObjects()].filter(
    ([, o]) =>
      o instanceof Object &&
      "dict" in o &&
      (o as { dict: PDFDict }).dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
  );
}

beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("the creatives queue", () => {
  it("a new concept queues one message per size; the consumer draws every language of it and skips what is stored", async () => {
    const recorder = recordingQueue();
    const { owner, id } = await seed(["x"], ["en", "ar"], contextWith({ CREATIVES_QUEUE: recorder.queue }));
    // Queued, not drawn: nothing is in R2 when generation answers.
    expect(recorder.sent.map((m) => m.body).sort((a, b) => a.sizeKey.localeCompare(b.sizeKey))).toEqual([
      { type: "creatives.draw", conceptId: id, sizeKey: "x_post" },
      { type: "creatives.draw", conceptId: id, sizeKey: "x_square" },
    ]);
    expect(await storedCreatives(owner.user.id, id)).toEqual([]);

    for (const m of recorder.sent) {
      const result = await deliver(CREATIVES_QUEUE, [m], env);
      expect(result.explicitAcks).toEqual([m.id]);
      expect(result.retryMessages).toEqual([]);
    }
    const keys = await storedCreatives(owner.user.id, id);
    expect(sizeAndLanguage(keys)).toEqual(["x_post/ar", "x_post/en", "x_square/ar", "x_square/en"]);
    for (const key of keys) {
      const obj = await env.MEDIA.get(key);
      expectJpegOf(new Uint8Array(await obj!.arrayBuffer()), key.split("/")[3]!, key);
    }

    // Delivered again (at least once): nothing is drawn, so a dead renderer does not matter and it is acknowledged.
    const dead = deadRenderer();
    const again = await deliver(CREATIVES_QUEUE, [recorder.sent[0]!], { ...env, CREATIVES: dead.fetcher });
    expect(again.explicitAcks).toEqual([recorder.sent[0]!.id]);
    expect(dead.calls.n).toBe(0);
    expect(await storedCreatives(owner.user.id, id)).toEqual(keys);
  }, 60_000);

  it("retries while the renderer is down, drops a deleted concept's message, acknowledges the dead-letter queue", async () => {
    const { owner, id } = await seed(["x"], ["en"]);
    const message = (sizeKey: string, conceptId = id): Queued => ({
      id: crypto.randomUUID(),
      body: { type: "creatives.draw", conceptId, sizeKey },
      attempts: 1,
    });
    const dead = deadRenderer();
    const down = message("x_post");
    const failed = await deliver(CREATIVES_QUEUE, [down], { ...env, CREATIVES: dead.fetcher });
    expect(failed.explicitAcks).toEqual([]);
    expect(failed.retryMessages.map((r) => r.msgId)).toEqual([down.id]);
    expect(dead.calls.n).toBe(1);

    // After max_retries the message lands on the dead-letter queue, which logs and acknowledges it.
    const lost = { ...down, attempts: 4 };
    expect((await deliver(CREATIVES_DLQ, [lost], env)).explicitAcks).toEqual([lost.id]);

    // A size the concept does not have, a concept that is gone, a malformed body: acknowledged, nothing drawn.
    const odd = [message("instagram_story"), message("x_post", 987_654_321)];
    const malformed = { id: crypto.randomUUID(), body: { type: "creatives.draw" } as CreativesMessage, attempts: 1 };
    const dropped = await deliver(CREATIVES_QUEUE, [...odd, malformed], { ...env, CREATIVES: dead.fetcher });
    expect(dropped.explicitAcks.sort()).toEqual([...odd, malformed].map((m) => m.id).sort());
    expect(dead.calls.n).toBe(1);
    await call(`/api/concepts/${id}`, { method: "DELETE", headers: owner.auth });
    const gone = message("x_square");
    expect((await deliver(CREATIVES_QUEUE, [gone], { ...env, CREATIVES: dead.fetcher })).explicitAcks).toEqual([
      gone.id,
    ]);
    expect(dead.calls.n).toBe(1);
    expect(await storedCreatives(owner.user.id, id)).toEqual([]);
  }, 60_000);

  it("regenerating a platform's renditions queues its sizes again", async () => {
    const { owner, id } = await seed(["x"], ["en"]);
    const recorder = recordingQueue();
    const { regenerateAssets } = await import("../../services/concepts/images");
    await regenerateAssets(contextWith({ CREATIVES_QUEUE: recorder.queue }), owner.user.id, id, "pinterest");
    expect(recorder.sent.map((m) => m.body)).toEqual([
      { type: "creatives.draw", conceptId: id, sizeKey: "pinterest_pin" },
    ]);
  });
});

describe("creatives in the concept ZIP", () => {
  it("has creatives/<platform>/<size>-<language>.jpg for every size and language, drawn when missing", async () => {
    const { owner, id } = await seed(["instagram", "x"], ["en", "ar"]);
    const res = await call(`/api/concepts/${id}/download`, { headers: { Cookie: `rg_session=${owner.token}` } });
    expect(res.status).toBe(200);
    const files = unzip(new Uint8Array(await res.arrayBuffer()));
    const creatives = [...files.keys()].filter((k) => k.startsWith("creatives/")).sort();
    expect(creatives).toEqual(
      [
        "creatives/instagram/instagram_feed-ar.jpg",
        "creatives/instagram/instagram_feed-en.jpg",
        "creatives/instagram/instagram_square-ar.jpg",
        "creatives/instagram/instagram_square-en.jpg",
        "creatives/instagram/instagram_story-ar.jpg",
        "creatives/instagram/instagram_story-en.jpg",
        "creatives/x/x_post-ar.jpg",
        "creatives/x/x_post-en.jpg",
        "creatives/x/x_square-ar.jpg",
        "creatives/x/x_square-en.jpg",
      ].sort(),
    );
    for (const path of creatives) {
      const sizeKey = path.split("/")[2]!.replace(/-[a-z]{2}\.jpg$/, "");
      expectJpegOf(files.get(path), sizeKey, path);
    }
    // The same pictures the concept's creatives URL serves: drawn once, stored, packaged.
    const story = await call(`/api/concepts/${id}/creatives/instagram_story?language=ar`, { headers: owner.auth });
    expect(new Uint8Array(await story.arrayBuffer())).toEqual(files.get("creatives/instagram/instagram_story-ar.jpg"));
    expect(await storedCreatives(owner.user.id, id)).toHaveLength(10);

    const readme = decoder.decode(files.get("README.txt"));
    expect(readme).toContain("creatives/<platform>/<size>-<language>.jpg");
    expect(readme).not.toContain("still to come");
    const manifest = JSON.parse(decoder.decode(files.get("manifest.json")));
    expect(manifest.creatives).toEqual({ included: 10, pending: [], unavailable: [], note: null });
    expect(manifest.files.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(creatives));
  }, 60_000);

  it("draws at most the request's cap, packages what is stored, queues the rest and says to download again", async () => {
    const { owner, id } = await seed(["instagram"], ["en", "ar", "ja"]);
    const recorder = recordingQueue();
    const ctx = contextWith({ CREATIVES_QUEUE: recorder.queue });
    const first = await downloadConcept(ctx, id, owner.user.id, {}, false, drawBudget(4));
    const files = unzip(new Uint8Array(await new Response(first.body).arrayBuffer()));
    const included = [...files.keys()].filter((k) => k.startsWith("creatives/"));
    expect(included).toHaveLength(4);
    expect(await storedCreatives(owner.user.id, id)).toHaveLength(4);
    const readme = decoder.decode(files.get("README.txt"));
    expect(readme).toContain("5 creatives are still being prepared");
    expect(readme).toContain("Download the package again in a minute");
    const manifest = JSON.parse(decoder.decode(files.get("manifest.json")));
    expect(manifest.creatives.included).toBe(4);
    expect(manifest.creatives.pending).toHaveLength(5);
    expect(manifest.creatives.note).toContain("still being prepared");
    // What the cap left is queued for the background, one message per size it touches.
    const pendingSizes = new Set(manifest.creatives.pending.map((p: { sizeKey: string }) => p.sizeKey));
    expect(new Set(recorder.sent.map((m) => m.body.sizeKey))).toEqual(pendingSizes);

    // The next download keeps the 4 stored and draws what is left within its own cap.
    const second = await downloadConcept(ctx, id, owner.user.id, {}, false, drawBudget(40));
    const all = unzip(new Uint8Array(await new Response(second.body).arrayBuffer()));
    expect([...all.keys()].filter((k) => k.startsWith("creatives/"))).toHaveLength(9);
    for (const path of included) expect(all.get(path)).toEqual(files.get(path));
    expect(decoder.decode(all.get("README.txt"))).not.toContain("still being prepared");
  }, 60_000);

  it("is still made, without creatives, when the creatives Worker is unreachable, and says so", async () => {
    const { owner, id } = await seed(["instagram", "x"], ["en", "ar"]);
    const dead = deadRenderer();
    const ctx = contextWith({ CREATIVES: dead.fetcher });
    const res = await downloadConcept(ctx, id, owner.user.id, {}, false);
    const files = unzip(new Uint8Array(await new Response(res.body).arrayBuffer()));
    expect([...files.keys()].filter((k) => k.startsWith("creatives/"))).toEqual([]);
    // Everything else is there.
    expect(files.has("instagram/instagram_story.jpg")).toBe(true);
    expect(files.has("x/copy.txt")).toBe(true);
    const readme = decoder.decode(files.get("README.txt"));
    expect(readme).toContain("10 creatives could not be drawn right now (the creatives renderer did not answer)");
    const manifest = JSON.parse(decoder.decode(files.get("manifest.json")));
    expect(manifest.creatives.unavailable).toHaveLength(10);
    // The first creative that fails twice stops the drawing: at most two tries per lane, not one per creative.
    expect(dead.calls.n).toBeGreaterThanOrEqual(2);
    expect(dead.calls.n).toBeLessThanOrEqual(8);
  }, 60_000);

  it("batch ZIPs: images-only includes creatives for the sizes asked for and platform filter; text-only has none", async () => {
    const { owner, id } = await seed(["instagram", "x"], ["en", "ar"]);
    const names = async (options: unknown) => {
      const made = await batchDownload(testContext(), owner.user.id, [id], BatchOptions.parse(options));
      return [...unzip(new Uint8Array(await new Response(made.body).arrayBuffer())).keys()].sort();
    };
    const images = await names({ format: "images-only", imageFormat: "all-sizes", platforms: ["x"] });
    expect(images.filter((k) => k.includes("/creatives/"))).toEqual([
      "concept-001/creatives/x/x_post-ar.jpg",
      "concept-001/creatives/x/x_post-en.jpg",
      "concept-001/creatives/x/x_square-ar.jpg",
      "concept-001/creatives/x/x_square-en.jpg",
    ]);
    const optimized = await names({ format: "zip", imageFormat: "optimized" });
    expect(optimized.filter((k) => k.includes("/creatives/"))).toEqual([
      "concept-001/creatives/instagram/instagram_feed-ar.jpg",
      "concept-001/creatives/instagram/instagram_feed-en.jpg",
      "concept-001/creatives/x/x_post-ar.jpg",
      "concept-001/creatives/x/x_post-en.jpg",
    ]);
    const text = await names({ format: "text-only", imageFormat: "all-sizes" });
    expect(text.filter((k) => k.includes("creatives"))).toEqual([]);
  }, 60_000);
});

describe("the batch's default package (what the dialog sends)", () => {
  it("a ZIP at all sizes holds every selected size's rendition and its creative in every language, with the copy", async () => {
    const { owner, id } = await seed(["instagram", "x", "pinterest"], ["ja", "ar"]);
    // The dialog's default: a ZIP, every size, only the platforms chosen (none chosen means all).
    const made = await batchDownload(
      testContext(),
      owner.user.id,
      [id],
      BatchOptions.parse({ imageFormat: "all-sizes", platforms: ["instagram", "x"] }),
    );
    const files = unzip(new Uint8Array(await new Response(made.body).arrayBuffer()));
    const sizes = { instagram: ["instagram_feed", "instagram_square", "instagram_story"], x: ["x_post", "x_square"] };
    for (const [platform, keys] of Object.entries(sizes)) {
      expect(files.has(`concept-001/${platform}/copy.txt`), platform).toBe(true);
      for (const size of keys) {
        expectJpegOf(files.get(`concept-001/${platform}/${size}.jpg`), size, `${platform}/${size}.jpg`);
        for (const lang of ["ja", "ar"])
          expectJpegOf(
            files.get(`concept-001/creatives/${platform}/${size}-${lang}.jpg`),
            size,
            `creatives/${platform}/${size}-${lang}.jpg`,
          );
      }
    }
    // Nothing of the platform left out, and the original photo is there too.
    expect([...files.keys()].some((k) => k.includes("pinterest"))).toBe(false);
    expect([...files.keys()].filter((k) => /^concept-001\/original\./.test(k))).toHaveLength(1);
    expect(decoder.decode(files.get("concept-001/README.txt"))).not.toContain("still to come");
    // The Japanese copy is in the platform's text file.
    const copy = decoder.decode(files.get("concept-001/x/copy.txt"));
    expect(copy).toContain("## Japanese (ja)");
    expect(copy).toContain("## Arabic (ar)");
  }, 60_000);

  it("says in the README which creatives are still to come when the request's draws run out", async () => {
    const { owner, id } = await seed(["x"], ["en", "ar"]);
    const recorder = recordingQueue();
    const made = await batchDownload(
      contextWith({ CREATIVES_QUEUE: recorder.queue }),
      owner.user.id,
      [id],
      BatchOptions.parse({ imageFormat: "all-sizes" }),
      drawBudget(1),
    );
    const files = unzip(new Uint8Array(await new Response(made.body).arrayBuffer()));
    // Every rendition is there whatever the creatives' state; one creative drawn, three to come.
    for (const size of ["x_post", "x_square"]) expect(files.has(`concept-001/x/${size}.jpg`)).toBe(true);
    expect([...files.keys()].filter((k) => k.includes("/creatives/"))).toHaveLength(1);
    const readme = decoder.decode(files.get("concept-001/README.txt"));
    expect(readme).toContain("Creatives still to come:");
    expect(readme).toContain("3 creatives are still being prepared");
  }, 60_000);
});

describe("the PDF contact sheet per platform", () => {
  it("shows each size once: the creative in the first language where drawn, else the rendition; a note when missing", async () => {
    const { owner, id } = await seed(["instagram", "x"], ["ar", "en"]);
    const options = BatchOptions.parse({ format: "pdf", imageFormat: "all-sizes" });
    const made = await batchDownload(testContext(), owner.user.id, [id], options);
    const doc = await PDFDocument.load(new Uint8Array(await new Response(made.body).arrayBuffer()));
    // The original and the 5 sizes, each as its Arabic creative (the concept's first language); nothing else drawn.
    expect(pdfImages(doc)).toHaveLength(1 + 5);
    expect(sizeAndLanguage(await storedCreatives(owner.user.id, id))).toEqual([
      "instagram_feed/ar",
      "instagram_square/ar",
      "instagram_story/ar",
      "x_post/ar",
      "x_square/ar",
    ]);

    // The renderer down: the plain renditions stand in, still one per size.
    const dead = deadRenderer();
    const other = await seed(["x"], ["en"]);
    const without = await batchDownload(
      contextWith({ CREATIVES: dead.fetcher }),
      other.owner.user.id,
      [other.id],
      options,
    );
    const plain = await PDFDocument.load(new Uint8Array(await new Response(without.body).arrayBuffer()));
    expect(pdfImages(plain)).toHaveLength(1 + 2);

    // Optimized: one size per platform, no photo; original: the photo alone.
    const optimized = await batchDownload(
      testContext(),
      owner.user.id,
      [id],
      BatchOptions.parse({ format: "pdf", imageFormat: "optimized" }),
    );
    expect(
      pdfImages(await PDFDocument.load(new Uint8Array(await new Response(optimized.body).arrayBuffer()))),
    ).toHaveLength(2);
    const original = await batchDownload(testContext(), owner.user.id, [id], BatchOptions.parse({ format: "pdf" }));
    expect(
      pdfImages(await PDFDocument.load(new Uint8Array(await new Response(original.body).arrayBuffer()))),
    ).toHaveLength(1);
  }, 60_000);

  it("a 10-platform concept's sheet holds all 17 sizes as print-size pictures", async () => {
    const { owner, id } = await seed([...platformIds], ["en", "ja"]);
    const made = await batchDownload(
      testContext(),
      owner.user.id,
      [id],
      BatchOptions.parse({ format: "pdf", imageFormat: "all-sizes" }),
    );
    const bytes = new Uint8Array(await new Response(made.body).arrayBuffer());
    const doc = await PDFDocument.load(bytes);
    const images = pdfImages(doc);
    expect(images).toHaveLength(1 + allImageSizes.length);
    // Every picture is shrunk for print (at most 720 px on its long side), so the sheet stays small.
    for (const [, o] of images) {
      const dict = (o as unknown as { dict: PDFDict }).dict;
      const side = Math.max(
        Number(String(dict.get(PDFName.of("Width")))),
        Number(String(dict.get(PDFName.of("Height")))),
      );
      expect(side).toBeLessThanOrEqual(720);
    }
    expect(bytes.length).toBeLessThan(8 * 1024 * 1024);
  }, 120_000);
});
