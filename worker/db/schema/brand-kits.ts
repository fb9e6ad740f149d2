import type { BrandColors, BrandVoice, FontPairing } from "@common/brand-kits";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, json, timestamp, updatedAt } from "./columns";
import { users } from "./users";

/**
 * A brand kit (issue 26): the logo, colours, font pairing and voice an account's creatives and copy obey. The logo is
 * stored in R2 as a metadata-free PNG of at most 512 px (`brand-kits/<userId>/<uuid>.png`); `last_used_at` is set by
 * each generation that uses the kit, and the most recent one is the form's and the API's default.
 */
export const brandKits = sqliteTable(
  "brand_kits",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** R2 key of the stored PNG logo, or null. */
    logoKey: text("logo_key"),
    colors: json<BrandColors>("colors").notNull(),
    fontPairing: text("font_pairing").$type<FontPairing>().notNull().default("plex"),
    voice: json<BrandVoice>("voice").notNull(),
    lastUsedAt: timestamp("last_used_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("brand_kits_user_idx").on(t.userId)],
);
export type BrandKitRow = typeof brandKits.$inferSelect;
