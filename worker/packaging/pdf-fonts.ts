import * as fontkit from "fontkit";

import { FONT_FILES } from "./pdf-fonts-files";

export { FONT_FILES };
export type FontKey = keyof typeof FONT_FILES;

/** Where font bytes come from: the static assets in the Worker, a local server in tests. */
export type FontSource = (key: FontKey) => Promise<Uint8Array>;

const RTL_LETTER =
  /[\u0590-\u05FF\u0600-\u065F\u066A-\u06EF\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

interface FontkitSubset {
  encode(): Uint8Array;
  encodeStream?: () => unknown;
}

/**
 * fontkit 2 behind the fontkit 1 interface pdf-lib calls. fontkit 2 is used because @pdf-lib/fontkit's subsetter
 * drops glyphs of large fonts (pdf-lib issue 1232) and has no Indic shaper without a regenerator polyfill. Two
 * adaptations: the subset is handed over as the stream pdf-lib listens to, and text without right-to-left letters is
 * laid out left to right, so digits inside Arabic or Hebrew lines keep their order.
 */
export const fontkitForPdfLib = {
  create(data: Uint8Array) {
    const font = fontkit.create(data as unknown as Buffer) as fontkit.Font & { createSubset(): FontkitSubset };
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      subset.encodeStream = () => {
        const handlers: Record<string, (arg?: unknown) => void> = {};
        const stream = {
          on(event: string, cb: (arg?: unknown) => void) {
            handlers[event] = cb;
            if (event === "error") {
              try {
                handlers.data?.(subset.encode());
                handlers.end?.();
              } catch (err) {
                cb(err);
              }
            }
            return stream;
          },
        };
        return stream;
      };
      return subset;
    };
    const layout = font.layout.bind(font);
    font.layout = ((text: string, features?: unknown, script?: string, language?: string, direction?: string) =>
      layout(
        text,
        features as never,
        script,
        language,
        direction ?? (RTL_LETTER.test(text) ? undefined : "ltr"),
      )) as typeof font.layout;
    return font;
  },
};

export const isRtlLetter = (ch: string) => RTL_LETTER.test(ch);
