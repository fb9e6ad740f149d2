import { Link } from "react-router";
import { paths } from "@common/paths";
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_LOG_RETENTION_DAYS,
  WEBHOOK_RETRY_SCHEDULE_SECONDS,
  WEBHOOK_SECRET_OVERLAP_MS,
  webhookEventLabels,
  webhookEventTypes,
} from "@common/webhooks";
import type { ApiDocState } from "../api/get-openapi";
import { tagAnchor } from "../api-model";
import { eventSchemaName, formatDelay, WEBHOOK_DELIVERY_EXAMPLE, webhookVerifySamples } from "../webhook-samples";
import { CodeBlock } from "./code-block";
import { LanguageSamples } from "./code-language";
import { C, Callout, DocSection, DocTable, Prose, SubHeading } from "./doc-primitives";

const link = "font-bold text-accent-text underline underline-offset-4";
const BASE_URL_PLACEHOLDER = "https://YOUR_REACHGEN_HOST/api/v1";

const totalHours = Math.round(WEBHOOK_RETRY_SCHEDULE_SECONDS.reduce((a, b) => a + b, 0) / 3600);
const overlapHours = WEBHOOK_SECRET_OVERLAP_MS / 3_600_000;

/**
 * Webhooks: the events (from the shared contract, each linked to its schema when the document has it), a delivery as
 * it arrives, signature verification in curl/JavaScript/Python, retries, replay, disabling, rotation and the URL rules.
 */
export function WebhooksSection({ state }: { state: ApiDocState }) {
  const model = state.status === "success" ? state.model : undefined;
  const webhooksTag = tagAnchor("Webhooks");
  const hasTag = model?.groups.some((g) => g.id === webhooksTag) ?? false;
  return (
    <DocSection id="webhooks" eyebrow="07 // Webhooks" title="Webhooks">
      <Prose>
        Instead of polling, give ReachGen an https URL and the events you want: it POSTs each event there as it happens,
        signed per{" "}
        <a href="https://www.standardwebhooks.com" className={link} rel="noreferrer" target="_blank">
          Standard Webhooks
        </a>
        . Add endpoints (up to {WEBHOOK_ENDPOINTS_MAX}) on the{" "}
        <Link to={paths.apiKeys} className={link}>
          API Keys page
        </Link>
        , or through the API with your session or a key with <C>webhook:write</C>
        {hasTag ? (
          <>
            {" "}
            (
            <a href={`#${webhooksTag}`} className={link}>
              the webhook endpoints
            </a>
            )
          </>
        ) : null}
        . Each endpoint's <C>whsec_</C> signing secret is shown once, when it is added or rotated.
      </Prose>

      <SubHeading id="webhook-events">Events</SubHeading>
      <Prose>
        Every delivery's body is JSON: <C>type</C>, <C>timestamp</C> (when it happened) and <C>data</C>. The OpenAPI
        document's <C>webhooks</C> section has each event's schema.
      </Prose>
      <DocTable
        label="Webhook events"
        head={["type", "sent when"]}
        rows={webhookEventTypes.map((type) => {
          const schema = eventSchemaName(type);
          return [
            type,
            <span key="m">
              {webhookEventLabels[type]}
              {model && Object.hasOwn(model.schemas, schema) ? (
                <>
                  {" "}
                  (
                  <a href={`#schema-${schema}`} className={link}>
                    {schema}
                  </a>
                  )
                </>
              ) : null}
            </span>,
          ];
        })}
      />
      <CodeBlock code={WEBHOOK_DELIVERY_EXAMPLE} language="http" title="A delivery" />

      <SubHeading id="webhook-signatures">Verify the signature</SubHeading>
      <Prose>
        <C>webhook-signature</C> is <C>v1,</C> and the base64 HMAC-SHA256 of <C>webhook-id.webhook-timestamp.body</C>{" "}
        made with the secret (the base64 after <C>whsec_</C>); after a rotation there are two, space-separated. Verify
        the raw body before parsing it, refuse a timestamp more than 5 minutes from now, and answer <C>2xx</C> within 10
        seconds to acknowledge; do slow work afterwards. <C>@reachgen/sdk</C>'s <C>verifyWebhook</C> and the{" "}
        <C>standardwebhooks</C> packages for JavaScript and Python do all of it.
      </Prose>
      <LanguageSamples
        label="webhook verification"
        samples={webhookVerifySamples(model?.baseUrl ?? BASE_URL_PLACEHOLDER)}
      />

      <SubHeading id="webhook-retries">Retries</SubHeading>
      <Prose>
        Any answer but a <C>2xx</C> (a redirect, an error, no answer within 10 seconds) is a failed attempt. A failed
        delivery is tried again after {WEBHOOK_RETRY_SCHEDULE_SECONDS.map(formatDelay).join(", ")}:{" "}
        {WEBHOOK_RETRY_SCHEDULE_SECONDS.length + 1} attempts over about {totalHours} hours. Every attempt carries the
        same <C>webhook-id</C>, so a receiver that saw it already can answer <C>2xx</C> and skip it. After the last
        attempt fails, the delivery is marked failed, the endpoint is disabled (its reason says why) and the account's
        owner is emailed.
      </Prose>
      <DocTable
        label="Retry schedule"
        head={["attempt", "after the one before"]}
        rows={[["1", "at once"], ...WEBHOOK_RETRY_SCHEDULE_SECONDS.map((s, i) => [String(i + 2), formatDelay(s)])]}
      />

      <SubHeading id="webhook-replay">Replay, disable, rotate</SubHeading>
      <Prose>
        Each endpoint's delivery log (on the API Keys page, or <C>GET /webhooks/{"{id}"}/deliveries</C>) shows every
        delivery's status, attempts, last response code, error and next attempt; events and their deliveries are kept{" "}
        {WEBHOOK_LOG_RETENTION_DAYS} days, then removed. <strong>Replay</strong> (
        <C>
          POST /webhooks/{"{id}"}/deliveries/{"{deliveryId}"}/replay
        </C>
        ) sends the same event again at once, with the same <C>webhook-id</C>. <strong>Disable</strong> (
        <C>PATCH /webhooks/{"{id}"}</C> with <C>{'{"enabled": false}'}</C>) stops deliveries, pending retries included,
        until you enable it again. <strong>Rotate secret</strong> (<C>POST /webhooks/{"{id}"}/rotate-secret</C>) shows a
        new secret once; the old one keeps signing, as a second signature, for {overlapHours} hours so your receiver can
        switch over.
      </Prose>

      <SubHeading id="webhook-urls">Endpoint URLs</SubHeading>
      <Callout title="https, public addresses only" tone="warning">
        An endpoint URL must use <C>https</C>, carry no user name or password, and reach a public address: literal
        private, loopback, link-local, unique-local and CGNAT addresses and names such as <C>localhost</C>,{" "}
        <C>*.local</C> and <C>*.internal</C> are refused at once, and other names are resolved (A and AAAA) when the
        endpoint is added and before each delivery, refused if any answer is private. A refused URL is a <C>400</C>{" "}
        naming the rule. A ReachGen you run locally (<C>ENVIRONMENT=development</C>) also sends to local receivers such
        as <C>http://127.0.0.1:4000/hook</C>, so you can try webhooks offline.
      </Callout>
    </DocSection>
  );
}
