import { expect, test, type Page } from "@playwright/test";
import { signIn, uniqueEmail } from "./support";

async function fillRegistration(
  page: Page,
  password: string,
  fields: { email?: string; first?: string; last?: string } = {},
) {
  if (fields.first !== undefined) await page.getByLabel("First name", { exact: true }).fill(fields.first);
  if (fields.last !== undefined) await page.getByLabel("Last name", { exact: true }).fill(fields.last);
  if (fields.email !== undefined) await page.getByLabel("Email", { exact: true }).fill(fields.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
}

test("register on the free plan and land on the dashboard", async ({ page }) => {
  await page.goto("/plans");
  await page.getByRole("button", { name: "Start free trial" }).click();
  await expect(page).toHaveURL(/\/register\?plan=free$/);
  await expect(page.getByText("NO PAYMENT NEEDED")).toBeVisible();
  await fillRegistration(page, "free-plan-pass", { first: "Fay", last: "Free", email: uniqueEmail("free") });
  await page.getByLabel("Confirm password", { exact: true }).fill("different-pass");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "REGISTRATION FAILED" })).toContainText(
    "Passwords do not match",
  );
  await page.getByLabel("Confirm password", { exact: true }).fill("free-plan-pass");
  await page.getByRole("button", { name: "Create account" }).click();
  // The toast lives 5 s: looked for first, since the dashboard can take longer than that to load on a busy machine.
  await expect(page.getByText("Account Created").first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ad Concepts Dashboard");
  await expect(page.getByTestId("subscription-banner")).toContainText("FREE");
});

test("a duplicate email shows REGISTRATION FAILED with the server's message", async ({ page }) => {
  await page.goto("/register?plan=free");
  await fillRegistration(page, "whatever-pass", { first: "Dup", last: "Licate", email: "pro@reachgen.local" });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "REGISTRATION FAILED" })).toContainText(
    "An account with this email already exists",
  );
});

test("the landing's tier buttons choose the plan once: Pro opens its account form, CREATE ACCOUNT the free trial", async ({
  page,
}) => {
  await page.goto("/");
  // The pricing section's code and plans arrive as the visitor scrolls to it (decision 016).
  await page.getByRole("heading", { name: "Pick your monthly output." }).scrollIntoViewIfNeeded();
  await page.getByRole("link", { name: "Choose Pro" }).click();
  await expect(page).toHaveURL(/\/plans\?plan=pro$/);
  const form = page.getByRole("region", { name: "Account information" });
  await expect(form.getByRole("button", { name: /Pay \$29 with card/ })).toBeVisible();
  await expect(form.getByLabel("First name", { exact: true })).toBeFocused();

  await page.goto("/");
  await page.getByRole("link", { name: "CREATE ACCOUNT" }).first().click();
  await expect(page).toHaveURL(/\/register\?plan=free$/);
  await expect(page.getByTestId("selected-plan")).toHaveText("Free Trial");
});

test("plans → pro → account info → sandbox checkout → register → the AI generator opens", async ({ page }) => {
  const email = uniqueEmail("buyer");
  await page.goto("/plans");
  await page.getByRole("button", { name: "Choose Pro" }).click();
  const form = page.getByRole("region", { name: "Account information" });
  await form.getByRole("button", { name: /Pay \$29 with card/ }).click();
  await expect(page.getByText("Please fill in your email and first name.").first()).toBeVisible();
  await form.getByLabel("First name", { exact: true }).fill("Pat");
  await form.getByLabel("Last name (optional)").fill("Buyer");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByRole("button", { name: /Pay \$29 with card/ }).click();

  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\/cs_sandbox_/);
  await expect(page.getByText("TEST MODE — NO REAL PAYMENT IS TAKEN")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Pay $29 (test)" }).click();

  await expect(page).toHaveURL(/\/register\?plan=pro&payment=success&txId=cs_sandbox_/);
  await expect(page.getByTestId("selected-plan")).toHaveText("Pro");
  await expect(page.getByText("PAYMENT VERIFIED")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Pat");
  await fillRegistration(page, "paid-plan-pass");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/ai-generator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Ad Copy Generator");
});

test("a forged payment id on the register link never yields a paid account", async ({ page }) => {
  await page.goto("/register?plan=pro&payment=success&txId=anything");
  await fillRegistration(page, "forged-pass-1", { first: "Eve", last: "Forger", email: uniqueEmail("forger") });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "REGISTRATION FAILED" })).toContainText(
    "Payment could not be verified",
  );
  await expect(page).toHaveURL(/\/register/);
});

test("an unpaid paid-plan registration waits for payment verification", async ({ page }) => {
  await page.goto("/register?plan=basic");
  await expect(page.getByText("PAYMENT PENDING")).toBeVisible();
  await expect(page.getByRole("button", { name: "AWAITING PAYMENT VERIFICATION" })).toBeDisabled();
});

test("a wrong password shows the inline ACCESS DENIED", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill("pro@reachgen.local");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "ACCESS DENIED" });
  await expect(alert).toContainText("Invalid email or password");
  await expect(page).toHaveURL(/\/login$/);
});

test("change password, sign out, sign in with the new one", async ({ page }) => {
  const email = uniqueEmail("changer");
  await page.goto("/register?plan=free");
  await fillRegistration(page, "first-password", { first: "Cam", last: "Changer", email });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await page.getByRole("menuitem", { name: "Change Password" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change Password");
  await page.getByLabel("Current password", { exact: true }).fill("first-password");
  await page.getByLabel("New password", { exact: true }).fill("second-password");
  await page.getByLabel("Confirm new password", { exact: true }).fill("mismatch");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("New password and confirmation must match.").first()).toBeVisible();
  await page.getByLabel("Confirm new password", { exact: true }).fill("second-password");
  await page.getByRole("button", { name: "Show current password" }).click();
  await expect(page.getByLabel("Current password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password Changed").first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });

  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("userSession"))).toBeNull();

  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("first-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "ACCESS DENIED" })).toBeVisible();
  await signIn(page, email, "second-password");
  await expect(page.getByText("Access Granted").first()).toBeVisible();
});

test("a free user whose trial ended sees ACCESS DENIED on /ai-generator, with the reason", async ({ page }) => {
  await signIn(page, "free@reachgen.local");
  await page.goto("/ai-generator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ACCESS DENIED");
  await expect(page.getByText("PREMIUM FEATURE REQUIRES ACTIVE SUBSCRIPTION")).toBeVisible();
  await expect(page.getByTestId("access-reason")).toHaveText(
    "Your 7-day free trial has ended. Choose a plan to keep creating ad concepts.",
  );
  await expect(page.getByText("FREE", { exact: true })).toBeVisible();
  await expect(page.getByText("TRIAL ENDED", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "UPGRADE SUBSCRIPTION" }).click();
  await expect(page).toHaveURL(/\/plans$/);
});

test("a new free account is a 7-day trial: the banner says so and the generator opens", async ({ page }) => {
  const email = uniqueEmail("trial");
  await page.goto("/register?plan=free");
  await fillRegistration(page, "trial-pass-1", { first: "Tia", last: "Trial", email });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("subscription-banner")).toContainText("TRIAL · 7 days left");
  await expect(page.getByTestId("subscription-banner")).toContainText("0 of 5 concepts used in your trial");
  await page.getByRole("link", { name: "Create new concept" }).click();
  await expect(page).toHaveURL(/\/ai-generator$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Ad Copy Generator");
});

test("a signed-in free user upgrades from /subscription through the sandbox", async ({ page }) => {
  const email = uniqueEmail("upgrader");
  await page.goto("/register?plan=free");
  await fillRegistration(page, "upgrade-pass", { first: "Uma", last: "Upgrade", email });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: "Upgrade Plan" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription");
  await expect(page.getByTestId("current-status")).toHaveText("TRIAL · 7 days left");
  await page.getByRole("article", { name: "Basic" }).getByRole("button", { name: "Pay by card" }).click();
  await expect(page.getByText("TEST MODE — NO REAL PAYMENT IS TAKEN")).toBeVisible();
  await page.getByRole("button", { name: "Pay $9 (test)" }).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_sandbox_/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SUBSCRIPTION ACTIVATED SUCCESSFULLY");
  await expect(page.getByText("Payment Successful!").first()).toBeVisible();
  await page.goto("/subscription");
  await expect(page.getByTestId("current-plan")).toHaveText("Basic");
  await expect(page.getByTestId("current-status")).toHaveText("ACTIVE");
  await expect(
    page.getByRole("article", { name: "Basic" }).getByRole("button", { name: "Current Plan" }),
  ).toBeDisabled();
});

test("a crypto payment stays pending until an administrator confirms it", async ({ page, browser }) => {
  const email = uniqueEmail("crypto");
  await page.goto("/plans");
  await page.getByRole("button", { name: "Choose Enterprise" }).click();
  await page.getByRole("link", { name: /Pay with crypto/ }).click();
  await expect(page).toHaveURL(/\/register\?plan=enterprise&payment=crypto$/);
  await expect(page.getByText("Your account activates once your payment is confirmed.")).toBeVisible();
  await fillRegistration(page, "crypto-pass-1", { first: "Cy", last: "Pher", email });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId("current-status")).toHaveText("PENDING");

  await page.getByRole("article", { name: "Enterprise" }).getByRole("button", { name: "Pay with crypto" }).click();
  const dialog = page.getByRole("dialog");
  // USDT is a dollar: the plan's price is filled in; any other currency is typed from the exchange's receipt.
  await dialog.getByText("USDT", { exact: true }).click();
  await expect(dialog.getByLabel(/AMOUNT SENT/)).toHaveValue("99.00");
  await expect(dialog.getByText("$99.00 is 99.00 USDT.")).toBeVisible();
  await dialog.getByText("ETH", { exact: true }).click();
  await expect(dialog.getByLabel(/AMOUNT SENT/)).toHaveValue("");
  await expect(dialog.getByText("The ETH your exchange sent for $99.00, as its receipt shows it.")).toBeVisible();
  await expect(dialog.getByTestId("crypto-address")).toContainText("0x");
  await dialog.getByLabel(/AMOUNT SENT/).fill("0.031");
  const hash = `0x${Array.from({ length: 64 }, () => "0123456789abcdef"[Math.floor(Math.random() * 16)]).join("")}`;
  await dialog.getByLabel("TRANSACTION HASH").fill(hash);
  await dialog.getByRole("button", { name: "Submit payment for confirmation" }).click();
  await expect(page.getByText("Payment Submitted").first()).toBeVisible();
  // Until an administrator confirms, the subscription and the dashboard say the payment waits.
  const waiting =
    "Your 0.031 ETH payment for ENTERPRISE is pending confirmation: the plan starts when an administrator confirms it.";
  await expect(page.getByTestId("pending-payment")).toHaveText(waiting);
  await page.goto("/dashboard");
  await expect(page.getByTestId("pending-payment")).toHaveText(`PENDING CONFIRMATION · ${waiting}`);
  await page.goto("/ai-generator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ACCESS DENIED");

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, "admin@reachgen.local");
  await admin.goto("/admin");
  const row = admin.getByRole("listitem").filter({ hasText: email });
  await expect(row).toContainText("PENDING");
  await row.getByRole("button", { name: "Confirm" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Confirm payment" }).click();
  await expect(row).toContainText("COMPLETED");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Ad Copy Generator");
  await page.goto("/subscription");
  await expect(page.getByTestId("current-status")).toHaveText("ACTIVE");
  await expect(page.getByTestId("pending-payment")).toHaveCount(0);
});
