import type { ConceptRow } from "../../db/schema";
import type { CreativesMessage } from "../../queue";

/**
 * Asks the creatives queue to draw these sizes of a concept (all its sizes when none are named), one message per
 * size. Never fails the caller: a queue that refuses is logged, and the creatives are drawn when first asked for.
 */
export async function queueCreatives(
  deps: object,
  row: Pick<ConceptRow, "id" | "smartResizedImages">,
  sizeKeys?: readonly string[],
): Promise<void> {
  // The routes and the examples pass the whole request context (AppContext); a caller without its env queues nothing.
  const queue = "env" in deps ? (deps.env as Partial<Pick<Env, "CREATIVES_QUEUE">>).CREATIVES_QUEUE : undefined;
  if (!queue) return;
  const sizes = sizeKeys ?? [...new Set(Object.values(row.smartResizedImages ?? {}).flatMap((s) => Object.keys(s)))];
  if (!sizes.length) return;
  try {
    for (let i = 0; i < sizes.length; i += 100)
      await queue.sendBatch(
        sizes.slice(i, i + 100).map((sizeKey) => ({
          body: { type: "creatives.draw", conceptId: row.id, sizeKey } satisfies CreativesMessage,
        })),
      );
  } catch (err) {
    console.error(`creatives: could not queue concept ${row.id}`, err);
  }
}
