import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { HttpError } from "../lib/http-error";

/**
 * The one throwing validator: every body, query, param and header passes a zod schema from common/.
 * A failure throws VALIDATION_FAILED whose message is the first issue's message (the SPEC's text); app.onError answers it.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, async (value): Promise<z.output<Schema>> => {
    const result = await schema.safeParseAsync(value);
    if (result.success) return result.data;
    const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    throw new HttpError(400, "VALIDATION_FAILED", issues[0]?.message ?? "Invalid input", {}, issues);
  });
}
