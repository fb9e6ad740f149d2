import { BULK_V1_PATH } from "@common/bulk";
import { Job, JobAccepted } from "@common/jobs";
import { ApiError, ConnectionError } from "@web/lib/api-error";
import { getSessionToken } from "@web/lib/api-request";

/** The session as bearer, as every app request sends it. */
function auth(): Record<string, string> {
  const token = getSessionToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function send(url: string, init: RequestInit = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers: { ...auth(), ...init.headers }, credentials: "include" });
  } catch {
    throw new ConnectionError("The connection failed before the server answered. Check your network and try again.");
  }
  if (!res.ok) throw await ApiError.fromResponse(res);
  return res;
}

/** POST /api/v1/bulk: the CSV and the optional photos ZIP, as multipart; answers the job. */
export async function uploadBulk(csv: File, images: File | null): Promise<JobAccepted> {
  const form = new FormData();
  form.set("csv", csv, csv.name);
  if (images) form.set("images", images, images.name);
  return JobAccepted.parse(await (await send(BULK_V1_PATH, { method: "POST", body: form })).json());
}

/** GET /api/v1/jobs/{id}: the job with its rows. */
export async function getBulkJob(id: string, signal?: AbortSignal): Promise<Job> {
  return Job.parse(await (await send(`/api/v1/jobs/${id}`, signal ? { signal } : {})).json());
}

/** GET /api/v1/jobs/{id}/package, saved as the file the server names. */
export async function downloadBulkPackage(id: string): Promise<void> {
  const res = await send(`/api/v1/jobs/${id}/package`);
  const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? `${id}.zip`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
