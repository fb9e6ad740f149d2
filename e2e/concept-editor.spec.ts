import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import type { ConceptSummary, SharedConcept } from "../common/concepts";
import { unzip } from "../worker/test/unzip";
import { expectAccessible, paidUser, signIn } from "./support";

const SHOTS = join(process.cwd(), "test-results", "screenshots");

// Issue 28: a concept made in Japanese and Arabic is edited on its post previews, and the share page, the ZIP and the
// PDF all say what the owner typed.
test("a Japanese headline and an Arabic caption edited on the preview reach the share page, the ZIP and the PDF", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await paidUser(request, { prefix: "editor" });
  const auth = { Authorization: `Bearer ${user.token}` };
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .composite([
      { input: Buffer.from('<svg width="900" height="700"><circle cx="450" cy="350" r="200" fill="#e8d9c4"/></svg>') },
    ])
    .jpeg()
    .toBuffer();
  const made = await request.post("/api/ai/generate-copy", {
    headers: auth,
    multipart: {
      image: { name: "bowl.jpg", mimeType: "image/jpeg", buffer: photo },
      businessType: "Retail/E-commerce",
      targetAudience: "home cooks",
      tone: "Friendly & Casual",
      productDescription: "Hand-thrown stoneware bowls",
      brandName: "Kiln & Co",
      platforms: JSON.stringify(["facebook", "instagram"]),
      languages: JSON.stringify(["ja", "ar"]),
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const id = (await made.json()).concept.id as number;

  await signIn(page, user.email, user.password);
  const card = page.locator("article[aria-label^='Concept #']").first();
  await card.getByRole("button", { name: /^Preview concept #\d{3}$/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "AI-Generated Copy" }).click();
  const copy = dialog.getByRole("tabpanel", { name: "AI-Generated Copy" });

  // Japanese: the Facebook headline, with the preview following the typing.
  const ja = copy.getByRole("article", { name: "Facebook · Japanese" });
  await ja.getByRole("button", { name: "Edit Facebook copy in Japanese" }).click();
  const headline = ja.getByLabel("Headline");
  const jaTitle = "土の器で、毎日の食卓を";
  await headline.fill(jaTitle);
  await expect(ja.getByRole("figure", { name: "Facebook post preview" })).toContainText(jaTitle);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await ja.screenshot({ path: join(SHOTS, "editor-ja-1280.png") });
  await ja.getByRole("button", { name: "Save", exact: true }).click();
  await expect(ja.getByRole("status")).toContainText("Saved.");

  // Arabic: the Instagram caption, right to left.
  await copy.getByRole("tab", { name: "العربية" }).click();
  const ar = copy.getByRole("article", { name: "Instagram · Arabic" });
  await ar.getByRole("button", { name: "Edit Instagram copy in Arabic" }).click();
  const caption = ar.getByLabel("Caption");
  await expect(caption).toHaveAttribute("dir", "rtl");
  const arBody = "أوعية فخارية مصنوعة باليد لمطبخك. اطلبها اليوم.";
  await caption.fill(arBody);
  await page.setViewportSize({ width: 390, height: 844 });
  await ar.getByRole("button", { name: "Save", exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, "editor-ar-390.png") });
  await ar.getByRole("button", { name: "Save", exact: true }).click();
  await expect(ar.getByRole("status")).toContainText("Saved.");
  await page.setViewportSize({ width: 1280, height: 900 });

  // The stored concept holds both edits.
  const before = ((await (await request.get("/api/concepts", { headers: auth })).json()) as ConceptSummary[]).find(
    (c) => c.id === id,
  )!;
  expect(before.aiGeneratedCopy.ja!.facebook!.title).toBe(jaTitle);
  expect(before.aiGeneratedCopy.ar!.instagram!.body).toBe(arBody);

  // The share page.
  const share = await (await request.post(`/api/concepts/${id}/share`, { headers: auth })).json();
  const shared = (await (await request.get(`/api/shared/${share.sharePath.slice(3)}`)).json()) as SharedConcept;
  expect(shared.aiGeneratedCopy.ja!.facebook!.title).toBe(jaTitle);
  expect(shared.aiGeneratedCopy.ar!.instagram!.body).toBe(arBody);
  await page.goto(share.sharePath);
  await expect(page.getByText(jaTitle).first()).toBeVisible();

  // The ZIP.
  const zip = unzip(
    new Uint8Array(await (await request.get(`/api/concepts/${id}/download`, { headers: auth })).body()),
  );
  const text = (path: string) => new TextDecoder().decode(zip.get(path));
  expect(text("facebook/copy.txt")).toContain(jaTitle);
  expect(text("instagram/copy.txt")).toContain(arBody);

  // The PDF, read back by pdftotext.
  const pdf = await request.post("/api/batch-download", {
    headers: auth,
    data: { conceptIds: [id], options: { format: "pdf" } },
  });
  expect(pdf.status()).toBe(200);
  const file = join(process.cwd(), "test-results", `editor-${id}.pdf`);
  writeFileSync(file, await pdf.body());
  const sheet = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"]).toString().normalize("NFKC");
  expect(sheet.replace(/\s+/g, "")).toContain(jaTitle);
  for (const word of ["أوعية", "فخارية", "لمطبخك"]) expect(sheet).toContain(word);
});
