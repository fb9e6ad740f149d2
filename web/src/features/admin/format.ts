import type { CampaignStatus, SubscriberStatus } from "@common/newsletter";
import type { BadgeVariant } from "@web/components/ui/badge";

const money = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat("en-US");

/** Dollars with cents: $1,234.50. */
export const formatMoney = (dollars: number) => `$${money.format(dollars)}`;
export const formatCount = (n: number) => count.format(n);
/** A rate already in %, e.g. 12.3%. */
export const formatPercent = (rate: number, digits = 1) => `${rate.toFixed(digits)}%`;
export const formatMs = (ms: number) => `${count.format(Math.round(ms))} ms`;

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A UTC day (2026-11-03) as "Nov 3". */
export const shortDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** A calendar month (2026-11) as "Nov 2026"; anything else is shown as it came. */
export function shortMonth(month: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A record's entries, largest count first (ties by name), for the count lists. */
export const byCount = (map: Record<string, number>) =>
  Object.entries(map).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));

/**
 * SPEC §2 error-rate badge: green below 2 %, yellow below 5 %, red otherwise. The only place these numbers live;
 * anything that is not a number below 5 (NaN included) is red.
 */
export const ERROR_RATE_WARN = 2;
export const ERROR_RATE_CRITICAL = 5;
export function errorRateVariant(rate: number): Extract<BadgeVariant, "success" | "warning" | "destructive"> {
  if (rate < ERROR_RATE_WARN) return "success";
  if (rate < ERROR_RATE_CRITICAL) return "warning";
  return "destructive";
}

/** SPEC §2: a transaction is green when completed, red otherwise. */
export const transactionVariant = (status: string): BadgeVariant =>
  status === "completed" ? "success" : "destructive";

/** SPEC §2: a subscriber is green when active, grey otherwise. */
export const subscriberVariant = (status: SubscriberStatus): BadgeVariant =>
  status === "active" ? "success" : "muted";

/** SPEC §2: sent green, partial yellow, failed red; `sending` (still being delivered) neutral. */
const campaignVariants: Record<CampaignStatus, BadgeVariant> = {
  sent: "success",
  partial: "warning",
  sending: "outline",
  failed: "destructive",
};
export const campaignVariant = (status: CampaignStatus): BadgeVariant => campaignVariants[status] ?? "destructive";

const BLOCKS =
  "address,article,aside,blockquote,br,dd,div,dl,dt,footer,h1,h2,h3,h4,h5,h6,header,hr,li,ol,p,pre,section,table,td,th,tr,ul";

/**
 * The text of an HTML fragment, whitespace collapsed, with a space where a block ends. Parsed by DOMParser into an
 * inert document: nothing in it runs or loads. The caller renders the result as React text.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const el of doc.querySelectorAll("script,style,noscript,template,title")) el.remove();
  for (const el of doc.querySelectorAll(BLOCKS)) el.after(" ");
  return (doc.body?.textContent ?? "").replace(/\s+/g, " ").trim();
}

export const PREVIEW_LENGTH = 100;

/** SPEC §2 campaign preview: the content's text, its first 100 characters (an ellipsis marks the cut). */
export function contentPreview(html: string, max = PREVIEW_LENGTH): string {
  const chars = Array.from(htmlToText(html));
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : chars.join("");
}

/** What the newsletter preview frame may load: images over https or inline, inline styles; nothing else. */
export const PREVIEW_CSP = "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'";

/**
 * The document the preview frame shows. The frame is sandboxed with no permissions (no scripts, an opaque origin);
 * the CSP also keeps the draft from fetching anything but images, so opening a preview calls nobody.
 */
export function previewDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body>${html}</body></html>`;
}
