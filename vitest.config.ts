import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

const alias = {
  "@web": fileURLToPath(new URL("./web/src", import.meta.url)),
  "@common": fileURLToPath(new URL("./common", import.meta.url)),
};

/** A service binding answered by a Worker listening at `base` (the request's path and query kept). */
function forwardTo(base: string) {
  return async (request: Request) => {
    const url = new URL(request.url);
    return fetch(new Request(`${base}${url.pathname}${url.search}`, request));
  };
}

// Three unit layers: `worker` runs inside workerd with real D1/R2/DO/Queue bindings; `web` runs React in jsdom;
// `sdk` runs the TypeScript SDK in Node.
// The third layer (e2e) is Playwright, started by scripts/e2e.mjs.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one test file at a time on a 2-core machine. Most of a worker
    // test file's time is spent waiting (its workerd starting, D1, Queues, the creatives Worker, the wire servers), so
    // two files at a time overlap one's waits with the other's work. The shared wire servers keep each test's requests
    // apart by its own addresses and ids.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            wrangler: { configPath: "./wrangler.toml" },
            // Offline: the Workers AI binding stays unconnected (its adapter is tested against a binding double).
            remoteBindings: false,
            miniflare: {
              bindings: {
                // wrangler.toml is the deployed (production) configuration; tests run as local development does.
                ENVIRONMENT: "development",
                TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
                STRIPE_API_BASE: inject("stripeApiBase"),
                RESEND_API_BASE: inject("mailApiBase"),
                OPENAI_TEST_BASE: inject("openaiApiBase"),
                FONT_TEST_BASE: inject("fontTestBase"),
                LEXICON_TEST_BASE: inject("lexiconTestBase"),
                // Webhook hosts are resolved through the test receiver's DNS-over-HTTPS answers, never the network.
                WEBHOOK_DOH_URL: `${inject("webhookReceiverBase")}/dns-query`,
              },
              // The real creatives Worker, started by worker/test/creatives-worker.global.ts.
              serviceBindings: { CREATIVES: forwardTo(inject("creativesBase")) },
              // Creatives queued by every generated concept would be drawn in the background of unrelated tests; the
              // producer goes to a queue nobody consumes, and the creatives tests play the consumer themselves.
              // Jobs likewise: the jobs tests play the Queue themselves (worker/test/api/api-jobs.test.ts).
              queueProducers: {
                CREATIVES_QUEUE: { queueName: "reachgen-creatives-unconsumed" },
                JOBS_QUEUE: { queueName: "reachgen-jobs-unconsumed" },
                // Webhook deliveries too: worker/test/webhooks/webhooks.test.ts plays the Queue with the real consumer.
                WEBHOOKS_QUEUE: { queueName: "reachgen-webhooks-unconsumed" },
              },
            },
          })),
        ],
        resolve: { alias },
        test: {
          name: "worker",
          include: ["worker/**/*.test.ts"],
          // Each test drives real D1, R2, Durable Objects and Queues in workerd: on a shared 2-core machine a
          // several-request test can pass 5 s without being slow by itself (measured: 2–4 s alone, 9 s at load 15).
          testTimeout: 20_000,
          setupFiles: ["worker/test/apply-migrations.ts"],
          globalSetup: [
            "worker/test/stripe-wire-server.global.ts",
            "worker/test/mail-wire-server.global.ts",
            "worker/test/openai-wire-server.global.ts",
            "worker/test/font-server.global.ts",
            "worker/test/hostile-corpus.global.ts",
            "worker/test/creatives-worker.global.ts",
            "worker/test/webhook-receiver.global.ts",
          ],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["web/**/*.test.{ts,tsx}", "common/**/*.test.ts"],
          setupFiles: ["web/src/test/setup.ts"],
        },
      },
      {
        // The SDK (sdk/) in plain Node, as its users run it: local HTTP servers, fetch and Web Crypto.
        test: { name: "sdk", environment: "node", include: ["sdk/test/**/*.test.ts"] },
      },
    ],
  },
});
