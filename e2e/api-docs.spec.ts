import { expect, test } from "@playwright/test";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

interface DocOperation {
  id: string;
  method: string;
  path: string;
  price: number;
}

/** Every operation of the document the Worker serves, read the way a client would. */
async function documentOperations(request: import("@playwright/test").APIRequestContext): Promise<DocOperation[]> {
  const res = await request.get("/api/v1/openapi.json");
  expect(res.status()).toBe(200);
  const doc = (await res.json()) as {
    paths: Record<string, Record<string, { operationId: string; "x-price": number }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ id: op.operationId, method: method.toUpperCase(), path, price: op["x-price"] })),
  );
}

const priceText = (price: number) => (price === 0 ? "Free" : `$${price.toFixed(2)}`);

test("/api-docs shows a card for every operation of the OpenAPI document and for nothing else", async ({ page }) => {
  // Every card is checked one by one (the reference's accessibility is shell.spec.ts's, in both themes).
  test.setTimeout(90_000);
  await page.goto("/api-docs");
  const operations = await documentOperations(page.request);
  expect(operations.length).toBeGreaterThan(0);

  const cards = page.locator("article[data-operation-id]");
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(operations.length);
  const shown = await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-operation-id")));
  expect([...shown].sort()).toEqual(operations.map((op) => op.id).sort());

  for (const op of operations) {
    const card = page.locator(`article[id="${op.id}"]`);
    await expect(card, op.id).toBeVisible();
    await expect(card.getByRole("heading", { level: 4 }), op.id).toHaveText(`${op.method} ${op.path}`);
    await expect(card.getByRole("definition").filter({ hasText: priceText(op.price) }), op.id).toHaveCount(1);
    // Its code example exists too, and links back to the card.
    await expect(page.locator(`[id="${op.id}-example"]`), op.id).toBeVisible();
  }
  await expect(page.locator("[data-operation-id]")).toHaveCount(operations.length);

  // A link to an operation lands on its card once the document is in.
  const target = operations.at(-1)!;
  await page.goto(`/api-docs#${target.id}`);
  await expect(page.locator(`article[id="${target.id}"]`)).toBeInViewport();
});

test("a code example's copy button copies the sample and toasts 'Copied to clipboard' for 2 s", async ({ page }) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/api-docs");
  const operations = await documentOperations(page.request);
  const create = operations.find((op) => op.method === "POST" && op.path === "/concepts");
  expect(create, "POST /concepts is in the document").toBeDefined();

  const example = page.locator(`[id="${create!.id}-example"]`);
  // The samples render as the reader scrolls near them (decision 017).
  await example.scrollIntoViewIfNeeded();
  await example.getByRole("tab", { name: "Python" }).click();
  const copy = example.getByRole("button", { name: "Copy code" });
  await copy.click();
  await expect(page.getByText("Copied to clipboard").first()).toBeVisible();
  await expect(example.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("requests.post(");
  expect(copied).toContain('/api/v1/concepts",');
  expect(copied).toContain('"Idempotency-Key": str(uuid.uuid4())');
  expect(copied).toContain('"Authorization": "Bearer rgs_…"');
  // The check mark clears after 2 s.
  await expect(example.getByRole("button", { name: "Copy code" })).toBeVisible({ timeout: 4000 });
});

test("/api-docs arrives whole: every card in the HTML, no request for the document, the rest as the reader nears it", async ({
  page,
}) => {
  const operations = await documentOperations(page.request);
  // Without a browser: the HTML holds every operation's card, with this server's base URL, and the document itself.
  const html = await (await page.request.get("/api-docs")).text();
  for (const op of operations) expect(html, op.id).toContain(`data-operation-id="${op.id}"`);
  const base = `${new URL(test.info().project.use.baseURL!).origin}/api/v1`;
  expect(html).toContain(base);
  expect(html).not.toContain("prerender.invalid");
  expect(html).toContain('id="prerendered-queries"');
  // Its copy buttons are disabled until the app takes the page over: a click before then would do nothing.
  expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Copy code"/);

  const asked: string[] = [];
  page.on("request", (r) => asked.push(new URL(r.url()).pathname));
  await page.goto("/api-docs");
  await expect(page.getByText(base).first()).toBeVisible();
  // The cards' tables are not there far down the page until the reader comes near them…
  const responses = page.getByRole("region", { name: /^Responses of / });
  const last = operations.at(-1)!;
  await expect(page.getByRole("region", { name: `Responses of ${last.method} ${last.path}` })).toHaveCount(0);
  await page.locator(`article[id="${last.id}"]`).scrollIntoViewIfNeeded();
  await expect(page.getByRole("region", { name: `Responses of ${last.method} ${last.path}` })).toHaveCount(1);
  // …and a find (Ctrl+F) brings every one of them, so the browser's search reaches the whole reference.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.keyboard.press("Control+f");
  await expect(responses).toHaveCount(operations.length);
  await expect(page.getByRole("region", { name: /^Fields of / }).first()).toBeAttached();
  expect(asked).not.toContain("/api/v1/openapi.json");
});
