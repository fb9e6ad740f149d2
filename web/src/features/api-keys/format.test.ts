import { describe, expect, it } from "vitest";
import { callsPerDay, endOfDayUtc, formatDollars, relativeTime } from "./format";
import { type KeyFormValues, toRequest } from "./hooks/use-create-key-form";

const now = Date.parse("2026-12-15T12:00:00Z");

describe("api-keys formatting", () => {
  it("says when a key was last used in words, then as a date", () => {
    expect(relativeTime("2026-12-15T11:59:40Z", now)).toBe("Just now");
    expect(relativeTime("2026-12-15T11:59:00Z", now)).toBe("1 minute ago");
    expect(relativeTime("2026-12-15T09:00:00Z", now)).toBe("3 hours ago");
    expect(relativeTime("2026-12-14T12:00:00Z", now)).toBe("1 day ago");
    expect(relativeTime("2026-10-01T12:00:00Z", now)).toBe("Oct 1, 2026");
  });

  it("shows dollars with cents, rounding float sums", () => {
    expect(formatDollars(0.1 + 0.2)).toBe("$0.30");
    expect(formatDollars(100)).toBe("$100.00");
  });

  it("fills the month's days up to today with zero calls, in order", () => {
    const days = callsPerDay(
      { start: "2026-12-01T00:00:00.000Z", end: "2026-12-31T23:59:59.999Z" },
      [
        { date: "2026-12-03", calls: 5 },
        { date: "2026-12-01", calls: 2 },
      ],
      now,
    );
    expect(days).toHaveLength(15);
    expect(days.slice(0, 4)).toEqual([
      { date: "2026-12-01", calls: 2 },
      { date: "2026-12-02", calls: 0 },
      { date: "2026-12-03", calls: 5 },
      { date: "2026-12-04", calls: 0 },
    ]);
    expect(days.at(-1)).toEqual({ date: "2026-12-15", calls: 0 });
  });
});

describe("create-key request", () => {
  const values: KeyFormValues = {
    name: " CI ",
    description: "",
    permissions: [],
    rateLimit: "1000",
    expiry: "",
    allowedOrigins: "",
  };

  it("sends what the shared schema makes of the form: trimmed name, expiry at the end of that UTC day", () => {
    expect(
      toRequest({ ...values, permissions: ["concept:read"], rateLimit: "250", expiry: "2027-01-31" }, now).body,
    ).toEqual({
      name: "CI",
      permissions: ["concept:read"],
      rateLimit: 250,
      expiresAt: endOfDayUtc("2027-01-31"),
    });
  });

  it("refuses an empty rate limit, no permission and a past expiry, before any request", () => {
    expect(toRequest({ ...values, rateLimit: " ", expiry: "2026-12-14" }, now).errors).toEqual({
      rateLimit: "Rate limit must be a whole number from 100 to 10000",
      permissions: "Choose at least one permission",
      expiresAt: "The expiry date must be in the future",
    });
    // Origins: one per line or comma, lower-cased, each once; a wrong one is named.
    expect(
      toRequest(
        {
          ...values,
          permissions: ["concept:read"],
          allowedOrigins: "https://A.example\n https://a.example, http://localhost:8822",
        },
        now,
      ).body?.allowedOrigins,
    ).toEqual(["https://a.example", "http://localhost:8822"]);
    expect(
      toRequest({ ...values, permissions: ["concept:read"], allowedOrigins: "https://a.example ftp://b.example" }, now)
        .errors?.allowedOrigins,
    ).toMatch(/^“ftp:\/\/b.example”: Each allowed origin must be an origin/);
    // Today still counts: the key works until the end of the day.
    expect(toRequest({ ...values, permissions: ["concept:read"], expiry: "2026-12-15" }, now).errors).toBeNull();
  });
});
