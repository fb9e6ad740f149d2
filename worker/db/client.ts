import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = ReturnType<typeof createDb>;

/**
 * The Drizzle client over the D1 binding itself (every query on the primary) or over a Sessions API session (reads
 * from a replica at least as new as the session's bookmark; decision 037).
 */
export function createDb(d1: D1Database | D1DatabaseSession) {
  // drizzle's D1 driver only calls prepare() and batch(), which a session has too; its types ask for D1Database.
  return drizzle(d1 as D1Database, { schema });
}

export { schema };
