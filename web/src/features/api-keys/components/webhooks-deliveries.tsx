import { RefreshCw, RotateCcw } from "lucide-react";
import { WEBHOOK_LOG_RETENTION_DAYS, type WebhookDelivery, type WebhookDeliveryStatus } from "@common/webhooks";
import { Badge, type BadgeVariant } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api-error";
import { useWebhookDeliveries } from "../api/get-webhooks";
import { useReplayWebhookDelivery } from "../api/manage-webhooks";
import { actionsHeading, TableHead } from "./table-head";

const statusBadge: Record<WebhookDeliveryStatus, { variant: BadgeVariant; label: string }> = {
  pending: { variant: "warning", label: "PENDING" },
  succeeded: { variant: "success", label: "SUCCEEDED" },
  failed: { variant: "destructive", label: "FAILED" },
};

/** A moment as a person reads it, e.g. "Dec 3, 2026, 4:05:09 PM" (seconds: retries start 5 s apart). */
const formatMoment = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
  });

function Moment({ iso, none }: { iso: string | null; none: string }) {
  return iso ? (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatMoment(iso)}
    </time>
  ) : (
    <span className="text-muted-foreground">{none}</span>
  );
}

const td = "px-3 py-2.5 align-top";

/**
 * One endpoint's delivery log, newest first: event, status, attempts, last response code, last and next attempt, the
 * error, and Replay (the same event, same `webhook-id`, sent again now: for a settled delivery of an enabled endpoint).
 * It refreshes itself while a delivery is pending, and on "Refresh".
 */
export function WebhookDeliveries({
  endpointId,
  endpointEnabled,
  label,
}: {
  endpointId: string;
  endpointEnabled: boolean;
  label: string;
}) {
  const log = useWebhookDeliveries(endpointId);
  const replay = useReplayWebhookDelivery();
  const deliveries = log.data?.pages.flatMap((p) => p.data) ?? [];
  const pending = deliveries.some((d) => d.status === "pending");

  const onReplay = (d: WebhookDelivery) =>
    replay.mutate(
      { endpointId, deliveryId: d.id },
      {
        onSuccess: () => toast({ title: "Delivery replayed", description: `${d.eventType} was sent again.` }),
        onError: (error) =>
          toast({
            title: "Not replayed",
            description: errorMessage(error, "Check your connection and try again."),
            variant: "destructive",
          }),
      },
    );

  if (log.isLoading)
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  if (log.isError)
    return (
      <p className="text-sm text-destructive">
        Failed to fetch the delivery log. {errorMessage(log.error, "")}{" "}
        <button type="button" className="underline" onClick={() => void log.refetch()}>
          Retry
        </button>
      </p>
    );

  return (
    <div className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5 text-xs text-muted-foreground">
          <p aria-live="polite">
            {deliveries.length === 0
              ? "No deliveries yet. Send a test event to try your receiver."
              : pending
                ? "Retries are running; this log refreshes itself."
                : `${deliveries.length} ${deliveries.length === 1 ? "delivery" : "deliveries"}, newest first.`}
          </p>
          <p>Events and their deliveries are kept {WEBHOOK_LOG_RETENTION_DAYS} days.</p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => void log.refetch()} disabled={log.isFetching}>
          <RefreshCw aria-hidden className={`h-3.5 w-3.5 ${log.isFetching ? "animate-spin" : ""}`} />
          Refresh
        </Button>
      </div>
      {deliveries.length > 0 ? (
        // biome-ignore lint/a11y/useSemanticElements: a named scrollable region around a wide table, not a page section
        <div
          role="region"
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (axe scrollable-region-focusable)
          tabIndex={0}
          className="relative overflow-x-auto border border-border bg-background"
        >
          <table className="w-full min-w-[56rem] border-collapse text-sm">
            <TableHead
              labels={[
                "Event",
                "Status",
                "Attempts",
                "Response",
                "Last attempt",
                "Next attempt",
                "Error",
                actionsHeading,
              ]}
            />
            <tbody>
              {deliveries.map((d) => {
                const badge = statusBadge[d.status];
                const replaying = replay.isPending && replay.variables?.deliveryId === d.id;
                return (
                  <tr key={d.id} className="border-b border-border last:border-b-0" data-testid="webhook-delivery-row">
                    <th scope="row" className={`${td} text-left font-normal`}>
                      <span className="block whitespace-nowrap font-mono font-bold">{d.eventType}</span>
                      <span className="block whitespace-nowrap font-mono text-xs text-muted-foreground">
                        {d.eventId}
                      </span>
                    </th>
                    <td className={td}>
                      <Badge variant={badge.variant}>{badge.label}</Badge>
                    </td>
                    <td className={`${td} font-mono`}>{d.attempts}</td>
                    <td className={`${td} font-mono`}>
                      {d.lastResponseCode ?? <span className="text-muted-foreground">—</span>}
                    </td>
                    <td className={td}>
                      <Moment iso={d.lastAttemptAt} none="Not yet" />
                    </td>
                    <td className={td}>
                      <Moment iso={d.nextAttemptAt} none="—" />
                    </td>
                    <td className={`${td} max-w-64 break-words text-xs`}>
                      {d.lastError ?? <span className="text-muted-foreground">—</span>}
                    </td>
                    <td className={`${td} text-right`}>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => onReplay(d)}
                        disabled={replaying || d.status === "pending" || !endpointEnabled}
                        title={
                          d.status === "pending"
                            ? "Still being attempted: replay it once it has succeeded or failed"
                            : !endpointEnabled
                              ? "Enable the endpoint to replay its deliveries"
                              : undefined
                        }
                        aria-label={`Replay ${d.eventType} ${d.eventId}`}
                      >
                        {replaying ? <Spinner /> : <RotateCcw aria-hidden className="h-3.5 w-3.5" />}
                        Replay
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {log.hasNextPage ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void log.fetchNextPage()}
            disabled={log.isFetchingNextPage}
          >
            {log.isFetchingNextPage ? <Spinner /> : null}
            Show older deliveries
          </Button>
        </div>
      ) : null}
    </div>
  );
}
