import { z } from "zod";

/** Machine-readable error codes carried in every error envelope. */
export const errorCodes = [
  "VALIDATION_FAILED",
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "PAYMENT_REQUIRED",
  "LIMIT_EXCEEDED",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL",
] as const;
export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

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

export const REQUEST_ID_HEADER = "X-Request-Id";
