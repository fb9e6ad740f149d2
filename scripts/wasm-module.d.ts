// The benches load the Worker's `.wasm` imports as compiled WebAssembly.Modules (bench/wasm-hooks.mjs), as wrangler does.
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
