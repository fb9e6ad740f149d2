import { useId, useState } from "react";
import { ChevronDown, KeyRound, Power, PowerOff, Send, Trash2 } from "lucide-react";
import { type WebhookEndpoint, type WebhookEndpointWithSecret, webhookEventLabels } from "@common/webhooks";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api-error";
import { useRotateWebhookSecret, useSendWebhookTest, useUpdateWebhook } from "../api/manage-webhooks";
import { formatDate } from "../format";
import { WebhookDeliveries } from "./webhooks-deliveries";

/** A reason as a sentence: "Turned off by its owner" → "Turned off by its owner." */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, "Check your connection and try again."), variant: "destructive" });

/**
 * One endpoint: its URL, description, events, whether it is enabled (and why not), and its actions: send a test
 * event, rotate the secret (the new one goes to `onSecret`, shown once), enable or disable, delete (asks first), and
 * its delivery log, opened below it.
 */
export function WebhookEndpointCard({
  endpoint,
  onSecret,
  onDelete,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (endpoint: WebhookEndpointWithSecret) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}) {
  const id = useId();
  const [logOpen, setLogOpen] = useState(false);
  const test = useSendWebhookTest();
  const rotate = useRotateWebhookSecret();
  const update = useUpdateWebhook();

  const sendTest = () =>
    test.mutate(endpoint.id, {
      onSuccess: () => {
        toast({ title: "Test event sent", description: "Its delivery is in the log below." });
        setLogOpen(true);
      },
      onError: failed("Test event not sent"),
    });
  const rotateSecret = () =>
    rotate.mutate(endpoint.id, {
      onSuccess: (rotated) => {
        rotate.reset();
        onSecret(rotated);
      },
      onError: failed("Secret not rotated"),
    });
  const setEnabled = (enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, enabled },
      {
        onSuccess: () => toast({ title: enabled ? "Endpoint enabled" : "Endpoint disabled" }),
        onError: failed(enabled ? "Not enabled" : "Not disabled"),
      },
    );

  return (
    <article
      aria-labelledby={`${id}-url`}
      className="grid min-w-0 gap-4 border border-border bg-surface p-4 sm:p-5"
      data-testid="webhook-endpoint"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-url`} className="break-all font-mono text-sm font-bold sm:text-base">
            {endpoint.url}
          </h3>
          {endpoint.description ? (
            <p className="mt-0.5 break-words text-sm text-muted-foreground">{endpoint.description}</p>
          ) : null}
        </div>
        {endpoint.enabled ? <Badge variant="success">ENABLED</Badge> : <Badge variant="warning">DISABLED</Badge>}
      </div>

      {!endpoint.enabled ? (
        <p className="border-l-2 border-warning pl-3 text-sm" data-testid="webhook-disabled-reason">
          {sentence(endpoint.disabledReason ?? "Disabled")} No events are sent to it, tests included, until you enable
          it.
        </p>
      ) : null}

      <ul className="flex flex-wrap gap-1" aria-label={`Events sent to ${endpoint.url}`}>
        {endpoint.events.map((event) => (
          <li key={event}>
            <Badge variant="outline" className="font-normal" title={webhookEventLabels[event]}>
              {event}
            </Badge>
          </li>
        ))}
      </ul>

      <p className="text-xs text-muted-foreground">
        Added <time dateTime={endpoint.createdAt}>{formatDate(endpoint.createdAt)}</time> · {endpoint.id}
        {endpoint.previousSecretExpiresAt ? (
          <>
            {" "}
            · The previous secret also signs until{" "}
            <time dateTime={endpoint.previousSecretExpiresAt}>
              {new Date(endpoint.previousSecretExpiresAt).toLocaleString()}
            </time>
          </>
        ) : null}
      </p>

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={sendTest} disabled={test.isPending || !endpoint.enabled}>
          {test.isPending ? <Spinner /> : <Send aria-hidden className="h-3.5 w-3.5" />}
          Send test event
        </Button>
        <Button variant="outline" size="sm" onClick={rotateSecret} disabled={rotate.isPending}>
          {rotate.isPending ? <Spinner /> : <KeyRound aria-hidden className="h-3.5 w-3.5" />}
          Rotate secret
        </Button>
        <Button variant="outline" size="sm" onClick={() => setEnabled(!endpoint.enabled)} disabled={update.isPending}>
          {update.isPending ? (
            <Spinner />
          ) : endpoint.enabled ? (
            <PowerOff aria-hidden className="h-3.5 w-3.5" />
          ) : (
            <Power aria-hidden className="h-3.5 w-3.5" />
          )}
          {endpoint.enabled ? "Disable" : "Enable"}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onDelete(endpoint)}
          className="hover:border-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden className="h-3.5 w-3.5" />
          Delete
        </Button>
      </div>

      <div className="min-w-0 border-t border-border pt-3">
        <button
          type="button"
          aria-expanded={logOpen}
          aria-controls={`${id}-log`}
          onClick={() => setLogOpen((o) => !o)}
          className="flex items-center gap-2 font-mono text-xs font-bold tracking-widest hover:text-accent-text"
        >
          <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${logOpen ? "rotate-180" : ""}`} />
          DELIVERY LOG
        </button>
        <div id={`${id}-log`} hidden={!logOpen} className="mt-3 min-w-0">
          {logOpen ? (
            <WebhookDeliveries
              endpointId={endpoint.id}
              endpointEnabled={endpoint.enabled}
              label={`Deliveries to ${endpoint.url}`}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
