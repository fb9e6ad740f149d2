import type { FullConfig } from "@playwright/test";

/** Runs once before the specs, with the server up: the fresh state's first read of the examples seeds them. */
export default async function warmUp(config: FullConfig) {
  const base = config.projects[0]?.use.baseURL;
  if (!base) throw new Error("playwright.config.ts sets no baseURL");
  const res = await fetch(`${base}/api/examples`);
  if (!res.ok) throw new Error(`GET /api/examples answered ${res.status} before any spec ran`);
  await res.arrayBuffer();
}
