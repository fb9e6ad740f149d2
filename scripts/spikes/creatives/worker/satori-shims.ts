/**
 * What satori 0.63's standalone build needs to run in workerd at all (imported before satori):
 * - its bundled harfbuzz (Emscripten) reads `self.location.href` while the module loads when WorkerGlobalScope exists,
 *   and workerd has no `location`;
 * - that harfbuzz is a base64 copy of harfbuzzjs 0.10's hb.wasm compiled from bytes at run time, which workerd refuses
 *   (the render then hangs): the same module, imported statically, is handed over instead.
 * Neither is something the product should ship; decision 022 records them as reasons against satori.
 */
import hbWasm from "harfbuzzjs/hb.wasm";

if (!(globalThis as { location?: unknown }).location)
  Object.defineProperty(globalThis, "location", { value: new URL("http://localhost/"), configurable: true });

const instantiate = WebAssembly.instantiate.bind(WebAssembly) as (s: unknown, i?: WebAssembly.Imports) => unknown;
Object.assign(WebAssembly, {
  instantiate: (source: unknown, imports?: WebAssembly.Imports) =>
    source instanceof WebAssembly.Module
      ? instantiate(source, imports)
      : (instantiate(hbWasm, imports) as Promise<WebAssembly.Instance>).then((instance) => ({
          instance,
          module: hbWasm,
        })),
});
