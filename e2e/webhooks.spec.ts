// Webhooks end to end: the key page adds an endpoint, shows its secret once and its delivery log; a real HTTP receiver
// in this test (127.0.0.1, allowed under ENVIRONMENT=development) verifies every delivery with the standardwebhooks
// package and the secret the page showed.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { Webhook } from "standardwebhooks";
import { SESSION_STORAGE_KEY } from "../common/paths";
import { expectAccessible, paidUser, signIn } from "./support";

interface Received {
  id: string;
  headers: Record<string, string>;
  body: string;
  status: number;
}

/** A receiver on 127.0.0.1: records each request and answers the next queued status, else 204. */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const status = answers.shift() ?? 204;
      const headers = Object.fromEntries(
        Object.entries(req.headers as IncomingHttpHeaders).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.join(",") : `${v}`,
        ]),
      );
      received.push({ id: headers["webhook-id"] ?? "", headers, body: Buffer.concat(chunks).toString("utf8"), status });
      res.writeHead(status).end(status >= 400 ? "not now" : "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/reachgen`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** The requests whose body has this event type. */
    ofType: (type: string) => received.filter((r) => (JSON.parse(r.body) as { type: string }).type === type),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** The payload, verified with the secret the page showed (throws when the signature does not hold). */
const verify = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, r.headers) as { type: string; timestamp: string; data: Record<string, unknown> };

async function copySecret(page: Page): Promise<string> {
  const panel = page.getByTestId("webhook-secret-panel");
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("This is the only time this signing secret is shown");
  await panel.getByRole("button", { name: "Copy signing secret" }).click();
  await expect(page.getByText("Copied to clipboard").first()).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
  await expect(panel.getByRole("textbox", { name: "Signing secret" })).toHaveValue(secret);
  return secret;
}

const waitFor = async (receiver: Receiver, type: string, count: number, timeout = 20_000) =>
  expect.poll(() => receiver.ofType(type).length, { timeout }).toBe(count);

const deliveryRows = (endpoint: Locator) => endpoint.getByTestId("webhook-delivery-row");

test("Webhooks on the key page: add an endpoint, verify every delivery, retry after a 500, replay, rotate", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const receiver = await startReceiver();
  try {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize({ width: 1280, height: 900 });
    // A Pro customer of its own: the seeded Pro account's keys and usage belong to the specs running beside this one.
    const user = await paidUser(request, { prefix: "webhooks" });
    await signIn(page, user.email, user.password);
    await page.goto("/api-keys");
    await expect(page.getByRole("heading", { level: 2, name: "Webhooks" })).toBeVisible();

    // Add: the form says what is wrong before anything is sent.
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const form = page.getByRole("region", { name: "New webhook endpoint" });
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await expect(form.getByText("Enter the URL that receives the events")).toBeVisible();
    await expect(form.getByText("Choose at least one event")).toBeVisible();
    await page.getByLabel("Endpoint URL").fill(receiver.url);
    await page.getByLabel("Description (optional)").fill("e2e receiver");
    await form.getByRole("checkbox", { name: "concept.created" }).check();
    await form.getByRole("checkbox", { name: "webhook.test" }).check();
    await expectAccessible(page);
    await form.getByRole("button", { name: "Add endpoint" }).click();

    let secret = await copySecret(page);
    await page.screenshot({ path: "test-results/e2e/webhooks-secret.png", fullPage: true });
    await page.getByTestId("webhook-secret-panel").getByRole("button", { name: "Done" }).click();
    await expect(page.getByText(secret)).toHaveCount(0);

    const endpoint = page.getByRole("article", { name: receiver.url });
    await expect(endpoint.getByText("ENABLED")).toBeVisible();
    await expect(endpoint.getByRole("list", { name: `Events sent to ${receiver.url}` })).toHaveText(
      /concept\.created\s*webhook\.test/,
    );

    // A test event: received once, signed with the secret the page showed; a tampered body fails.
    await endpoint.getByRole("button", { name: "Send test event" }).click();
    await waitFor(receiver, "webhook.test", 1);
    const [test1] = receiver.ofType("webhook.test");
    expect(test1!.id).toMatch(/^msg_[0-9a-z]{24}$/);
    expect(test1!.headers["content-type"]).toContain("application/json");
    expect(verify(secret, test1!)).toMatchObject({ type: "webhook.test" });
    expect(() => verify(secret, { ...test1!, body: test1!.body.replace("webhook.test", "webhook.tess") })).toThrow(
      /signature/i,
    );
    const log = endpoint.getByRole("region", { name: `Deliveries to ${receiver.url}` });
    await expect(deliveryRows(endpoint).first()).toContainText("webhook.test");
    await expect(deliveryRows(endpoint).first()).toContainText("SUCCEEDED");
    await expect(deliveryRows(endpoint).first()).toContainText("204");

    // A concept made through the API with a key: concept.created, once, verified, naming the concept.
    const token = await page.evaluate((k) => localStorage.getItem(k), SESSION_STORAGE_KEY);
    const key = await request.post("/api/v1/keys", {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: "webhooks e2e", permissions: ["concept:create", "concept:read"] },
    });
    expect(key.status()).toBe(201);
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const made = await request.post("/api/v1/concepts", {
      headers: { Authorization: `Bearer ${(await key.json()).secretKey}` },
      data: {
        businessType: "Retail/E-commerce",
        targetAudience: "people who cook at home",
        tone: "Friendly & Casual",
        productDescription: "A cast-iron pan that lasts a lifetime",
        platforms: ["facebook"],
        languages: ["en"],
        imageData: `data:image/jpeg;base64,${photo.toString("base64")}`,
      },
      timeout: 90_000,
    });
    expect(made.status()).toBe(201);
    const conceptId = (await made.json()).id as number;
    await waitFor(receiver, "concept.created", 1, 30_000);
    const created = receiver.ofType("concept.created")[0]!;
    expect(verify(secret, created)).toMatchObject({ type: "concept.created", data: { id: conceptId } });

    // The receiver answers 500 three times, then 204: the log shows the attempts, and the event arrives exactly once
    // more (the schedule's 5 s, 5 min and 30 min at the thousandth the e2e server runs it at: 0 s, 0 s and 2 s).
    receiver.answers.push(500, 500, 500);
    await endpoint.getByRole("button", { name: "Send test event" }).click();
    await waitFor(receiver, "webhook.test", 5, 60_000);
    const tries = receiver.ofType("webhook.test").slice(1);
    expect(tries.map((t) => t.status)).toEqual([500, 500, 500, 204]);
    const retried = tries[3]!;
    expect(new Set(tries.map((t) => t.id))).toEqual(new Set([retried.id]));
    expect(verify(secret, retried)).toMatchObject({ type: "webhook.test" });
    const retriedRow = deliveryRows(endpoint).filter({ hasText: retried.id });
    await expect(retriedRow).toContainText("SUCCEEDED", { timeout: 15_000 });
    await expect(retriedRow.getByRole("cell").nth(1)).toHaveText("4"); // attempts
    await expect(retriedRow.getByRole("cell").nth(2)).toHaveText("204");
    await page.waitForTimeout(6000);
    expect(receiver.received.filter((r) => r.id === retried.id)).toHaveLength(4);

    // Replay: the same event, the same webhook-id, once more.
    const createdRow = deliveryRows(endpoint).filter({ hasText: created.id });
    await createdRow.getByRole("button", { name: `Replay concept.created ${created.id}` }).click();
    await expect(page.getByText("Delivery replayed").first()).toBeVisible();
    await waitFor(receiver, "concept.created", 2);
    const replayed = receiver.ofType("concept.created")[1]!;
    expect(replayed.id).toBe(created.id);
    expect(verify(secret, replayed)).toMatchObject({ data: { id: conceptId } });

    await expect(log).toBeVisible();
    await page.screenshot({ path: "test-results/e2e/webhooks-log-1280.png", fullPage: true });
    await expectAccessible(page);

    // Rotate: the new secret is shown once and verifies; the old one still signs for 24 h.
    const oldSecret = secret;
    await endpoint.getByRole("button", { name: "Rotate secret" }).click();
    await expect(page.getByTestId("webhook-rotation-note")).toContainText("The old secret keeps working for 24 hours");
    secret = await copySecret(page);
    expect(secret).not.toBe(oldSecret);
    await page.getByTestId("webhook-secret-panel").getByRole("button", { name: "Done" }).click();
    await endpoint.getByRole("button", { name: "Send test event" }).click();
    await waitFor(receiver, "webhook.test", 6);
    const afterRotation = receiver.ofType("webhook.test")[5]!;
    expect(verify(secret, afterRotation)).toMatchObject({ type: "webhook.test" });
    expect(verify(oldSecret, afterRotation)).toMatchObject({ type: "webhook.test" });

    // Disable, then delete after a confirmation.
    await endpoint.getByRole("button", { name: "Disable" }).click();
    await expect(endpoint.getByText("DISABLED")).toBeVisible();
    await expect(endpoint.getByTestId("webhook-disabled-reason")).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "test-results/e2e/webhooks-390.png", fullPage: true });
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await endpoint.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete endpoint" }).click();
    await expect(page.getByRole("article", { name: receiver.url })).toHaveCount(0);
    await expect(page.getByText("No webhook endpoints yet")).toBeVisible();
  } finally {
    await receiver.close();
  }
});
