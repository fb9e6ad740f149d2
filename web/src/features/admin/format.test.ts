import { describe, expect, it } from "vitest";
import {
  campaignVariant,
  contentPreview,
  ERROR_RATE_CRITICAL,
  ERROR_RATE_WARN,
  errorRateVariant,
  formatMoney,
  formatPercent,
  htmlToText,
  PREVIEW_CSP,
  previewDocument,
  shortMonth,
  subscriberVariant,
  transactionVariant,
} from "./format";

describe("admin formats", () => {
  it("error-rate badge: green below 2 %, yellow below 5 %, red from 5 % (and for anything that is not a number)", () => {
    expect([ERROR_RATE_WARN, ERROR_RATE_CRITICAL]).toEqual([2, 5]);
    expect(errorRateVariant(0)).toBe("success");
    expect(errorRateVariant(1.9)).toBe("success");
    expect(errorRateVariant(1.999)).toBe("success");
    expect(errorRateVariant(2)).toBe("warning");
    expect(errorRateVariant(4.99)).toBe("warning");
    expect(errorRateVariant(5)).toBe("destructive");
    expect(errorRateVariant(100)).toBe("destructive");
    expect(errorRateVariant(Number.NaN)).toBe("destructive");
  });

  it("status badges: completed / active / sent green, partial yellow, sending neutral, the rest red or grey", () => {
    expect(transactionVariant("completed")).toBe("success");
    expect(transactionVariant("pending")).toBe("destructive");
    expect(transactionVariant("failed")).toBe("destructive");
    expect(subscriberVariant("active")).toBe("success");
    expect(subscriberVariant("pending")).toBe("muted");
    expect(subscriberVariant("unsubscribed")).toBe("muted");
    expect(campaignVariant("sent")).toBe("success");
    expect(campaignVariant("partial")).toBe("warning");
    expect(campaignVariant("sending")).toBe("outline");
    expect(campaignVariant("failed")).toBe("destructive");
  });

  it("money with two decimals, rates with one", () => {
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(1234567.891)).toBe("$1,234,567.89");
    expect(formatPercent(12.345)).toBe("12.3%");
    expect(shortMonth("2026-01")).toBe("Jan 2026");
    expect(shortMonth("Q1")).toBe("Q1");
  });

  it("campaign preview: the text without markup, scripts or styles, blocks apart, cut at 100 characters", () => {
    expect(htmlToText("<h1>Title</h1><p>One <b>bold</b> word</p><ul><li>a</li><li>b</li></ul>")).toBe(
      "Title One bold word a b",
    );
    expect(htmlToText("<style>p{}</style><script>alert(1)</script><p>kept</p>")).toBe("kept");
    expect(htmlToText("&lt;img src=x onerror=alert(1)&gt;")).toBe("<img src=x onerror=alert(1)>");
    expect(contentPreview("<p>short</p>")).toBe("short");
    const long = contentPreview(`<p>${"x".repeat(150)}</p>`);
    expect(long).toBe(`${"x".repeat(100)}…`);
    // Characters, not UTF-16 units: an emoji is never cut in half.
    expect(contentPreview(`<p>${"😀".repeat(120)}</p>`)).toBe(`${"😀".repeat(100)}…`);
  });

  it("preview document: the draft in the body under a CSP that loads nothing but images", () => {
    expect(PREVIEW_CSP).toBe("default-src 'none'; img-src https: data:; style-src 'unsafe-inline'");
    const doc = previewDocument("<p>Hi</p>");
    const parsed = new DOMParser().parseFromString(doc, "text/html");
    expect(parsed.head.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content")).toBe(
      PREVIEW_CSP,
    );
    expect(parsed.body.innerHTML).toBe("<p>Hi</p>");
  });
});
