// The house rules that are about names and calls rather than imports (decision 040; the import rules are in
// .dependency-cruiser.cjs): kebab-case file names, request bodies read only by the validator, HTTPException only in
// lib/errors, database clients built only by the request context, and engines that never name a binding's type.
// Prints every break with its rule, its decision and how to fix it; exits 1 on any. `--list` prints the allow-list.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./lib.mjs";

/** Test code may do what production code may not: colocated tests, test helpers and the worker's test folder. */
const isTest = (/** @type {string} */ path) =>
  /\.test\.tsx?$/.test(path) || /(^|\/)test-utils\.tsx?$/.test(path) || path.startsWith("worker/test/");

/**
 * @typedef {{ path: string, reason: string }} Allowed
 * @typedef {{ path: string, line: number, text: string }} Hit
 * @typedef {{
 *   name: string,
 *   decision: string,
 *   fix: string,
 *   files: (path: string) => boolean,
 *   pattern: RegExp,
 *   code?: boolean,
 *   allow: Allowed[],
 * }} CallRule
 */

/** Folders whose every file and folder name is kebab-case (DESIGN §2). */
const NAMED_ROOTS = ["worker", "web/src", "common", "scripts", "e2e"];
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
/** @type {Allowed[]} */
const NAME_ALLOW = [
  {
    path: "worker/copywriting/banks/pt-PT.ts",
    reason: "named by its BCP 47 locale tag, as the language table spells it",
  },
  {
    path: "worker/copywriting/lexicon/pt-PT.json",
    reason: "named by its BCP 47 locale tag, as the language table spells it",
  },
  { path: "scripts/spikes/creatives/README.md", reason: "README.md is the name every forge shows" },
];

const ENGINES = /^worker\/(imaging|copywriting|packaging)\//;
const WORKER_CODE = (/** @type {string} */ path) => path.startsWith("worker/") && /\.tsx?$/.test(path) && !isTest(path);

/** @type {CallRule[]} */
const CALL_RULES = [
  {
    name: "body-through-the-validator",
    decision: "007: routes validate with middleware/validate.ts, which reads the body through hono",
    fix: 'declare the body with `validate("json" | "form", Schema)` from middleware/validate.ts and read `c.req.valid(...)`',
    files: WORKER_CODE,
    pattern: /\b(?:c\.)?req(?:\.raw)?\.(?:json|parseBody|formData|text|arrayBuffer|blob)\s*\(|\bc\.req\.raw\.body\b/,
    code: true,
    allow: [
      {
        path: "worker/routes/payments.ts",
        reason:
          "Stripe's webhook signature is over the exact bytes sent, so the body is read as text and verified first",
      },
      {
        path: "worker/routes/v1/bulk.ts",
        reason:
          "bulk upload streams the multipart body (up to 90 MB of ZIP) into R2 as it arrives (decision 034); a " +
          "validator (formData) would buffer it whole",
      },
    ],
  },
  {
    name: "http-exception-only-in-lib-errors",
    decision: "007: one error model, AppError with a code whose status comes from common/errors.ts",
    fix: "throw `new AppError(code, message)` from worker/lib/errors.ts; add a code to common/errors.ts if none fits",
    files: WORKER_CODE,
    pattern: /\bHTTPException\b/,
    code: true,
    allow: [{ path: "worker/lib/errors.ts", reason: "maps hono's own 4xx exceptions onto the envelope" }],
  },
  {
    name: "database-client-only-in-the-context",
    decision: "007: one request context; services/context.ts builds the database client, services never do",
    fix: "take the database from the AppContext (`ctx.db`) the caller passes; the cron and queues use createContext(env)",
    files: WORKER_CODE,
    pattern: /\b(?:drizzle|createDb)\s*\(/,
    code: true,
    allow: [
      { path: "worker/db/client.ts", reason: "defines createDb" },
      { path: "worker/services/context.ts", reason: "the one request context" },
      {
        path: "worker/durable-objects/usage-ledger.ts",
        reason: "existing break (usage ledger, another helper's file): builds its own client to flush usage rows",
      },
    ],
  },
  {
    name: "engines-name-no-binding",
    decision: "007: engines are pure, bytes and values in and out; a binding type is how R2 or D1 gets in",
    fix: "let a service read R2/D1 and pass the engine bytes or values; the engine declares the plain shape it needs",
    files: (path) => ENGINES.test(path) && /\.tsx?$/.test(path) && !isTest(path),
    pattern:
      /\b(?:R2[A-Z]\w*|D1[A-Z]\w*|KVNamespace|Fetcher|DurableObject\w*|Queue|MessageBatch|ExecutionContext|Env|Ai)\b/,
    code: true,
    allow: [],
  },
];

/**
 * Every file and folder under `dir` (relative to the root), skipping dot folders and node_modules.
 * @param {string} dir
 * @returns {string[]}
 */
function walk(dir) {
  /** @type {string[]} */
  const out = [];
  let entries;
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
    const path = `${dir}/${entry.name}`;
    out.push(path);
    if (entry.isDirectory()) out.push(...walk(path));
  }
  return out;
}

/**
 * The source with comments and string contents blanked (line breaks kept), so a rule sees only code. Template
 * literals keep their `${…}` parts.
 * @param {string} source
 */
function codeOnly(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, " "))
    .replace(/(^|[^:\\"'`])\/\/[^\n]*/g, (_m, lead) => lead)
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, (m) => `"${" ".repeat(Math.max(0, m.length - 2))}"`);
}

const paths = NAMED_ROOTS.flatMap(walk);
/** @type {string[]} */
const problems = [];

if (process.argv.includes("--list")) {
  for (const a of NAME_ALLOW) console.log(`kebab-case-names  ${a.path}: ${a.reason}`);
  for (const rule of CALL_RULES) for (const a of rule.allow) console.log(`${rule.name}  ${a.path}: ${a.reason}`);
  process.exit(0);
}

const badNames = paths.filter((p) => {
  const name = p.slice(p.lastIndexOf("/") + 1);
  return !KEBAB.test(name) && !NAME_ALLOW.some((a) => a.path === p);
});
if (badNames.length)
  problems.push(
    [
      "kebab-case-names (DESIGN §2 and decision 040: every file and folder name is kebab-case):",
      ...badNames.map((p) => `  ${p}`),
      "  fix: rename to lower-case words joined by hyphens (`git mv`), e.g. apiKeys.ts → api-keys.ts; a name that must",
      "  stay (a generated file, a locale tag) goes into NAME_ALLOW in scripts/check-rules.mjs with its reason",
    ].join("\n"),
  );

const sources = paths.filter((p) => /\.(m?[jt]sx?)$/.test(p));
for (const rule of CALL_RULES) {
  /** @type {Hit[]} */
  const hits = [];
  for (const path of sources) {
    if (!rule.files(path) || rule.allow.some((a) => a.path === path)) continue;
    const text = readFileSync(join(root, path), "utf8");
    const seen = rule.code ? codeOnly(text) : text;
    if (!rule.pattern.test(seen)) continue;
    const lines = seen.split("\n");
    const original = text.split("\n");
    for (const [i, line] of lines.entries())
      if (rule.pattern.test(line)) hits.push({ path, line: i + 1, text: (original[i] ?? "").trim() });
  }
  if (hits.length)
    problems.push(
      [
        `${rule.name} (decision ${rule.decision}):`,
        ...hits.map((h) => `  ${h.path}:${h.line}  ${h.text.slice(0, 140)}`),
        `  fix: ${rule.fix}`,
        "  (an exception is an entry with its reason in the rule's allow-list, scripts/check-rules.mjs)",
      ].join("\n"),
    );
}

// Stale allow-list entries: a path that no longer exists, or that no longer breaks its rule.
for (const a of NAME_ALLOW)
  if (!paths.includes(a.path)) problems.push(`kebab-case-names: allow-list entry ${a.path} names no file; remove it`);
for (const rule of CALL_RULES)
  for (const a of rule.allow) {
    if (!paths.includes(a.path)) {
      problems.push(`${rule.name}: allow-list entry ${a.path} names no file; remove it`);
      continue;
    }
    const text = readFileSync(join(root, a.path), "utf8");
    if (!rule.pattern.test(rule.code ? codeOnly(text) : text))
      problems.push(`${rule.name}: ${a.path} no longer breaks the rule; remove its allow-list entry`);
  }

if (problems.length) {
  console.log(problems.join("\n\n"));
  process.exit(1);
}
console.log(
  `${paths.length} names under ${NAMED_ROOTS.join(", ")} and ${CALL_RULES.length} call rules over ${sources.length} files: no breaks`,
);
