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
  /** SPEC §6: the month's concepts are used up (with the limitExceeded flag); or the plan's brand kits are all made
   * (issue 26, without the flag). */
  LIMIT_EXCEEDED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A well-formed upload the service will not process (an image outside the image rules, decision 018). */
  UNPROCESSABLE_CONTENT: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = /* @__PURE__ */ Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];
/**
 * `{ error: { code, message, requestId } }` plus the flags the SPEC names on 403s. The zod schema of the same shape is
 * in common/error-envelope.ts, which proves the two equal at compile time.
 */
export interface ErrorEnvelope {
  error: {
    code: ErrorCode;
    message: string;
    requestId: string;
    issues?: { path: string; message: string }[] | undefined;
  };
  paymentRequired?: boolean | undefined;
  limitExceeded?: boolean | undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const filled = (v: unknown) => typeof v === "string" && v.length > 0;
const maybe = (v: unknown, type: string) => v === undefined || typeof v === type;

/**
 * What `ErrorEnvelope.safeParse(value).success` answers, without zod: the browser reads error bodies on every page,
 * and the landing page loads no schema library (decision 016). A test holds the two to the same answers.
 */
export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (!isRecord(value) || !isRecord(value.error)) return false;
  const { code, message, requestId, issues } = value.error;
  return (
    typeof code === "string" &&
    Object.hasOwn(errorStatus, code) &&
    filled(message) &&
    filled(requestId) &&
    (issues === undefined ||
      (Array.isArray(issues) &&
        issues.every((i) => isRecord(i) && typeof i.path === "string" && typeof i.message === "string"))) &&
    maybe(value.paymentRequired, "boolean") &&
    maybe(value.limitExceeded, "boolean")
  );
}

/** Event names of every server-sent progress stream: `phase`* then one `result` or one `error`. */
export const streamEvents = { phase: "phase", result: "result", error: "error" } as const;

export const REQUEST_ID_HEADER = "X-Request-Id";
