import { MAX_UPLOAD_BYTES } from "@common/generation";
import { badRequest, AppError } from "../../lib/errors";
import { checkWebhookUrl, isRefusal, resolvePublic } from "../webhooks/url-rules";

/*
 * A row's imageUrl is fetched with the webhook URL rules (decision 033): deployed, https to a public address only,
 * the name resolved through DNS over HTTPS first; under development local servers are allowed.
 */

const asImageUrl = (message: string) =>
  message.replace(/^A webhook URL/, "imageUrl").replace(/webhooks are only sent/, "photos are only fetched");

/** The rules without DNS, as the CSV is read: null when the URL may be fetched, else why not. */
export function checkFetchUrl(raw: string, production: boolean): string | null {
  const check = checkWebhookUrl(raw, production);
  return isRefusal(check) ? asImageUrl(check.message) : null;
}

/** Fetches a row's photo (at most 12 MB, no redirects to elsewhere): its bytes, or a final error for the row. */
export async function fetchRowPhoto(raw: string, env: Pick<Env, "ENVIRONMENT">): Promise<Uint8Array> {
  const production = env.ENVIRONMENT === "production";
  const check = checkWebhookUrl(raw, production);
  if (isRefusal(check)) throw badRequest(asImageUrl(check.message));
  if (check.resolve) {
    const refusal = await resolvePublic(check.resolve);
    if (refusal) {
      if ("unavailable" in refusal && refusal.unavailable) throw new AppError("SERVICE_UNAVAILABLE", refusal.message);
      throw badRequest(asImageUrl(refusal.message));
    }
  }
  let res: Response;
  try {
    res = await fetch(check.url, { redirect: "manual", signal: AbortSignal.timeout(20_000) });
  } catch {
    throw new AppError("SERVICE_UNAVAILABLE", `The photo at ${check.url.href} could not be fetched just now`);
  }
  if (res.status >= 300 && res.status < 400)
    throw badRequest(`The photo at ${check.url.href} redirects; give its final URL`);
  if (!res.ok) {
    if (res.status >= 500) throw new AppError("SERVICE_UNAVAILABLE", `The photo's server answered ${res.status}`);
    throw badRequest(`The photo at ${check.url.href} answered ${res.status}`);
  }
  const declared = Number(res.headers.get("Content-Length") ?? "0");
  if (declared > MAX_UPLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "The photo at imageUrl is over 12 MB");
  const reader = res.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    size += next.value.byteLength;
    if (size > MAX_UPLOAD_BYTES) {
      await reader?.cancel();
      throw new AppError("PAYLOAD_TOO_LARGE", "The photo at imageUrl is over 12 MB");
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return bytes;
}
