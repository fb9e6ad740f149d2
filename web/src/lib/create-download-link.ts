import { DownloadLink } from "@common/concepts";
import { requestJson } from "@web/lib/api-request";

/** POST /api/concepts/{id}/download-link: a short-lived URL that downloads without any header. */
export async function createDownloadLink(id: number) {
  return requestJson(DownloadLink, "POST", `/api/concepts/${id}/download-link`);
}
