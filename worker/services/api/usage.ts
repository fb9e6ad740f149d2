import type { Admission } from "../../durable-objects/api-meter";
import { type UsageEnd, type UsageStart, usageLedgerFor } from "../../durable-objects/usage-ledger";
import type { ApiKeyRow } from "../../db/schema";
import { unauthorized } from "../../lib/errors";
import { apiKeyMessages, forgetCachedKey, meterOf } from "./keys";
import type { AppContext } from "../context";

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** How long a usage read waits for requests that were admitted but not yet answered (then it reads what is there). */
const UNANSWERED_WAIT_MS = 1_500;

/** A request's answer from the account's meter, with the budget that binds (the one with fewer requests left). */
export interface ApiAdmission extends Admission {
  binding: "account" | "key";
  limit: number;
  remaining: number;
}

/**
 * Counts a request against both its account's hourly budget (the plan's, shared by all the account's keys) and its
 * key's own (the key's rateLimit, within the account's), in the account's ApiMeter. Exact under concurrency: the
 * object counts one call at a time, so two keys of one account cannot race past the account's budget. A refused
 * request is counted in the meter, not as a usage row; an admitted one is opened in the ledger (`openApiRequest`).
 */
export async function admitApiRequest(
  ctx: Pick<AppContext, "env">,
  key: ApiKeyRow,
  planBudget: number,
  start: UsageStart,
): Promise<ApiAdmission> {
  const result = await meterOf(ctx.env, key).admit(
    { account: planBudget, keyId: key.keyId, key: Math.min(key.rateLimit, planBudget) },
    HOUR_MS,
    start.at,
  );
  if ("revoked" in result) {
    forgetCachedKey(key);
    throw unauthorized(apiKeyMessages.revoked);
  }
  const binding = bindingOf(result);
  return { ...result, binding, ...result[binding] };
}

/**
 * The budget that binds: the one that refused (the key's when both did), else the one with fewer requests left (the
 * key's on a tie when its limit is lower, as it would refuse first).
 */
function bindingOf(a: Admission): "account" | "key" {
  if (!a.allowed) return a.key.remaining === 0 ? "key" : "account";
  if (a.key.remaining !== a.account.remaining) return a.key.remaining < a.account.remaining ? "key" : "account";
  return a.key.limit < a.account.limit ? "key" : "account";
}

/**
 * Opens the usage event of an admitted request in the account's UsageLedger (called from waitUntil: never on the
 * answer's path), so a request whose isolate dies before its answer is still recorded.
 */
export async function openApiRequest(ctx: Pick<AppContext, "env">, start: UsageStart): Promise<void> {
  await usageLedgerFor(ctx.env, start.userId).open(start);
}

/**
 * Charges work done off the request (an async job, a bulk row) as its own usage row in the account's ledger, named by
 * `requestId`: recorded again (a redelivered message), it is counted once.
 */
export async function recordApiCharge(
  ctx: Pick<AppContext, "env">,
  charge: {
    requestId: string;
    userId: number;
    apiKeyId: number;
    endpoint: string;
    method: string;
    statusCode: number;
    responseTime: number;
    cost: number;
    metadata: Record<string, unknown>;
  },
): Promise<void> {
  const { requestId, userId, apiKeyId, endpoint, method, statusCode, responseTime, cost, metadata } = charge;
  await usageLedgerFor(ctx.env, userId).record(
    {
      requestId,
      userId,
      apiKeyId,
      endpoint,
      method,
      requestSize: null,
      ipAddress: null,
      userAgent: null,
      at: Date.now(),
    },
    { endpoint, statusCode, responseTime, responseSize: null, cost, metadata },
  );
}

/** Closes the usage event once answered (called from waitUntil: never on the answer's path). */
export async function settleApiRequest(ctx: Pick<AppContext, "env">, start: UsageStart, end: UsageEnd): Promise<void> {
  await usageLedgerFor(ctx.env, start.userId).settle(start, end);
}

/**
 * Writes the buffered usage events of the user's UsageLedger to D1 so a read is exact, waiting briefly for requests
 * admitted but still being answered (their events land right after their answer).
 */
export async function flushUsage(ctx: Pick<AppContext, "env">, userId: number, exceptRequestId: string | null) {
  const ledger = usageLedgerFor(ctx.env, userId);
  const deadline = Date.now() + UNANSWERED_WAIT_MS;
  for (;;) {
    const { unanswered } = await ledger.flush(exceptRequestId);
    if (unanswered === 0 || Date.now() >= deadline) break;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Requests the account's meter refused (429) since `since`: counted there, never written as usage rows. */
export async function refusedApiRequests(ctx: Pick<AppContext, "env">, userId: number, since: Date, until?: Date) {
  const rows = await meterOf(ctx.env, { userId }).refusals(since.getTime());
  return rows.filter((r) => until === undefined || r.windowStart < until.getTime()).reduce((n, r) => n + r.count, 0);
}
