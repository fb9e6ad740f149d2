import { useRef, useState } from "react";
import { Link } from "react-router";
import { Plus } from "lucide-react";
import { type ApiKeyCreated, type ApiPlan, planApiBudget } from "@common/api";
import { paths } from "@common/paths";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { LoadingPanel } from "@web/components/ui/spinner";
import { ApiError, errorMessage } from "@web/lib/api-error";
import { useSubscription } from "@web/lib/session/get-subscription";
import { apiPlanOf, planLabels } from "../access";
import { formatCount } from "../format";
import { useApiKeys } from "../api/get-api-keys";
import { ApiUpsell } from "./api-upsell";
import { CreateKeyForm } from "./create-key-form";
import { KeyList } from "./key-list";
import { NewSecretPanel } from "./new-secret-panel";
import { UsagePanel } from "./usage-panel";
import { WebhooksSection } from "./webhooks-section";

/**
 * The /api-keys page body. An active Pro or Enterprise plan gets its keys and usage; any other plan gets what the API
 * offers and where to upgrade, and no key request is made.
 */
export function ApiKeysPanel() {
  const subscription = useSubscription();
  if (subscription.isLoading) return <LoadingPanel label="CHECKING PLAN" className="min-h-[30vh]" />;
  if (subscription.isError)
    return (
      <Alert title="FAILED TO FETCH SUBSCRIPTION">{errorMessage(subscription.error, "Reload to try again.")}</Alert>
    );
  const plan = apiPlanOf(subscription.data);
  return plan ? <KeyManager plan={plan} /> : <ApiUpsell subscription={subscription.data} />;
}

type Creation = { step: "idle" } | { step: "form" } | { step: "secret"; key: ApiKeyCreated };

function KeyManager({ plan }: { plan: ApiPlan }) {
  const keys = useApiKeys();
  const subscription = useSubscription();
  const [creation, setCreation] = useState<Creation>({ step: "idle" });
  const createButton = useRef<HTMLButtonElement>(null);
  const backToButton = () => {
    setCreation({ step: "idle" });
    // The button is back on the next paint.
    requestAnimationFrame(() => createButton.current?.focus());
  };

  // The server has the last word: a plan that lapsed since the subscription was read is refused with 403.
  if (keys.error instanceof ApiError && keys.error.status === 403)
    return <ApiUpsell subscription={subscription.data} reason={keys.error.serverMessage} />;

  return (
    <div className="grid gap-8">
      <section aria-labelledby="api-keys-title" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="api-keys-title" className="font-mono text-lg font-bold">
              Your keys
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Send a key's secret as <code className="font-mono">Authorization: Bearer rgs_…</code> to the API. See the{" "}
              <Link to={paths.apiDocs} className="underline underline-offset-2 hover:text-foreground">
                API docs
              </Link>{" "}
              for every endpoint. Your {planLabels[plan]} plan gives your account {formatCount(planApiBudget[plan])}{" "}
              requests per hour, shared by all its keys.
            </p>
          </div>
          {creation.step === "idle" ? (
            <Button ref={createButton} onClick={() => setCreation({ step: "form" })}>
              <Plus aria-hidden className="h-4 w-4" />
              Create API key
            </Button>
          ) : null}
        </div>

        {creation.step === "form" ? (
          <CreateKeyForm
            plan={plan}
            onCreated={(key) => setCreation({ step: "secret", key })}
            onCancel={backToButton}
          />
        ) : creation.step === "secret" ? (
          <NewSecretPanel apiKey={creation.key} onDone={backToButton} />
        ) : null}

        {keys.isLoading ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : keys.isError ? (
          <Alert title="FAILED TO FETCH KEYS">
            {errorMessage(keys.error, keys.error.message)}{" "}
            <button type="button" className="underline" onClick={() => void keys.refetch()}>
              Retry
            </button>
          </Alert>
        ) : keys.data && keys.data.data.length > 0 ? (
          <KeyList keys={keys.data.data} />
        ) : (
          <p className="border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            No API keys yet. Create one to make your first call.
          </p>
        )}
      </section>

      <WebhooksSection />

      <UsagePanel plan={plan} />
    </div>
  );
}
