import { and, count, desc, eq, lt, or, type SQL } from "drizzle-orm";
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_SECRET_OVERLAP_MS,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointDeleted,
  type WebhookEndpointUpdate,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from "@common/webhooks";
import {
  type UserRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from "../../db/schema";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import { apiBudgetOf } from "../api/keys";
import type { AppContext } from "../context";
import { newWebhookSecret } from "./delivery";
import { eventPayload } from "./events";
import { newWebhookId, queueDeliveries } from "./ids";
import { checkWebhookUrl, isRefusal, resolvePublic } from "./url-rules";

/** An account's webhook endpoints and their delivery log (routes/v1/webhooks.ts, decision 033). */

type Ctx = Pick<AppContext, "db" | "env">;

export const webhookMessages = {
  notFound: "No such webhook endpoint of yours",
  deliveryNotFound: "No such delivery of this endpoint",
  tooMany: `You have ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints, the most an account may; delete one before adding another`,
  disabled: "This endpoint is disabled; turn it back on before sending to it",
  stillPending: "This delivery is still being attempted; replay it once it has succeeded or failed",
  badCursor: "The cursor is not one this list gave out",
  test: "A test event from ReachGen: your endpoint received and verified it.",
  disabledByOwner: "Turned off by its owner",
} as const;

const DELIVERIES_PAGE = 25;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toWebhookEndpoint(row: WebhookEndpointRow, now = new Date()): WebhookEndpoint {
  const overlap = row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.isEnabled,
    disabledReason: row.isEnabled ? null : row.disabledReason,
    previousSecretExpiresAt: overlap ? iso(row.previousSecretExpiresAt) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toWebhookDelivery(row: WebhookDeliveryRow, type: WebhookEventType): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: type,
    status: row.status,
    attempts: row.attempts,
    lastResponseCode: row.lastResponseCode,
    lastError: row.lastError,
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: iso(row.nextAttemptAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The URL rules (url-rules.ts), as a 400 naming the rule; deployed, the name is resolved through DNS over HTTPS. */
export async function assertWebhookUrl(env: Env, raw: string): Promise<string> {
  const check = checkWebhookUrl(raw, env.ENVIRONMENT === "production");
  if (isRefusal(check))
    throw new AppError("BAD_REQUEST", check.message, { issues: [{ path: "url", message: check.message }] });
  if (check.resolve) {
    const refused = await resolvePublic(check.resolve, env.WEBHOOK_DOH_URL);
    if (refused?.unavailable) throw new AppError("SERVICE_UNAVAILABLE", refused.message);
    if (refused)
      throw new AppError("BAD_REQUEST", refused.message, { issues: [{ path: "url", message: refused.message }] });
  }
  return check.url.toString();
}

async function ownEndpoint(ctx: Ctx, userId: number, id: string): Promise<WebhookEndpointRow> {
  const row = (
    await ctx.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
      .limit(1)
  )[0];
  if (!row) throw notFound(webhookMessages.notFound);
  return row;
}

export async function listWebhookEndpoints(ctx: Ctx, user: UserRow) {
  apiBudgetOf(user);
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, user.id))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return { data: rows.map((r) => toWebhookEndpoint(r)) };
}

export async function createWebhookEndpoint(
  ctx: Ctx,
  user: UserRow,
  input: WebhookEndpointCreate,
  now = new Date(),
): Promise<WebhookEndpointWithSecret> {
  apiBudgetOf(user, now);
  const url = await assertWebhookUrl(ctx.env, input.url);
  const held = await ctx.db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, user.id));
  if ((held[0]?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) throw conflict(webhookMessages.tooMany);
  const secret = newWebhookSecret();
  const rows = await ctx.db
    .insert(webhookEndpoints)
    .values({
      id: newWebhookId("we"),
      userId: user.id,
      url,
      description: input.description || null,
      events: [...new Set(input.events)],
      secret,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ...toWebhookEndpoint(rows[0]!, now), secret };
}

export async function readWebhookEndpoint(ctx: Ctx, user: UserRow, id: string): Promise<WebhookEndpoint> {
  apiBudgetOf(user);
  return toWebhookEndpoint(await ownEndpoint(ctx, user.id, id));
}

/** PATCH: url (checked again), description, events, enabled (turning on clears the reason; off says by its owner). */
export async function updateWebhookEndpoint(
  ctx: Ctx,
  user: UserRow,
  id: string,
  input: WebhookEndpointUpdate,
  now = new Date(),
): Promise<WebhookEndpoint> {
  apiBudgetOf(user, now);
  const row = await ownEndpoint(ctx, user.id, id);
  const values: Partial<typeof webhookEndpoints.$inferInsert> = { updatedAt: now };
  if (input.url !== undefined) values.url = await assertWebhookUrl(ctx.env, input.url);
  if (input.description !== undefined) values.description = input.description || null;
  if (input.events !== undefined) values.events = [...new Set(input.events)];
  if (input.enabled === true && !row.isEnabled) Object.assign(values, { isEnabled: true, disabledReason: null });
  if (input.enabled === false && row.isEnabled)
    Object.assign(values, { isEnabled: false, disabledReason: webhookMessages.disabledByOwner, disabledAt: now });
  const rows = await ctx.db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, user.id)))
    .returning();
  if (!rows[0]) throw notFound(webhookMessages.notFound);
  return toWebhookEndpoint(rows[0], now);
}

/** DELETE: the endpoint and its delivery log go (its pending deliveries with it). */
export async function deleteWebhookEndpoint(ctx: Ctx, user: UserRow, id: string): Promise<WebhookEndpointDeleted> {
  apiBudgetOf(user);
  const rows = await ctx.db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, user.id)))
    .returning({ id: webhookEndpoints.id });
  if (!rows[0]) throw notFound(webhookMessages.notFound);
  return { id: rows[0].id, deleted: true };
}

/** A new secret; the old one keeps signing, as a second signature, for WEBHOOK_SECRET_OVERLAP_MS. */
export async function rotateWebhookSecret(
  ctx: Ctx,
  user: UserRow,
  id: string,
  now = new Date(),
): Promise<WebhookEndpointWithSecret> {
  apiBudgetOf(user, now);
  const row = await ownEndpoint(ctx, user.id, id);
  const secret = newWebhookSecret();
  const rows = await ctx.db
    .update(webhookEndpoints)
    .set({
      secret,
      previousSecret: row.secret,
      previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS),
      updatedAt: now,
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.secret, row.secret)))
    .returning();
  if (!rows[0]) throw conflict("The secret was rotated by another request just now; try again");
  return { ...toWebhookEndpoint(rows[0], now), secret };
}

/** A `webhook.test` event to this endpoint only (subscribed to it or not). */
export async function sendTestEvent(ctx: Ctx, user: UserRow, id: string, now = new Date()): Promise<WebhookDelivery> {
  apiBudgetOf(user, now);
  const endpoint = await ownEndpoint(ctx, user.id, id);
  if (!endpoint.isEnabled) throw conflict(webhookMessages.disabled);
  const eventId = newWebhookId("msg");
  await ctx.db.insert(webhookEvents).values({
    id: eventId,
    userId: user.id,
    type: "webhook.test",
    payload: eventPayload("webhook.test", { endpointId: endpoint.id, message: webhookMessages.test }, now),
    createdAt: now,
  });
  const rows = await ctx.db
    .insert(webhookDeliveries)
    .values({
      id: newWebhookId("wd"),
      eventId,
      endpointId: endpoint.id,
      userId: user.id,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await queueDeliveries(ctx.env, [rows[0]!.id]);
  return toWebhookDelivery(rows[0]!, "webhook.test");
}

const cursorOf = (row: WebhookDeliveryRow) => `${row.createdAt.getTime()}.${row.id}`;

/** The endpoint's deliveries, newest first, DELIVERIES_PAGE at a time (`cursor` from the previous page). */
export async function listWebhookDeliveries(
  ctx: Ctx,
  user: UserRow,
  id: string,
  cursor: string | undefined,
): Promise<WebhookDeliveryList> {
  apiBudgetOf(user);
  await ownEndpoint(ctx, user.id, id);
  let older: SQL | undefined;
  if (cursor) {
    const m = /^(\d{1,15})\.(wd_[0-9a-z]{24})$/.exec(cursor);
    if (!m) throw badRequest(webhookMessages.badCursor);
    const at = new Date(Number(m[1]));
    older = or(
      lt(webhookDeliveries.createdAt, at),
      and(eq(webhookDeliveries.createdAt, at), lt(webhookDeliveries.id, m[2]!)),
    );
  }
  const rows = await ctx.db
    .select({ delivery: webhookDeliveries, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.endpointId, id), older))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_PAGE + 1);
  const page = rows.slice(0, DELIVERIES_PAGE);
  return {
    data: page.map((r) => toWebhookDelivery(r.delivery, r.type)),
    nextCursor: rows.length > DELIVERIES_PAGE ? cursorOf(page[page.length - 1]!.delivery) : null,
  };
}

/** Replay: the same event (same `webhook-id`, same body) sent again now, once, to this endpoint. */
export async function replayWebhookDelivery(
  ctx: Ctx,
  user: UserRow,
  id: string,
  deliveryId: string,
  now = new Date(),
): Promise<WebhookDelivery> {
  apiBudgetOf(user, now);
  const endpoint = await ownEndpoint(ctx, user.id, id);
  const found = (
    await ctx.db
      .select({ delivery: webhookDeliveries, type: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)))
      .limit(1)
  )[0];
  if (!found) throw notFound(webhookMessages.deliveryNotFound);
  if (!endpoint.isEnabled) throw conflict(webhookMessages.disabled);
  if (found.delivery.status === "pending") throw conflict(webhookMessages.stillPending);
  const rows = await ctx.db
    .update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: now, updatedAt: now })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, found.delivery.status)))
    .returning();
  if (!rows[0]) throw conflict(webhookMessages.stillPending);
  await queueDeliveries(ctx.env, [deliveryId], true);
  return toWebhookDelivery(rows[0], found.type);
}
