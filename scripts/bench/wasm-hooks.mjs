/** @type {import("node:module").LoadHook} */
export async function load(url, context, next) {
  if (!url.endsWith(".wasm")) return next(url, context);
  return {
    format: "module",
    shortCircuit: true,
    source: `import { readFileSync } from "node:fs";\nexport default new WebAssembly.Module(readFileSync(new URL(${JSON.stringify(url)})));\n`,
  };
}
