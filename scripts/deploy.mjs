// `npm run deploy`: build, deploy the creatives Worker, then the main one as production with its public origin.
// Refuses to start without PUBLIC_ORIGIN (https://your.domain): every absolute URL the product writes comes from it
// (mail links, canonical URLs, the sitemap, the OpenAPI servers), never from a request's Host header (issue 29).
import { run } from "./lib.mjs";
import { buildCreativeFonts } from "./build-creative-fonts.mjs";

const origin = process.env.PUBLIC_ORIGIN?.trim() ?? "";
let valid = false;
try {
  const url = new URL(origin);
  valid = (url.protocol === "https:" || url.protocol === "http:") && url.origin === origin.replace(/\/$/, "");
} catch {
  valid = false;
}
if (!valid) {
  console.error(
    "Set PUBLIC_ORIGIN to the site's origin before deploying, e.g. PUBLIC_ORIGIN=https://ads.example.com npm run deploy",
  );
  process.exit(1);
}
try {
  await run("vite", ["build"]);
  buildCreativeFonts();
  await run("wrangler", ["deploy", "-c", "creatives/wrangler.toml"]);
  await run("wrangler", [
    "deploy",
    "--var",
    "ENVIRONMENT:production",
    "--var",
    `PUBLIC_ORIGIN:${new URL(origin).origin}`,
  ]);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
