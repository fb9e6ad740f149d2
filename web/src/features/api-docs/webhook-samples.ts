import type { SampleLanguage } from "./code-samples";
import { SECRET_KEY_PLACEHOLDER } from "./code-samples";

/** The samples' endpoint secret: what the key page shows once, as an environment variable. */
const SECRET_ENV = "REACHGEN_WEBHOOK_SECRET";

/** A delivery as it arrives: the three Standard Webhooks headers and the JSON body. */
export const WEBHOOK_DELIVERY_EXAMPLE = `POST /webhooks/reachgen HTTP/1.1
content-type: application/json
user-agent: ReachGen-Webhooks/1
webhook-id: msg_2kq8v0c1m4n7p3r6s9t5w1x0
webhook-timestamp: 1767225600
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type":"concept.created","timestamp":"2026-01-01T00:00:00.000Z","data":{"id":42,"businessName":"Blue Fern Café","platforms":["instagram","facebook"],"languages":["en"],"source":"api"}}`;

/** How to verify a delivery, per language: the shell with openssl (and curl to send a test), JavaScript, Python. */
export function webhookVerifySamples(baseUrl: string): Record<SampleLanguage, { title: string; code: string }[]> {
  return {
    curl: [
      {
        title: "Send a test event",
        code: `curl -X POST "${baseUrl}/webhooks/we_…/test" \\
  -H "Authorization: Bearer ${SECRET_KEY_PLACEHOLDER}"`,
      },
      {
        title: "Check a signature by hand",
        code: `# The delivery's headers and its raw body, exactly as received
WEBHOOK_ID='msg_…'; WEBHOOK_TIMESTAMP='1767225600'; BODY='{"type":"webhook.test",…}'
# The secret is base64 after whsec_; the signature is HMAC-SHA256 over "id.timestamp.body"
KEY_HEX=$(printf '%s' "\${${SECRET_ENV}#whsec_}" | base64 -d | od -An -v -tx1 | tr -d ' \\n')
printf '%s.%s.%s' "$WEBHOOK_ID" "$WEBHOOK_TIMESTAMP" "$BODY" \\
  | openssl dgst -sha256 -mac HMAC -macopt "hexkey:$KEY_HEX" -binary | base64
# It must equal one of the "v1,<signature>" entries of webhook-signature (space-separated)`,
      },
    ],
    javascript: [
      {
        title: "With @reachgen/sdk",
        code: `import express from "express";
import { verifyWebhook, WebhookVerificationError } from "@reachgen/sdk";

const app = express();
// Verify the raw body: parse the JSON only after the signature holds.
app.post("/webhooks/reachgen", express.raw({ type: "application/json" }), async (req, res) => {
  try {
    const event = await verifyWebhook({ secret: process.env.${SECRET_ENV}, headers: req.headers, body: req.body });
    // webhook-id is the same on every retry and replay: skip ids you have handled.
    console.log(req.headers["webhook-id"], event.type, event.data);
    res.sendStatus(204);
  } catch (error) {
    if (error instanceof WebhookVerificationError) return res.sendStatus(400);
    throw error;
  }
});
app.listen(3000);`,
      },
      {
        title: "With the standardwebhooks package",
        code: `import { Webhook } from "standardwebhooks";

const webhook = new Webhook(process.env.${SECRET_ENV}); // the whsec_… secret, as shown
// body: the raw request body (string or Buffer); headers: the request's headers
const event = webhook.verify(body, headers); // throws WebhookVerificationError when it does not hold`,
      },
    ],
    python: [
      {
        title: "With the standardwebhooks package (pip install standardwebhooks)",
        code: `import os
from flask import Flask, request
from standardwebhooks.webhooks import Webhook, WebhookVerificationError

app = Flask(__name__)
webhook = Webhook(os.environ["${SECRET_ENV}"])  # the whsec_… secret, as shown

@app.post("/webhooks/reachgen")
def reachgen():
    try:
        event = webhook.verify(request.get_data(), dict(request.headers))
    except WebhookVerificationError:
        return "", 400
    # webhook-id is the same on every retry and replay: skip ids you have handled.
    print(request.headers["webhook-id"], event["type"], event["data"])
    return "", 204`,
      },
    ],
  };
}

/** 5 → "5 s", 300 → "5 min", 7200 → "2 h". */
export function formatDelay(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  return `${Math.round((seconds / 3600) * 10) / 10} h`;
}

/** "concept.created" → "ConceptCreatedEvent", the event's schema in the document. */
export const eventSchemaName = (type: string) =>
  `${type
    .split(".")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")}Event`;
