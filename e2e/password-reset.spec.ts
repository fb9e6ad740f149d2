import { expect, test } from "@playwright/test";
import { signIn, uniqueEmail } from "./support";

const RESET_LINK = /https?:\/\/[^\s]+\/reset-password\?token=[A-Za-z0-9_-]+/;

test("Forgot password? → the reset link from the outbox on /admin → a new password that signs in", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("reset");
  const oldPassword = "the-old-password";
  const newPassword = "the-new-password-1";
  const registered = await page.request.post("/api/auth/register", {
    data: { email, password: oldPassword, firstName: "Rita", lastName: "Reset" },
  });
  expect(registered.status()).toBe(201);

  // Ask for the link from the sign-in page.
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText(
    "If an account exists for that address, a reset link is on its way. It works for one hour.",
  );

  // With no mail provider configured the mail is in the outbox: the administrator reads it on /admin.
  await signIn(page, "admin@reachgen.local");
  await page.goto("/admin");
  const outbox = page.getByRole("region", { name: "OUTBOX" });
  const mail = outbox.getByRole("region", { name: `Plain text of "Reset your ReachGen password" to ${email}` });
  await expect(async () => {
    await outbox.getByRole("button", { name: "Refresh" }).click();
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const link = RESET_LINK.exec((await mail.textContent()) ?? "")?.[0];
  expect(link, "the mail carries a reset link").toBeTruthy();

  // Leave the administrator's session behind, as the account's owner opening the mail elsewhere would.
  await context.clearCookies();
  await page.evaluate(() => window.localStorage.clear());

  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("NEW PASSWORD");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password", { exact: true }).fill("not-the-same-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "RESET FAILED" })).toContainText("Passwords do not match");
  await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Password Reset").first()).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(oldPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "ACCESS DENIED" })).toContainText("Invalid email or password");
  await signIn(page, email, newPassword);

  // The link was single-use.
  await page.goto(link!);
  await page.getByLabel("New password", { exact: true }).fill("a-third-password");
  await page.getByLabel("Confirm new password", { exact: true }).fill("a-third-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "RESET FAILED" })).toContainText(
    "This reset link is invalid or has expired. Ask for a new one.",
  );
});
