import { z } from "zod";

/**
 * Machine-readable error codes carried in every error envelope, each with the one HTTP status it answers with.
 * A code whose SPEC status differs from another's is a separate code (PAYMENT_REQUIRED 403 vs PAYMENT_NOT_VERIFIED 402).
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  /** Registration for a paid plan without a verified payment of it. */
  PAYMENT_NOT_VERIFIED: 402,
  FORBIDDEN: 403,
  /** SPEC §6: generation without an active paid plan (with the paymentRequired flag). */
  PAYMENT_REQUIRED: 403,
  /** SPEC §6: the month's concepts are used up (with the limitExceeded flag). */
  LIMIT_EXCEEDED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];
export const ErrorCode = z.enum(errorCodes);

/** `{ error: { code, message, requestId } }` plus the flags the SPEC names on 403s. */
export const ErrorEnvelope = z.object({
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

/** The `error` event that ends a progress stream: the envelope plus the status the request would have answered. */
export const StreamError = ErrorEnvelope.extend({ status: z.number().int() });
export type StreamError = z.infer<typeof StreamError>;

/** Event names of every server-sent progress stream: `phase`* then one `result` or one `error`. */
export const streamEvents = { phase: "phase", result: "result", error: "error" } as const;

export const REQUEST_ID_HEADER = "X-Request-Id";
