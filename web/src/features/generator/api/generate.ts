import { getSessionToken } from "@web/lib/api-request";
import { takeSseEvents } from "@web/lib/sse";

export interface GenerationPhase {
  phase: "uploading" | "analysing" | "rendering" | "writing" | "saving";
  message: string;
  platform?: string;
  done?: number;
  total?: number;
  /** Upload progress 0–1. */
  progress?: number;
}

export interface GeneratedCopyItem {
  platform: string;
  language: string;
  title: string;
  body: string;
  hashtags: string[];
}

export interface GenerationResult {
  generatedCopy: GeneratedCopyItem[];
  imageAnalysis?: string;
  copyProvider?: string;
  notice?: string;
  concept: {
    id: number;
    userConceptNumber: number;
    title_en: string;
    title_es: string;
    platforms: string[];
    imageData: string;
    smartResizedImagesData: Record<string, Record<string, string>>;
  };
}

export class GenerationError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly flags: { paymentRequired?: boolean; limitExceeded?: boolean } = {},
  ) {
    super(message);
  }
}

/** Long edge of the photo sent to the server (DESIGN §6). */
export const MAX_UPLOAD_EDGE = 2560;

/** Shrinks a photo in the browser (EXIF orientation applied) so a 12 MP phone photo stays inside the server's budget. */
export async function shrinkForUpload(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file; // Let the server say what is wrong with it.
  }
  try {
    const scale = Math.min(1, MAX_UPLOAD_EDGE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size < 8 * 1024 * 1024) return file;
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("Could not prepare the image"))), "image/jpeg", 0.9),
    );
  } finally {
    bitmap.close();
  }
}

function parseError(status: number, text: string): GenerationError {
  try {
    const body = JSON.parse(text) as { error?: { message?: string }; message?: string; paymentRequired?: boolean; limitExceeded?: boolean };
    return new GenerationError(body.error?.message ?? body.message ?? "Unknown error", status, {
      paymentRequired: body.paymentRequired,
      limitExceeded: body.limitExceeded,
    });
  } catch {
    return new GenerationError("Unknown error", status);
  }
}

/**
 * Sends the form (SPEC §7 multipart) and follows the server's streamed phases. XMLHttpRequest, because it reports
 * upload progress and hands over the event stream as it arrives.
 */
export function generateConcept(form: FormData, onPhase: (p: GenerationPhase) => void): Promise<GenerationResult> {
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
      for (const { event, data } of events) {
        const payload = JSON.parse(data);
        if (event === "phase") onPhase(payload as GenerationPhase);
        else if (event === "result") {
          settled = true;
          resolve(payload as GenerationResult);
        } else if (event === "error") {
          settled = true;
          reject(parseError(payload.status ?? 500, data));
        }
      }
    };
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onPhase({ phase: "uploading", message: "Uploading the photo", progress: e.loaded / e.total });
    };
    xhr.onprogress = () => {
      if (xhr.status === 200) consume();
    };
    xhr.onload = () => {
      if (xhr.status !== 200) return reject(parseError(xhr.status, xhr.responseText));
      consume();
      if (!settled) reject(new GenerationError("The connection closed before the concept was ready", 502));
    };
    xhr.onerror = () => reject(new GenerationError("Network error: check your connection and try again", 0));
    xhr.send(form);
  });
}
