import type { ConceptRow } from "../../db/schema";
import { publicCopy } from "../../imaging/public-copy";
import { fromBase64 } from "../../lib/base64";
import { notFound } from "../../lib/errors";
import type { AppContext } from "../context";

/**
 * A concept's photo as anyone but its owner gets it (decision 020): no EXIF, XMP or IPTC, upright. Made from the
 * stored original on the first request that needs it and stored beside it, so later requests read it like any other
 * object. The original itself is the owner's and stays as uploaded.
 */

/** Bumped when what the public copy leaves out changes, so every copy is made again from its original. */
const PUBLIC_COPY_VERSION = 1;

type Row = Pick<ConceptRow, "id" | "userId" | "imageUrl">;

const extension = (mime: string) => (mime === "image/png" ? "png" : mime === "image/webp" ? "webp" : "jpg");

/**
 * Where the public copy of a concept's photo is stored: beside an R2 original (so deleting the concept's folder takes
 * it too), or under the owner's folder for an original kept inline as a data URL.
 */
export function publicOriginalKey(row: Row): string {
  const url = row.imageUrl;
  if (url.startsWith("data:")) {
    const mime = url.slice(5, url.indexOf(";"));
    return `concepts/${row.userId}/inline-${row.id}/original.public-v${PUBLIC_COPY_VERSION}.${extension(mime)}`;
  }
  const dot = url.lastIndexOf(".");
  const ext = dot > url.lastIndexOf("/") ? url.slice(dot + 1) : "jpg";
  return `${dot > url.lastIndexOf("/") ? url.slice(0, dot) : url}.public-v${PUBLIC_COPY_VERSION}.${ext}`;
}

async function originalBytes(media: R2Bucket, row: Row): Promise<Uint8Array> {
  if (row.imageUrl.startsWith("data:")) {
    const bytes = fromBase64(row.imageUrl.slice(row.imageUrl.indexOf(",") + 1));
    if (!bytes) throw notFound("Image Not Found");
    return bytes;
  }
  const obj = await media.get(row.imageUrl);
  if (!obj) throw notFound("Image Not Found");
  return new Uint8Array(await obj.arrayBuffer());
}

async function makePublicOriginal(media: R2Bucket, row: Row, key: string) {
  const copy = publicCopy(await originalBytes(media, row));
  await media.put(key, copy.bytes, {
    httpMetadata: { contentType: copy.mime },
    customMetadata: { method: copy.method, width: String(copy.width), height: String(copy.height) },
  });
  return { bytes: copy.bytes, type: copy.mime };
}

/** The public copy of a concept's photo: read from R2, or made from the original and stored on first use. */
export async function publicOriginal(
  { media }: Pick<AppContext, "media">,
  row: Row,
): Promise<{ bytes: Uint8Array; type: string }> {
  const key = publicOriginalKey(row);
  const stored = await media.get(key);
  if (stored)
    return {
      bytes: new Uint8Array(await stored.arrayBuffer()),
      type: stored.httpMetadata?.contentType ?? "image/jpeg",
    };
  // Two first requests at once both make it (the same bytes): a promise shared across requests would tie one
  // request's answer to another's I/O, which workerd cancels when that request ends.
  return makePublicOriginal(media, row, key);
}

/** Makes and stores the public copy unless it is stored already (after a share is answered); reads nothing it has. */
export async function ensurePublicOriginal({ media }: Pick<AppContext, "media">, row: Row): Promise<void> {
  const key = publicOriginalKey(row);
  if (!(await media.head(key))) await makePublicOriginal(media, row, key);
}
