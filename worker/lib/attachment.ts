/** A file the caller downloads: bytes or a stream, its name and type. */
export interface Attachment {
  body: ReadableStream | Uint8Array;
  filename: string;
  contentType: string;
  /** Extra headers (a ZIP stream's Content-Length when client-zip knows it). */
  headers?: HeadersInit;
}

/** The response for a download: private, never cached, saved under its name. */
export function attachmentResponse(file: Attachment): Response {
  const headers = new Headers(file.headers);
  headers.set("Content-Type", file.contentType);
  headers.set("Content-Disposition", `attachment; filename="${file.filename}"`);
  headers.set("Cache-Control", "private, no-store");
  return new Response(file.body, { status: 200, headers });
}
