import { expect, test } from "@playwright/test";
import { expectAccessible, paidUser, signIn } from "./support";

// Issue 29: a paying customer manages the plan from /subscription, reached from the account menu; the sandbox plays
// Stripe's part through the same fulfilment writes.

test("a Pro customer cancels, resumes and downgrades from /subscription, reached from the account menu", async ({
  page,
  request,
}) => {
  const user = await paidUser(request, { plan: "pro", prefix: "manage", password: "manage-pass-1" });
  await signIn(page, user.email, "manage-pass-1");
  await page.getByRole("button", { name: `Account menu for ${user.email}` }).click();
  await page.getByRole("menuitem", { name: "Subscription" }).click();
  await expect(page).toHaveURL(/\/subscription$/);

  const note = page.getByTestId("renewal-note");
  await expect(note).toContainText(/Your Pro plan renews on .+\. Cancel any time: it stays until then\./);
  await expect(page.getByTestId("period-end")).not.toHaveText("—");
  await page.getByRole("button", { name: "Cancel plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel your Pro plan?" });
  await expect(dialog).toContainText(
    /Your Pro plan stays until .+: you keep creating until then, and it does not renew/,
  );
  await expectAccessible(page);
  await dialog.getByRole("button", { name: /^Cancel at / }).click();
  await expect(note).toContainText(/Cancelled: your Pro plan stays until .+, then ends\./);
  await expect(page.getByText("Ends", { exact: true })).toBeVisible();

  await page.reload();
  await expect(note).toContainText("Cancelled: your Pro plan stays until");
  await page.getByRole("button", { name: "Resume plan" }).click();
  await expect(note).toContainText("Your Pro plan renews on");

  const basic = page.getByRole("article", { name: "Basic" });
  await expect(basic.getByRole("button", { name: /pay by card/i })).toHaveCount(0);
  await basic.getByRole("button", { name: "Downgrade to Basic" }).click();
  const change = page.getByRole("dialog", { name: "Downgrade to Basic?" });
  await expect(change).toContainText("25 concepts a month at $9/month instead of $29");
  await expect(change).toContainText("TEST MODE: no card is charged here");
  await change.getByRole("button", { name: "Downgrade to Basic" }).click();
  await expect(page.getByTestId("current-plan")).toHaveText("Basic");
  await expect(
    page.getByRole("article", { name: "Basic" }).getByRole("button", { name: "Current Plan" }),
  ).toBeDisabled();
  await expect(
    page.getByRole("article", { name: "Pro" }).getByRole("button", { name: "Upgrade to Pro" }),
  ).toBeVisible();
});

test("the payment success page says it does not know a made-up payment", async ({ page }) => {
  await page.goto("/payment-success?session_id=cs_live_made_up_by_a_visitor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("PAYMENT NOT FOUND");
  await expect(page.getByText("We do not know a payment with this transaction ID")).toBeVisible();
  await expect(page.getByText(/ACTIVATED/)).toHaveCount(0);
});
