import { useId } from "react";
import type { NewsletterCampaign } from "@common/newsletter";
import { Badge } from "@web/components/ui/badge";
import { ScrollArea } from "@web/components/ui/scroll-area";
import { Spinner } from "@web/components/ui/spinner";
import { campaignVariant, contentPreview, formatCount, formatDateTime } from "../format";
import { CAMPAIGN_POLL_MS } from "../api/get-newsletter-campaigns";
import { Panel, Time } from "./terminal-ui";

/** Delivered, failed and still queued recipients of one campaign as one stacked bar. */
function DeliveryBar({ campaign }: { campaign: NewsletterCampaign }) {
  const { totalRecipients: total, successfulSends: ok, failedSends: failed, pendingSends: queued } = campaign;
  const pct = (n: number) => (total > 0 ? `${(n / total) * 100}%` : "0%");
  const label = `Delivery: ${formatCount(ok)} delivered, ${formatCount(failed)} failed, ${formatCount(queued)} pending of ${formatCount(total)}`;
  return (
    <div role="img" aria-label={label} title={label} className="mt-3 flex h-2 w-full overflow-hidden bg-surface-2">
      <div className="h-full bg-accent" style={{ width: pct(ok) }} />
      <div className="h-full bg-destructive" style={{ width: pct(failed) }} />
      <div className="h-full bg-warning/60 motion-safe:animate-pulse" style={{ width: pct(queued) }} />
    </div>
  );
}

function CampaignItem({ campaign }: { campaign: NewsletterCampaign }) {
  const titleId = useId();
  return (
    <li className="py-4 text-sm">
      <article aria-labelledby={titleId}>
        <div className="flex flex-wrap items-start gap-3">
          <h3 id={titleId} className="min-w-0 flex-1 font-mono font-bold break-words">
            {campaign.subject}
          </h3>
          <Badge variant={campaignVariant(campaign.status)}>{campaign.status.toUpperCase()}</Badge>
        </div>
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 font-mono text-xs text-muted-foreground">
          <div className="flex gap-1">
            <dt>Recipients</dt>
            <dd className="font-bold text-foreground">{formatCount(campaign.totalRecipients)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Successful</dt>
            <dd className="font-bold text-foreground">{formatCount(campaign.successfulSends)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Failed</dt>
            <dd className="font-bold text-foreground">{formatCount(campaign.failedSends)}</dd>
          </div>
          {campaign.pendingSends > 0 ? (
            <div className="flex gap-1">
              <dt>Pending</dt>
              <dd className="font-bold text-foreground">{formatCount(campaign.pendingSends)}</dd>
            </div>
          ) : null}
          <div className="flex gap-1">
            <dt>Sent</dt>
            <dd>
              <Time iso={campaign.createdAt}>{formatDateTime(campaign.createdAt)}</Time>
            </dd>
          </div>
        </dl>
        <DeliveryBar campaign={campaign} />
        <p className="mt-3 text-muted-foreground break-words" data-testid="campaign-preview">
          {contentPreview(campaign.content)}
        </p>
      </article>
    </li>
  );
}

/**
 * SPEC §2 CAMPAIGNS: every campaign with its status and delivery counts, newest first. While one is still `sending`
 * the list is read again every 2 s (see the campaigns query), so the bar fills up in front of the admin.
 */
export function CampaignsTab({
  campaigns,
  refreshError,
}: {
  campaigns: readonly NewsletterCampaign[];
  refreshError?: boolean;
}) {
  const sending = campaigns.some((c) => c.status === "sending");
  return (
    <Panel
      title="CAMPAIGNS"
      actions={
        sending ? (
          <span role="status" className="flex items-center gap-2 font-mono text-xs text-muted-foreground">
            <Spinner /> Delivering · updates every {CAMPAIGN_POLL_MS / 1000} s
          </span>
        ) : null
      }
    >
      {refreshError ? (
        <p role="alert" className="mb-3 text-sm text-destructive">
          The latest refresh failed; showing the last list read.
        </p>
      ) : null}
      {campaigns.length === 0 ? (
        <p className="text-sm text-muted-foreground">No campaigns sent yet</p>
      ) : (
        <ScrollArea label="Campaign list" viewportClassName="max-h-[40rem]">
          <ul className="divide-y divide-border pr-3">
            {campaigns.map((c) => (
              <CampaignItem key={c.id} campaign={c} />
            ))}
          </ul>
        </ScrollArea>
      )}
    </Panel>
  );
}
