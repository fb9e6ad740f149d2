import { ErrorEnvelope } from "@common/error-envelope";
import { isErrorEnvelope } from "@common/errors";
import { describe, expect, it } from "vitest";
import { ApiError, ConnectionError, errorMessage } from "./api-error";

const envelope = (code: string, message: string, flags: Record<string, boolean> = {}) =>
  JSON.stringify({ error: { code, message, requestId: "r" }, ...flags });

describe("ApiError", () => {
  it("keeps '{status}: {body}' as its message and parses the envelope", () => {
    const error = new ApiError(400, envelope("VALIDATION_FAILED", "Too long"));
    expect(error.message).toBe(`400: ${envelope("VALIDATION_FAILED", "Too long")}`);
    expect(error.status).toBe(400);
    expect(error.envelope?.error.code).toBe("VALIDATION_FAILED");
    expect(error.serverMessage).toBe("Too long");
  });

  it("has no envelope for a body that is not one, and the status text for an empty body", () => {
    expect(new ApiError(500, "<html>").envelope).toBeNull();
    expect(new ApiError(409, '{"error":"nope"}').serverMessage).toBeUndefined();
    expect(new ApiError(503, "", "Service Unavailable").message).toBe("503: Service Unavailable");
  });

  it("reads the SPEC §6 flags", () => {
    const error = new ApiError(403, envelope("PAYMENT_REQUIRED", "Subscribe first", { paymentRequired: true }));
    expect(error.paymentRequired).toBe(true);
    expect(error.limitExceeded).toBe(false);
  });

  it("takes the status of a stream's error event, and of a bare body from the envelope's code", () => {
    const event = JSON.stringify({
      status: 404,
      error: { code: "NOT_FOUND", message: "Image Not Found", requestId: "r" },
    });
    expect(ApiError.fromStreamError(event)).toMatchObject({ status: 404, serverMessage: "Image Not Found" });
    expect(ApiError.fromStreamError("{}").status).toBe(500);
    expect(ApiError.fromBody(envelope("NOT_FOUND", "Concept not found"))).toMatchObject({
      status: 404,
      serverMessage: "Concept not found",
    });
    expect(ApiError.fromBody("Not an envelope").status).toBe(0);
  });
});

describe("errorMessage", () => {
  it("is the server's message of an ApiError with an envelope, else the fallback", () => {
    expect(errorMessage(new ApiError(400, envelope("VALIDATION_FAILED", "Too long")), "fb")).toBe("Too long");
    expect(errorMessage(new ApiError(500, "<html>"), "fb")).toBe("fb");
    expect(errorMessage(new ConnectionError("Network down"), "fb")).toBe("fb");
    expect(errorMessage(new Error("400: {}"), "fb")).toBe("fb");
    expect(errorMessage("nope", "fb")).toBe("fb");
  });
});

describe("isErrorEnvelope (the zod-free check every page uses)", () => {
  it("answers as the ErrorEnvelope schema does", () => {
    const ok = { error: { code: "NOT_FOUND", message: "Concept not found", requestId: "r-1" } };
    const samples: unknown[] = [
      ok,
      { ...ok, paymentRequired: true, limitExceeded: false },
      { error: { ...ok.error, issues: [{ path: "email", message: "Please enter a valid email address" }] } },
      { error: { ...ok.error, issues: [{ path: 1, message: "x" }] } },
      { error: { ...ok.error, issues: "none" } },
      { error: { ...ok.error, code: "TEAPOT" } },
      { error: { ...ok.error, message: "" } },
      { error: { ...ok.error, requestId: undefined } },
      { ...ok, paymentRequired: "yes" },
      { error: "NOT_FOUND" },
      { message: "plain" },
      null,
      "text",
      42,
      [],
    ];
    for (const sample of samples)
      expect(isErrorEnvelope(sample), JSON.stringify(sample)).toBe(ErrorEnvelope.safeParse(sample).success);
  });
});
