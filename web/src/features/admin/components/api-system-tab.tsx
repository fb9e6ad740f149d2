import type { ApiAnalytics } from "@common/admin";
import { Badge } from "@web/components/ui/badge";
import { byCount, errorRateVariant, formatCount, formatMs, formatPercent } from "../format";
import { ApiTrafficChart } from "./admin-charts";
import { KeyValueList, Panel, StatCard, StatGrid } from "./terminal-ui";

/** SPEC §2 API SYSTEM: calls, users, response time and error rate, overall, per endpoint and per day. */
export function ApiSystemTab({ data }: { data: ApiAnalytics }) {
  const errorRates = Object.entries(data.errorRates).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return (
    <div className="grid grid-cols-1 gap-6">
      <StatGrid>
        <StatCard label="TOTAL API CALLS" value={formatCount(data.totalApiCalls)} />
        <StatCard label="UNIQUE USERS" value={formatCount(data.uniqueUsers)} />
        <StatCard label="AVG RESPONSE TIME" value={formatMs(data.averageResponseTime)} />
        <StatCard
          label="ERROR RATE"
          value={formatPercent(data.errorRate, 2)}
          note="Responses with status 400 or above"
        />
      </StatGrid>
      <div className="border border-border bg-surface p-5">
        <ApiTrafficChart data={data.byDay} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Panel title="ENDPOINT USAGE">
          <KeyValueList entries={byCount(data.endpointUsage)} emptyText="No API calls yet" />
        </Panel>
        <Panel title="RESPONSE TIMES">
          {data.responseTimeData.length === 0 ? (
            <p className="text-sm text-muted-foreground">No API calls yet</p>
          ) : (
            <ul className="divide-y divide-border">
              {data.responseTimeData.map((r) => (
                <li key={r.endpoint} className="flex items-baseline justify-between gap-4 py-2 text-sm">
                  <span className="min-w-0 font-mono break-all">{r.endpoint}</span>
                  <span className="text-right font-mono whitespace-nowrap">
                    <span className="font-bold">{formatMs(r.avgTime)}</span>
                    <span className="block text-xs text-muted-foreground">{formatCount(r.calls)} calls</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="ERROR RATES">
          {errorRates.length === 0 ? (
            <p className="text-sm text-muted-foreground">No API calls yet</p>
          ) : (
            <ul className="divide-y divide-border">
              {errorRates.map(([endpoint, rate]) => (
                <li key={endpoint} className="flex items-center justify-between gap-4 py-2 text-sm">
                  <span className="min-w-0 font-mono break-all">{endpoint}</span>
                  <Badge variant={errorRateVariant(rate)} data-tone={errorRateVariant(rate)}>
                    {formatPercent(rate, 2)}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}
