import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ApiConcept, apiPermissions, planApiBudget } from "@common/api";
import {
  WEBHOOK_RETRY_SCHEDULE_SECONDS,
  WEBHOOK_SECRET_OVERLAP_MS,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointDeleted,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
  webhookEventSchemas,
  webhookEventTypes,
  type WebhookEventType,
} from "@common/webhooks";
import { jobs, mailOutbox, webhookEndpoints, webhookEvents } from "../../db/schema";
import { apiKeyMessages } from "../../services/api/keys";
import { createContext } from "../../services/context";
import { fail, settle } from "../../services/api/jobs-run";
import { newJobId } from "../../services/api/jobs";
import { brief, db, keyHolder, photoDataUrl, setUser, spendBudget } from "../api-support";
import { createUser } from "../factories";
import { call, callWith, expectBody, expectError, jsonInit } from "../helpers";
import {
  addEndpoint,
  deadLetter,
  deliveriesOfEndpoint,
  deliveryRow,
  dnsAnswers,
  drainDelivery,
  received,
  receiverBase,
  receiverPath,
  script,
} from "../webhooks-support";

const everyPermission = { key: { permissions: [...apiPermissions] } };
const production = { ...env, ENVIRONMENT: "production" } as Env;

beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

/** Waits until the endpoint has `n` deliveries (emission runs after the answer), then answers them, oldest first. */
async function deliveriesAwaited(endpointId: string, n: number) {
  let rows: Awaited<ReturnType<typeof deliveriesOfEndpoint>> = [];
  await vi.waitFor(
    async () => {
      rows = await deliveriesOfEndpoint(endpointId);
      expect(rows.length).toBeGreaterThanOrEqual(n);
    },
    { timeout: 5000, interval: 50 },
  );
  return rows.reverse();
}

async function insertJob(userId: number, type: "concept.create" | "concept.batch" = "concept.create") {
  const id = newJobId();
  await db()
    .insert(jobs)
    .values({ id, userId, type, requestHash: "x", status: "running", expiresAt: new Date(Date.now() + 3_600_000) });
  return id;
}

const verify = (secret: string, w: { body: string; headers: Record<string, string> }) =>
  new Webhook(secret).verify(w.body, w.headers);

describe("webhook deliveries", () => {
  it("every event type reaches a subscribed endpoint once, signed per Standard Webhooks with the endpoint's secret", async () => {
    const holder = await keyHolder(everyPermission);
    const path = receiverPath("every");
    const endpoint = await addEndpoint(holder.auth, path, [...webhookEventTypes]);
    expect(endpoint.secret).toMatch(/^whsec_/);
    // A second endpoint of the account, subscribed to nothing that happens here, receives nothing.
    const quiet = await addEndpoint(holder.auth, receiverPath("quiet"), ["job.failed"]);

    // concept.created, concept.updated, concept.deleted through the API.
    const made = await call(
      "/api/v1/concepts",
      jsonInit("POST", { ...brief, imageData: photoDataUrl() }, holder.keyAuth),
    );
    const concept = await expectBody(made, 201, ApiConcept);
    await expectBody(
      await call(`/api/v1/concepts/${concept.id}`, jsonInit("PATCH", { titleEn: "Grip on wet rock" }, holder.keyAuth)),
      200,
      ApiConcept.pick({ id: true }),
    );
    expect((await call(`/api/v1/concepts/${concept.id}`, { method: "DELETE", headers: holder.keyAuth })).status).toBe(
      204,
    );
    // job.completed and job.failed where a job becomes final (services/api/jobs.ts settle and fail).
    const ctx = createContext(env);
    const done = await insertJob(holder.user.id);
    await settle(ctx, done, { status: "succeeded", conceptId: concept.id, progressDone: 1, completedAt: new Date() });
    const failed = await insertJob(holder.user.id, "concept.batch");
    await fail(ctx, failed, "BAD_REQUEST", "The photo is missing");
    // usage.threshold: this call reaches 80 % of the hourly budget.
    await spendBudget(holder.user.id, holder.key.keyId, planApiBudget.pro * 0.8 - 1);
    expect((await call("/api/v1/webhooks", { headers: holder.keyAuth })).status).toBe(200);
    // webhook.test.
    await expectBody(
      await call(`/api/v1/webhooks/${endpoint.id}/test`, { method: "POST", headers: holder.auth }),
      202,
      WebhookDelivery,
    );

    const rows = await deliveriesAwaited(endpoint.id, webhookEventTypes.length);
    for (const row of rows) expect(await drainDelivery(row.id)).toEqual([]);
    // The quiet endpoint got only the failed job.
    expect((await deliveriesOfEndpoint(quiet.id)).length).toBe(1);

    const got = await received(path);
    const types = got.map((w) => (JSON.parse(w.body) as { type: WebhookEventType }).type);
    expect(types.sort()).toEqual([...webhookEventTypes].sort());
    const events = await db().select().from(webhookEvents).where(eq(webhookEvents.userId, holder.user.id));
    for (const w of got) {
      expect(w.method).toBe("POST");
      expect(w.headers["content-type"]).toBe("application/json");
      expect(w.headers["user-agent"]).toBe("ReachGen-Webhooks/1");
      expect(w.headers["webhook-id"]).toMatch(/^msg_[0-9a-z]{24}$/);
      const payload = verify(endpoint.secret, w) as { type: WebhookEventType };
      // The body is the event exactly as stored, and matches its documented schema.
      expect(events.find((e) => e.id === w.headers["webhook-id"])?.payload).toBe(w.body);
      const parsed = webhookEventSchemas[payload.type].safeParse(payload);
      expect(parsed.success, `${payload.type}: ${parsed.error?.message}`).toBe(true);
      // A tampered body fails verification, and so does another secret.
      expect(() => verify(endpoint.secret, { ...w, body: w.body.replace("}", " }") })).toThrow();
      expect(() => verify(quiet.secret, w)).toThrow();
    }
    const byType = Object.fromEntries(got.map((w) => [JSON.parse(w.body).type, JSON.parse(w.body).data]));
    expect(byType["concept.created"]).toMatchObject({ id: concept.id, source: "api", platforms: concept.platforms });
    expect(byType["concept.updated"]).toMatchObject({ id: concept.id, change: "edited" });
    expect(byType["concept.deleted"]).toEqual({ id: concept.id });
    expect(byType["job.completed"]).toMatchObject({
      id: done,
      conceptId: concept.id,
      statusUrl: `/api/v1/jobs/${done}`,
    });
    expect(byType["job.failed"]).toMatchObject({ id: failed, error: { code: "BAD_REQUEST" } });
    expect(byType["usage.threshold"]).toMatchObject({ budget: "api_hourly", threshold: 80, limit: 1000 });
    expect(byType["webhook.test"]).toMatchObject({ endpointId: endpoint.id });

    // Each delivery succeeded in one attempt; a message delivered again sends nothing twice.
    for (const row of rows) {
      expect(await deliveryRow(row.id)).toMatchObject({ status: "succeeded", attempts: 1, lastResponseCode: 200 });
      await drainDelivery(row.id);
    }
    expect((await received(path)).length).toBe(webhookEventTypes.length);

    // The delivery log: newest first, the event's type and status.
    const log = await expectBody(
      await call(`/api/v1/webhooks/${endpoint.id}/deliveries`, { headers: holder.auth }),
      200,
      WebhookDeliveryList,
    );
    expect(log.data.map((d) => d.id)).toEqual([...rows].reverse().map((r) => r.id));
    expect(log.data.every((d) => d.status === "succeeded" && d.attempts === 1)).toBe(true);
    expect(log.nextCursor).toBeNull();
  }, 60_000);

  it("answering 500 three times then 200 delivers exactly once more, with attempts 4 and the retries on the schedule", async () => {
    const holder = await keyHolder();
    const path = receiverPath("flaky");
    const endpoint = await addEndpoint(holder.auth, path, ["webhook.test"]);
    await script(path, [500, 500, 500]);
    const queued = await expectBody(
      await call(`/api/v1/webhooks/${endpoint.id}/test`, { method: "POST", headers: holder.auth }),
      202,
      WebhookDelivery,
    );
    expect(queued).toMatchObject({ status: "pending", attempts: 0, eventType: "webhook.test" });
    const delays = await drainDelivery(queued.id);
    expect(delays).toEqual(WEBHOOK_RETRY_SCHEDULE_SECONDS.slice(0, 3));
    const got = await received(path);
    expect(got.map((w) => w.status)).toEqual([500, 500, 500, 200]);
    expect(new Set(got.map((w) => w.headers["webhook-id"])).size).toBe(1);
    for (const w of got) verify(endpoint.secret, w);
    expect(await deliveryRow(queued.id)).toMatchObject({
      status: "succeeded",
      attempts: 4,
      lastResponseCode: 200,
      lastError: null,
      nextAttemptAt: null,
    });
  });

  it("a failed attempt records its code, error and next attempt; a redirect is a failure", async () => {
    const holder = await keyHolder();
    const path = receiverPath("redirect");
    const endpoint = await addEndpoint(holder.auth, path, ["webhook.test"]);
    await script(path, [302]);
    const { id } = await expectBody(
      await call(`/api/v1/webhooks/${endpoint.id}/test`, { method: "POST", headers: holder.auth }),
      202,
      WebhookDelivery,
    );
    const { deliverMessage } = await import("../webhooks-support");
    const before = Date.now();
    expect(await deliverMessage({ type: "webhook.deliver", deliveryId: id })).toEqual({
      acked: false,
      delaySeconds: 5,
    });
    const row = await deliveryRow(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastResponseCode: 302 });
    expect(row.lastError).toMatch(/redirect/);
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before + 5000 - 1000);
  });

  it("exhausting the retries fails the delivery, disables the endpoint and mails its owner; replay after it is back on", async () => {
    const holder = await keyHolder();
    const path = receiverPath("down");
    const endpoint = await addEndpoint(holder.auth, path, ["webhook.test"]);
    const attempts = WEBHOOK_RETRY_SCHEDULE_SECONDS.length + 1;
    await script(path, Array(attempts).fill(503));
    const { id } = await expectBody(
      await call(`/api/v1/webhooks/${endpoint.id}/test`, { method: "POST", headers: holder.auth }),
      202,
      WebhookDelivery,
    );
    expect(await drainDelivery(id)).toEqual([...WEBHOOK_RETRY_SCHEDULE_SECONDS]);
    expect((await received(path)).length).toBe(attempts);
    expect(await deliveryRow(id)).toMatchObject({ status: "failed", attempts, lastResponseCode: 503 });

    const after = await expectBody(
      await call(`/api/v1/webhooks/${endpoint.id}`, { headers: holder.auth }),
      200,
      WebhookEndpoint,
    );
    expect(after.enabled).toBe(false);
    expect(after.disabledReason).toMatch(/8 failed attempts/);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, holder.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("A ReachGen webhook endpoint was disabled");
    expect(mails[0]!.text).toContain(`${receiverBase()}${path}`);
    expect(mails[0]!.text).toContain("/api-keys");

    // Disabled: no test, no replay, and nothing new is emitted to it.
    await expectError(
      await call(`/api/v1/webhooks/${endpoint.id}/test`, { method: "POST", headers: holder.auth }),
      409,
      "CONFLICT",
    );
    const replayPath = `/api/v1/webhooks/${endpoint.id}/deliveries/${id}/replay`;
    await expectError(await call(replayPath, { method: "POST", headers: holder.auth }), 409, "CONFLICT");

    // Back on: the replay sends the same event (same webhook-id) once more, now answered.
    await expectBody(
      await call(`/api/v1/webhooks/${endpoint.id}`, jsonInit("PATCH", { enabled: true }, holder.auth)),
      200,
      WebhookEndpoint.extend({ enabled: WebhookEndpoint.shape.enabled.refine((v) => v) }),
    );
    const replayed = await expectBody(
      await call(replayPath, { method: "POST", headers: holder.auth }),
      202,
      WebhookDelivery,
    );
    expect(replayed.status).toBe("pending");
    await expectError(await call(replayPath, { method: "POST", headers: holder.auth }), 409, "CONFLICT");
    expect(await drainDelivery(id, { replay: true })).toEqual([]);
    const got = await received(path);
    expect(got).toHaveLength(attempts + 1);
    expect(got.at(-1)!.headers["webhook-id"]).toBe(got[0]!.headers["webhook-id"]);
    expect(got.at(-1)!.body).toBe(got[0]!.body);
    expect(await deliveryRow(id)).toMatchObject({ status: "succeeded", lastResponseCode: 200 });
  });

  it("a disabled or deleted endpoint's pending deliveries stop; the dead-letter queue fails what it is handed", async () => {
    const holder = await keyHolder();
    const path = receiverPath("stopped");
    const endpoint = await addEndpoint(holder.auth, path, ["webhook.test"]);
    const send = async () =>
      (
        await expectBody(
          await call(`/api/v1/webhooks/${endpoint.id}/test`, { method: "POST", headers: holder.auth }),
          202,
          WebhookDelivery,
        )
      ).id;
    const first = await send();
    const second = await send();
    await deadLetter(second);
    expect(await deliveryRow(second)).toMatchObject({ status: "failed" });
    await call(`/api/v1/webhooks/${endpoint.id}`, jsonInit("PATCH", { enabled: false }, holder.auth));
    expect(await drainDelivery(first)).toEqual([]);
    expect(await deliveryRow(first)).toMatchObject({ status: "failed", attempts: 0 });
    expect(await received(path)).toHaveLength(0);
    const shown = await expectBody(
      await call(`/api/v1/webhooks/${endpoint.id}`, { headers: holder.auth }),
      200,
      WebhookEndpoint,
    );
    expect(shown).toMatchObject({ enabled: false, disabledReason: "Turned off by its owner" });

    await call(`/api/v1/webhooks/${endpoint.id}`, jsonInit("PATCH", { enabled: true }, holder.auth));
    const third = await send();
    await expectBody(
      await call(`/api/v1/webhooks/${endpoint.id}`, { method: "DELETE", headers: holder.auth }),
      200,
      WebhookEndpointDeleted,
    );
    expect(await drainDelivery(third)).toEqual([]);
    expect(await received(path)).toHaveLength(0);
    await expectError(await call(`/api/v1/webhooks/${endpoint.id}`, { headers: holder.auth }), 404, "NOT_FOUND");
  });

  it("a rotated secret: both sign for the overlap, then only the new one", async () => {
    const holder = await keyHolder();
    const path = receiverPath("rotate");
    const endpoint = await addEndpoint(holder.auth, path, ["webhook.test"]);
    const rotated = await expectBody(
      await call(`/api/v1/webhooks/${endpoint.id}/rotate-secret`, { method: "POST", headers: holder.auth }),
      200,
      WebhookEndpointWithSecret,
    );
    expect(rotated.secret).not.toBe(endpoint.secret);
    const expires = new Date(rotated.previousSecretExpiresAt!).getTime();
    expect(Math.abs(expires - (Date.now() + WEBHOOK_SECRET_OVERLAP_MS))).toBeLessThan(60_000);
    const test = async () => {
      const { id } = await expectBody(
        await call(`/api/v1/webhooks/${endpoint.id}/test`, { method: "POST", headers: holder.auth }),
        202,
        WebhookDelivery,
      );
      await drainDelivery(id);
      return (await received(path)).at(-1)!;
    };
    const during = await test();
    expect(during.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    verify(rotated.secret, during);
    verify(endpoint.secret, during);

    await db()
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const afterwards = await test();
    expect(afterwards.headers["webhook-signature"]!.split(" ")).toHaveLength(1);
    verify(rotated.secret, afterwards);
    expect(() => verify(endpoint.secret, afterwards)).toThrow();
    const shown = await expectBody(
      await call(`/api/v1/webhooks/${endpoint.id}`, { headers: holder.auth }),
      200,
      WebhookEndpoint,
    );
    expect(shown.previousSecretExpiresAt).toBeNull();
  });
});

describe("usage.threshold", () => {
  it("fires once at 80 % and once at 100 % of the hourly API budget", async () => {
    const holder = await keyHolder(everyPermission);
    const endpoint = await addEndpoint(holder.auth, receiverPath("usage"), ["usage.threshold"]);
    const limit = planApiBudget.pro;
    const get = () => call("/api/v1/webhooks", { headers: holder.keyAuth });
    const thresholds = async () =>
      (
        await db()
          .select()
          .from(webhookEvents)
          .where(and(eq(webhookEvents.userId, holder.user.id), eq(webhookEvents.type, "usage.threshold")))
      ).map((e) => JSON.parse(e.payload).data as { threshold: number; used: number; limit: number });

    await spendBudget(holder.user.id, holder.key.keyId, limit * 0.8 - 2);
    expect((await get()).status).toBe(200);
    expect(await thresholds()).toEqual([]);
    expect((await get()).status).toBe(200); // 80 %
    expect((await get()).status).toBe(200);
    await vi.waitFor(async () => expect(await thresholds()).toHaveLength(1));
    await spendBudget(holder.user.id, holder.key.keyId, limit - 1);
    expect((await get()).status).toBe(200); // 100 %
    expect((await get()).status).toBe(429);
    await vi.waitFor(async () => expect(await thresholds()).toHaveLength(2));
    const got = await thresholds();
    expect(got.map((t) => t.threshold).sort()).toEqual([100, 80]);
    expect(got.find((t) => t.threshold === 80)).toMatchObject({ used: limit * 0.8, limit });
    expect((await deliveriesOfEndpoint(endpoint.id)).length).toBe(2);
  });

  it("fires at 80 % and 100 % of the plan's monthly concepts", async () => {
    const holder = await keyHolder({ ...everyPermission, conceptsLimit: 5 });
    await addEndpoint(holder.auth, receiverPath("monthly"), ["usage.threshold"]);
    await setUser(holder.user.id, { conceptsGenerated: 3 });
    const make = () =>
      call("/api/v1/concepts", jsonInit("POST", { ...brief, imageData: photoDataUrl() }, holder.keyAuth));
    expect((await make()).status).toBe(201); // 4 of 5
    expect((await make()).status).toBe(201); // 5 of 5
    expect((await make()).status).toBe(403);
    await vi.waitFor(async () => {
      const rows = await db()
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.userId, holder.user.id), eq(webhookEvents.type, "usage.threshold")));
      expect(rows.map((r) => JSON.parse(r.payload).data.threshold).sort()).toEqual([100, 80]);
      expect(rows.every((r) => JSON.parse(r.payload).data.budget === "concepts_monthly")).toBe(true);
    });
  }, 30_000);
});

describe("webhook endpoints", () => {
  it("an account with no subscribed endpoint writes nothing when events happen", async () => {
    const holder = await keyHolder(everyPermission);
    await addEndpoint(holder.auth, receiverPath("other"), ["job.failed"]);
    const ctx = createContext(env);
    const job = await insertJob(holder.user.id);
    await settle(ctx, job, { status: "succeeded", progressDone: 1, completedAt: new Date() });
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.userId, holder.user.id))).toEqual([]);
  });

  it("another account's endpoint or delivery is 404; a plan without the API is refused as keys are; at most 10", async () => {
    const holder = await keyHolder();
    const stranger = await keyHolder(everyPermission);
    const endpoint = await addEndpoint(holder.auth, receiverPath("mine"), ["webhook.test"]);
    const { id: deliveryId } = await expectBody(
      await call(`/api/v1/webhooks/${endpoint.id}/test`, { method: "POST", headers: holder.auth }),
      202,
      WebhookDelivery,
    );
    await drainDelivery(deliveryId);
    const base = `/api/v1/webhooks/${endpoint.id}`;
    for (const auth of [stranger.auth, stranger.keyAuth]) {
      for (const [method, path, body] of [
        ["GET", base],
        ["PATCH", base, { description: "mine now" }],
        ["DELETE", base],
        ["POST", `${base}/rotate-secret`],
        ["POST", `${base}/test`],
        ["GET", `${base}/deliveries`],
        ["POST", `${base}/deliveries/${deliveryId}/replay`],
      ] as const) {
        const init = body ? jsonInit(method, body, auth) : { method, headers: auth };
        await expectError(await call(path, init), 404, "NOT_FOUND");
      }
    }
    const list = await expectBody(await call("/api/v1/webhooks", { headers: stranger.auth }), 200, WebhookEndpointList);
    expect(list.data).toEqual([]);
    // The owner's endpoint is untouched, and lists without its secret.
    const mine = await expectBody(await call("/api/v1/webhooks", { headers: holder.auth }), 200, WebhookEndpointList);
    expect(mine.data.map((e) => e.id)).toEqual([endpoint.id]);
    expect(JSON.stringify(mine)).not.toContain("whsec_");

    const basic = await createUser({ plan: "basic" });
    await expectError(
      await call(
        "/api/v1/webhooks",
        jsonInit("POST", { url: `${receiverBase()}/x`, events: ["webhook.test"] }, basic.auth),
      ),
      403,
      "PAYMENT_REQUIRED",
      apiKeyMessages.plan("Basic"),
    );
    await expectError(await call("/api/v1/webhooks", { headers: basic.auth }), 403, "PAYMENT_REQUIRED");
    // A key without webhook:write.
    await expectError(
      await call("/api/v1/webhooks", { headers: holder.keyAuth }),
      403,
      "FORBIDDEN",
      "This API key lacks the webhook:write permission",
    );

    for (let i = 1; i < 10; i++) await addEndpoint(holder.auth, receiverPath(`many${i}`), ["webhook.test"]);
    await expectError(
      await call(
        "/api/v1/webhooks",
        jsonInit("POST", { url: `${receiverBase()}/x`, events: ["webhook.test"] }, holder.auth),
      ),
      409,
      "CONFLICT",
      /10 webhook endpoints/,
    );
  });

  it("validates the body and the cursor; PATCH changes url, description and events", async () => {
    const holder = await keyHolder();
    const post = (body: unknown) => call("/api/v1/webhooks", jsonInit("POST", body, holder.auth));
    await expectError(
      await post({ url: `${receiverBase()}/x`, events: [] }),
      400,
      "VALIDATION_FAILED",
      /at least one event/,
    );
    await expectError(
      await post({ url: `${receiverBase()}/x`, events: ["concept.exploded"] }),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(await post({ url: "ftp://example.com/x", events: ["webhook.test"] }), 400, "BAD_REQUEST", /http/);
    await expectError(
      await post({ url: "http://user:pw@127.0.0.1:9/x", events: ["webhook.test"] }),
      400,
      "BAD_REQUEST",
      /user name or password/,
    );
    const endpoint = await addEndpoint(holder.auth, receiverPath("patch"), ["webhook.test"], { description: "CRM" });
    expect(endpoint.description).toBe("CRM");
    const changed = await expectBody(
      await call(
        `/api/v1/webhooks/${endpoint.id}`,
        jsonInit(
          "PATCH",
          { url: `${receiverBase()}/elsewhere`, description: null, events: ["concept.created"] },
          holder.auth,
        ),
      ),
      200,
      WebhookEndpoint,
    );
    expect(changed).toMatchObject({
      url: `${receiverBase()}/elsewhere`,
      description: null,
      events: ["concept.created"],
    });
    await expectError(
      await call(`/api/v1/webhooks/${endpoint.id}/deliveries?cursor=nonsense`, { headers: holder.auth }),
      400,
      "BAD_REQUEST",
    );
  });
});

describe("URL rules under the production configuration", () => {
  const create = (auth: Record<string, string>, url: string) =>
    callWith(production, "/api/v1/webhooks", jsonInit("POST", { url, events: ["webhook.test"] }, auth));

  it("refuses http, private literal addresses and local names at once, and names resolving to private addresses", async () => {
    const holder = await keyHolder();
    await expectError(
      await create(holder.auth, `${receiverBase()}/x`),
      400,
      "BAD_REQUEST",
      "A webhook URL must use https",
    );
    for (const url of [
      "https://10.0.0.8/hook",
      "https://127.0.0.1/hook",
      "https://2130706433/hook",
      "https://0x7f.1/hook",
      "https://0177.0.0.1/hook",
      "https://169.254.169.254/latest",
      "https://100.64.1.1/hook",
      "https://[::1]/hook",
      "https://[fd00::1]/hook",
      "https://[fe80::1]/hook",
      "https://[::ffff:192.168.1.1]/hook",
      "https://224.0.0.1/hook",
    ]) {
      await expectError(
        await create(holder.auth, url),
        400,
        "BAD_REQUEST",
        /private, loopback, link-local or reserved/,
      );
    }
    for (const url of [
      "https://localhost/hook",
      "https://api.localhost/h",
      "https://printer.local/h",
      "https://db.internal/h",
    ])
      await expectError(await create(holder.auth, url), 400, "BAD_REQUEST", /public host name/);
    await expectError(await create(holder.auth, "https://example.com:22/h"), 400, "BAD_REQUEST", /port/);

    await dnsAnswers("rebind.example.com", { A: ["93.184.216.34"], AAAA: ["fd12::7"] });
    await expectError(
      await create(holder.auth, "https://rebind.example.com/hook"),
      400,
      "BAD_REQUEST",
      "rebind.example.com resolves to fd12::7, a private or reserved address; webhooks are only sent to public addresses",
    );
    await dnsAnswers("inside.example.com", { A: ["10.1.2.3"] });
    await expectError(await create(holder.auth, "https://inside.example.com/hook"), 400, "BAD_REQUEST", /10\.1\.2\.3/);
    await expectError(
      await create(holder.auth, "https://nowhere.example.com/hook"),
      400,
      "BAD_REQUEST",
      /does not resolve/,
    );
    // A public name is accepted.
    await dnsAnswers("hooks.example.com", { A: ["93.184.216.34"], AAAA: ["2606:2800:220:1::1"] });
    const ok = await create(holder.auth, "https://hooks.example.com/reachgen");
    await expectBody(ok, 201, WebhookEndpointWithSecret);
    expect(await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, holder.user.id))).toHaveLength(
      1,
    );
  });

  it("checks again before each delivery: a name that now resolves privately is a failed attempt, nothing is sent", async () => {
    const holder = await keyHolder();
    await dnsAnswers("moving.example.com", { A: ["93.184.216.34"] });
    const created = await expectBody(
      await create(holder.auth, "https://moving.example.com/hook"),
      201,
      WebhookEndpointWithSecret,
    );
    await dnsAnswers("moving.example.com", { A: ["192.168.0.10"] });
    const { id } = await expectBody(
      await callWith(production, `/api/v1/webhooks/${created.id}/test`, { method: "POST", headers: holder.auth }),
      202,
      WebhookDelivery,
    );
    const { deliverMessage } = await import("../webhooks-support");
    const { WEBHOOKS_QUEUE } = await import("../../queue");
    expect(await deliverMessage({ type: "webhook.deliver", deliveryId: id }, 1, WEBHOOKS_QUEUE, production)).toEqual({
      acked: false,
      delaySeconds: 5,
    });
    const row = await deliveryRow(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastResponseCode: null });
    expect(row.lastError).toMatch(/192\.168\.0\.10/);
  });
});

describe("the OpenAPI document's webhooks section", () => {
  it("documents every event with its schema, its headers and that a 2xx acknowledges it", async () => {
    const doc = (await (await call("/api/v1/openapi.json")).json()) as {
      webhooks: Record<string, { post: { parameters: { name: string }[]; requestBody: unknown; responses: object } }>;
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.webhooks).sort()).toEqual([...webhookEventTypes].sort());
    for (const type of webhookEventTypes) {
      const op = doc.webhooks[type]!.post;
      expect(op.parameters.map((p) => p.name).sort()).toEqual(["webhook-id", "webhook-signature", "webhook-timestamp"]);
      expect(JSON.stringify(op.requestBody)).toContain("application/json");
      expect(Object.keys(op.responses)).toContain("2XX");
    }
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/webhooks",
        "/webhooks/{id}",
        "/webhooks/{id}/rotate-secret",
        "/webhooks/{id}/test",
        "/webhooks/{id}/deliveries",
        "/webhooks/{id}/deliveries/{deliveryId}/replay",
      ]),
    );
  });
});
