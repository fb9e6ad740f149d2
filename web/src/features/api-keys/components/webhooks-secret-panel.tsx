import { useEffect, useId, useRef } from "react";
import type { WebhookEndpointWithSecret } from "@common/webhooks";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { SecretField } from "./new-secret-panel";

/**
 * An endpoint's `whsec_` signing secret, shown this once (after the endpoint is added or its secret rotated): a copy
 * button, a warning that it cannot be shown again and, after a rotation, until when the old secret still signs. Focus
 * moves here when it appears; 'Done' forgets it.
 */
export function WebhookSecretPanel({
  endpoint,
  rotated,
  onDone,
}: {
  endpoint: WebhookEndpointWithSecret;
  rotated: boolean;
  onDone: () => void;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const until = endpoint.previousSecretExpiresAt ? new Date(endpoint.previousSecretExpiresAt).toLocaleString() : null;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-5 border border-accent bg-surface p-5 sm:p-6"
      data-testid="webhook-secret-panel"
    >
      <div className="min-w-0">
        <p className="font-mono text-xs font-bold uppercase tracking-[0.25em] text-accent-text">
          {rotated ? "Secret rotated" : "Endpoint added"}
        </p>
        <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="mt-1 font-mono text-lg font-bold">
          Signing secret
        </h3>
        <p className="mt-1 break-all font-mono text-xs text-muted-foreground">{endpoint.url}</p>
      </div>

      <Alert variant="warning" title="COPY IT NOW">
        This is the only time this signing secret is shown. Verify each delivery's <code>webhook-signature</code> with
        it; if you lose it, rotate the secret.
      </Alert>
      {rotated ? (
        <p className="text-sm" data-testid="webhook-rotation-note">
          The old secret keeps working for 24 hours{until ? ` (until ${until})` : ""}: each delivery is signed with both
          until then, so your receiver can switch over.
        </p>
      ) : null}

      <SecretField id={`${id}-secret`} label="Signing secret" value={endpoint.secret} />

      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </section>
  );
}
