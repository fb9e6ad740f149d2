import type { ReactNode } from "react";
import { type ApiPlan, planApiCredit } from "@common/api";
import { BarChart } from "@web/components/ui/bar-chart";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-error";
import { useUsageSummary } from "../api/get-usage-summary";
import { callsPerDay, formatCount, formatDollars, monthOf, shortDay } from "../format";

function Stat({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="border border-border bg-background p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-mono text-2xl font-bold">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

/** This calendar month's API usage (UTC): calls, cost, included credit used, and calls per day. */
export function UsagePanel({ plan }: { plan: ApiPlan }) {
  const usage = useUsageSummary();
  const summary = usage.data;

  return (
    <section aria-labelledby="api-usage-title" className="border border-border bg-surface p-5 sm:p-6">
      <h2 id="api-usage-title" className="font-mono text-sm font-bold tracking-widest text-muted-foreground">
        USAGE THIS MONTH
      </h2>
      {usage.isLoading ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-3" aria-busy="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : usage.isError || !summary ? (
        <p role="alert" className="mt-4 text-destructive">
          Failed to fetch usage. {errorMessage(usage.error, "")}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">{monthOf(summary.period.start)} (UTC)</p>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            <Stat
              label="API calls"
              value={formatCount(summary.totalCalls)}
              note={
                summary.refusedCalls > 0
                  ? `${formatCount(summary.billableCalls)} billable; ${formatCount(summary.refusedCalls)} more refused (hourly budget spent), not billed`
                  : `${formatCount(summary.billableCalls)} billable`
              }
            />
            <Stat
              label="Cost"
              value={formatDollars(summary.totalCost)}
              note={summary.overage > 0 ? `${formatDollars(summary.overage)} beyond included credit` : undefined}
            />
            <Stat
              label="Included credit used"
              value={
                summary.includedCredit > 0
                  ? `${formatDollars(summary.creditUsed)} / ${formatDollars(summary.includedCredit)}`
                  : formatDollars(summary.creditUsed)
              }
              note={
                summary.includedCredit > 0
                  ? `${formatDollars(Math.max(0, summary.includedCredit - summary.creditUsed))} left this month`
                  : plan === "pro"
                    ? `Pro includes no API credit; Enterprise includes $${formatCount(planApiCredit.enterprise)} a month.`
                    : "No included credit this month."
              }
            />
          </dl>
          <BarChart
            className="mt-6"
            title="API calls per day"
            labelHeader="Day"
            valueHeader="Calls"
            emptyText="No calls yet this month"
            data={callsPerDay(summary.period, summary.byDay).map((d) => ({
              label: shortDay(d.date),
              value: d.calls,
            }))}
            formatValue={formatCount}
          />
          {summary.byEndpoint.length > 0 ? (
            <div className="mt-6">
              <h3 className="font-mono text-xs font-bold tracking-widest">BY ENDPOINT</h3>
              <table className="mt-2 w-full border-collapse text-sm">
                <thead className="sr-only">
                  <tr>
                    <th scope="col">Endpoint</th>
                    <th scope="col">Calls</th>
                    <th scope="col">Cost</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.byEndpoint.map((e) => (
                    <tr key={`${e.method} ${e.endpoint}`} className="border-b border-border last:border-b-0">
                      <th scope="row" className="py-2 pr-3 text-left font-mono text-xs font-normal break-all">
                        <span className="font-bold">{e.method}</span> {e.endpoint}
                      </th>
                      <td className="py-2 pr-3 text-right font-mono whitespace-nowrap">{formatCount(e.calls)}</td>
                      <td className="py-2 text-right font-mono whitespace-nowrap">{formatDollars(e.cost)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
