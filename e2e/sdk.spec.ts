// The SDK's example (sdk/examples/first-concept.mjs) run with node, as a developer would, against this Worker.
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { paidUser } from "./support";

const execFileAsync = promisify(execFile);

test("the SDK's first-concept example makes a concept from a photo and prints its id", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const user = await paidUser(request, { prefix: "sdk" });
  const created = await request.post("/api/v1/keys", {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { name: "SDK example", permissions: ["concept:create", "concept:read"] },
  });
  expect(created.status()).toBe(201);
  const apiKey = (await created.json()).secretKey as string;

  const dir = join(process.cwd(), "test-results", "fixtures");
  mkdirSync(dir, { recursive: true });
  const photo = join(dir, "sdk-product.jpg");
  writeFileSync(
    photo,
    await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer(),
  );

  const { stdout, stderr } = await execFileAsync("node", ["sdk/examples/first-concept.mjs", photo], {
    env: { ...process.env, REACHGEN_BASE_URL: baseURL, REACHGEN_API_KEY: apiKey },
    timeout: 90_000,
  });
  expect(stderr).toBe("");
  const id = stdout.trim();
  expect(id).toMatch(/^\d+$/);

  const concept = await request.get(`/api/v1/concepts/${id}`, { headers: { Authorization: `Bearer ${apiKey}` } });
  expect(concept.status()).toBe(200);
  expect(await concept.json()).toMatchObject({ id: Number(id), platforms: ["facebook", "instagram"] });
});
