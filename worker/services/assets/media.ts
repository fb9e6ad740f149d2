/** The bytes of these R2 objects by key, read in parallel; a missing object is left out. */
export async function readObjects(media: R2Bucket, keys: readonly string[]): Promise<Map<string, Uint8Array>> {
  const unique = [...new Set(keys)];
  const read = await Promise.all(
    unique.map(async (key) => {
      const obj = await media.get(key);
      return obj ? ([key, new Uint8Array(await obj.arrayBuffer())] as const) : null;
    }),
  );
  return new Map(read.filter((r) => r !== null));
}

/** Where a concept's creatives live in R2 (services/creatives/creatives.ts), kept apart from its photo's folder. */
export const creativesPrefix = (row: { userId: number; id: number }) => `creatives/${row.userId}/${row.id}/`;

/** Every key under a prefix, page by page. */
export async function keysUnder(media: R2Bucket, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await media.list({ prefix, ...(cursor ? { cursor } : {}) });
    for (const o of page.objects) keys.push(o.key);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}
