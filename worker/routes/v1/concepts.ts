import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from "@common/api";
import { type JobAccepted, PREFER_HEADER, PREFERENCE_APPLIED_HEADER, prefersAsync, RESPOND_ASYNC } from "@common/jobs";
import { attachmentResponse } from "../../lib/attachment";
import { badRequest } from "../../lib/errors";
import { callerKey } from "../../middleware/api-access";
import { requireUser } from "../../middleware/session";
import { uploadSource } from "../../middleware/throttle";
import { apiImageBodyLimit } from "../../middleware/validate";
import { apiConcept, createApiConcept, listApiConcepts, updateApiConcept } from "../../services/api/concepts";
import { batchDownload } from "../../services/concepts/batch";
import { editCopy } from "../../services/concepts/copy-edits";
import { ownCreative } from "../../services/creatives/files";
import { downloadOwnConcept } from "../../services/concepts/downloads";
import { startBatchJob, startConceptJob } from "../../services/api/jobs";
import { conceptImageFile } from "../../services/concepts/images";
import { deleteConcept } from "../../services/concepts/delete";
import { served, v1App } from "./define";
import * as op from "./contract/concepts";
import { extend } from "../../services/context";

/** The 202 of a request that asked for a job (`Prefer: respond-async`): the job, where to follow it, what was applied. */
function acceptedJob({ job, replayed }: { job: JobAccepted; replayed: boolean }): Response {
  const headers = new Headers({
    "Content-Type": "application/json",
    Location: job.statusUrl,
    [PREFERENCE_APPLIED_HEADER]: RESPOND_ASYNC,
    Vary: PREFER_HEADER,
  });
  if (replayed) headers.set(REPLAYED_HEADER, "true");
  return new Response(JSON.stringify(job), { status: 202, headers });
}

/** /api/v1/concepts: the app's concept verbs for key holders. */
export const conceptsV1: OpenAPIHono<AppEnv> = v1App()
  .openapi(served(op.create, apiImageBodyLimit), async (c) => {
    const headers = c.req.valid("header");
    const key = headers[IDEMPOTENCY_HEADER.toLowerCase()];
    const input = c.req.valid("json");
    if (prefersAsync(headers[PREFER_HEADER.toLowerCase()])) {
      const started = await startConceptJob(c.var.ctx, requireUser(c).id, callerKey(c)?.id ?? null, input, key ?? null);
      // A plain Response: the typed handler's union does not carry the 202 (the contract documents it).
      return acceptedJob(started) as never;
    }
    const idempotency = key ? { key, body: JSON.stringify(input) } : null;
    const { concept, replayed } = await createApiConcept(
      extend(c.var.ctx, { upload: uploadSource(c) }),
      requireUser(c),
      input,
      idempotency,
    );
    if (replayed) c.header(REPLAYED_HEADER, "true");
    return c.json(concept, replayed ? 200 : 201);
  })
  .openapi(served(op.list), async (c) =>
    c.json(await listApiConcepts(c.var.ctx, requireUser(c).id, c.req.valid("query")), 200),
  )
  .openapi(served(op.batch), async (c) => {
    const request = c.req.valid("json");
    const { conceptIds, options } = request;
    if (prefersAsync(c.req.valid("header")[PREFER_HEADER.toLowerCase()])) {
      const started = await startBatchJob(c.var.ctx, requireUser(c).id, callerKey(c)?.id ?? null, request, null);
      return acceptedJob(started);
    }
    return attachmentResponse(await batchDownload(c.var.ctx, requireUser(c).id, conceptIds, options));
  })
  .openapi(served(op.read), async (c) =>
    c.json(await apiConcept(c.var.ctx, requireUser(c).id, c.req.valid("param").id), 200),
  )
  .openapi(served(op.update), async (c) =>
    c.json(await updateApiConcept(c.var.ctx, requireUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(served(op.editCopy), async (c) => {
    const { id, platform, language } = c.req.valid("param");
    return c.json(await editCopy(c.var.ctx, requireUser(c).id, id, platform, language, c.req.valid("json")), 200);
  })
  .openapi(served(op.remove), async (c) => {
    await deleteConcept(c.var.ctx, requireUser(c).id, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(served(op.pkg), async (c) =>
    attachmentResponse(await downloadOwnConcept(c.var.ctx, requireUser(c).id, c.req.valid("param").id)),
  )
  .openapi(served(op.creative), async (c) => {
    const { id, sizeKey } = c.req.valid("param");
    const file = await ownCreative(c.var.ctx, requireUser(c).id, id, sizeKey, c.req.valid("query").language);
    return new Response(file.bytes, {
      headers: { "Content-Type": file.type, "Cache-Control": "private, max-age=300", "X-Creative-Layout": file.layout },
    });
  })
  .openapi(served(op.image), async (c) => {
    const { id, size } = c.req.valid("param");
    const file = await conceptImageFile(c.var.ctx, requireUser(c).id, id, size);
    if (!file.type.startsWith("image/")) throw badRequest("Not an image");
    return new Response(file.bytes, {
      headers: { "Content-Type": file.type, "Cache-Control": "private, max-age=300" },
    });
  });
