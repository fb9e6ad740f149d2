import webpModule from "./codecs/webp.wasm";
import type { Raster } from "./raster";

/**
 * libwebp's decoder in WebAssembly (codecs/webp.wasm, built by scripts/build-webp.sh; decision 018): one still frame,
 * lossy or lossless, decoded straight into an RGBA buffer of the size asked for (libwebp scales while it decodes).
 * Static import, one instance per job, as for the JPEG codec (decision 014): the memory a large image grew is given
 * back when the job ends.
 */

export class WebpCodecError extends Error {}

interface Exports {
  memory: WebAssembly.Memory;
  _initialize?: () => void;
  malloc(size: number): number;
  free(ptr: number): void;
  webp_features(data: number, size: number, out: number): number;
  webp_decode_rgba(data: number, size: number, rgba: number, width: number, height: number): number;
}

/** libwebp's VP8StatusCode, said as a person would. */
const STATUS: Record<number, string> = {
  1: "out of memory",
  2: "invalid parameter",
  3: "the file is damaged",
  4: "the file uses a feature this service does not read",
  5: "the file is damaged",
  7: "the file is truncated",
};

export interface WebpFeatures {
  width: number;
  height: number;
  hasAlpha: boolean;
  animated: boolean;
}

export class WebpDecoder {
  private readonly x: Exports;

  constructor(module: WebAssembly.Module = webpModule) {
    const x = new WebAssembly.Instance(module, { env: { emscripten_notify_memory_growth() {} } })
      .exports as unknown as Exports;
    x._initialize?.();
    this.x = x;
  }

  /** Bytes of wasm memory this instance holds now (its peak: wasm memory only grows). */
  get memoryBytes(): number {
    return this.x.memory.buffer.byteLength;
  }

  private withInput<T>(bytes: Uint8Array, work: (ptr: number) => T): T {
    const ptr = this.x.malloc(bytes.length);
    if (!ptr) throw new WebpCodecError("out of memory");
    try {
      new Uint8Array(this.x.memory.buffer, ptr, bytes.length).set(bytes);
      return work(ptr);
    } finally {
      this.x.free(ptr);
    }
  }

  features(bytes: Uint8Array): WebpFeatures {
    return this.withInput(bytes, (input) => {
      const out = this.x.malloc(20);
      try {
        const status = this.x.webp_features(input, bytes.length, out);
        if (status !== 0) throw new WebpCodecError(STATUS[status] ?? `libwebp status ${status}`);
        const [width, height, alpha, animated] = new Int32Array(this.x.memory.buffer, out, 5);
        return { width: width!, height: height!, hasAlpha: alpha === 1, animated: animated === 1 };
      } finally {
        this.x.free(out);
      }
    });
  }

  /** Decodes the still frame to RGBA at `width` × `height` (the stored size, or a smaller one to scale to). */
  decode(bytes: Uint8Array, width: number, height: number): Raster {
    return this.withInput(bytes, (input) => {
      const out = this.x.malloc(width * height * 4);
      if (!out) throw new WebpCodecError("out of memory");
      try {
        const status = this.x.webp_decode_rgba(input, bytes.length, out, width, height);
        if (status !== 0) throw new WebpCodecError(STATUS[status] ?? `libwebp status ${status}`);
        return { width, height, data: new Uint8Array(this.x.memory.buffer, out, width * height * 4).slice() };
      } finally {
        this.x.free(out);
      }
    });
  }
}
