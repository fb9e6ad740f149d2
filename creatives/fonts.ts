/**
 * Fonts come from the Worker's static assets (dist/creatives/fonts, built by scripts/build-creative-fonts.mjs), never
 * from its bundle: the @fontsource WOFF2 slices, indexed by family, weight and unicode-range. A render reads only the
 * slices that cover its text's code points; each slice's bytes are fetched once per isolate and registered with the
 * renderer once.
 */

export interface Slice {
  family: string;
  weight: number;
  file: string;
  ranges: [number, number][];
}

export interface AssetReader {
  fetch(request: Request | string): Promise<Response>;
}

let index: Promise<Slice[]> | null = null;
const bytes = new Map<string, Promise<ArrayBuffer>>();

function read(assets: AssetReader, path: string): Promise<Response> {
  return assets.fetch(`https://assets.local/${path}`).then((r) => {
    if (!r.ok) throw new Error(`creatives asset ${path}: ${r.status}`);
    return r;
  });
}

export function sliceIndex(assets: AssetReader): Promise<Slice[]> {
  index ??= read(assets, "fonts.json")
    .then((r) => r.json() as Promise<{ slices: Slice[] }>)
    .then((j) => j.slices)
    .catch((err) => {
      index = null;
      throw err;
    });
  return index;
}

export function sliceBytes(assets: AssetReader, file: string): Promise<ArrayBuffer> {
  let b = bytes.get(file);
  if (!b) {
    b = read(assets, `fonts/${file}`).then((r) => r.arrayBuffer());
    b.catch(() => bytes.delete(file));
    bytes.set(file, b);
  }
  return b;
}

const covers = (s: Slice, cp: number) => s.ranges.some(([lo, hi]) => cp >= lo && cp <= hi);

/** The slices of `families` × `weights` that cover at least one code point of `text`. */
export function slicesFor(
  all: Slice[],
  families: readonly string[],
  weights: readonly number[],
  text: string,
): Slice[] {
  const points = new Set<number>();
  for (const ch of text) points.add(ch.codePointAt(0) ?? 0);
  return all.filter(
    (s) => families.includes(s.family) && weights.includes(s.weight) && [...points].some((cp) => covers(s, cp)),
  );
}
