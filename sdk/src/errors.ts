import type { components } from "./generated/openapi.js";

/** The codes the API documents for its error envelope (from the OpenAPI document). */
export type ErrorCode = components["schemas"]["Error"]["error"]["code"];

/** One invalid field of a 400 answer. */
export type ErrorIssue = { path: string; message: string };

/**
 * Every non-2xx answer, as a typed exception: the API's envelope `{ error: { code, message, requestId } }` and the
 * HTTP status. An answer that is not the envelope (a proxy's HTML page, say) gets the code `HTTP_ERROR`.
 */
export class ReachGenError extends Error {
  override readonly name = "ReachGenError";
  readonly status: number;
  readonly code: ErrorCode | "HTTP_ERROR";
  readonly requestId: string | null;
  readonly issues: ErrorIssue[];
  /** Seconds the server asked to wait before trying again (429 and 503), when it said. */
  readonly retryAfter: number | null;
  /** The parsed body as received. */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: ErrorCode | "HTTP_ERROR";
    message: string;
    requestId: string | null;
    issues?: ErrorIssue[];
    retryAfter?: number | null;
    body?: unknown;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.issues = init.issues ?? [];
    this.retryAfter = init.retryAfter ?? null;
    this.body = init.body;
  }

  /** Reads a failed answer's envelope (consuming its body). */
  static async fromResponse(response: Response): Promise<ReachGenError> {
    const text = await response.text().catch(() => "");
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text
    }
    const envelope = isEnvelope(body) ? body.error : null;
    return new ReachGenError({
      status: response.status,
      code: envelope ? (envelope.code as ErrorCode) : "HTTP_ERROR",
      message: envelope?.message ?? `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`,
      requestId: envelope?.requestId ?? response.headers.get("x-request-id"),
      issues: envelope?.issues ?? [],
      retryAfter: parseRetryAfter(response.headers.get("retry-after")),
      body,
    });
  }
}

function isEnvelope(
  body: unknown,
): body is { error: { code: string; message: string; requestId?: string; issues?: ErrorIssue[] } } {
  if (!body || typeof body !== "object" || !("error" in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    !!error &&
    typeof error === "object" &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

/** `Retry-After` as seconds: either delta-seconds or an HTTP date. Null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value == null || value.trim() === "") return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, (date - now) / 1000);
}
