import { MailRejectedError, type MailProvider, MailUnavailableError } from "./provider";

export const RESEND_API_BASE = "https://api.resend.com";
const TIMEOUT_MS = 15_000;

const unavailable = (detail: string, retryAfterSeconds?: number) => {
  console.warn("mail provider unavailable:", detail);
  return new MailUnavailableError(detail, retryAfterSeconds);
};

/** A 429's wait: Retry-After in seconds or as an HTTP date (RFC 9110), else 1 s; never less than 1 s. */
function secondsToWait(value: string | null, now = Date.now()): number {
  const trimmed = value?.trim() ?? "";
  const seconds = /^\d+$/.test(trimmed) ? Number(trimmed) : (Date.parse(trimmed) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 1;
}

/** Resend's error body: `{ statusCode, name, message }`. */
async function errorDetail(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { name?: unknown; message?: unknown };
    const parts = [body.name, body.message].filter((p): p is string => typeof p === "string" && p.length > 0);
    if (parts.length > 0) return `${res.status} ${parts.join(": ")}`;
  } catch {
    // not JSON: the status and the start of the body say enough
  }
  return `${res.status} ${text.slice(0, 200)}`.trim();
}

/**
 * Resend's HTTP API over fetch (`POST /emails`, bearer key, Idempotency-Key header), switched on by RESEND_API_KEY.
 * RESEND_API_BASE (tests only) points it at a local server speaking the same wire format. A network failure, a 5xx or
 * a 429 throws MailUnavailableError (503; worth retrying with the same key); any other refusal MailRejectedError.
 */
export function resendProvider(env: Pick<Env, "RESEND_API_KEY" | "RESEND_API_BASE">): MailProvider {
  const base = (env.RESEND_API_BASE || RESEND_API_BASE).replace(/\/+$/, "");
  return {
    name: "resend",
    async send(message) {
      let res: Response;
      try {
        res = await fetch(`${base}/emails`, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${env.RESEND_API_KEY ?? ""}`,
            "Content-Type": "application/json",
            "Idempotency-Key": message.idempotencyKey,
          },
          body: JSON.stringify({
            from: message.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            ...(message.html ? { html: message.html } : {}),
            ...(message.headers && Object.keys(message.headers).length > 0 ? { headers: message.headers } : {}),
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw unavailable(err instanceof Error ? err.message : String(err));
      }
      if (res.status === 429) {
        throw unavailable(await errorDetail(res), secondsToWait(res.headers.get("retry-after")));
      }
      if (res.status >= 500) throw unavailable(await errorDetail(res));
      if (!res.ok) throw new MailRejectedError(res.status, `Resend refused the mail: ${await errorDetail(res)}`);
      const body = (await res.json().catch(() => null)) as { id?: unknown } | null;
      if (typeof body?.id !== "string" || !body.id) throw unavailable("Resend answered without an email id");
      return { providerId: body.id };
    },
  };
}
