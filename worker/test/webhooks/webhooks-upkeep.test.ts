import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ApiConcept } from "@common/api";
import { WEBHOOK_LOG_RETENTION_DAYS, WebhookDeliveryList, webhookEventSchemas } from "@common/webhooks";
import { webhookDeliveries, webhookEvents } from "../../db/schema";
import worker from "../../index";
import { regenerateAssets } from "../../services/concepts/images";
import { createContext } from "../../services/context";
import { recordWebhookEvent } from "../../services/webhooks";
import { brief, db, keyHolder, photoDataUrl } from "../api-support";
import { call, expectBody, jsonInit } from "../helpers";
import { addEndpoint, deliveriesOfEndpoint, drainDelivery, received, receiverPath } from "../webhooks-support";

// Webhook upkeep (issue 30 polish): the daily cron forgets old events with their delivery log, and a platform's
// images made again (regenerateAssets) is announced as concept.updated with change "regenerated".

beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});

const DAY = 24 * 60 * 60 * 1000;

describe("webhook event retention", () => {
  it(`the daily cron removes events and deliveries older than ${WEBHOOK_LOG_RETENTION_DAYS} days and keeps younger ones`, async () => {
    const holder = await keyHolder();
    const endpoint = await addEndpoint(holder.auth, receiverPath("retention"), ["concept.deleted"]);
    const ctx = createContext(env);
    const now = Date.now();
    const old = await recordWebhookEvent(
      ctx,
      holder.user.id,
      "concept.deleted",
      { id: 1 },
      {},
      new Date(now - (WEBHOOK_LOG_RETENTION_DAYS + 1) * DAY),
    );
    const young = await recordWebhookEvent(
      ctx,
      holder.user.id,
      "concept.deleted",
      { id: 2 },
      {},
      new Date(now - (WEBHOOK_LOG_RETENTION_DAYS - 1) * DAY),
    );
    expect(old).toHaveLength(1);
    expect(young).toHaveLength(1);
    const eventOf = async (deliveryId: string) =>
      (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId)))[0]!.eventId;
    const oldEvent = await eventOf(old[0]!);
    const youngEvent = await eventOf(young[0]!);

    const controller = createScheduledController({ scheduledTime: new Date(now), cron: "5 0 * * *" });
    const execution = createExecutionContext();
    await worker.scheduled(controller, env, execution);
    await waitOnExecutionContext(execution);

    const events = await db()
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(inArray(webhookEvents.id, [oldEvent, youngEvent]));
    expect(events.map((e) => e.id)).toEqual([youngEvent]);
    expect((await deliveriesOfEndpoint(endpoint.id)).map((d) => d.id)).toEqual(young);
    // The delivery log shows what is left.
    const log = await expectBody(
      await call(`/api/v1/webhooks/${endpoint.id}/deliveries`, { headers: holder.auth }),
      200,
      WebhookDeliveryList,
    );
    expect(log.data.map((d) => d.id)).toEqual(young);
  });
});

describe("regenerating a platform's images", () => {
  it('emits concept.updated with change "regenerated" and the platform, signed like every event', async () => {
    const holder = await keyHolder();
    const path = receiverPath("regenerated");
    const endpoint = await addEndpoint(holder.auth, path, ["concept.updated"]);
    const concept = await expectBody(
      await call("/api/v1/concepts", jsonInit("POST", { ...brief, imageData: photoDataUrl() }, holder.keyAuth)),
      201,
      ApiConcept,
    );
    const platform = concept.platforms[0]!;
    await regenerateAssets(createContext(env), holder.user.id, concept.id, platform as never);

    let rows: Awaited<ReturnType<typeof deliveriesOfEndpoint>> = [];
    await vi.waitFor(
      async () => {
        rows = await deliveriesOfEndpoint(endpoint.id);
        expect(rows).toHaveLength(1);
      },
      { timeout: 5000, interval: 50 },
    );
    expect(await drainDelivery(rows[0]!.id)).toEqual([]);
    const got = await received(path);
    expect(got).toHaveLength(1);
    const payload = new Webhook(endpoint.secret).verify(got[0]!.body, got[0]!.headers) as { type: string };
    const parsed = webhookEventSchemas["concept.updated"].parse(payload);
    expect(parsed.data).toMatchObject({ id: concept.id, platform, change: "regenerated" });
    expect(parsed.data.language).toBeUndefined();
  }, 60_000);
});
