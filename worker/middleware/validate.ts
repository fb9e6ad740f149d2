import type { MiddlewareHandler, ValidationTargets } from "hono";
import { bodyLimit } from "hono/body-limit";
import { validator } from "hono/validator";
import type { z } from "zod";
import { BRAND_KIT_LIMITS } from "@common/brand-kits";
import { MAX_UPLOAD_BYTES, uploadTooLarge } from "@common/generation";
import { AppError } from "../lib/errors";

/** JSON bodies take at most 1 MiB. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * The generator's multipart upload: the photo takes at most 12 MiB, as through the API (the route checks the file's own
 * size); the body may be larger by the form's other fields and the multipart framing.
 */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

/** 413 for a JSON body over its limit, before any of it is parsed. */
export const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", "Request body is too large (the limit is 1 MB)");
  },
});

export const uploadBodyLimit = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", uploadTooLarge);
  },
});

/** The public API's photo travels as a data URL inside JSON: base64 adds a third, plus room for the brief. */
export const apiImageBodyLimit = bodyLimit({
  maxSize: Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 64 * 1024,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", uploadTooLarge);
  },
});

/** A brand kit's JSON carries its logo as a data URL (at most 2 MB): base64 adds a third, plus room for the rest. */
export const brandKitBodyLimit = bodyLimit({
  maxSize: Math.ceil(BRAND_KIT_LIMITS.logoBytes / 3) * 4 + 64 * 1024,
  onError: () => {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      `The logo is too large (the limit is ${BRAND_KIT_LIMITS.logoBytes / 1024 / 1024} MB)`,
    );
  },
});

/** VALIDATION_FAILED with the first issue's message (the SPEC's text) and every issue listed. */
export function validationError(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): AppError {
  const issues = error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
  return new AppError("VALIDATION_FAILED", issues[0]?.message ?? "Invalid input", { issues });
}

/**
 * The one throwing validator: every body, query, param and header passes a zod schema from common/. A JSON body is
 * held to JSON_BODY_LIMIT first (or to the limit given). app.onError answers the failure.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  limit: MiddlewareHandler = jsonBodyLimit,
) {
  const check = validator(target, async (value): Promise<z.output<Schema>> => {
    const result = await schema.safeParseAsync(value);
    if (result.success) return result.data;
    throw validationError(result.error);
  });
  if (target !== "json") return check;
  const limited: MiddlewareHandler = (c, next) => limit(c, () => check(c, next) as Promise<void>);
  return limited as typeof check;
}

/** A multipart form as Hono parses it: each field's text or file (a repeated field's values in a list). */
export type FormBody = Record<string, string | File | (string | File)[]>;

/**
 * A multipart form checked like a JSON body: `fields` turns the form into what `schema` parses (a form sends lists and
 * objects as text), and `finish` checks what the schema cannot see, such as a file, and gives the route its value. A
 * body that is not multipart (or urlencoded) reaches `fields` as an empty form, so its required fields are named.
 */
export function validateForm<Schema extends z.ZodType, Out>(
  schema: Schema,
  fields: (form: FormBody) => unknown,
  finish: (data: z.output<Schema>, form: FormBody) => Out,
) {
  return validator("form", async (form: FormBody): Promise<Out> => {
    const result = await schema.safeParseAsync(fields(form));
    if (!result.success) throw validationError(result.error);
    return finish(result.data, form);
  });
}
