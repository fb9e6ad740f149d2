import { GenerationPhase, GenerationResult } from "@common/generation";
import { ApiError, ConnectionError } from "@web/lib/api-error";
import { getSessionToken } from "@web/lib/api-request";
import { readProgressEvent, takeSseEvents } from "@web/lib/sse";

/** The browser's own first step, before the server's phases: the photo's upload progress (0–1). */
export interface UploadPhase {
  phase: "uploading";
  message: string;
  progress: number;
}

/** What the progress view shows: the upload, then the server's phases as they arrive. */
export type GeneratorPhase = UploadPhase | GenerationPhase;

/**
 * Sends the form (SPEC §7 multipart) and follows the server's streamed phases. XMLHttpRequest, because it reports
 * upload progress and hands over the event stream as it arrives.
 */
export function generateConcept(form: FormData, onPhase: (p: GeneratorPhase) => void): Promise<GenerationResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/ai/generate-copy");
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "text/event-stream");
    const token = getSessionToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    let seen = 0;
    let buffer = "";
    let settled = false;
    const consume = () => {
      buffer += xhr.responseText.slice(seen);
      seen = xhr.responseText.length;
      const { events, rest } = takeSseEvents(buffer);
      buffer = rest;
      for (const e of events) {
        try {
          const event = readProgressEvent(e, { phase: GenerationPhase, result: GenerationResult });
          if (event?.type === "phase") onPhase(event.phase);
          else if (event?.type === "result") {
            settled = true;
            resolve(event.result);
          }
        } catch (error) {
          settled = true;
          reject(error);
        }
      }
    };
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable)
        onPhase({ phase: "uploading", message: "Uploading the photo", progress: e.loaded / e.total });
    };
    xhr.onprogress = () => {
      if (xhr.status === 200) consume();
    };
    xhr.onload = () => {
      if (xhr.status !== 200) return reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      consume();
      if (!settled) reject(new ConnectionError("The connection closed before the concept was ready"));
    };
    xhr.onerror = () => reject(new ConnectionError("Network error: check your connection and try again"));
    xhr.send(form);
  });
}
