import type { NewsletterSubscriber } from "@common/newsletter";
import { Badge } from "@web/components/ui/badge";
import { ScrollArea } from "@web/components/ui/scroll-area";
import { formatCount, formatDate, subscriberVariant } from "../format";
import { Panel, StatCard, StatGrid, Time } from "./terminal-ui";

/** Only active (confirmed) subscribers receive campaigns. */
export const activeSubscriberCount = (subscribers: readonly NewsletterSubscriber[]) =>
  subscribers.filter((s) => s.status === "active").length;

/** SPEC §2 SUBSCRIBERS: the active count and every subscriber with source, joined date and status. */
export function SubscribersTab({ subscribers }: { subscribers: readonly NewsletterSubscriber[] }) {
  const active = activeSubscriberCount(subscribers);
  const pending = subscribers.filter((s) => s.status === "pending").length;
  return (
    <div className="grid grid-cols-1 gap-6">
      <StatGrid className="lg:grid-cols-3">
        <StatCard label="ACTIVE SUBSCRIBERS" value={formatCount(active)} note="Confirmed; these receive campaigns" />
        <StatCard label="AWAITING CONFIRMATION" value={formatCount(pending)} />
        <StatCard label="ALL SIGN-UPS" value={formatCount(subscribers.length)} />
      </StatGrid>
      <Panel title="SUBSCRIBERS">
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
