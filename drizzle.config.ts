import { defineConfig } from "drizzle-kit";

// SQL for D1 is generated from the TypeScript schema; wrangler applies the files in migrations/.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema/index.ts",
  out: "./migrations",
});
