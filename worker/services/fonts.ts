import { FONT_FILES, type FontKey, type FontSource } from "../packaging/pdf-fonts";

const cache = new Map<FontKey, Promise<Uint8Array>>();

/** Reads fonts through the assets binding (or a test base URL), once per isolate. */
export function fontSource(env: { ASSETS: Fetcher; FONT_TEST_BASE?: string }): FontSource {
  return (key) => {
    let bytes = cache.get(key);
    if (!bytes) {
      const file = FONT_FILES[key].file;
      const res = env.FONT_TEST_BASE
        ? fetch(`${env.FONT_TEST_BASE}/${file}`)
        : env.ASSETS.fetch(new Request(`https://assets.local/fonts/${file}`));
      bytes = res.then(async (r) => {
        if (!r.ok)
          throw new Error(`font ${file} is not available (${r.status}); run the build so dist/client/fonts exists`);
        return new Uint8Array(await r.arrayBuffer());
      });
      bytes.catch(() => cache.delete(key));
      cache.set(key, bytes);
    }
    return bytes;
  };
}
