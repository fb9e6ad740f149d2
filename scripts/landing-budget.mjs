// The JavaScript the landing page loads: the entry script and every module it preloads, gzipped, against a budget.
// Usage: node scripts/landing-budget.mjs <built client dir>. Prints one line; exits 1 above the budget.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * A ratchet, in KiB: it only goes down. Issue 15 asks for 150 KiB; route-level splitting brought the landing from
 * 261 KiB (one bundle) to 197 KiB, and zod (about 30 KiB gzipped, used by the session and request code every page
 * shares) is the next step down.
 */
export const LANDING_JS_BUDGET_KIB = 150;

const dir = process.argv[2] ?? "dist/client";
const html = readFileSync(join(dir, "index.html"), "utf8");
const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? "");
let total = 0;
for (const f of files) total += gzipSync(readFileSync(join(dir, f)), { level: 9 }).length;
const kib = total / 1024;
const line = `landing JavaScript: ${files.length} files, ${kib.toFixed(1)} KiB gzipped (budget ${LANDING_JS_BUDGET_KIB} KiB)`;
if (kib > LANDING_JS_BUDGET_KIB) {
  console.error(`${line}: over the budget`);
  process.exit(1);
}
console.log(line);
