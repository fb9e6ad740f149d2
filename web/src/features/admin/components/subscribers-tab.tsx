import type { AdminStats } from "@common/admin";
import type { NewsletterSubscriber } from "@common/newsletter";
import { Badge } from "@web/components/ui/badge";
import { ScrollArea } from "@web/components/ui/scroll-area";
import { formatCount, formatDate, subscriberVariant } from "../format";
import { Panel, StatCard, StatGrid, Time } from "./terminal-ui";

/**
 * SPEC §2 SUBSCRIBERS: the counts (from the admin stats, which count every row) and the newest subscribers with
 * source, joined date and status.
 */
export function SubscribersTab({
  subscribers,
  counts,
}: {
  subscribers: readonly NewsletterSubscriber[];
  counts: AdminStats["subscribersByStatus"];
}) {
  const all = counts.pending + counts.active + counts.unsubscribed;
  return (
    <div className="grid grid-cols-1 gap-6">
      <StatGrid className="lg:grid-cols-3">
        <StatCard
          label="ACTIVE SUBSCRIBERS"
          value={formatCount(counts.active)}
          note="Confirmed; these receive campaigns"
        />
        <StatCard label="AWAITING CONFIRMATION" value={formatCount(counts.pending)} />
        <StatCard label="ALL SIGN-UPS" value={formatCount(all)} />
      </StatGrid>
      <Panel
        title="SUBSCRIBERS"
        actions={
          subscribers.length < all ? (
            <span className="font-mono text-xs text-muted-foreground">
              Newest {formatCount(subscribers.length)} of {formatCount(all)}
            </span>
          ) : undefined
        }
      >
        {subscribers.length === 0 ? (
          <p className="text-sm text-muted-foreground">No subscribers yet</p>
        ) : (
          <ScrollArea label="Subscriber list" viewportClassName="max-h-[32rem]">
            <ul className="divide-y divide-border pr-3">
              {subscribers.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm">
                  <div className="min-w-0 flex-1 basis-56">
                    <p className="font-bold break-words">{s.firstName ?? "—"}</p>
                    <p className="font-mono text-xs text-muted-foreground break-all">{s.email}</p>
                  </div>
                  <span className="font-mono text-xs text-muted-foreground">{s.source ?? "—"}</span>
                  <span className="font-mono text-xs whitespace-nowrap text-muted-foreground">
                    Joined <Time iso={s.createdAt}>{formatDate(s.createdAt)}</Time>
                  </span>
                  <Badge variant={subscriberVariant(s.status)}>{s.status.toUpperCase()}</Badge>
                </li>
              ))}
            </ul>
          </ScrollArea>
        )}
      </Panel>
    </div>
  );
}
