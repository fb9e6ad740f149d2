// Node has no workerd-style static import of WebAssembly: `import m from "x.wasm"` gives a WebAssembly.Module in the
// Worker. For the bench (tsx in Node) this loader does the same, so it runs the pipeline's own code unchanged.
import { register } from "node:module";

register(new URL("./wasm-hooks.mjs", import.meta.url));
