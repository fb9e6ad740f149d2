// Local-only seed, run by `npm start` after the migrations: demo accounts and demo crypto receiving addresses.
// Idempotent (INSERT ... ON CONFLICT DO NOTHING); never a migration, so no remote database ever gets these rows.
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run } from "./lib.mjs";

export const DEMO_PASSWORD = "reachgen-demo";
export const DEMO_ACCOUNTS = [
  {
    email: "admin@reachgen.local",
    firstName: "Ada",
    lastName: "Admin",
    isAdmin: 1,
    plan: "enterprise",
    status: "active",
    limit: -1,
  },
  {
    email: "pro@reachgen.local",
    firstName: "Priya",
    lastName: "Pro",
    isAdmin: 0,
    plan: "pro",
    status: "active",
    limit: 100,
  },
  {
    email: "free@reachgen.local",
    firstName: "Finn",
    lastName: "Free",
    isAdmin: 0,
    plan: "free",
    status: "inactive",
    limit: 5,
    // Signed up a month ago: the 7-day trial has ended, so this account shows the ACCESS DENIED screen.
    createdDaysAgo: 30,
  },
];
// Clearly fake, non-spendable addresses for trying the crypto flow locally.
const DEMO_CRYPTO_ADDRESSES = [
  ["BTC", "tb1qreachgen0demo0local0only0000000000000"],
  ["ETH", "0x0000000000000000000000000000000000dEm0"],
  ["USDT", "0x0000000000000000000000000000000000dEm0"],
  ["SOL", "DemoLocalOnlyReachGen1111111111111111111111"],
];

/**
 * Same self-describing format as worker/lib/crypto.ts.
 * @param {string} password
 */
function hashPassword(password) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, 100_000, 32, "sha256");
  return `pbkdf2-sha256$100000$${salt.toString("base64")}$${hash.toString("base64")}`;
}

const q = (/** @type {unknown} */ s) => `'${String(s).replace(/'/g, "''")}'`;

export function seedSql(now = Date.now()) {
  const lines = [];
  for (const a of DEMO_ACCOUNTS) {
    const paid = a.plan !== "free";
    lines.push(
      `INSERT INTO users (email, password_hash, first_name, last_name, is_admin, email_verified, subscription_plan, subscription_status, concepts_limit, subscription_start_date, subscription_end_date, created_at) ` +
        `VALUES (${q(a.email)}, ${q(hashPassword(DEMO_PASSWORD))}, ${q(a.firstName)}, ${q(a.lastName)}, ${a.isAdmin}, 1, ${q(a.plan)}, ${q(a.status)}, ${a.limit}, ` +
        `${paid ? now : "NULL"}, ${paid ? now + 365 * 86_400_000 : "NULL"}, ${now - (a.createdDaysAgo ?? 0) * 86_400_000}) ON CONFLICT(email) DO NOTHING;`,
    );
  }
  for (const [currency, address] of DEMO_CRYPTO_ADDRESSES) {
    lines.push(
      `INSERT INTO crypto_payment_addresses (currency, address) SELECT ${q(currency)}, ${q(address)} ` +
        `WHERE NOT EXISTS (SELECT 1 FROM crypto_payment_addresses WHERE currency = ${q(currency)});`,
    );
  }
  return lines.join("\n");
}

/** @param {string} stateDir */
export async function seed(stateDir) {
  const dir = mkdtempSync(join(tmpdir(), "reachgen-seed-"));
  const file = join(dir, "seed.sql");
  writeFileSync(file, seedSql());
  try {
    await run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", file], {
      env: { CI: "true" },
      stdio: ["ignore", "ignore", "inherit"],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
