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
