import { FONT_FILES, type FontSource } from "../../packaging/pdf-fonts";
import { assetOnce } from "./static";

/** The PDF fonts, read through the assets binding (or a test base URL), once per isolate. */
export function fontSource(env: { ASSETS: Fetcher; FONT_TEST_BASE?: string }): FontSource {
  return (key) =>
    assetOnce(
      env,
      `fonts/${FONT_FILES[key].file}`,
      async (r) => new Uint8Array(await r.arrayBuffer()),
      env.FONT_TEST_BASE,
    );
}
