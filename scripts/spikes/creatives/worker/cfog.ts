// Candidate: @cf-wasm/og (satori 0.26 + resvg packaged for workerd, with their wasm as static imports).
import "./probe";
import { CustomFont, render } from "@cf-wasm/og/workerd";
import type { El } from "./layouts";
import { base64, serve } from "./serve";

interface Element {
  type: string;
  props: Record<string, unknown>;
}

function toElement(el: El, urls: Record<string, string>, lang: string): Element | string {
  if (el.tag === "img")
    return { type: "img", props: { src: urls[el.src!], width: el.width, height: el.height, style: el.style } };
  const kids = (el.children ?? []).map((k) => (typeof k === "string" ? k : toElement(k, urls, lang)));
  return { type: "div", props: { style: el.style, lang, children: kids.length === 1 ? kids[0] : kids } };
}

let urls: Record<string, string> | undefined;
const fontLists = new Map<string, CustomFont[]>();

export default serve({
  async init() {},
  async render(input, tree, fonts, images) {
    urls ??= {
      photo: `data:image/jpeg;base64,${base64(images.photo)}`,
      logo: `data:image/png;base64,${base64(images.logo)}`,
    };
    let list = fontLists.get(input.language);
    if (!list) {
      list = fonts.map((f) => new CustomFont(f.family, f.data, { weight: 700, style: "normal" }));
      fontLists.set(input.language, list);
    }
    const result = await render(toElement(tree, urls, input.language) as never, {
      width: input.width,
      height: input.height,
      fonts: list,
      // Never fetch a missing glyph's font from Google: what the fonts above lack stays missing, visibly.
      loadAdditionalAsset: () => [],
    }).asPng();
    return result.image;
  },
});
