import { type ErrorEnvelope, errorStatus, isErrorEnvelope } from "@common/errors";

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function envelopeOf(body: string): ErrorEnvelope | null {
  const parsed = json(body);
  return isErrorEnvelope(parsed) ? parsed : null;
}

/**
 * A request the server refused. `message` is SPEC §8's '{status}: {body text}' (the status text when the body is
 * empty); `envelope` is the body parsed as the common error envelope, null when it was something else (an HTML page,
 * plain text, nothing). This is the only place that reads error bodies: callers read its fields.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly envelope: ErrorEnvelope | null;

  constructor(
    readonly status: number,
    body: string,
    statusText = "",
  ) {
    super(`${status}: ${body || statusText}`);
    this.envelope = envelopeOf(body);
  }

  static async fromResponse(res: Response): Promise<ApiError> {
    return new ApiError(res.status, await res.text(), res.statusText);
  }

  /** The `error` event that ends a progress stream (StreamError): the envelope plus the status the request would have answered. */
  static fromStreamError(data: string): ApiError {
    const parsed = json(data);
    const status = isErrorEnvelope(parsed) && (parsed as { status?: unknown }).status;
    return new ApiError(typeof status === "number" && Number.isInteger(status) ? status : 500, data);
  }

  /** An error body read without its response (a download frame's page): the status follows the envelope's code, 0 without one. */
  static fromBody(body: string): ApiError {
    const envelope = envelopeOf(body);
    return new ApiError(envelope ? errorStatus[envelope.error.code] : 0, body);
  }

  /** The server's own message, when the body was the envelope. */
  get serverMessage(): string | undefined {
    return this.envelope?.error.message;
  }

  /** SPEC §6: generation refused for want of an active paid plan. */
  get paymentRequired(): boolean {
    return this.envelope?.paymentRequired === true;
  }

  /** SPEC §6: the month's concepts are used up. */
  get limitExceeded(): boolean {
    return this.envelope?.limitExceeded === true;
  }
}

/** The connection failed or closed before the server answered in full; the message is written for the user. */
export class ConnectionError extends Error {
  override readonly name = "ConnectionError";
}

/** The server's message of a failed request, for toasts and inline errors; anything else gives the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}
