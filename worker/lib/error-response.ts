import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode, ErrorEnvelope } from "@common/errors";
import { HttpError } from "./http-error";
import type { AppEnv } from "../types";

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return "BAD_REQUEST";
    case 401:
      return "UNAUTHORIZED";
    case 403:
      return "FORBIDDEN";
    case 404:
      return "NOT_FOUND";
    case 409:
      return "CONFLICT";
    case 413:
      return "PAYLOAD_TOO_LARGE";
    case 415:
      return "UNSUPPORTED_MEDIA_TYPE";
    case 429:
      return "RATE_LIMITED";
    default:
      return status >= 500 ? "INTERNAL" : "BAD_REQUEST";
  }
}

/** The single error envelope. A 500 never echoes an internal message; the stack goes to the log with the request id. */
export function errorResponse(err: unknown, c: Context<AppEnv>): Response {
  const { status, body, headers } = errorBody(err, c.get("requestId") ?? crypto.randomUUID());
  const res = c.json(body, status);
  if (headers) for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
  return res;
}

/** The envelope and status for any failure (also used inside streamed responses). */
export function errorBody(err: unknown, requestId: string): { status: ContentfulStatusCode; body: ErrorEnvelope; headers?: Record<string, string> } {
  let status: ContentfulStatusCode = 500;
  let body: ErrorEnvelope;
  let headers: Record<string, string> | undefined;
  if (err instanceof HttpError) {
    status = err.status;
    headers = err.headers;
    body = {
      error: { code: err.code, message: err.message, requestId, ...(err.issues ? { issues: err.issues } : {}) },
      ...(err.flags.paymentRequired ? { paymentRequired: true } : {}),
      ...(err.flags.limitExceeded ? { limitExceeded: true } : {}),
    };
  } else if (err instanceof HTTPException && err.status < 500) {
    status = err.status as ContentfulStatusCode;
    // Hono's own 4xx (malformed JSON, body limit) carry a safe, user-facing message.
    const message = err.message || "Bad request";
    body = { error: { code: codeForStatus(status), message, requestId } };
  } else {
    console.error(`[${requestId}] unhandled error`, err instanceof Error ? err.stack : err);
    body = { error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again.", requestId } };
  }
  return { status, body, ...(headers ? { headers } : {}) };
}
