// Candidate: satori (JS layout over a yoga-derived wasm, harfbuzz shaping) to SVG, then @resvg/resvg-wasm to PNG.
import "./probe";
import "./satori-shims";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import satori, { type Font, init } from "satori/standalone";
import layoutWasm from "satori/layout.wasm";
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
/** Satori caches parsed fonts per fonts array: one array per language, kept for the isolate. */
const fontArrays = new Map<string, Font[]>();
export const styleErrors = new Set<string>();

export default serve({
  async init() {
    await init(layoutWasm);
    await initWasm(resvgWasm);
  },
  async render(input, tree, fonts, images) {
    urls ??= {
      photo: `data:image/jpeg;base64,${base64(images.photo)}`,
      logo: `data:image/png;base64,${base64(images.logo)}`,
    };
    let list = fontArrays.get(input.language);
    if (!list) {
      list = fonts.map((f) => ({ name: f.family, data: f.data, weight: 700, style: "normal" }) as Font);
      fontArrays.set(input.language, list);
    }
    const svg = await satori(toElement(tree, urls, input.language) as never, {
      width: input.width,
      height: input.height,
      fonts: list,
      onStyleError: (e) => styleErrors.add(e.message),
    });
    const resvg = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } });
    const image = resvg.render();
    const png = image.asPng();
    image.free();
    resvg.free();
    return png;
  },
});
