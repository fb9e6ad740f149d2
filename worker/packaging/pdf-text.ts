import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";
import type * as fontkit from "fontkit";
import { fontkitForPdfLib, isRtlLetter, type FontKey, type FontSource } from "./pdf-fonts";

/** The primary face per language; everything not listed is covered by Noto Sans (Latin, Cyrillic, Devanagari). */
const PRIMARY: Record<string, FontKey> = { zh: "sc", ja: "jp", ko: "kr", ar: "arabic", he: "hebrew" };
const FALLBACK: FontKey[] = ["latin", "sc", "jp", "kr", "arabic", "hebrew"];

/** Characters that may break a line anywhere (Han, kana, CJK punctuation and full-width forms). */
const CJK_BREAK = /[\u3000-\u30FF\u3400-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/u;
const NO_LINE_START = /[。，、．！？：；」』）】〕〉》”’・ー]/u;
const NEUTRAL = /[\s\p{P}\p{S}]/u;
const MIRROR: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "{": "}",
  "}": "{",
  "<": ">",
  ">": "<",
  "«": "»",
  "»": "«",
};

interface Face {
  pdf: PDFFont;
  fk: fontkit.Font;
}

/**
 * Embeds faces on first use and picks, per character, the first face that has a glyph for it. A character no face
 * covers (an emoji, say) is left out rather than drawn as an empty box; `missing` counts them.
 */
export class FontSet {
  private faces = new Map<FontKey, Promise<Face>>();
  private ready = new Map<FontKey, Face>();
  private glyphs = new Map<string, boolean>();
  private widths = new Map<string, number>();
  private laidOut = new Map<string, Run[][]>();
  readonly used = new Set<FontKey>();
  missing = 0;

  constructor(
    private doc: PDFDocument,
    private source: FontSource,
  ) {}

  face(key: FontKey): Promise<Face> {
    let f = this.faces.get(key);
    if (!f) {
      f = this.source(key).then(async (bytes) => {
        const face = { pdf: await this.doc.embedFont(bytes, { subset: true }), fk: fontkitForPdfLib.create(bytes) };
        this.ready.set(key, face);
        return face;
      });
      this.faces.set(key, f);
    }
    return f;
  }

  private async has(key: FontKey, cp: number): Promise<boolean> {
    const id = `${key}:${cp}`;
    let v = this.glyphs.get(id);
    if (v === undefined) {
      const face = this.ready.get(key) ?? (await this.face(key));
      v = face.fk.hasGlyphForCodePoint(cp);
      this.glyphs.set(id, v);
    }
    return v;
  }

  /** Width of a run at a size (shaped by fontkit, so cached: layout is the expensive part). */
  async width(run: Run, size: number): Promise<number> {
    const id = `${run.font}|${size}|${run.text}`;
    let w = this.widths.get(id);
    if (w === undefined) {
      w = (this.ready.get(run.font) ?? (await this.face(run.font))).pdf.widthOfTextAtSize(run.text, size);
      this.widths.set(id, w);
    }
    return w;
  }

  /** Lines of a paragraph, remembered so measuring and drawing lay it out once. */
  async lines(text: string, style: TextStyle, maxWidth: number): Promise<Run[][]> {
    const id = `${style.lang}|${style.bold ? 1 : 0}|${style.size}|${maxWidth}|${text}`;
    let l = this.laidOut.get(id);
    if (!l) {
      l = await lines(this, text, style, maxWidth);
      this.laidOut.set(id, l);
    }
    return l;
  }

  /** Splits text into runs of one face each, in logical order. */
  async runs(text: string, lang: string, bold = false): Promise<Run[]> {
    const primary: FontKey = bold && !PRIMARY[lang] ? "latinBold" : (PRIMARY[lang] ?? "latin");
    const order = [primary, ...FALLBACK.filter((k) => k !== primary)];
    const out: Run[] = [];
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      let key: FontKey | undefined;
      if (NEUTRAL.test(ch) && out.length && (await this.has(out.at(-1)!.font, cp))) key = out.at(-1)!.font;
      for (const k of order) {
        if (key) break;
        if (await this.has(k, cp)) key = k;
      }
      if (!key) {
        if (!/\s/u.test(ch)) this.missing++;
        continue;
      }
      this.used.add(key);
      const dir: Dir = isRtlLetter(ch) ? "rtl" : NEUTRAL.test(ch) ? "neutral" : "ltr";
      const last = out.at(-1);
      if (last && last.font === key && last.dir === dir) last.text += ch;
      else out.push({ text: ch, font: key, dir });
    }
    return out;
  }
}

type Dir = "ltr" | "rtl" | "neutral";
interface Run {
  text: string;
  font: FontKey;
  dir: Dir;
}

export interface TextStyle {
  size: number;
  color: RGB;
  lang: string;
  rtl?: boolean;
  bold?: boolean;
  lineHeight?: number;
}

/** Breaks a paragraph into tokens that may end a line: words with their trailing space, single CJK characters. */
function tokens(text: string): string[] {
  const out: string[] = [];
  let cur = "";
  for (const ch of text) {
    if (NO_LINE_START.test(ch) && !cur && out.length) {
      // Closing punctuation stays with what it closes (kinsoku): never at the start of a line.
      out[out.length - 1] += ch;
      continue;
    }
    if (CJK_BREAK.test(ch)) {
      if (cur) out.push(cur);
      out.push(ch);
      cur = "";
    } else {
      cur += ch;
      if (ch === " ") {
        out.push(cur);
        cur = "";
      }
    }
  }
  if (cur) out.push(cur);
  return out;
}

async function width(fonts: FontSet, runs: Run[], size: number): Promise<number> {
  let w = 0;
  for (const r of runs) w += await fonts.width(r, size);
  return w;
}

/** Runs of a slice of characters (each already assigned a face and direction), merged where face and direction agree. */
function join(chars: Run[]): Run[] {
  const out: Run[] = [];
  for (const c of chars) {
    const last = out.at(-1);
    if (last && last.font === c.font && last.dir === c.dir) last.text += c.text;
    else out.push({ ...c });
  }
  return out;
}

const trimEnd = (chars: Run[]) => {
  let n = chars.length;
  while (n > 0 && /^\s$/u.test(chars[n - 1]!.text)) n--;
  return chars.slice(0, n);
};

/**
 * Lays out a paragraph in lines no wider than maxWidth and returns them as run lists. Faces are assigned once per
 * paragraph and each token is measured once; a token wider than a line (a long URL or hashtag) is cut by characters.
 */
async function lines(fonts: FontSet, text: string, style: TextStyle, maxWidth: number): Promise<Run[][]> {
  const result: Run[][] = [];
  for (const paragraph of text.split("\n")) {
    const chars = (await fonts.runs(paragraph, style.lang, style.bold)).flatMap((r) =>
      [...r.text].map((ch) => ({ ...r, text: ch })),
    );
    let at = 0;
    const toks: Run[][] = tokens(chars.map((c) => c.text).join("")).map((t) => {
      const n = [...t].length;
      const slice = chars.slice(at, at + n);
      at += n;
      return slice;
    });
    let line: Run[] = [];
    let lineWidth = 0;
    for (const tok of toks) {
      const full = await width(fonts, join(tok), style.size);
      const bare = await width(fonts, join(trimEnd(tok)), style.size);
      if (line.length && lineWidth + bare > maxWidth) {
        result.push(join(trimEnd(line)));
        line = [];
        lineWidth = 0;
      }
      if (!line.length && bare > maxWidth) {
        // Cut an over-long token by characters.
        let rest = trimEnd(tok);
        while (rest.length) {
          let cut = rest.length;
          while (cut > 1 && (await width(fonts, join(rest.slice(0, cut)), style.size)) > maxWidth) cut--;
          const head = rest.slice(0, cut);
          rest = rest.slice(cut);
          if (rest.length) result.push(join(head));
          else {
            line = head;
            lineWidth = await width(fonts, join(head), style.size);
          }
        }
        continue;
      }
      line.push(...tok);
      lineWidth += full;
    }
    if (trimEnd(line).length) result.push(join(trimEnd(line)));
  }
  return result;
}

/**
 * Visual order of one line, after the Unicode bidi rules in the small: a neutral (space, punctuation) between two
 * runs of one direction takes it, otherwise the paragraph's; right-to-left runs get level 1, left-to-right runs level 0
 * in a left-to-right paragraph and 2 in a right-to-left one; then every sequence at level ≥ 1, and again at ≥ 2, is
 * reversed (rule L2). fontkit reverses the glyphs inside each right-to-left run as it lays it out.
 */
function visualOrder(runs: Run[], rtl: boolean): Run[] {
  const base: Dir = rtl ? "rtl" : "ltr";
  const strong = runs.map((r) => r.dir);
  const resolved = runs.map((r, i) => {
    if (r.dir !== "neutral") return r;
    const prev =
      strong
        .slice(0, i)
        .reverse()
        .find((d) => d !== "neutral") ?? base;
    const next = strong.slice(i + 1).find((d) => d !== "neutral") ?? base;
    return { ...r, dir: prev === next ? prev : base };
  });
  // Adjacent runs of one face and one direction are drawn (and shaped) together.
  const merged: Run[] = [];
  for (const r of resolved) {
    const last = merged.at(-1);
    if (last && last.font === r.font && last.dir === r.dir) last.text += r.text;
    else merged.push({ ...r });
  }
  const levels = merged.map((r) => (r.dir === "rtl" ? 1 : rtl ? 2 : 0));
  const order = merged.map((_, i) => i);
  for (const min of [2, 1]) {
    for (let i = 0; i < order.length; ) {
      if (levels[order[i]!]! < min) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && levels[order[j]!]! >= min) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order.map((i) => merged[i]!);
}

/** Draws a paragraph from the top-left corner (x, y) downwards and returns the y below it. */
export async function drawParagraph(
  page: PDFPage,
  fonts: FontSet,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  style: TextStyle,
): Promise<number> {
  const lh = style.size * (style.lineHeight ?? 1.35);
  let cursor = y;
  for (const line of await fonts.lines(text, style, maxWidth)) {
    cursor -= lh;
    const ordered = visualOrder(line, Boolean(style.rtl));
    const total = await width(fonts, ordered, style.size);
    let pen = style.rtl ? x + maxWidth - total : x;
    for (const run of ordered) {
      const face = await fonts.face(run.font);
      // fontkit reverses runs with right-to-left letters itself; punctuation set right to left is reversed and mirrored here.
      const text =
        run.dir === "rtl" && ![...run.text].some(isRtlLetter)
          ? [...run.text]
              .reverse()
              .map((ch) => MIRROR[ch] ?? ch)
              .join("")
          : run.text;
      page.drawText(text, {
        x: pen,
        y: cursor + (lh - style.size) / 2,
        size: style.size,
        font: face.pdf,
        color: style.color,
      });
      pen += await fonts.width(run, style.size);
    }
  }
  return cursor;
}

/** How many lines a paragraph takes, to keep a block together on one page. */
export async function measureParagraph(
  fonts: FontSet,
  text: string,
  maxWidth: number,
  style: TextStyle,
): Promise<number> {
  return (await fonts.lines(text, style, maxWidth)).length * style.size * (style.lineHeight ?? 1.35);
}
