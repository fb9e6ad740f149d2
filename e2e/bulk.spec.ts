import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { zipSync } from "fflate";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { expectAccessible, signIn } from "./support";

const FIXTURES = join(process.cwd(), "test-results", "fixtures");

/** A small photo-like JPEG: a coloured disc on a gradient. */
async function photo(hue: number): Promise<Uint8Array> {
  const w = 640,
    h = 480;
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const inside = (x - 320) ** 2 + (y - 240) ** 2 < 150 ** 2;
      raw[i] = inside ? hue : 120 + (x % 60);
      raw[i + 1] = inside ? 80 : 140;
      raw[i + 2] = inside ? 255 - hue : 110 + (y % 40);
    }
  return new Uint8Array(
    await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .jpeg()
      .toBuffer(),
  );
}

test("a CSV of 3 briefs (1 bad) with a photos ZIP: the row error, progress to done, a concept link, the package", async ({
  page,
}) => {
  test.setTimeout(120_000);
  mkdirSync(FIXTURES, { recursive: true });
  const csv = [
    "businessType,targetAudience,tone,productDescription,brandName,platforms,languages,image",
    'Retail/E-commerce,trail runners,Friendly & Casual,"Trail shoes with a grippy sole",Ridgeline,facebook,en,shoe.jpg',
    "Restaurant/Food Service,commuters,Professional,Cold brew coffee in glass bottles,Brewhaus,facebook;linkedin,en;de,coffee.jpg",
    "Retail/E-commerce,hikers,Professional,Waterproof hiking jackets,Ridgeline,myspace,en,shoe.jpg",
  ].join("\n");
  const csvFile = join(FIXTURES, "bulk-briefs.csv");
  const zipFile = join(FIXTURES, "bulk-photos.zip");
  writeFileSync(csvFile, csv);
  writeFileSync(zipFile, zipSync({ "shoe.jpg": await photo(200), "coffee.jpg": await photo(40) }));

  await signIn(page, "pro@reachgen.local");
  await page.getByRole("button", { name: "Account menu for pro@reachgen.local" }).click();
  await page.getByRole("menuitem", { name: "Bulk Generate" }).click();
  await expect(page).toHaveURL(/\/bulk$/);
  await expect(page.getByRole("heading", { name: "Bulk Generate", level: 1 })).toBeVisible();
  // Opened directly, the page arrives as its prerendered frame (decision 045), which the app takes over without a
  // hydration error, then fills with the uploader; signed out, the frame sends the visitor to /login.
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const served = await (await page.request.get("/bulk")).text();
  expect(served).toContain('<h1 class="mt-2 font-mono text-3xl font-bold sm:text-4xl">Bulk Generate</h1>');
  expect(served).toContain("AUTHENTICATING");
  await page.goto("/bulk");
  await expect(page.getByLabel("CSV of briefs")).toBeAttached();
  expect(errors).toEqual([]);
  await expect(page.getByRole("link", { name: "Download template" })).toHaveAttribute(
    "href",
    "/api/v1/bulk/template.csv",
  );

  await page.getByLabel("CSV of briefs").setInputFiles(csvFile);
  await page.getByLabel("Photos ZIP (optional)").setInputFiles(zipFile);
  await page.getByRole("button", { name: "Upload" }).click();

  const progress = page.getByRole("progressbar", { name: "Rows done" });
  await expect(progress).toBeVisible();
  const notMade = page.getByRole("table");
  await expect(notMade.getByRole("row", { name: /^3 platforms/ })).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", "3", { timeout: 90_000 });
  await expect(page.getByRole("heading", { name: "Job done" })).toBeVisible();
  await expect(page.getByText("3 of 3 rows done · 2 made · 1 not made")).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download all" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.zip$/);

  const link = page.getByRole("link", { name: /^Concept #\d+$/ }).first();
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator(href!.slice(href!.indexOf("#")))).toBeVisible();
});
