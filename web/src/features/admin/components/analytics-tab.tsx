import type { AdminStats } from "@common/admin";
import { ScrollArea } from "@web/components/ui/scroll-area";
import { byCount, formatCount, formatDateTime } from "../format";
import { SignupsChart } from "./admin-charts";
import { KeyValueList, Panel, StatCard, StatGrid, Time } from "./terminal-ui";

/** SPEC §2 ANALYTICS: platform totals, user statistics and plans, concepts per platform, recent activity. */
export function AnalyticsTab({ data }: { data: AdminStats }) {
  const users = data.userStats;
  return (
    <div className="grid grid-cols-1 gap-6">
      <StatGrid className="lg:grid-cols-5">
        <StatCard label="CONCEPTS" value={formatCount(data.totalConcepts)} />
        <StatCard label="REGISTERED USERS" value={formatCount(data.totalUsers)} />
        <StatCard label="NEWSLETTER SUBSCRIBERS" value={formatCount(data.totalSubscribers)} />
        <StatCard label="DOWNLOADS" value={formatCount(data.totalDownloads)} />
        <StatCard label="GENERATIONS" value={formatCount(data.totalGenerations)} />
      </StatGrid>
      <div className="border border-border bg-surface p-5">
        <SignupsChart data={data.signupsByDay} />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Panel title="USER STATISTICS">
          <KeyValueList
            emptyText=""
            entries={[
              ["Total users", users.totalUsers],
              ["Active subscriptions", users.activeSubscriptions],
              ["New this month", users.newUsersThisMonth],
            ]}
          />
          <h3 className="mt-6 font-mono text-xs font-bold tracking-widest text-muted-foreground">USERS BY PLAN</h3>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(
              [
                ["FREE", users.freeUsers],
                ["BASIC", users.basicUsers],
                ["PRO", users.proUsers],
                ["ENTERPRISE", users.enterpriseUsers],
              ] as const
            ).map(([plan, n]) => (
              <div key={plan} className="border border-border bg-background p-3">
                <dt className="font-mono text-xs text-muted-foreground">{plan}</dt>
                <dd className="mt-1 font-mono text-xl font-bold">{formatCount(n)}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel title="PLATFORM STATS">
          <KeyValueList entries={byCount(data.platformStats)} emptyText="No concepts yet" />
        </Panel>
      </div>
      <Panel title="RECENT ACTIVITY">
        {data.recentActivity.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity yet</p>
        ) : (
          <ScrollArea label="Activity list" viewportClassName="max-h-96">
            <ul className="divide-y divide-border pr-3">
              {data.recentActivity.map((a, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two events may share a description and a time
                <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
                  <span className="min-w-0 break-words">{a.description}</span>
                  <span className="font-mono text-xs text-muted-foreground whitespace-nowrap">
                    <Time iso={a.timestamp}>{formatDateTime(a.timestamp)}</Time>
                  </span>
                </li>
              ))}
            </ul>
          </ScrollArea>
        )}
      </Panel>
    </div>
  );
}
