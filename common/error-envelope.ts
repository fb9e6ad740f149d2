import { z } from "./zod";
import { type ErrorEnvelope as ErrorEnvelopeShape, errorCodes } from "./errors";

/**
 * The error envelope's schemas. common/errors.ts holds the codes and a zod-free check of the same shape
 * (isErrorEnvelope), for the browser's every page (decision 016).
 */
export const ErrorCode = /* @__PURE__ */ z.enum(errorCodes);

/** `{ error: { code, message, requestId } }` plus the flags the SPEC names on 403s. */
export const ErrorEnvelope = /* @__PURE__ */ z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string().min(1),
    requestId: z.string().min(1),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
  paymentRequired: z.boolean().optional(),
  limitExceeded: z.boolean().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when the schema and the interface in common/errors.ts drift apart. */
export const envelopeShapesMatch: Same<ErrorEnvelope, ErrorEnvelopeShape> = true;

/** The `error` event that ends a progress stream: the envelope plus the status the request would have answered. */
export const StreamError = /* @__PURE__ */ ErrorEnvelope.extend({ status: z.number().int() });
export type StreamError = z.infer<typeof StreamError>;
