import { describe, expect, it } from "vitest";
import { relativeDate } from "./relative-date";

describe("relativeDate", () => {
  const now = new Date(2026, 10, 22, 15, 0);
  it.each([
    [new Date(2026, 10, 22, 1, 0), "Today"],
    [new Date(2026, 10, 21, 23, 0), "1 day ago"],
    [new Date(2026, 10, 17, 12, 0), "5 days ago"],
    [new Date(2026, 10, 15, 12, 0), "1 week ago"],
    [new Date(2026, 10, 1, 12, 0), "3 weeks ago"],
  ])("%s → %s", (date, label) => expect(relativeDate(date.toISOString(), now)).toBe(label));
  it("falls back to a local date after 30 days", () => {
    const d = new Date(2026, 8, 1, 12, 0);
    expect(relativeDate(d.toISOString(), now)).toBe(d.toLocaleDateString());
  });
});
