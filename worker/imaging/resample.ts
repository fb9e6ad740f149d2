import resampleModule from "./codecs/resample.wasm";

/**
 * The area average's two inner loops in WebAssembly SIMD (codecs/resample.c, built by scripts/build-resample.sh;
 * decision 019), about three times the speed of the same fixed-point arithmetic in JS. The rasters stay in JS: one
 * source row at a time is copied in, filtered into a small ring of rows, and each output row is copied out, so the
 * module's memory holds only the weight tables and a few rows (it never shrinks, so it is kept small: a layout above
 * MAX_BYTES is left to the JS loop).
 */

interface Exports {
  memory: WebAssembly.Memory;
  heapBase(): number;
  filterRow(row: number, index: number, weight: number, taps: number, n: number, out: number): void;
  blendRows(lines: number, weight: number, taps: number, n: number, out: number): void;
}

/** The spans of one axis, as raster.ts computes them: `taps` source indexes and weights per output cell. */
export interface Spans {
  index: Int32Array;
  weight: Int32Array;
  taps: number;
}

const MAX_BYTES = 8 * 1048576;
const PAGE = 65536;

let instance: Exports | undefined;

/**
 * Resamples rows `rows` of `src` (RGBA, `width` pixels a row) with the column spans `cols` into `out` (dw × dh RGBA);
 * false when the layout would need more than MAX_BYTES of the module's memory.
 */
export function areaResample(
  src: Uint8Array,
  width: number,
  cols: Spans,
  rows: Spans,
  dw: number,
  dh: number,
  out: Uint8Array,
): boolean {
  // Columns read: the span from the first cell's first pixel to the last cell's last; indexes made relative to it.
  let lo = width;
  let hi = 0;
  for (let i = 0; i < cols.index.length; i++) {
    const v = cols.index[i]!;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const ringLength = rows.taps + 1;
  const tableBytes = cols.index.length * 4;
  const rowBytes = dw * 16;
  const x = (instance ??= new WebAssembly.Instance(resampleModule, {}).exports as unknown as Exports);
  const base = (x.heapBase() + 15) & ~15;
  const indexAt = base;
  const weightAt = indexAt + tableBytes;
  const ringAt = (weightAt + tableBytes + 15) & ~15;
  const linesAt = ringAt + ringLength * rowBytes;
  const rowWeightAt = linesAt + rows.taps * 4;
  const srcAt = (rowWeightAt + rows.taps * 4 + 15) & ~15;
  const outAt = (srcAt + (hi - lo + 1) * 4 + 15) & ~15;
  const end = outAt + dw * 4;
  if (end - base > MAX_BYTES) return false;
  if (end > x.memory.buffer.byteLength) x.memory.grow(Math.ceil((end - x.memory.buffer.byteLength) / PAGE));
  const mem = new Uint8Array(x.memory.buffer);
  const words = new Int32Array(x.memory.buffer);
  for (let i = 0; i < cols.index.length; i++) words[(indexAt >> 2) + i] = cols.index[i]! - lo;
  words.set(cols.weight, weightAt >> 2);
  const ringRow = new Int32Array(ringLength).fill(-1);
  for (let y = 0; y < dh; y++) {
    for (let k = 0; k < rows.taps; k++) {
      const row = rows.index[y * rows.taps + k]!;
      const slot = row % ringLength;
      const at = ringAt + slot * rowBytes;
      if (ringRow[slot] !== row) {
        const from = (row * width + lo) * 4;
        mem.set(src.subarray(from, from + (hi - lo + 1) * 4), srcAt);
        x.filterRow(srcAt, indexAt, weightAt, cols.taps, dw, at);
        ringRow[slot] = row;
      }
      words[(linesAt >> 2) + k] = at;
      words[(rowWeightAt >> 2) + k] = rows.weight[y * rows.taps + k]!;
    }
    x.blendRows(linesAt, rowWeightAt, rows.taps, dw, outAt);
    out.set(mem.subarray(outAt, outAt + dw * 4), y * dw * 4);
  }
  return true;
}

/** Bytes of wasm memory the resampler holds (none before its first use). */
export function resamplerMemoryBytes(): number {
  return instance?.memory.buffer.byteLength ?? 0;
}
