import { z } from "zod";
import { Job, JOB_ID, JobAccepted, PREFER_HEADER, RESPOND_ASYNC } from "@common/jobs";
import { error, json, limitHeaders, v1Route } from "./define";

/** The `Prefer` request header of the routes that can run as a job (RFC 7240). */
export const PreferHeaders = z.object({
  [PREFER_HEADER.toLowerCase()]: z
    .string()
    .optional()
    .meta({
      description: `\`${RESPOND_ASYNC}\`: answer 202 at once with a job (GET /jobs/{id}) instead of waiting for the work. Without it the request runs as usual.`,
      example: RESPOND_ASYNC,
    }),
});

/** The 202 a route answers with `Prefer: respond-async`. */
export const acceptedAsJob = (what: string) => ({
  202: {
    ...json(
      JobAccepted,
      `With \`Prefer: ${RESPOND_ASYNC}\`: ${what} runs as a job; follow it at \`statusUrl\`. Charged when the work is done, at this operation's price.`,
    ),
    headers: limitHeaders.extend({
      Location: z.string().meta({ description: "The job's status URL, as in the body" }),
      "Preference-Applied": z.literal(RESPOND_ASYNC).meta({ description: `Always \`${RESPOND_ASYNC}\`` }),
    }),
  },
});

export const JobParams = z.object({
  id: z
    .string()
    .regex(JOB_ID, "Job ids are job_ followed by 24 letters and digits")
    .meta({ description: "The job's id, from the 202 answer", example: "job_4k9w2m7q1x8c3v6b0n5z2r7t" }),
});

export const read = v1Route(
  { auth: "either", permission: "concept:read", price: "read" },
  {
    method: "get",
    path: "/jobs/{id}",
    operationId: "getJob",
    tags: ["Jobs"],
    summary: "Follow a job",
    description:
      "A job made by a request with `Prefer: respond-async` (POST /concepts, POST /concepts/batch) or by POST /bulk (then `rows` lists each row's concept or error): queued, running, then succeeded with its `result` (the concept, or the package's download URL) or failed with its `error` (the code and message the request would have answered). Poll it every few seconds; jobs are kept for 24 hours.",
    request: { params: JobParams },
    responses: { 200: json(Job, "The job"), 404: error("No such job of yours, or it expired") },
  },
);

export const pkg = v1Route(
  { auth: "either", permission: "concept:read", price: "read" },
  {
    method: "get",
    path: "/jobs/{id}/package",
    operationId: "downloadJobPackage",
    tags: ["Jobs"],
    summary: "Download a batch or bulk job's package",
    description:
      "What a finished job made, as one file, to the job's owner only, until the job expires (24 hours): a batch job's (POST /concepts/batch) ZIP or PDF as `result.downloadUrl` names it; a bulk job's (POST /bulk) ZIP of the concepts its rows made, drawn when asked (concepts deleted since are left out). A job of POST /concepts has no package: read its `result`.",
    request: { params: JobParams },
    responses: {
      200: {
        description: "The package",
        content: {
          "application/zip": { schema: z.string().meta({ format: "binary" }) },
          "application/pdf": { schema: z.string().meta({ format: "binary" }) },
        },
      },
      404: error(
        "No such job of yours, or it expired; or it has no package: a job of POST /concepts, a job that failed, or a bulk job whose concepts have all been deleted since",
      ),
      409: error("The job is still queued or running: download it once GET /jobs/{id} says `succeeded`"),
    },
  },
);
