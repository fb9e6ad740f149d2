// The part of fontkit 2's API this project uses (the package ships no types).
declare module "fontkit" {
  export interface Glyph {
    id: number;
    advanceWidth: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
  }
  export interface Font {
    unitsPerEm: number;
    numGlyphs: number;
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: unknown, script?: string, language?: string, direction?: string): GlyphRun;
  }
  export function create(buffer: Uint8Array | Buffer, postscriptName?: string): Font;
}
