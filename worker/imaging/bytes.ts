/** Reading the fields of image containers (JPEG segments, PNG and RIFF chunks) from their bytes, and joining bytes. */

export const u16be = (b: Uint8Array, at: number) => ((b[at]! << 8) | b[at + 1]!) >>> 0;
export const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
export const u16le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8)) >>> 0;
export const u24le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) >>> 0;
export const u32le = (b: Uint8Array, at: number) => (u16le(b, at) | (u16le(b, at + 2) << 16)) >>> 0;

/** `len` bytes at `at` as Latin-1 text (a four-character code, a signature). */
export function ascii(b: Uint8Array, at: number, len: number): string {
  return String.fromCharCode(...b.subarray(at, at + len));
}

/** Whether the bytes at `at` spell `text` (an APPn identifier such as "ICC_PROFILE\0"). */
export function startsWith(b: Uint8Array, at: number, text: string): boolean {
  if (at + text.length > b.length) return false;
  for (let i = 0; i < text.length; i++) if (b[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The offset of the first marker after a JPEG scan's entropy-coded data, from `from` (FF 00 is a stuffed byte,
 * FF D0–D7 a restart marker, FF FF a fill byte), or the file's length when no marker follows.
 */
export function skipEntropyData(b: Uint8Array, from: number): number {
  let at = from;
  for (;;) {
    at = b.indexOf(0xff, at);
    if (at < 0 || at + 1 >= b.length) return b.length;
    const next = b[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) at += next === 0xff ? 1 : 2;
    else return at;
  }
}
