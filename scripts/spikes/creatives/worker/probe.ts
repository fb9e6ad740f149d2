/**
 * Records every wasm instance the renderers create, so the spike can report their linear memory (which grows and never
 * shrinks) after each render. Imported first by every entry, before any renderer instantiates its module.
 */
const memories = new Set<WebAssembly.Memory>();
/** Every instantiation workerd refused, as its error message. */
export const refusals: string[] = [];

function record(instance: WebAssembly.Instance): void {
  for (const value of Object.values(instance.exports)) if (value instanceof WebAssembly.Memory) memories.add(value);
}

const OriginalInstance = WebAssembly.Instance;
// A proxy, not a subclass: `x instanceof WebAssembly.Instance` must stay true for instances made by `instantiate`.
const RecordedInstance = new Proxy(OriginalInstance, {
  construct(target, args: [WebAssembly.Module, WebAssembly.Imports?]) {
    const instance = Reflect.construct(target, args) as WebAssembly.Instance;
    record(instance);
    return instance;
  },
});
const originalInstantiate = WebAssembly.instantiate.bind(WebAssembly) as (
  source: unknown,
  imports?: WebAssembly.Imports,
) => Promise<WebAssembly.Instance | { instance: WebAssembly.Instance; module: WebAssembly.Module }>;
Object.assign(WebAssembly, {
  Instance: RecordedInstance,
  instantiate: async (source: unknown, imports?: WebAssembly.Imports) => {
    const result = await originalInstantiate(source, imports).catch((e: unknown) => {
      // workerd refuses to compile wasm from bytes at run time; say so, whoever swallows the rejection.
      refusals.push(`${e}`);
      console.error(`WebAssembly.instantiate(${source instanceof WebAssembly.Module ? "Module" : "bytes"}): ${e}`);
      throw e;
    });
    record(result instanceof OriginalInstance ? result : result.instance);
    return result;
  },
});

/** Bytes of wasm linear memory held by every instance created so far, one entry per memory. */
export function wasmMemory(): number[] {
  return [...memories].map((m) => m.buffer.byteLength);
}
