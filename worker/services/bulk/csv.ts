import type { z } from "zod";
import { ApiConceptCreate } from "@common/api";
import {
  BULK_CSV_MAX_BYTES,
  type BulkColumn,
  type BulkIssue,
  bulkColumns,
  bulkMessages,
  bulkRequiredColumns,
} from "@common/bulk";
import { languageCodes } from "@common/languages";
import { platformIds } from "@common/platforms";
import { AppError, badRequest } from "../../lib/errors";
import { checkFetchUrl } from "./url";

/*
 * The CSV of a bulk job, read and checked before any work (pure: no I/O). A CSV that cannot be read at all (not
 * UTF-8, no header, unknown or missing columns, too many rows) is refused whole; a readable one gives each row
 * either its brief or every problem found in it, by column.
 */

/** A row's brief as the job runs it: the API's concept fields without the photo, and where its photo comes from. */
export type BulkBrief = Omit<z.output<typeof ApiConceptCreate>, "imageData">;
export interface BulkRowPlan {
  row: number;
  brief: BulkBrief;
  image: string | null;
  imageUrl: string | null;
}

/** What the photos ZIP held, by entry name: too large ones are named but not stored. */
export interface ZipIndex {
  has(name: string): boolean;
  tooLarge(name: string): boolean;
}

/** RFC 4180 records: quoted fields with "" for a quote, commas and line breaks inside quotes, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    record.push(field);
    field = "";
    // Lines with nothing on them are skipped (a trailing newline, blank lines between rows).
    if (record.length > 1 || record[0] !== "") records.push(record);
    record = [];
  };
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
      continue;
    }
    if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") {
      record.push(field);
      field = "";
    } else if (ch === "\n") endRecord();
    else if (ch === "\r") {
      if (text[i + 1] === "\n") i++;
      endRecord();
    } else field += ch;
  }
  if (quoted) throw badRequest(bulkMessages.unclosedQuote(records.length));
  if (field !== "" || record.length > 0) endRecord();
  return records;
}

/** The CSV's bytes as text: at most 2 MB, UTF-8 only. */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes.byteLength > BULK_CSV_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", bulkMessages.csvTooLarge);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badRequest(bulkMessages.csvNotUtf8);
  }
}

/** A ZIP entry name or a row's image name that stays inside the ZIP: relative, no `..`, no backslash or drive. */
export function isSafeZipName(name: string): boolean {
  if (!name || name.length > 255 || name.startsWith("/") || name.includes("\\") || /^[A-Za-z]:/.test(name))
    return false;
  return name.split("/").every((part) => part !== ".." && part !== ".") && !name.endsWith("/");
}

const listOf = (v: string) =>
  v
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);

/** The API field a zod issue path names, as the CSV's column. */
function columnOf(path: PropertyKey[]): BulkColumn | null {
  const [first, second] = path;
  if (first === "offer") return second === "value" ? "offerValue" : "offerKind";
  return (bulkColumns as readonly PropertyKey[]).includes(first as PropertyKey) ? (first as BulkColumn) : null;
}

/**
 * Reads the CSV into its rows. Throws (400/413) when it cannot be read at all or has more rows than `maxRows`; else
 * gives the good rows' plans and every problem of the bad rows, by row and column.
 */
export function readBulkCsv(
  text: string,
  opts: { maxRows: number; planName: string; zip: ZipIndex | null; production: boolean },
): { rows: BulkRowPlan[]; issues: BulkIssue[]; total: number } {
  const records = parseCsv(text);
  const header = records[0]?.map((h) => h.trim());
  if (!header || header.every((h) => h === "")) throw badRequest(bulkMessages.csvEmpty);
  const unknown = header.filter((h) => !(bulkColumns as readonly string[]).includes(h));
  if (unknown.length) throw badRequest(bulkMessages.unknownColumns(unknown.map((h) => (h ? `"${h}"` : "(blank)"))));
  const seen = new Set<string>();
  for (const h of header) {
    if (seen.has(h)) throw badRequest(bulkMessages.duplicateColumn(h));
    seen.add(h);
  }
  const missing = bulkRequiredColumns.filter((c) => !seen.has(c));
  if (missing.length) throw badRequest(bulkMessages.missingColumns(missing));
  if (!seen.has("image") && !seen.has("imageUrl")) throw badRequest(bulkMessages.noImageColumn);
  const body = records.slice(1);
  if (body.length === 0) throw badRequest(bulkMessages.noRows);
  if (body.length > opts.maxRows)
    throw new AppError("PAYLOAD_TOO_LARGE", bulkMessages.tooManyRows(body.length, opts.maxRows, opts.planName));

  const rows: BulkRowPlan[] = [];
  const issues: BulkIssue[] = [];
  body.forEach((record, index) => {
    const row = index + 1;
    const cell = (c: BulkColumn) => {
      const at = header.indexOf(c);
      return at < 0 ? "" : (record[at] ?? "").trim();
    };
    const found: BulkIssue[] = [];
    const issue = (column: BulkColumn | null, message: string, code: BulkIssue["code"] = "VALIDATION_FAILED") =>
      found.push({ row, column, code, message });

    const draft: Record<string, unknown> = {};
    for (const c of bulkColumns) {
      const v = cell(c);
      if (!v || c === "image" || c === "imageUrl" || c === "offerKind" || c === "offerValue") continue;
      if (c === "platforms" || c === "languages") draft[c] = listOf(v);
      else if (c === "brandKitId") draft[c] = /^\d+$/.test(v) ? Number(v) : v;
      else if (c === "generateAiCopy")
        draft[c] = /^(true|yes|1)$/i.test(v) ? true : /^(false|no|0)$/i.test(v) ? false : v;
      else draft[c] = v;
    }
    const offerKind = cell("offerKind");
    const offerValue = cell("offerValue");
    if (offerKind || offerValue)
      draft.offer = {
        kind: offerKind,
        ...(offerValue ? { value: /^\d+$/.test(offerValue) ? Number(offerValue) : offerValue } : {}),
      };
    // Required fields left blank are missing, whatever the column holds.
    for (const c of bulkRequiredColumns)
      if (!cell(c) && !(c in draft)) draft[c] = c === "platforms" || c === "languages" ? [] : undefined;

    const parsed = ApiConceptCreate.omit({ imageData: true }).safeParse(draft);
    if (!parsed.success) {
      const byColumn = new Set<string>();
      for (const i of parsed.error.issues) {
        const column = columnOf(i.path);
        let message = i.message;
        // An unknown entry of a list is named, with the ids the column takes.
        if ((column === "platforms" || column === "languages") && typeof i.path[1] === "number") {
          const value = (draft[column] as string[])[i.path[1]];
          const ids = column === "platforms" ? platformIds : languageCodes;
          message = `"${value}" is not a ${column === "platforms" ? "platform" : "language code"}; use ${ids.join(", ")}`;
        } else if (i.code === "invalid_value" && column && "values" in i) {
          // One of a fixed list (businessType, tone, offerKind, …): the cell's text and the choices, as written.
          message = `"${cell(column)}" is not one of the choices: ${i.values.map(String).join(", ")}`;
        }
        const key = `${column}:${message}`;
        if (byColumn.has(key)) continue;
        byColumn.add(key);
        issue(column, message);
      }
    }

    const image = cell("image");
    const imageUrl = cell("imageUrl");
    if (image && imageUrl) issue("image", bulkMessages.imageOrUrl);
    else if (!image && !imageUrl) issue(seen.has("image") ? "image" : "imageUrl", bulkMessages.imageNeeded);
    else if (image) {
      if (!isSafeZipName(image)) issue("image", bulkMessages.unsafeName(image));
      else if (!opts.zip) issue("image", bulkMessages.noZip(image));
      else if (opts.zip.tooLarge(image)) issue("image", bulkMessages.photoTooLarge(image), "PAYLOAD_TOO_LARGE");
      else if (!opts.zip.has(image)) issue("image", bulkMessages.notInZip(image));
    } else {
      const refusal = checkFetchUrl(imageUrl, opts.production);
      if (refusal) issue("imageUrl", refusal);
    }

    if (found.length || !parsed.success) issues.push(...found);
    else rows.push({ row, brief: parsed.data as BulkBrief, image: image || null, imageUrl: imageUrl || null });
  });
  return { rows, issues, total: body.length };
}
