// wrangler bundles a `.wasm` import as a compiled WebAssembly.Module (the only way workerd takes wasm).
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
