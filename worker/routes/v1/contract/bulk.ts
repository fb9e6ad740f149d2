import { z } from "zod";
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from "@common/api";
import { BULK_CSV_MAX_BYTES, bulkColumns, bulkRowLimits } from "@common/bulk";
import { IdempotencyHeaders } from "./concepts";
import { acceptedAsJob } from "./jobs";
import { error, v1Route } from "./define";

const rowLimits = Object.entries(bulkRowLimits)
  .map(([plan, n]) => `${plan[0]!.toUpperCase()}${plan.slice(1)} ${n.toLocaleString("en-US")}`)
  .join(", ");

export const BulkUpload = z
  .object({
    csv: z.string().meta({
      format: "binary",
      contentMediaType: "text/csv",
      example: "briefs.csv",
      description: `The briefs, one per row (UTF-8, at most ${BULK_CSV_MAX_BYTES / 1024 / 1024} MB). The header names the columns: ${bulkColumns.map((c) => `\`${c}\``).join(", ")}; \`platforms\` and \`languages\` are \`;\`-separated; \`offerKind\`/\`offerValue\` are the offer; each row gives \`image\` (a file name in the ZIP, matched exactly) or \`imageUrl\` (https, public, fetched when the row runs).`,
    }),
    images: z.string().optional().meta({
      format: "binary",
      contentMediaType: "application/zip",
      example: "photos.zip",
      description:
        "Optional ZIP of the photos the rows name (at most 90 MB, unpacking to at most 200 MB; each photo at most 12 MB). Larger jobs use imageUrl.",
    }),
  })
  .meta({ id: "BulkUpload" });

const KEY = IDEMPOTENCY_HEADER.toLowerCase();

/** The request headers of POST /bulk: an Idempotency-Key, checked as POST /concepts checks it. */
export const BulkHeaders = z.object({
  [KEY]: IdempotencyHeaders.shape[KEY]!.meta({
    description:
      "Any unique string (a UUID): a retry with the same key and the same parts (the same CSV and photos ZIP bytes) gets the first job back (202, header Idempotent-Replayed: true) and queues nothing again; the key is kept as long as the job (24 hours).",
  }),
});

const accepted = acceptedAsJob("the CSV")[202];

export const create = v1Route(
  { auth: "either", permission: "concept:create", price: "free" },
  {
    method: "post",
    path: "/bulk",
    operationId: "createBulkJob",
    tags: ["Bulk"],
    summary: "Generate concepts from a CSV",
    description: `Multipart with the parts \`csv\` and (optionally) \`images\`. Every row is checked before any work; the good rows are made one by one as a job (GET /jobs/{id}: \`rows\` lists each row's concept or its error with the column at fault), the bad ones are reported there and not made. Rows per job: ${rowLimits}. Rows past the concepts your plan has left this month are \`LIMIT_EXCEEDED\` and not made. Each concept made is charged as POST /concepts is; the whole job downloads as one package (GET /jobs/{id}/package). A CSV that cannot be read at all (not UTF-8, no header, unknown or missing columns, too many rows) is refused whole.`,
    request: {
      headers: BulkHeaders,
      body: { required: true, content: { "multipart/form-data": { schema: BulkUpload } } },
    },
    responses: {
      202: {
        ...accepted,
        description:
          "The job: the good rows run one by one; follow it at `statusUrl`. A retry with the same Idempotency-Key and parts answers the first job again. Each concept is charged when made, as POST /concepts.",
        headers: accepted.headers.extend({
          [REPLAYED_HEADER]: z.literal("true").optional().meta({
            description: "On a retry with the same Idempotency-Key: the first upload's job, nothing queued again",
          }),
        }),
      },
      400: error(
        "The CSV cannot be read: not multipart, no csv part, not UTF-8, no header, unknown or missing columns, no rows, an unclosed quote, or a damaged ZIP; or the Idempotency-Key is too long or was used with a different upload",
      ),
      409: error("An upload with this Idempotency-Key was being recorded at the same moment; retry"),
      413: error(
        "The CSV is over 2 MB or has more rows than the plan's jobs take, or the ZIP is over 90 MB or unpacks to over 200 MB",
      ),
    },
  },
);

export const template = v1Route(
  { auth: "none" },
  {
    method: "get",
    path: "/bulk/template.csv",
    operationId: "getBulkTemplate",
    tags: ["Bulk"],
    summary: "Download the CSV template",
    description:
      "The header with every column and two example rows: one naming a photo in the ZIP, one with an imageUrl.",
    responses: {
      200: { description: "The template", content: { "text/csv": { schema: z.string() } } },
    },
  },
);
