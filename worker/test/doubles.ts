import { env } from "cloudflare:workers";
import type { Table } from "drizzle-orm";
import type { CopyEngine } from "../copywriting/engine";
import type { Db } from "../db/client";

/** A bucket that stores the first `okPuts` objects in the test's R2 and refuses every put after them. */
export function mediaFailingAfter(okPuts: number): R2Bucket {
  let puts = 0;
  return new Proxy(env.MEDIA, {
    get(target, prop) {
      if (prop === "put")
        return (...args: Parameters<R2Bucket["put"]>) => {
          if (++puts > okPuts) return Promise.reject(new Error("R2 double: put refused"));
          return target.put(...args);
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A database whose `insert` or `update` of one table fails as D1 would; every other statement reaches the test's D1. */
export function dbFailingOn(db: Db, op: "insert" | "update", table: Table): Db {
  return new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop !== op) return typeof value === "function" ? value.bind(target) : value;
      return (t: Table) => {
        if (t !== table) return value.call(target, t);
        throw new Error(`D1 double: ${op} refused`);
      };
    },
  });
}

/** A copy engine that fails, as a model that times out would. */
export function failingCopy(copy: CopyEngine): CopyEngine {
  return { ...copy, generate: () => Promise.reject(new Error("copy double: model unavailable")) };
}
