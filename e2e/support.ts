import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

/** axe over the current page: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    ),
  ).toEqual([]);
}

export const DEMO_PASSWORD = "reachgen-demo";

/** Signs in through the real login form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: /sign in|access system|log in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export function uniqueEmail(prefix = "e2e") {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A paying user made the way a person becomes one: sandbox checkout, then registration. */
export async function paidUser(
  request: APIRequestContext,
  {
    plan = "pro",
    prefix = plan,
    password = "workspace-pass",
  }: { plan?: "basic" | "pro"; prefix?: string; password?: string } = {},
) {
  const email = uniqueEmail(prefix);
  const checkout = await (
    await request.post("/api/create-stripe-checkout", { data: { planId: plan, email, firstName: "Ws" } })
  ).json();
  // The claim token travels only in the checkout's URL and back in the success URL: only the paying browser has it.
  const claimToken = new URL(checkout.url).searchParams.get("claim");
  await request.post(`/api/sandbox/checkout/${checkout.sessionId}/complete?claim=${claimToken}`, { maxRedirects: 0 });
  const reg = await request.post("/api/auth/register", {
    data: {
      email,
      password,
      firstName: "Ws",
      lastName: "User",
      subscriptionPlan: plan,
      paymentMethod: "stripe",
      paymentTransactionId: checkout.sessionId,
      claimToken,
    },
  });
  expect(reg.status()).toBe(201);
  return { email, password, token: (await reg.json()).sessionId as string };
}

/**
 * Holds the app's main script until `release()`, so a test sees what the HTML alone shows; `errors` collects the page's
 * console errors and uncaught exceptions from then on.
 */
export async function holdMainScript(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { errors, release };
}
