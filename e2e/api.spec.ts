import { Validator } from "@seriousme/openapi-schema-validator";
import { expect, test } from "@playwright/test";
import { platformIds } from "../common/platforms";
import { expectAccessible, signIn } from "./support";

test("the OpenAPI document is valid OpenAPI 3.1 and names every operation's access, permission and price", async ({
  request,
}) => {
  const res = await request.get("/api/v1/openapi.json");
  expect(res.status()).toBe(200);
  const doc = await res.json();
  const validator = new Validator();
  const result = await validator.validate(doc);
  expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
  expect(result.valid).toBe(true);
  expect(validator.version).toBe("3.1");
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>)) {
    for (const [method, op] of Object.entries(methods)) {
      expect(op["x-auth"], `${method} ${path}`).toMatch(/^(key|session|either|none)$/);
      expect(typeof op["x-price"], `${method} ${path}`).toBe("number");
    }
  }
});

test("API Keys page: create a key, copy the secret once, call the API with it, revoke it, see it refused", async ({
  page,
  request,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, "pro@reachgen.local");
  await page.getByRole("button", { name: "Account menu for pro@reachgen.local" }).click();
  await page.getByRole("menuitem", { name: "API Keys" }).click();
  await expect(page).toHaveURL(/\/api-keys$/);
  await expect(page.getByRole("heading", { name: /API keys/i }).first()).toBeVisible();

  await page.getByRole("button", { name: "Create API key" }).click();
  const name = `e2e key ${Date.now().toString(36)}`;
  await page.getByLabel("Name").fill(name);
  await page.getByRole("checkbox", { name: "analytics:read" }).check();
  await page.getByLabel("Rate limit (requests per hour)").fill("500");
  await page.getByRole("button", { name: /^Create( key)?$/ }).click();

  await expect(page.getByText("This is the only time the secret key is shown", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Copy secret key" }).click();
  await expect(page.getByText("Copied to clipboard").first()).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toMatch(/^rgs_[0-9A-Za-z]{32}$/);
  await page.screenshot({ path: "test-results/e2e/api-keys-secret.png", fullPage: true });
  await expectAccessible(page);

  const auth = { Authorization: `Bearer ${secret}` };
  const platforms = await request.get("/api/v1/platforms", { headers: auth });
  expect(platforms.status()).toBe(200);
  expect(platforms.headers()["ratelimit-limit"]).toBe("500");
  expect((await platforms.json()).totalPlatforms).toBe(platformIds.length);
  const usage = await request.get("/api/v1/usage", { headers: auth });
  expect(usage.status()).toBe(200);
  expect((await usage.json()).data[0]).toMatchObject({ endpoint: "/api/v1/platforms", statusCode: 200 });

  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("row", { name: new RegExp(name) }).getByText(/revoked/i)).toBeVisible();

  const refused = await request.get("/api/v1/platforms", { headers: auth });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.message).toBe("This API key has been revoked");
  await page.reload();
  await expect(page.getByRole("heading", { name: /usage|this month/i }).first()).toBeVisible();
  await page.screenshot({ path: "test-results/e2e/api-keys-list.png", fullPage: true });
});

test("API Keys page for a plan without the API shows what Pro and Enterprise give, and makes no key call", async ({
  page,
}) => {
  const keyCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/v1/keys") || r.url().includes("/api/v1/usage")) keyCalls.push(r.url());
  });
  await signIn(page, "free@reachgen.local");
  await page.goto("/api-keys");
  await expect(page.getByText(/1,000 requests/).first()).toBeVisible();
  await expect(page.getByText(/10,000 requests/).first()).toBeVisible();
  await expect(page.getByText(/\$100/).first()).toBeVisible();
  expect(keyCalls).toEqual([]);
  await expectAccessible(page);
});
