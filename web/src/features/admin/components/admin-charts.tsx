import { useId, type ReactNode } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AdminStats, ApiAnalytics, PaymentAnalytics } from "@common/admin";
import { cn } from "@web/lib/cn";
import { formatCount, formatMoney, formatPercent, shortDay, shortMonth } from "../format";

// Colours are the theme's CSS variables, so every chart follows the light and dark themes without re-rendering.
const tick = { fill: "var(--muted-foreground)", fontSize: 11, fontFamily: "var(--font-mono)" };
const grid = { stroke: "var(--border)", strokeDasharray: "3 3" };
const tooltipProps = {
  contentStyle: {
    background: "var(--surface)",
    border: "1px solid var(--border-strong)",
    borderRadius: 0,
    color: "var(--foreground)",
    fontFamily: "var(--font-mono)",
    fontSize: 12,
  },
  labelStyle: { color: "var(--foreground)", fontWeight: 700 },
  itemStyle: { color: "var(--foreground)" },
  cursor: { fill: "var(--surface-2)", stroke: "var(--border-strong)" },
} as const;
const legendStyle = { fontFamily: "var(--font-mono)", fontSize: 11, color: "var(--muted-foreground)" };
const xAxis = {
  tick,
  tickLine: false,
  axisLine: { stroke: "var(--border-strong)" },
  interval: "preserveStartEnd",
  minTickGap: 24,
} as const;
const chartStyle = { width: "100%", height: 240 } as const;
const margin = { top: 8, right: 20, bottom: 0, left: 0 };

interface Column<T> {
  header: string;
  cell: (row: T) => string;
}

/**
 * A named chart: the caption names the figure and the chart's SVG (its <title>), `summary` is the SVG's <desc>, and a
 * visually hidden table lists every value, so the numbers reach screen readers and keyboard users without hovering.
 */
function ChartFigure<T>({
  title,
  summary,
  rows,
  columns,
  emptyText,
  className,
  children,
}: {
  title: string;
  summary: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  emptyText: string;
  className?: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className={cn("grid min-w-0 gap-2", className)}>
      <figcaption id={captionId} className="font-mono text-xs font-bold tracking-widest">
        {title}
      </figcaption>
      {rows.length === 0 ? (
        <p className="border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <>
          <div className="min-w-0" data-testid="chart">
            {children}
          </div>
          <p className="sr-only">{summary}</p>
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional (one per day or month)
                <tr key={i}>
                  {columns.map((c, j) =>
                    j === 0 ? (
                      <th key={c.header} scope="row">
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td key={c.header}>{c.cell(row)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

type MonthRevenue = PaymentAnalytics["revenueByMonth"][number];

/** Revenue of completed payments per month (PAYMENTS). */
export function RevenueChart({ data }: { data: readonly MonthRevenue[] }) {
  const title = "REVENUE PER MONTH";
  const rows = data.map((d) => ({ ...d, label: shortMonth(d.month) }));
  const summary =
    rows.length > 0
      ? `${formatMoney(sum(rows.map((r) => r.revenue)))} over ${rows.length} months, ${rows[0]!.label} to ${rows.at(-1)!.label}.`
      : "";
  return (
    <ChartFigure
      title={title}
      summary={summary}
      rows={rows}
      emptyText="No revenue yet"
      columns={[
        { header: "Month", cell: (r) => r.label },
        { header: "Revenue", cell: (r) => formatMoney(r.revenue) },
      ]}
    >
      <BarChart responsive style={chartStyle} data={rows} margin={margin} title={title} desc={summary}>
        <CartesianGrid vertical={false} {...grid} />
        <XAxis dataKey="label" {...xAxis} />
        <YAxis
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={64}
          tickFormatter={(v: number) => `$${formatCount(v)}`}
        />
        <Tooltip {...tooltipProps} formatter={(v) => [formatMoney(Number(v)), "Revenue"]} />
        <Bar dataKey="revenue" name="Revenue" fill="var(--accent)" maxBarSize={48} isAnimationActive={false} />
      </BarChart>
    </ChartFigure>
  );
}

type ApiDay = ApiAnalytics["byDay"][number];

/** API calls (bars, left axis) and error rate in % (line, right axis) per day (API SYSTEM). */
export function ApiTrafficChart({ data }: { data: readonly ApiDay[] }) {
  const title = "API CALLS AND ERROR RATE PER DAY";
  const rows = data.map((d) => ({ ...d, label: shortDay(d.date) }));
  const peak = rows.reduce<(typeof rows)[number] | undefined>((a, r) => (!a || r.calls > a.calls ? r : a), undefined);
  const summary = peak
    ? `${formatCount(sum(rows.map((r) => r.calls)))} calls over ${rows.length} days; busiest ${peak.label} with ${formatCount(peak.calls)} calls.`
    : "";
  return (
    <ChartFigure
      title={title}
      summary={summary}
      rows={rows}
      emptyText="No API calls yet"
      columns={[
        { header: "Day", cell: (r) => r.label },
        { header: "Calls", cell: (r) => formatCount(r.calls) },
        { header: "Error rate", cell: (r) => formatPercent(r.errorRate, 2) },
      ]}
    >
      <ComposedChart responsive style={chartStyle} data={rows} margin={margin} title={title} desc={summary}>
        <CartesianGrid vertical={false} {...grid} />
        <XAxis dataKey="label" {...xAxis} />
        <YAxis yAxisId="calls" tick={tick} tickLine={false} axisLine={false} width={48} allowDecimals={false} />
        <YAxis
          yAxisId="errors"
          orientation="right"
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={44}
          tickFormatter={(v: number) => `${v}%`}
        />
        <Tooltip
          {...tooltipProps}
          formatter={(v, name) =>
            name === "Error rate" ? [formatPercent(Number(v), 2), name] : [formatCount(Number(v)), name]
          }
        />
        <Legend wrapperStyle={legendStyle} />
        <Bar
          yAxisId="calls"
          dataKey="calls"
          name="Calls"
          fill="var(--accent)"
          maxBarSize={32}
          isAnimationActive={false}
        />
        <Line
          yAxisId="errors"
          dataKey="errorRate"
          name="Error rate"
          stroke="var(--destructive)"
          strokeWidth={2}
          dot={{ r: 2, fill: "var(--destructive)" }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartFigure>
  );
}

type SignupDay = AdminStats["signupsByDay"][number];

/** Registered users per day, the last 30 days (ANALYTICS). */
export function SignupsChart({ data }: { data: readonly SignupDay[] }) {
  const title = "SIGN-UPS PER DAY";
  const rows = data.map((d) => ({ ...d, label: shortDay(d.date) }));
  const summary =
    rows.length > 0
      ? `${formatCount(sum(rows.map((r) => r.signups)))} sign-ups from ${rows[0]!.label} to ${rows.at(-1)!.label}.`
      : "";
  return (
    <ChartFigure
      title={title}
      summary={summary}
      rows={rows}
      emptyText="No sign-ups yet"
      columns={[
        { header: "Day", cell: (r) => r.label },
        { header: "Sign-ups", cell: (r) => formatCount(r.signups) },
      ]}
    >
      <AreaChart responsive style={chartStyle} data={rows} margin={margin} title={title} desc={summary}>
        <CartesianGrid vertical={false} {...grid} />
        <XAxis dataKey="label" {...xAxis} />
        <YAxis tick={tick} tickLine={false} axisLine={false} width={40} allowDecimals={false} />
        <Tooltip {...tooltipProps} formatter={(v) => [formatCount(Number(v)), "Sign-ups"]} />
        <Area
          type="monotone"
          dataKey="signups"
          name="Sign-ups"
          stroke="var(--accent)"
          strokeWidth={2}
          fill="var(--accent-soft)"
          isAnimationActive={false}
        />
      </AreaChart>
    </ChartFigure>
  );
}
