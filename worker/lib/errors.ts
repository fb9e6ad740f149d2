import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ErrorCode, type ErrorEnvelope, errorStatus, REQUEST_ID_HEADER } from "@common/errors";
import { ImageError, type ImageErrorKind } from "./image-error";

export interface ErrorFlags {
  paymentRequired?: boolean;
  limitExceeded?: boolean;
}

export interface ErrorOptions {
  flags?: ErrorFlags;
  issues?: { path: string; message: string }[];
  headers?: Record<string, string>;
}

/**
 * A failure with a code from common/errors.ts and a message safe to show the user. Its HTTP status comes from the
 * code (errorStatus), never from the throw site; app.onError turns it into the envelope.
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly flags: ErrorFlags;
  readonly issues?: { path: string; message: string }[];
  readonly headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: ErrorOptions = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = errorStatus[code] as ContentfulStatusCode;
    this.flags = options.flags ?? {};
    if (options.issues) this.issues = options.issues;
    if (options.headers) this.headers = options.headers;
  }
}

export const badRequest = (message: string) => new AppError("BAD_REQUEST", message);
export const unauthorized = (message = "Authentication required") => new AppError("UNAUTHORIZED", message);
export const forbidden = (message = "Forbidden") => new AppError("FORBIDDEN", message);
export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);

/**
 * The one place an image refusal becomes an answer (decision 041): a decoding budget 413, not an image we read (or an
 * animation) 415, a damaged or lying file 400, a well-formed image outside the rules (size, aspect, scans) 422.
 */
export const imageErrorCode: Record<ImageErrorKind, ErrorCode> = {
  "too-large": "PAYLOAD_TOO_LARGE",
  unsupported: "UNSUPPORTED_MEDIA_TYPE",
  damaged: "BAD_REQUEST",
  unprocessable: "UNPROCESSABLE_CONTENT",
};

/** An image refusal as the AppError it answers with; null for any other error. */
export function imageRefusal(err: unknown): AppError | null {
  return err instanceof ImageError ? new AppError(imageErrorCode[err.kind], err.message) : null;
}

/** A failure with a known answer (an AppError, or an image refusal mapped above); null for anything else (a 500). */
export function knownError(err: unknown): AppError | null {
  return err instanceof AppError ? err : imageRefusal(err);
}

/** Hono's own 4xx (malformed JSON) carry a safe message; their status picks the code. */
function codeOfHonoStatus(status: number): ErrorCode {
  if (status === 401) return "UNAUTHORIZED";
  if (status === 404) return "NOT_FOUND";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 415) return "UNSUPPORTED_MEDIA_TYPE";
  return "BAD_REQUEST";
}

/** The envelope and status for any failure (also sent inside progress streams). A 500 never echoes an internal message. */
export function errorBody(
  err: unknown,
  requestId: string,
): { status: ContentfulStatusCode; body: ErrorEnvelope; headers?: Record<string, string> } {
  const known = knownError(err);
  if (known) {
    const err = known;
    return {
      status: err.status,
      body: {
        error: { code: err.code, message: err.message, requestId, ...(err.issues ? { issues: err.issues } : {}) },
        ...(err.flags.paymentRequired ? { paymentRequired: true } : {}),
        ...(err.flags.limitExceeded ? { limitExceeded: true } : {}),
      },
      ...(err.headers ? { headers: err.headers } : {}),
    };
  }
  if (err instanceof HTTPException && err.status < 500) {
    const message =
      err.status === 415 ? "Send the body as JSON with the header Content-Type: application/json" : err.message;
    return {
      status: err.status as ContentfulStatusCode,
      body: { error: { code: codeOfHonoStatus(err.status), message: message || "Bad request", requestId } },
    };
  }
  console.error(`[${requestId}] unhandled error`, err instanceof Error ? err.stack : err);
  return {
    status: 500,
    body: { error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again.", requestId } },
  };
}

/** The single error envelope as a response, with the request id in the body and the header. */
export function errorResponse(err: unknown, requestId: string): Response {
  const { status, body, headers } = errorBody(err, requestId);
  return Response.json(body, { status, headers: { ...headers, [REQUEST_ID_HEADER]: requestId } });
}
