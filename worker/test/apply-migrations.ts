import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Every test file starts from the real migrations/ folder, applied to its own isolated D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS ?? []);
