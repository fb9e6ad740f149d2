// Standard Webhooks signature verification (https://www.standardwebhooks.com): HMAC-SHA256 over
// `${webhook-id}.${webhook-timestamp}.${body}` with the endpoint's `whsec_` secret, base64 in `webhook-signature` as
// `v1,<signature>` (space-separated when a rotated secret signs too). Web Crypto only: no dependency.

/** A webhook whose signature, timestamp or headers do not hold up. */
export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
}

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** The endpoint's secret, `whsec_` followed by base64 (shown once when the endpoint is made or rotated). */
  secret: string;
  /** The request's headers: a `Headers` object or a plain object (Node's `req.headers`). */
  headers: WebhookHeaders;
  /** The raw body exactly as received, before any JSON parsing. */
  body: string | Uint8Array | ArrayBuffer;
  /** How far the timestamp may be from now, in seconds (default 300). */
  toleranceSeconds?: number;
  /** The current time in milliseconds (tests). */
  now?: number;
}

const encoder = new TextEncoder();

function header(headers: WebhookHeaders, name: string): string | null {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name);
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

function base64ToBytes(value: string): Uint8Array {
  const binary = atob(value);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function bodyBytes(body: string | Uint8Array | ArrayBuffer): Uint8Array {
  if (typeof body === "string") return encoder.encode(body);
  return body instanceof Uint8Array ? body : new Uint8Array(body);
}

/** Compares two strings in time that depends only on their lengths. */
function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The base64 HMAC-SHA256 signature of one message: what `webhook-signature` carries after `v1,`. */
export async function signWebhook(
  secret: string,
  id: string,
  timestamp: number | string,
  body: string | Uint8Array | ArrayBuffer,
): Promise<string> {
  const keyBytes = base64ToBytes(secret.startsWith("whsec_") ? secret.slice("whsec_".length) : secret);
  const key = await crypto.subtle.importKey("raw", keyBytes as BufferSource, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const prefix = encoder.encode(`${id}.${timestamp}.`);
  const payload = bodyBytes(body);
  const message = new Uint8Array(prefix.length + payload.length);
  message.set(prefix);
  message.set(payload, prefix.length);
  return bytesToBase64(new Uint8Array(await crypto.subtle.sign("HMAC", key, message as BufferSource)));
}

/**
 * Verifies a webhook delivery and returns its parsed JSON payload; throws `WebhookVerificationError` when a header is
 * missing, the timestamp is outside the tolerance, or no `v1` signature matches.
 */
export async function verifyWebhook<T = unknown>(options: VerifyWebhookOptions): Promise<T> {
  const id = header(options.headers, "webhook-id");
  const timestamp = header(options.headers, "webhook-timestamp");
  const signatures = header(options.headers, "webhook-signature");
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError("Missing webhook headers");
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError("Invalid webhook-timestamp");
  const tolerance = options.toleranceSeconds ?? 300;
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  const sent = Number(timestamp);
  if (sent < now - tolerance) throw new WebhookVerificationError("Message timestamp too old");
  if (sent > now + tolerance) throw new WebhookVerificationError("Message timestamp too new");

  let expected: string;
  try {
    expected = await signWebhook(options.secret, id, timestamp, options.body);
  } catch {
    throw new WebhookVerificationError("The secret is not a valid whsec_ secret");
  }
  const matched = signatures
    .split(" ")
    .map((entry) => entry.split(","))
    .some(
      ([version, signature]) => version === "v1" && signature !== undefined && timingSafeEqual(signature, expected),
    );
  if (!matched) throw new WebhookVerificationError("No matching signature found");
  const text = typeof options.body === "string" ? options.body : new TextDecoder().decode(bodyBytes(options.body));
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new WebhookVerificationError("The body is not JSON");
  }
}
