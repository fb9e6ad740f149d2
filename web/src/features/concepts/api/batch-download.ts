import { BATCH_MAX, type BatchOptions } from "@common/concepts";
import { apiRequest } from "@web/lib/api-request";

/**
 * The file name from a Content-Disposition header (RFC 6266 `filename*` preferred over `filename`), else
 * `batch-download-{timestamp}.zip` (SPEC §7).
 */
export function filenameFromDisposition(header: string | null | undefined, now: number = Date.now()): string {
  const fallback = `batch-download-${now}.zip`;
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const name = decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ""));
      if (name) return safeName(name) ?? fallback;
    } catch {
      // Malformed encoding: try the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain ? (plain[1]?.replace(/\\(.)/g, "$1") ?? plain[2]?.trim()) : undefined;
  return (name && safeName(name)) || fallback;
}

/** No folders in a download name. */
function safeName(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}

/** Saves a blob under a name through an object URL and a temporary <a download>. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POST /api/batch-download: the package as a blob and the name to save it under. */
export async function requestBatchDownload(
  conceptIds: number[],
  options: BatchOptions,
): Promise<{ blob: Blob; filename: string }> {
  if (conceptIds.length === 0 || conceptIds.length > BATCH_MAX)
    throw new Error(`Choose between 1 and ${BATCH_MAX} concepts`);
  const res = await apiRequest("POST", "/api/batch-download", { conceptIds, options });
  const blob = await res.blob();
  return { blob, filename: filenameFromDisposition(res.headers.get("Content-Disposition")) };
}
