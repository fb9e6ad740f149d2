import { useEffect, useId, useRef } from "react";
import { Webhook } from "lucide-react";
import { type WebhookEndpointWithSecret, webhookEventLabels, webhookEventTypes } from "@common/webhooks";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { FieldError } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { useWebhookForm } from "../hooks/use-webhook-form";

/**
 * The inline 'New webhook endpoint' card: URL, optional description and the events to send, each with what it means.
 * Checked with the shared WebhookEndpointCreate schema before anything is sent; the server's refusal (a URL rule, the
 * endpoint limit) shows in the card, beside its field when it names one.
 */
export function WebhookForm({
  onCreated,
  onCancel,
}: {
  onCreated: (endpoint: WebhookEndpointWithSecret) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const urlRef = useRef<HTMLInputElement>(null);
  const { values, errors, serverError, set, toggleEvent, submit, pending } = useWebhookForm(onCreated);

  useEffect(() => urlRef.current?.focus(), []);

  const described = (field: keyof typeof errors, hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : "", errors[field] ? `${id}-${field}-error` : ""].filter(Boolean).join(" ") ||
    undefined;

  return (
    <section aria-labelledby={`${id}-title`} className="border border-border-strong bg-surface p-5 sm:p-6">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-mono text-lg font-bold">
        <Webhook aria-hidden className="h-5 w-5 text-accent-text" />
        New webhook endpoint
      </h3>
      <form noValidate onSubmit={submit} className="mt-5 grid gap-5">
        {serverError ? <Alert title="ENDPOINT NOT ADDED">{serverError}</Alert> : null}

        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-url`}>Endpoint URL</Label>
          <Input
            ref={urlRef}
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={values.url}
            required
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/webhooks/reachgen"
            className="font-mono text-sm"
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={described("url", true)}
            onChange={(e) => set("url", e.target.value)}
          />
          <p id={`${id}-url-hint`} className="text-xs text-muted-foreground">
            ReachGen POSTs each event here as JSON. It must be https and reachable from the internet: private, loopback
            and link-local addresses are refused.
          </p>
          <FieldError id={`${id}-url-error`} error={errors.url} />
        </div>

        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-description`}>Description (optional)</Label>
          <Input
            id={`${id}-description`}
            value={values.description}
            autoComplete="off"
            placeholder="e.g. Order system"
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={described("description")}
            onChange={(e) => set("description", e.target.value)}
          />
          <FieldError id={`${id}-description-error`} error={errors.description} />
        </div>

        <fieldset className="grid min-w-0 gap-2" aria-describedby={described("events")}>
          <legend className="font-mono text-xs font-bold tracking-widest">Events to send</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {webhookEventTypes.map((event) => {
              const boxId = `${id}-event-${event}`;
              return (
                <li key={event} className="flex items-start gap-3 border border-border bg-background p-3">
                  <Checkbox
                    id={boxId}
                    className="mt-0.5"
                    checked={values.events.includes(event)}
                    onCheckedChange={(on) => toggleEvent(event, on === true)}
                    aria-describedby={`${boxId}-label`}
                  />
                  <div className="grid gap-0.5">
                    <Label htmlFor={boxId} className="cursor-pointer font-mono text-sm tracking-normal">
                      {event}
                    </Label>
                    <p id={`${boxId}-label`} className="text-xs text-muted-foreground">
                      {webhookEventLabels[event]}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <FieldError id={`${id}-events-error`} error={errors.events} />
        </fieldset>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner /> : <Webhook aria-hidden className="h-4 w-4" />}
            {pending ? "Adding…" : "Add endpoint"}
          </Button>
        </div>
      </form>
    </section>
  );
}
