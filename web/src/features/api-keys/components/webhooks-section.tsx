import { useRef, useState } from "react";
import { Link } from "react-router";
import { Plus } from "lucide-react";
import { paths } from "@common/paths";
import { WEBHOOK_ENDPOINTS_MAX, type WebhookEndpoint, type WebhookEndpointWithSecret } from "@common/webhooks";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-error";
import { useWebhooks } from "../api/get-webhooks";
import { WebhookDeleteDialog } from "./webhooks-delete-dialog";
import { WebhookEndpointCard } from "./webhooks-endpoint";
import { WebhookForm } from "./webhooks-form";
import { WebhookSecretPanel } from "./webhooks-secret-panel";

type Step =
  | { step: "idle" }
  | { step: "form" }
  | { step: "secret"; endpoint: WebhookEndpointWithSecret; rotated: boolean };

/**
 * The key page's Webhooks section: the account's endpoints with their actions and delivery logs, 'Add endpoint', and
 * the signing secret shown once after an endpoint is added or its secret rotated.
 */
export function WebhooksSection() {
  const endpoints = useWebhooks();
  const [step, setStep] = useState<Step>({ step: "idle" });
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = endpoints.data?.data ?? [];
  const full = list.length >= WEBHOOK_ENDPOINTS_MAX;

  const backToButton = () => {
    setStep({ step: "idle" });
    // The button is back on the next paint.
    requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <section aria-labelledby="webhooks-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h2 id="webhooks-title" className="font-mono text-lg font-bold">
            Webhooks
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            ReachGen POSTs an event to your endpoints as it happens (a concept made, a job finished, a budget nearly
            spent), signed per Standard Webhooks with the endpoint's secret. A failed delivery is retried for about 28
            hours, then the endpoint is disabled and you get an email. See the{" "}
            <Link to={`${paths.apiDocs}#webhooks`} className="underline underline-offset-2 hover:text-foreground">
              webhook docs
            </Link>{" "}
            to verify signatures.
          </p>
        </div>
        {step.step === "idle" ? (
          <Button ref={addButton} onClick={() => setStep({ step: "form" })} disabled={full || !endpoints.isSuccess}>
            <Plus aria-hidden className="h-4 w-4" />
            Add endpoint
          </Button>
        ) : null}
      </div>
      {full ? (
        <p className="text-sm text-muted-foreground">
          You have {WEBHOOK_ENDPOINTS_MAX} endpoints, the most an account may have: delete one to add another.
        </p>
      ) : null}

      {step.step === "form" ? (
        <WebhookForm
          onCreated={(endpoint) => setStep({ step: "secret", endpoint, rotated: false })}
          onCancel={backToButton}
        />
      ) : step.step === "secret" ? (
        <WebhookSecretPanel
          key={`${step.endpoint.id}-${step.endpoint.secret}`}
          endpoint={step.endpoint}
          rotated={step.rotated}
          onDone={backToButton}
        />
      ) : null}

      {endpoints.isLoading ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-32" />
        </div>
      ) : endpoints.isError ? (
        <p className="border border-destructive p-4 text-sm text-destructive">
          Failed to fetch your webhook endpoints. {errorMessage(endpoints.error, "")}{" "}
          <button type="button" className="underline" onClick={() => void endpoints.refetch()}>
            Retry
          </button>
        </p>
      ) : list.length > 0 ? (
        <ul className="grid min-w-0 gap-3" aria-label="Your webhook endpoints">
          {list.map((endpoint) => (
            <li key={endpoint.id} className="min-w-0">
              <WebhookEndpointCard
                endpoint={endpoint}
                onSecret={(rotated) => setStep({ step: "secret", endpoint: rotated, rotated: true })}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          No webhook endpoints yet. Add one to be told when concepts are made and jobs finish, instead of polling.
        </p>
      )}
      <WebhookDeleteDialog endpoint={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
