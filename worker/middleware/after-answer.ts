import type { Context } from "hono";
import type { AppEnv } from "../app-env";

/**
 * Work that must not delay the answer (or time it): kept alive with `waitUntil`, its failure logged under `what`.
 * Without an execution context (some tests) it simply runs.
 */
export function afterAnswer(c: Context<AppEnv>, work: Promise<unknown>, what = "work after the answer failed"): void {
  const done = work.catch((err: unknown) => console.error(`[${c.var.requestId}] ${what}`, err));
  try {
    c.executionCtx.waitUntil(done);
  } catch {
    void done;
  }
}
