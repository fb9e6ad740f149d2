import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import type { z } from "zod";
import { ErrorEnvelope } from "@common/error-envelope";
import { createApp } from "../app";

const ORIGIN = "http://localhost:8787";

/** Calls the Worker's default export exactly as a browser request would reach it. */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
}

/** Calls a fresh app with other bindings or settings (a production configuration, a Stripe key…). */
export function callWith(e: Env, path: string, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(createApp().request(`${ORIGIN}${path}`, init, e));
}

export function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) };
}

/** Parses a body against a common/ schema; a mismatch fails with the body printed. */
export async function expectBody<S extends z.ZodType>(res: Response, status: number, schema: S): Promise<z.output<S>> {
  const text = await res.text();
  expect(res.status, `status ${res.status}, body: ${text}`).toBe(status);
  const parsed = schema.safeParse(JSON.parse(text));
  expect(parsed.success, `body does not match schema: ${text}\n${parsed.error?.message ?? ""}`).toBe(true);
  return parsed.data as z.output<S>;
}

/** Asserts the error envelope with a request id that matches the response header. */
export async function expectError(res: Response, status: number, code: string, message?: string | RegExp) {
  const body = await expectBody(res, status, ErrorEnvelope);
  expect(body.error.code).toBe(code);
  expect(body.error.requestId).toBe(res.headers.get("X-Request-Id"));
  if (typeof message === "string") expect(body.error.message).toBe(message);
  else if (message) expect(body.error.message).toMatch(message);
  return body;
}

/**
 * Calls a fresh app from a client address (CF-Connecting-IP) and waits for the work it left for after the answer (a
 * mail), as the runtime would let it finish.
 */
export async function callFrom(ip: string, path: string, init: RequestInit = {}, e: Env = env): Promise<Response> {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", ip);
  const res = await createApp().fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }), e, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
