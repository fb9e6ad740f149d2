import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, signIn, uniqueEmail } from "./support";

const CONFIRM_LINK = /https?:\/\/[^\s]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/;
const UNSUBSCRIBE_LINK = /https?:\/\/[^\s]+\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+/;

/** The plain text of the newest outbox mail with this subject to this address, as the administrator reads it. */
async function outboxText(admin: Page, subject: string, to: string): Promise<string> {
  const outbox = admin.getByRole("region", { name: "OUTBOX" });
  const mail = outbox.getByRole("region", { name: `Plain text of "${subject}" to ${to}` }).first();
  await expect(async () => {
    await outbox.getByRole("button", { name: "Refresh" }).click();
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return (await mail.textContent()) ?? "";
}

test("a visitor subscribes and confirms from the mail; the admin walks every tab, composes, previews, deploys and watches it reach sent", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("reader");

  // The visitor signs up on the landing page.
  await page.goto("/");
  // The form's code arrives as the visitor scrolls towards it (decision 016); the plans arriving shows it has.
  await page.getByRole("heading", { name: "Pick your monthly output." }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("link", { name: "Choose Pro" })).toBeVisible();
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "SUBSCRIBE" }) });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(/First name/).fill("Nora");
  await form.getByRole("button", { name: "SUBSCRIBE" }).click();
  // The address waits for its confirmation link, and the toast says so (issue 29).
  await expect(page.getByText("CHECK YOUR INBOX").first()).toBeVisible();
  await expect(page.getByText("SUBSCRIPTION ACTIVATED")).toHaveCount(0);
  await expect(
    page.getByText("Check your inbox: the link we sent you confirms your subscription.").first(),
  ).toBeVisible();

  // The confirmation mail is in the outbox (no mail provider configured); the visitor opens its link.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, "admin@reachgen.local");
  await admin.goto("/admin");
  await expect(admin.getByRole("heading", { level: 1, name: "ADMIN TERMINAL" })).toBeVisible();
  const confirmation = await outboxText(admin, "Confirm your ReachGen newsletter subscription", email);
  const link = CONFIRM_LINK.exec(confirmation)?.[0];
  expect(link, "the mail carries a confirmation link").toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CONFIRM SUBSCRIPTION");
  await expect(page.getByRole("status")).toHaveText(
    "Your subscription is confirmed. Welcome to the ReachGen newsletter!",
  );
  await expectAccessible(page);

  // The administrator walks every tab: PAYMENTS is open first.
  await admin.reload();
  const tabs = admin.getByRole("tablist", { name: "Admin terminal sections" });
  await expect(tabs.getByRole("tab", { name: "PAYMENTS" })).toHaveAttribute("aria-selected", "true");
  await expect(admin.getByRole("tabpanel")).toContainText(/TOTAL REVENUE/i);
  await expectAccessible(admin);
  for (const [name, text] of [
    ["API SYSTEM", /TOTAL API CALLS/i],
    ["ANALYTICS", /REGISTERED USERS/i],
    ["CAMPAIGNS", /CAMPAIGNS/],
  ] as const) {
    await tabs.getByRole("tab", { name }).click();
    await expect(admin.getByRole("tabpanel")).toContainText(text);
    await expectAccessible(admin);
  }
  await tabs.getByRole("tab", { name: "SUBSCRIBERS" }).click();
  const subscriber = admin.getByRole("tabpanel").getByRole("listitem").filter({ hasText: email });
  await expect(subscriber).toContainText("Nora");
  await expect(subscriber).toContainText("ACTIVE");
  await expectAccessible(admin);

  // COMPOSE: an AI draft from a prompt, previewed, then deployed after the confirm step.
  await tabs.getByRole("tab", { name: "COMPOSE" }).click();
  const subject = `Pinterest sizes ${Date.now().toString(36)}`;
  await admin
    .getByLabel("PROMPT")
    .fill(`Write a newsletter about ${subject}. Every concept now includes a 1000×1500 pin.`);
  await admin.getByRole("button", { name: "GENERATE WITH AI" }).click();
  await expect(admin.getByText("EMAIL GENERATED").first()).toBeVisible();
  await expect(admin.getByLabel("SUBJECT")).toHaveValue(subject);
  await expect(admin.getByLabel("HTML CONTENT")).toHaveValue(/Every concept now includes a 1000×1500 pin\./);
  await expectAccessible(admin);
  // (axe is not run over the preview: a frame without scripts cannot host it, which is the point of the sandbox.)
  await admin.getByRole("button", { name: "PREVIEW" }).click();
  const preview = admin.frameLocator('iframe[title="Newsletter preview"]');
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(subject);

  await admin.getByRole("button", { name: "DEPLOY NEWSLETTER" }).click();
  const dialog = admin.getByRole("dialog");
  const title = (await dialog.getByRole("heading").first().textContent()) ?? "";
  const active = Number(/Send to ([\d,]+) active/.exec(title)?.[1]?.replace(/,/g, ""));
  expect(active).toBeGreaterThanOrEqual(1);
  await dialog.getByRole("button", { name: "Send now" }).click();
  await expect(admin.getByText("NEWSLETTER DEPLOYED").first()).toBeVisible();
  await expect(
    admin.getByText(`Successfully sent to ${active} ${active === 1 ? "subscriber" : "subscribers"}.`).first(),
  ).toBeVisible();
  await expect(admin.getByLabel("SUBJECT")).toHaveValue("");
  await expect(admin.getByLabel("PROMPT")).toHaveValue("");

  // CAMPAIGNS: the Queue consumer delivers it; the list follows it to SENT.
  await tabs.getByRole("tab", { name: "CAMPAIGNS" }).click();
  const campaign = admin.getByRole("article", { name: subject });
  await expect(campaign).toBeVisible();
  await expect(campaign).toContainText("SENT", { timeout: 60_000 });
  await expect(campaign).toContainText(`Successful${active}`);

  // The subscriber's mail is in the outbox with its unsubscribe link, which works without signing in.
  const newsletter = await outboxText(admin, subject, email);
  expect(newsletter).toContain("Every concept now includes a 1000×1500 pin.");
  const unsubscribe = UNSUBSCRIBE_LINK.exec(newsletter)?.[0];
  expect(unsubscribe, "the newsletter carries an unsubscribe link").toBeTruthy();
  await page.goto(unsubscribe!);
  await expect(page.getByRole("status")).toHaveText(
    "You are unsubscribed: ReachGen will send no more newsletters to this address.",
  );
  await expect(page.getByRole("heading", { name: "Changed your mind? Subscribe again" })).toBeVisible();
});
