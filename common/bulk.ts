import { z } from "./zod";
import { errorCodes } from "./errors";

/**
 * Bulk generation from a CSV (issue 30, decision 034): one brief per row, columns named as POST /api/v1/concepts'
 * fields, made one row per queue message under one job; each row's result is a concept or an error with its column.
 */

export const BULK_V1_PATH = "/api/v1/bulk";
export const BULK_TEMPLATE_PATH = "/api/v1/bulk/template.csv";

/** The CSV part: at most 2 MB of UTF-8. */
export const BULK_CSV_MAX_BYTES = 2 * 1024 * 1024;
/** The photos ZIP part: at most 90 MB, streamed entry by entry into R2; larger jobs use imageUrl. */
export const BULK_ZIP_MAX_BYTES = 90 * 1024 * 1024;
/** What the ZIP's entries may unpack to together: past it the ZIP is refused as a bomb. */
export const BULK_ZIP_MAX_UNPACKED = 200 * 1024 * 1024;

/** Rows one job may hold, by plan; plans not listed have no bulk generation (the API's plan gate). */
export const bulkRowLimits: Record<string, number> = { pro: 100, enterprise: 1000 };
export const bulkPlans = Object.keys(bulkRowLimits);

/** The CSV's columns, the API's field names; `platforms` and `languages` are `;`-separated, `offer` is two columns. */
export const bulkColumns = [
  "businessType",
  "targetAudience",
  "tone",
  "productDescription",
  "brandName",
  "keyMessage",
  "callToAction",
  "productName",
  "category",
  "place",
  "price",
  "hours",
  "offerKind",
  "offerValue",
  "locale",
  "briefLanguage",
  "platforms",
  "languages",
  "brandKitId",
  "generateAiCopy",
  "image",
  "imageUrl",
] as const;
export type BulkColumn = (typeof bulkColumns)[number];
/** Columns the header must have (each row must also fill them). */
export const bulkRequiredColumns: readonly BulkColumn[] = [
  "businessType",
  "targetAudience",
  "tone",
  "productDescription",
  "platforms",
  "languages",
];

export const bulkMessages = {
  csvMissing: "Send the CSV as the multipart part named csv",
  csvTooLarge: "The CSV is over 2 MB; split it into several jobs",
  csvNotUtf8: "The CSV is not UTF-8 text; save it as CSV UTF-8",
  csvEmpty: "The CSV has no header row",
  noRows: "The CSV has a header but no rows",
  unknownColumns: (names: string[]) =>
    `Unknown column${names.length > 1 ? "s" : ""} ${names.join(", ")}; the columns are the API's field names (download the template)`,
  missingColumns: (names: string[]) =>
    `The header lacks the required column${names.length > 1 ? "s" : ""} ${names.join(", ")}`,
  duplicateColumn: (name: string) => `The column ${name} appears twice in the header`,
  noImageColumn: "The header needs an image column (a file name in the photos ZIP) or an imageUrl column",
  unclosedQuote: (row: number) => `Row ${row} opens a quote that never closes`,
  tooManyRows: (rows: number, limit: number, plan: string) =>
    `The CSV has ${rows.toLocaleString("en-US")} rows; a job on the ${plan} plan takes at most ${limit.toLocaleString("en-US")}`,
  zipTooLarge: "The photos ZIP is over 90 MB; send larger jobs with imageUrl",
  zipBomb: "The photos ZIP unpacks to more than 200 MB; it is refused",
  zipDamaged: "The photos ZIP is damaged or not a ZIP",
  notMultipart: "Send multipart/form-data with the parts csv and (optionally) images",
  imageOrUrl: "Give either image (a file in the photos ZIP) or imageUrl, not both",
  imageNeeded: "Give image (a file in the photos ZIP) or imageUrl",
  noZip: (name: string) => `${name} names a photo but no photos ZIP was sent`,
  notInZip: (name: string) => `${name} is not in the photos ZIP (names are matched exactly, case included)`,
  unsafeName: (name: string) => `${name} is not a plain file path inside the ZIP`,
  photoTooLarge: (name: string) => `${name} is over 12 MB`,
  limitExceeded: "Past the concepts your plan has left this month: not made",
} as const;

export const bulkRowStatuses = ["pending", "running", "succeeded", "failed"] as const;
export type BulkRowStatus = (typeof bulkRowStatuses)[number];

export const BulkRowError = /* @__PURE__ */ z.object({
  code: z.enum(errorCodes),
  message: z.string().describe("The row's problems, all of them, in one sentence"),
  column: z.string().nullable().describe("The CSV column of the first problem, when one is at fault"),
  issues: z
    .array(z.object({ column: z.string().nullable(), message: z.string() }))
    .describe("Every problem the check found in the row, each with its column"),
});
export type BulkRowError = z.infer<typeof BulkRowError>;

export const BulkRowResult = /* @__PURE__ */ z
  .object({
    row: z.int().describe("The CSV row, 1 for the first row after the header"),
    status: z.enum(bulkRowStatuses),
    conceptId: z.int().nullable().describe("The concept made (GET /concepts/{id})"),
    error: BulkRowError.nullable(),
  })
  .meta({ id: "BulkRowResult" });
export type BulkRowResult = z.infer<typeof BulkRowResult>;

/** A problem found while reading the CSV, before any work: its row, column, and message. */
export interface BulkIssue {
  row: number;
  column: BulkColumn | null;
  code: (typeof errorCodes)[number];
  message: string;
}

const templateRows = [
  {
    businessType: "Restaurant/Food Service",
    targetAudience: "young professionals who work from home",
    tone: "Friendly & Casual",
    productDescription: "Single-origin cold brew coffee in recyclable glass bottles, delivered weekly",
    brandName: "Brewhaus",
    callToAction: "Start your subscription",
    platforms: "facebook;linkedin",
    languages: "en;de",
    image: "cold-brew.jpg",
  },
  {
    businessType: "Retail/E-commerce",
    targetAudience: "trail runners who race in the mountains",
    tone: "Energetic & Bold",
    productDescription: "Trail running shoes with a sticky rubber sole that grips on wet rock",
    brandName: "Ridgeline",
    offerKind: "discount",
    offerValue: "20",
    platforms: "instagram",
    languages: "en;es;fr",
    imageUrl: "https://example.com/photos/trail-shoe.jpg",
  },
] as const satisfies Partial<Record<BulkColumn, string>>[];

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** GET /api/v1/bulk/template.csv: the header and two example rows (one with a ZIP photo, one with an imageUrl). */
export function bulkTemplateCsv(): string {
  const lines = [bulkColumns.join(",")];
  for (const row of templateRows)
    lines.push(bulkColumns.map((c) => csvCell((row as Partial<Record<BulkColumn, string>>)[c] ?? "")).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
