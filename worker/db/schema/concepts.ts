import type { CopyByLanguage, PlatformCopy } from "@common/copy";
import type { Offer } from "@common/generation";
import type { LanguageCode } from "@common/languages";
import type { PlatformId } from "@common/platforms";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { CreativeLayout } from "@common/creatives";
import { brandKits } from "./brand-kits";
import { createdAt, id, json, timestamp, updatedAt } from "./columns";
import { users } from "./users";

export type AiGeneratedCopy = CopyByLanguage;
/** platform -> size name -> R2 key (or URL) of the rendition. */
export type SmartResizedImages = Record<string, Record<string, string>>;
/**
 * The brief a concept was made from, as stored in `business_context`: every field optional, since older rows and API
 * concepts keep fewer of them; readers check each value before using it.
 */
export type StoredBrief = {
  businessType?: string;
  targetAudience?: string;
  tone?: string;
  productDescription?: string;
  brandName?: string | null;
  productName?: string | null;
  keyMessage?: string | null;
  callToAction?: string | null;
  briefLanguage?: string;
  category?: string | null;
  place?: string | null;
  price?: string | null;
  hours?: string | null;
  offer?: Offer | null;
  locale?: string | null;
  copyProvider?: string;
  imageAnalysis?: string;
};

export const adConcepts = sqliteTable(
  "ad_concepts",
  {
    id: id(),
    titleEn: text("title_en").notNull(),
    titleEs: text("title_es").notNull(),
    bodyEn: text("body_en").notNull(),
    bodyEs: text("body_es").notNull(),
    imageUrl: text("image_url").notNull(),
    imageData: text("image_data"),
    smartResizedImages: json<SmartResizedImages>("smart_resized_images"),
    smartResizedImagesData: json<SmartResizedImages>("smart_resized_images_data"),
    platforms: json<PlatformId[]>("platforms").notNull(),
    businessContext: json<StoredBrief>("business_context"),
    isAiGenerated: integer("is_ai_generated").notNull().default(0),
    imageDescription: text("image_description"),
    titleEnVariant: text("title_en_variant"),
    titleEsVariant: text("title_es_variant"),
    bodyEnVariant: text("body_en_variant"),
    bodyEsVariant: text("body_es_variant"),
    downloadCount: integer("download_count").notNull().default(0),
    generationCount: integer("generation_count").notNull().default(0),
    lastDownloaded: timestamp("last_downloaded"),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userConceptNumber: integer("user_concept_number"),
    aiGeneratedCopy: json<AiGeneratedCopy>("ai_generated_copy"),
    selectedLanguages: json<LanguageCode[]>("selected_languages"),
    /** The brand kit the concept was made with (issue 26); null when none, or when the kit was deleted. */
    brandKitId: integer("brand_kit_id").references(() => brandKits.id, { onDelete: "set null" }),
    /** A layout chosen per size (sizeKey -> layout) where the user switched it; sizes not listed choose their own. */
    creativeLayouts: json<Record<string, CreativeLayout>>("creative_layouts"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ad_concepts_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("ad_concepts_user_number_uq").on(t.userId, t.userConceptNumber),
  ],
);
/** One row of ad_concepts as drizzle reads it. */
export type ConceptRow = typeof adConcepts.$inferSelect;

export const batchJobs = sqliteTable(
  "batch_jobs",
  {
    id: id(),
    /** Owner of the batch; not named in SPEC §3 but every record is scoped by owner (DESIGN §7). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    conceptIds: json<number[]>("concept_ids").notNull(),
    targetPlatforms: json<string[]>("target_platforms").notNull(),
    status: text("status").notNull().default("pending"),
    totalConcepts: integer("total_concepts").notNull(),
    processedConcepts: integer("processed_concepts").notNull().default(0),
    resultUrls: json<string[]>("result_urls"),
    errorMessage: text("error_message"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at"),
  },
  (t) => [index("batch_jobs_user_idx").on(t.userId), index("batch_jobs_status_idx").on(t.status)],
);

export const publishingLogs = sqliteTable(
  "publishing_logs",
  {
    id: id(),
    conceptId: integer("concept_id")
      .notNull()
      .references(() => adConcepts.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    status: text("status").notNull(),
    publishedUrl: text("published_url"),
    response: json<Record<string, unknown>>("response"),
    createdAt: createdAt(),
  },
  (t) => [index("publishing_logs_concept_idx").on(t.conceptId)],
);

/**
 * A concept's public page (issue 15): whoever has /s/<token> sees its images and copy without an account. One per
 * concept; revoking deletes the row, so a later share gets a new token and the old link stays dead.
 */
export const conceptShares = sqliteTable("concept_shares", {
  id: id(),
  conceptId: integer("concept_id")
    .notNull()
    .unique()
    .references(() => adConcepts.id, { onDelete: "cascade" }),
  /** 128 random bits, base64url (22 characters): the page's address, unguessable. */
  token: text("token").notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Versions of one platform's copy in one language (issue 28): the generated text is version one, and each edit,
 * improvement, regeneration or restore adds the field set as it stands after it. The editor lists them and restores
 * any; the concept row holds the current copy.
 */
export const copyVersions = sqliteTable(
  "copy_versions",
  {
    id: id(),
    conceptId: integer("concept_id")
      .notNull()
      .references(() => adConcepts.id, { onDelete: "cascade" }),
    platform: text("platform").$type<PlatformId>().notNull(),
    language: text("language").$type<LanguageCode>().notNull(),
    copy: json<PlatformCopy>("copy").notNull(),
    /** What made it: generated, edit, improve, regenerate or restore. */
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("copy_versions_field_set_idx").on(t.conceptId, t.platform, t.language, t.id)],
);

/** A brief an account saved from the generator, to start a later concept from (issue 28). */
export const savedBriefs = sqliteTable(
  "saved_briefs",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    brief: json<Record<string, unknown>>("brief").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("saved_briefs_user_idx").on(t.userId, t.updatedAt)],
);
