// Candidate: @takumi-rs/wasm (Rust: taffy layout; shaping, bidi and rasterising in the same module; PNG/JPEG/WebP out).
import "./probe";
import { initSync, type Node, Renderer } from "@takumi-rs/wasm";
// The package's workerd entry: its wasm as a static import.
import takumiWasm from "@takumi-rs/wasm/auto";
import type { El } from "./layouts";
import { serve } from "./serve";

function toNode(el: El): Node {
  if (el.tag === "img") return { type: "image", src: el.src!, width: el.width, height: el.height, style: el.style };
  const kids = el.children ?? [];
  if (kids.length === 1 && typeof kids[0] === "string")
    return { type: "text", text: kids[0], style: el.style, dir: el.style.direction === "rtl" ? "rtl" : undefined };
  return { type: "container", style: el.style, children: kids.map((k) => toNode(k as El)) };
}

let renderer: Renderer;
const registered = new Set<string>();

export default serve({
  async init() {
    initSync({ module: takumiWasm });
    renderer = new Renderer();
  },
  async render(input, tree, fonts, images, options) {
    for (const f of fonts)
      if (!registered.has(f.family)) {
        await renderer.registerFont({ name: f.family, data: f.data, weight: 700 });
        registered.add(f.family);
      }
    const node = toNode(tree);
    node.lang = input.language;
    return renderer.render(node, {
      width: input.width,
      height: input.height,
      format: options.format,
      quality: 85,
      fontFamilies: input.fonts,
      lang: input.language,
      images: [
        { src: "photo", data: images.photo, cache: options.lean ? "none" : "auto" },
        { src: "logo", data: images.logo, cache: options.lean ? "none" : "auto" },
      ],
    });
  },
});
