import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

/** Timestamps are stored as Unix milliseconds; drizzle maps them to Date. */
export const nowMs = sql`(cast(strftime('%s','now') as integer) * 1000)`;

export const id = () => integer("id").primaryKey({ autoIncrement: true });
export const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(nowMs);
export const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(nowMs);
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });
export const json = <T>(name: string) => text(name, { mode: "json" }).$type<T>();
export const bool = (name: string) => integer(name, { mode: "boolean" });
