import { Unzip, UnzipInflate } from "fflate";
import { BULK_CSV_MAX_BYTES, BULK_ZIP_MAX_BYTES, BULK_ZIP_MAX_UNPACKED, bulkMessages } from "@common/bulk";
import { MAX_UPLOAD_BYTES } from "@common/generation";
import { AppError, badRequest } from "../../lib/errors";
import { isSafeZipName, type ZipIndex } from "./csv";

/*
 * The upload of POST /api/v1/bulk, read as it arrives: the multipart body is parsed from the stream (never whole in
 * memory), the `csv` part kept (at most 2 MB), the `images` part fed chunk by chunk to fflate's streaming Unzip and
 * each photo put into R2 under the job as it completes (at most 12 MB each, 200 MB unpacked together).
 */

const enc = new TextEncoder();

function indexOf(hay: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0]!;
  for (let i = hay.indexOf(first, from); i !== -1 && i <= hay.length - needle.length; i = hay.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && hay[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

const concat = (a: Uint8Array, b: Uint8Array): Uint8Array => {
  if (a.byteLength === 0) return b;
  const out = new Uint8Array(a.byteLength + b.byteLength);
  out.set(a);
  out.set(b, a.byteLength);
  return out;
};

export interface PartHead {
  name: string;
  filename: string | null;
}

/** The boundary of a multipart/form-data Content-Type, or a 400. */
export function boundaryOf(contentType: string | undefined): string {
  const m = /^multipart\/form-data\s*;.*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? "");
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary || boundary.length > 70) throw badRequest(bulkMessages.notMultipart);
  return boundary;
}

/**
 * Reads a multipart body from its stream, handing each part's head and then its data, chunk by chunk, to the
 * callbacks (awaited, so a slow consumer holds the stream back). Holds at most one chunk and a boundary's length.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  onPart: (head: PartHead) => { data(chunk: Uint8Array): Promise<void> | void; end(): Promise<void> | void },
): Promise<void> {
  const reader = body.getReader();
  let buf: Uint8Array = new Uint8Array(0);
  let ended = false;
  const more = async () => {
    const next = await reader.read();
    if (next.done) {
      ended = true;
      return false;
    }
    buf = concat(buf, next.value);
    return true;
  };
  const damaged = () => badRequest(bulkMessages.notMultipart);
  // The first delimiter: `--boundary` at the start of the body (or after a preamble).
  const first = enc.encode(`--${boundary}`);
  const delimiter = enc.encode(`\r\n--${boundary}`);
  let at: number;
  while ((at = indexOf(buf, first)) < 0) {
    if (!(await more())) throw damaged();
    if (buf.byteLength > 64 * 1024) buf = buf.subarray(buf.byteLength - first.length);
  }
  buf = buf.subarray(at + first.length);
  for (;;) {
    while (buf.byteLength < 2) if (!(await more())) throw damaged();
    if (buf[0] === 0x2d && buf[1] === 0x2d) break; // `--`: the closing delimiter
    // The part's head, up to an empty line.
    let headEnd: number;
    while ((headEnd = indexOf(buf, enc.encode("\r\n\r\n"))) < 0) {
      if (buf.byteLength > 16 * 1024 || !(await more())) throw damaged();
    }
    const head = new TextDecoder().decode(buf.subarray(2, headEnd));
    buf = buf.subarray(headEnd + 4);
    const disposition = /content-disposition:[^\r\n]*/i.exec(head)?.[0] ?? "";
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? "";
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
    const sink = onPart({ name, filename });
    for (;;) {
      const found = indexOf(buf, delimiter);
      if (found >= 0) {
        if (found > 0) await sink.data(buf.subarray(0, found));
        buf = buf.subarray(found + delimiter.length);
        break;
      }
      // Everything but what might be the start of the delimiter is the part's.
      const safe = buf.byteLength - delimiter.length;
      if (safe > 0) {
        await sink.data(buf.slice(0, safe));
        buf = buf.slice(safe);
      }
      if (!(await more())) throw damaged();
    }
    await sink.end();
  }
  if (!ended) await reader.cancel().catch(() => undefined);
}

/** A photo of the ZIP as stored: its R2 key, or too large to store. */
interface StoredPhoto {
  key: string | null;
}

/** The photos of a job's ZIP, by entry name (exactly, case included). */
export class PhotoIndex implements ZipIndex {
  readonly photos = new Map<string, StoredPhoto>();
  has(name: string) {
    return this.photos.get(name)?.key != null;
  }
  tooLarge(name: string) {
    const p = this.photos.get(name);
    return p !== undefined && p.key === null;
  }
  keyOf(name: string) {
    return this.photos.get(name)?.key ?? null;
  }
}

/**
 * A sink for the `images` part: unpacks as the bytes come and puts each photo into R2 at `keyOf(n)`. Entries with
 * unsafe names (zip-slip) are never stored; past 200 MB unpacked the ZIP is refused.
 */
export function zipSink(media: R2Bucket, keyOf: (n: number) => string) {
  const index = new PhotoIndex();
  const done: { name: string; chunks: Uint8Array[]; size: number }[] = [];
  let received = 0;
  let unpacked = 0;
  let entries = 0;
  let stored = 0;
  let failure: AppError | null = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    entries++;
    const name = file.name;
    const keep = isSafeZipName(name) && !name.startsWith("__MACOSX/");
    const entry = { name, chunks: [] as Uint8Array[], size: 0 };
    let tooLarge = false;
    file.ondata = (err, chunk, final) => {
      if (err) {
        failure ??= badRequest(bulkMessages.zipDamaged);
        return;
      }
      unpacked += chunk.byteLength;
      if (unpacked > BULK_ZIP_MAX_UNPACKED) {
        failure ??= new AppError("PAYLOAD_TOO_LARGE", bulkMessages.zipBomb);
        file.terminate();
        return;
      }
      entry.size += chunk.byteLength;
      if (entry.size > MAX_UPLOAD_BYTES) {
        tooLarge = true;
        entry.chunks = [];
      } else if (keep) entry.chunks.push(chunk);
      if (final && keep) {
        if (tooLarge) index.photos.set(name, { key: null });
        else done.push(entry);
      }
    };
    if (!name.endsWith("/")) file.start();
  };
  const flush = async () => {
    while (done.length) {
      const entry = done.shift()!;
      const key = keyOf(stored++);
      const bytes = new Uint8Array(entry.size);
      let at = 0;
      for (const c of entry.chunks) {
        bytes.set(c, at);
        at += c.byteLength;
      }
      await media.put(key, bytes);
      index.photos.set(entry.name, { key });
    }
  };
  const push = async (chunk: Uint8Array, final: boolean) => {
    try {
      unzip.push(chunk, final);
    } catch {
      failure ??= badRequest(bulkMessages.zipDamaged);
    }
    if (failure) throw failure;
    await flush();
  };
  return {
    index,
    async data(chunk: Uint8Array) {
      received += chunk.byteLength;
      if (received > BULK_ZIP_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", bulkMessages.zipTooLarge);
      await push(chunk, false);
    },
    async end() {
      await push(new Uint8Array(0), true);
      if (received > 0 && entries === 0) throw badRequest(bulkMessages.zipDamaged);
    },
  };
}

/** A sink for the `csv` part: its bytes, at most 2 MB. */
export function csvSink() {
  let bytes: Uint8Array = new Uint8Array(0);
  let seen = false;
  return {
    get bytes() {
      return seen ? bytes : null;
    },
    data(chunk: Uint8Array) {
      if (bytes.byteLength + chunk.byteLength > BULK_CSV_MAX_BYTES)
        throw new AppError("PAYLOAD_TOO_LARGE", bulkMessages.csvTooLarge);
      bytes = concat(bytes, chunk);
    },
    end() {
      seen = true;
    },
  };
}
