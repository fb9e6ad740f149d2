import { dollars } from "@common/api";

const count = new Intl.NumberFormat("en-US");

/** 1000 → "1,000". */
export const formatCount = (n: number) => count.format(n);

/** 1.5 → "$1.50" (summed costs are rounded to cents first). */
export const formatDollars = (n: number) => `$${dollars(n).toFixed(2)}`;

/** A date as a person reads it, e.g. "Dec 3, 2026"; `utc` for dates that are UTC days (a key's expiry). */
export function formatDate(iso: string, utc = false): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    ...(utc ? { timeZone: "UTC" } : {}),
  });
}

/** When a key was last used: "Just now", "5 minutes ago", "3 hours ago", "2 days ago", then the date. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  if (minutes < 1) return "Just now";
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  const days = Math.floor(hours / 24);
  if (days < 30) return plural(days, "day");
  return formatDate(iso);
}

/** A date input's value (YYYY-MM-DD) as the last moment of that day in UTC, the key's expiresAt. */
export const endOfDayUtc = (date: string) => `${date}T23:59:59.999Z`;

/** Today as a date input's value, in UTC (the earliest expiry day a key can have). */
export const todayUtc = (now: number = Date.now()) => new Date(now).toISOString().slice(0, 10);

/** "2026-12-01T00:00:00Z" → "December 2026" (the month a usage summary covers, a UTC month). */
export const monthOf = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-12-03" → "Dec 3" (a chart label). */
export const shortDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/**
 * Every day of the period up to today (UTC) with its calls, zero for days the summary leaves out, so the chart shows
 * quiet days as gaps rather than skipping them.
 */
export function callsPerDay(
  period: { start: string; end: string },
  byDay: readonly { date: string; calls: number }[],
  now: number = Date.now(),
): { date: string; calls: number }[] {
  const calls = new Map(byDay.map((d) => [d.date, d.calls]));
  const last = Math.min(Date.parse(period.end), now);
  const days: { date: string; calls: number }[] = [];
  // 62 days at most: a summary is a month; a longer period is shown only by the days it reports.
  for (let t = Date.parse(period.start.slice(0, 10)); t <= last && days.length < 62; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.push({ date, calls: calls.get(date) ?? 0 });
  }
  for (const d of byDay) if (!days.some((x) => x.date === d.date)) days.push({ date: d.date, calls: d.calls });
  return days.sort((a, b) => a.date.localeCompare(b.date));
}
