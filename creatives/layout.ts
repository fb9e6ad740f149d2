/**
 * The creative layouts (decision 023), pure: from a render request and a text measurer to a Takumi node tree and the
 * boxes every text and the logo landed in. Boxes are placed in pixels from measured text, so a headline is fitted to
 * its box (largest size that fits in its lines, never below the legible minimum: then the next layout), every text and
 * the logo lie inside the placement's safe area, and text sits on a solid panel of a colour it reaches 4.5:1 against.
 */
import { type BrandColors, contrastRatio, fontPairings, labelColorOn, MIN_CONTRAST } from "../common/brand-kits";
import {
  type Box,
  type CreativeLayout,
  type CreativeRenderRequest,
  type CreativeRenderResult,
  layoutOrder,
} from "../common/creatives";

export interface TextStyle {
  fontSize: number;
  fontWeight: number;
  lineHeight: number;
  fontFamily: string;
  /** Wrap width; absent: one line, its own width. */
  width?: number;
}

export interface Measured {
  width: number;
  height: number;
  lines: number;
  /** The widest line, which must not pass `width`. */
  widest: number;
  /** The width of the last line (a word or two alone there reads as a mistake). */
  last: number;
}

/**
 * A measured text node as the layouts read it: its lines are its runs grouped by their top (a line of mixed scripts
 * or directions is several runs), each line as wide as from its first run's left to its last run's right.
 */
export function measuredOf(m: {
  width: number;
  height: number;
  runs: readonly { text: string; x: number; y: number; width: number }[];
}): Measured {
  const lines = new Map<number, { left: number; right: number }>();
  for (const run of m.runs) {
    if (!run.text.trim()) continue;
    const y = Math.round(run.y);
    const line = lines.get(y) ?? { left: run.x, right: run.x + run.width };
    line.left = Math.min(line.left, run.x);
    line.right = Math.max(line.right, run.x + run.width);
    lines.set(y, line);
  }
  let widest = 0;
  for (const l of lines.values()) widest = Math.max(widest, l.right - l.left);
  const bottom = lines.get(Math.max(...lines.keys()));
  return { width: m.width, height: m.height, lines: lines.size, widest, last: bottom ? bottom.right - bottom.left : 0 };
}

/** Measures a text as the renderer will set it. */
export type Measure = (text: string, style: TextStyle, dir: "ltr" | "rtl", lang: string) => Promise<Measured>;

// biome-ignore lint/suspicious/noExplicitAny: Takumi's node tree is plain objects of CSS-like styles.
export type TakumiNode = Record<string, any>;

export interface Composed {
  node: TakumiNode;
  result: CreativeRenderResult;
  /** The font families the tree names, for the renderer to load. */
  families: string[];
}

/** The Noto face of each script a kit's Latin faces do not cover. */
const scriptFamily: Record<string, string> = {
  ar: "Noto Sans Arabic",
  he: "Noto Sans Hebrew",
  hi: "Noto Sans Devanagari",
  ja: "Noto Sans JP",
  ko: "Noto Sans KR",
  zh: "Noto Sans SC",
};

export function familiesFor(req: Pick<CreativeRenderRequest, "fontPairing" | "language">) {
  const pairing = fontPairings[req.fontPairing];
  const script = scriptFamily[req.language];
  const stack = (first: string) => [...new Set([first, ...(script ? [script] : []), "IBM Plex Sans"])];
  return { headline: stack(pairing.headline), text: stack(pairing.text) };
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The largest rectangle of the frame clear of the keep-clear zones, found by cutting each zone away on the side that
 * keeps the most area.
 */
export function safeRect(width: number, height: number, zones: CreativeRenderRequest["safeZones"]): Rect {
  let r: Rect = { left: 0, top: 0, right: width, bottom: height };
  for (const z of zones) {
    const zl = z.left * width;
    const zt = z.top * height;
    const zr = zl + z.width * width;
    const zb = zt + z.height * height;
    if (zr <= r.left || zl >= r.right || zb <= r.top || zt >= r.bottom) continue;
    const options: Rect[] = [
      { ...r, top: Math.max(r.top, zb) },
      { ...r, bottom: Math.min(r.bottom, zt) },
      { ...r, left: Math.max(r.left, zr) },
      { ...r, right: Math.min(r.right, zl) },
    ];
    const area = (o: Rect) => Math.max(0, o.right - o.left) * Math.max(0, o.bottom - o.top);
    r = options.reduce((best, o) => (area(o) > area(best) ? o : best));
  }
  return { left: Math.ceil(r.left), top: Math.ceil(r.top), right: Math.floor(r.right), bottom: Math.floor(r.bottom) };
}

/**
 * Keeps each term on one line wherever it stands in the text: its spaces become no-break spaces, and a word joiner
 * follows each hyphen or slash, so "Single-origin pour-over" never breaks as "Single-" / "origin".
 */
export function keepTogether(text: string, terms: readonly string[]): string {
  let out = text;
  for (const term of terms)
    if (/[ \-/]/.test(term)) out = out.split(term).join(term.replace(/ /g, "\u00a0").replace(/([-/])/g, "$1\u2060"));
  return out;
}

interface Fitted {
  size: number;
  m: Measured;
}

/** The largest size in [min, max] at which `text` wraps into at most `lines` lines of `width`, none wider. */
async function fit(
  measure: Measure,
  text: string,
  base: Omit<TextStyle, "fontSize">,
  dir: "ltr" | "rtl",
  lang: string,
  min: number,
  max: number,
  lines: number,
  maxHeight: number,
): Promise<Fitted | null> {
  const ok = (m: Measured) =>
    m.lines <= lines && m.height <= maxHeight && m.widest <= (base.width ?? Number.POSITIVE_INFINITY) + 0.5;
  let lo = min;
  let hi = max;
  let best: Fitted | null = null;
  const first = await measure(text, { ...base, fontSize: min }, dir, lang);
  if (!ok(first)) return null;
  best = { size: min, m: first };
  while (lo < hi) {
    const mid = Math.ceil((lo + hi + 1) / 2);
    const m = await measure(text, { ...base, fontSize: mid }, dir, lang);
    if (ok(m)) {
      best = { size: mid, m };
      lo = mid;
    } else hi = mid - 1;
  }
  // No orphan: when the last line holds a scrap (under a fifth of the box), a few sizes smaller usually re-wrap it.
  const orphan = (f: Fitted) => f.m.lines > 1 && base.width !== undefined && f.m.last < base.width * 0.2;
  for (let size = best.size - 2; orphan(best) && size >= Math.max(min, best.size - 12); size -= 2) {
    const m = await measure(text, { ...base, fontSize: size }, dir, lang);
    if (ok(m) && !(m.lines > 1 && base.width !== undefined && m.last < base.width * 0.2)) best = { size, m };
  }
  return best;
}

const px = (v: number) => Math.round(v);

export interface LogoFacts {
  width: number;
  height: number;
}

/** Composes the creative: the first layout of the order that fits the texts at a legible size. */
export async function compose(
  req: CreativeRenderRequest,
  measure: Measure,
  photo: { width: number; height: number },
  logo: LogoFacts | null,
): Promise<Composed> {
  const auto = layoutOrder(req.width, req.height);
  const order = req.layout === "auto" ? auto : [req.layout, ...auto.filter((l) => l !== req.layout)];
  for (const layout of order) {
    const composed = await tryLayout(layout, req, measure, photo, logo, false);
    if (composed) return composed;
  }
  // Nothing fits at the legible minimum: each layout again, with the lines it needs and a smaller size (never cut).
  for (const layout of order) {
    const forced = await tryLayout(layout, req, measure, photo, logo, true);
    if (forced) return forced;
  }
  throw new Error("no layout holds the texts");
}

async function tryLayout(
  layout: CreativeLayout,
  req: CreativeRenderRequest,
  measure: Measure,
  photo: { width: number; height: number },
  logo: LogoFacts | null,
  force: boolean,
): Promise<Composed | null> {
  const { width: W, height: H, dir, language: lang } = req;
  const rtl = dir === "rtl";
  const m = Math.min(W, H);
  const safe = safeRect(W, H, req.safeZones);
  const pad = Math.max(20, px(m * 0.05));
  const fam = familiesFor(req);
  const headlineFamily = fam.headline.join(", ");
  const textFamily = fam.text.join(", ");
  const headline = keepTogether(req.headline, req.keepTogether);
  const cta = keepTogether(req.cta, req.keepTogether);
  const caption = req.caption ? keepTogether(req.caption, req.keepTogether) : null;
  const colors: BrandColors = req.colors;

  const hMin = force ? 14 : Math.max(22, px(m * 0.034));
  const hMax = Math.max(
    hMin,
    px(m * (layout === "split" ? 0.1 : layout === "band" || (layout === "card" && H / W < 1.1) ? 0.07 : 0.085)),
  );
  const ctaSize = Math.min(46, Math.max(18, px(m * 0.04)));
  const capSize = Math.max(18, px(m * 0.034));
  const logoH = logo ? Math.min(110, Math.max(36, px(m * 0.075))) : 0;
  const logoW = logo ? Math.min(px((logo.width / logo.height) * logoH), px(m * 0.4)) : 0;
  const logoPlate = logo ? px(logoH * 0.18) : 0;

  // The text column and the ground it stands on, per layout.
  let col: Rect;
  let ground: string;
  let maxLines = layout === "split" || layout === "band" ? 3 : 4;
  let maxTextHeight: number;
  switch (layout) {
    case "split": {
      const half = px(W * 0.5);
      col = rtl
        ? {
            left: Math.max(safe.left, W - half) + pad,
            top: safe.top + pad,
            right: safe.right - pad,
            bottom: safe.bottom - pad,
          }
        : {
            left: safe.left + pad,
            top: safe.top + pad,
            right: Math.min(safe.right, half) - pad,
            bottom: safe.bottom - pad,
          };
      ground = colors.background;
      maxTextHeight = col.bottom - col.top;
      break;
    }
    case "card":
      // On a landscape frame the card's photo would be a thin strip: the split suits it.
      if (W / H > 1.3 && !force) return null;
      col = { left: safe.left + pad, top: safe.top + pad, right: safe.right - pad, bottom: safe.bottom - pad };
      ground = colors.background;
      // The photo keeps the larger part of the column.
      maxTextHeight = (col.bottom - col.top) * (H / W < 1.1 ? 0.32 : 0.38);
      break;
    case "story":
    case "band":
      col = { left: safe.left + pad, top: safe.top + pad, right: safe.right - pad, bottom: safe.bottom - pad };
      ground = colors.primary;
      maxTextHeight = (col.bottom - col.top) * (layout === "band" ? 0.34 : 0.5);
      break;
  }
  if (force) {
    // Nothing held the headline at the legible minimum: as many lines as the column takes, and a smaller size as the
    // last resort, so it is still never cut and never leaves the frame.
    maxLines = 40;
    maxTextHeight = (col.bottom - col.top) * (layout === "card" ? 0.6 : 0.8);
  }
  const inset = layout === "story" ? pad : 0; // the story's panel has its own padding inside the column
  const textWidth = col.right - col.left - 2 * inset;
  if (textWidth < 120) return null;
  const textColor =
    ground === colors.background && contrastRatio(colors.text, ground) >= MIN_CONTRAST
      ? colors.text
      : labelColorOn(ground);
  const buttonLabel = labelColorOn(colors.accent);

  // Button: one line at ctaSize (two lines at a smaller size as a fallback).
  const padY = px(ctaSize * 0.55);
  const padX = px(ctaSize * 1.1);
  let ctaFit = await fit(
    measure,
    cta,
    { fontWeight: 700, lineHeight: 1.2, fontFamily: textFamily, width: textWidth - 2 * padX },
    dir,
    lang,
    Math.min(ctaSize, 18),
    ctaSize,
    1,
    Number.POSITIVE_INFINITY,
  );
  ctaFit ??= await fit(
    measure,
    cta,
    { fontWeight: 700, lineHeight: 1.2, fontFamily: textFamily, width: textWidth - 2 * padX },
    dir,
    lang,
    16,
    ctaSize,
    2,
    Number.POSITIVE_INFINITY,
  );
  if (!ctaFit) return null;
  const ctaOneLine = await measure(
    cta,
    { fontWeight: 700, lineHeight: 1.2, fontFamily: textFamily, fontSize: ctaFit.size },
    dir,
    lang,
  );
  const ctaTextW = Math.min(textWidth - 2 * padX, Math.ceil(ctaOneLine.widest || ctaOneLine.width));
  const button = { w: ctaTextW + 2 * padX, h: Math.ceil(ctaFit.m.height) + 2 * padY };

  const gap = px(m * 0.03);
  let capFit: Fitted | null = null;
  if (caption)
    capFit = await fit(
      measure,
      caption,
      { fontWeight: 400, lineHeight: 1.3, fontFamily: textFamily, width: textWidth },
      dir,
      lang,
      capSize,
      capSize,
      1,
      Number.POSITIVE_INFINITY,
    );
  const capH = capFit ? Math.ceil(capFit.m.height) + px(gap * 0.5) : 0;
  const headRoom = maxTextHeight - button.h - gap - capH - 2 * inset;
  const head = await fit(
    measure,
    headline,
    { fontWeight: 700, lineHeight: 1.18, fontFamily: headlineFamily, width: textWidth },
    dir,
    lang,
    hMin,
    hMax,
    maxLines,
    headRoom,
  );
  if (!head) return null;
  const headH = Math.ceil(head.m.height);
  const blockH = headH + capH + gap + button.h;

  // Where the block goes: the bottom of the column (band, story, card) or its middle (split, under the logo).
  const logoRowH = logo ? logoH + 2 * logoPlate : 0;
  let blockTop: number;
  if (layout === "split") {
    const avail = col.bottom - col.top - (logo ? logoRowH + gap : 0);
    blockTop = col.top + (logo ? logoRowH + gap : 0) + Math.max(0, px((avail - blockH) / 2));
  } else if (layout === "story") {
    // The headline, the caption and the button on one panel, at the top of the safe area (under the logo) or at its
    // bottom, whichever covers less of the product; the top when the product's place is unknown or it is a tie.
    // The logo takes the other end of the safe area from the panel, so the panel can start at its very top.
    const high = col.top + inset;
    const low = col.bottom - inset - blockH;
    const covered = (top: number) => {
      const s = req.subject;
      if (!s) return 0;
      const y0 = Math.max(top - inset, s.y * H);
      const y1 = Math.min(top + blockH + inset, (s.y + s.h) * H);
      const x0 = Math.max(col.left, s.x * W);
      const x1 = Math.min(col.right, (s.x + s.w) * W);
      return Math.max(0, y1 - y0) * Math.max(0, x1 - x0);
    };
    blockTop = low > high && covered(low) < covered(high) * 0.8 ? low : high;
    if (blockTop + blockH + inset + (logo ? logoRowH + gap : 0) > col.bottom && !force) return null;
  } else blockTop = col.bottom - inset - blockH;
  if (layout !== "story" && blockTop < col.top + (logo ? logoRowH + gap : 0) && !force) return null;

  const x0 = col.left + inset;
  const alignX = (w: number) => (rtl ? col.right - inset - w : x0);
  const boxes: CreativeRenderResult["boxes"] = {
    headline: { x: x0, y: blockTop, width: textWidth, height: headH },
    caption: capFit
      ? { x: x0, y: blockTop + headH + px(gap * 0.5), width: textWidth, height: Math.ceil(capFit.m.height) }
      : null,
    cta: { x: alignX(button.w), y: blockTop + headH + capH + gap, width: button.w, height: button.h },
    logo: logo
      ? {
          x: rtl ? col.right - logoW - 2 * logoPlate : col.left,
          y: layout === "story" && blockTop <= col.top + inset ? col.bottom - logoRowH : col.top,
          width: logoW + 2 * logoPlate,
          height: logoRowH,
        }
      : null,
  };

  const abs = (b: Box, style: TakumiNode = {}) => ({
    position: "absolute",
    left: px(b.x),
    top: px(b.y),
    width: px(b.width),
    height: px(b.height),
    display: "flex",
    ...style,
  });
  const text = (
    t: string,
    size: number,
    weight: number,
    lh: number,
    family: string,
    color: string,
    w: number,
    align = rtl ? "right" : "left",
  ) => ({
    type: "text",
    text: t,
    dir,
    lang,
    style: {
      width: w,
      fontSize: size,
      fontWeight: weight,
      lineHeight: lh,
      fontFamily: family,
      color,
      textAlign: align,
      wordBreak: lang === "ko" ? "keep-all" : "normal",
      overflowWrap: "normal",
    },
  });
  const radius = req.button === "pill" ? px(button.h / 2) : req.button === "rounded" ? px(ctaSize * 0.25) : 0;
  const children: TakumiNode[] = [];
  const photoNode = (b: Box, style: TakumiNode = {}) => ({
    type: "image",
    src: "photo",
    style: { ...abs(b), objectFit: "cover", ...style },
  });

  // Grounds and photo.
  if (layout === "band") {
    // The photo fills what the band leaves (centred, so the subject the rendition framed stays in view), and runs
    // under the band's top edge by a few pixels so no seam shows.
    const bandTop = blockTop - pad;
    const shown = Math.min(H, bandTop + 4);
    // The part of the photo above the band is the part around the product, where its place is known.
    const centre = req.subject ? (req.subject.y + req.subject.h / 2) * H : H / 2;
    const shift = H > shown ? Math.min(1, Math.max(0, (centre - shown / 2) / (H - shown))) : 0.5;
    children.push(
      photoNode({ x: 0, y: 0, width: W, height: shown }, { objectPosition: `50% ${Math.round(shift * 100)}%` }),
    );
    children.push({
      type: "container",
      style: abs({ x: 0, y: bandTop, width: W, height: H - bandTop }, { backgroundColor: ground }),
    });
  } else if (layout === "story") {
    children.push(photoNode({ x: 0, y: 0, width: W, height: H }));
    const panel = { x: col.left, y: blockTop - inset, width: col.right - col.left, height: blockH + 2 * inset };
    children.push({ type: "container", style: abs(panel, { backgroundColor: ground, borderRadius: px(m * 0.03) }) });
  } else if (layout === "card") {
    children.push({ type: "container", style: abs({ x: 0, y: 0, width: W, height: H }, { backgroundColor: ground }) });
    // The whole photo, scaled to the room the text leaves and centred on the ground: nothing of the framed subject
    // is cropped away.
    const top = col.top + (logo ? logoRowH + gap : 0);
    const room = { width: col.right - col.left, height: blockTop - gap - top };
    if (room.height < (col.bottom - col.top) * 0.35 && !force) return null;
    const aspect = photo.width / photo.height;
    const fitted =
      room.width / room.height > aspect
        ? { width: px(room.height * aspect), height: room.height }
        : { width: room.width, height: px(room.width / aspect) };
    const photoBox = {
      x: px(col.left + (room.width - fitted.width) / 2),
      y: px(top + (room.height - fitted.height) / 2),
      ...fitted,
    };
    children.push(photoNode(photoBox, { borderRadius: px(m * 0.03) }));
  } else {
    children.push({ type: "container", style: abs({ x: 0, y: 0, width: W, height: H }, { backgroundColor: ground }) });
    const half = px(W * 0.5);
    children.push(
      photoNode(rtl ? { x: 0, y: 0, width: W - half, height: H } : { x: half, y: 0, width: W - half, height: H }),
    );
  }

  // Logo on a plate of the background colour (legible over any photo).
  if (logo && boxes.logo)
    children.push({
      type: "container",
      style: abs(boxes.logo, {
        backgroundColor: colors.background,
        borderRadius: px(logoPlate * 1.2),
        padding: logoPlate,
      }),
      children: [{ type: "image", src: "logo", style: { width: logoW, height: logoH, objectFit: "contain" } }],
    });

  children.push({
    type: "container",
    style: abs(boxes.headline),
    children: [text(headline, head.size, 700, 1.18, headlineFamily, textColor, textWidth)],
  });
  if (caption && capFit && boxes.caption)
    children.push({
      type: "container",
      style: abs(boxes.caption),
      children: [text(caption, capFit.size, 400, 1.3, textFamily, textColor, textWidth)],
    });
  children.push({
    type: "container",
    style: abs(boxes.cta, {
      backgroundColor: colors.accent,
      borderRadius: radius,
      paddingTop: padY,
      paddingBottom: padY,
      paddingLeft: padX,
      paddingRight: padX,
      justifyContent: "center",
      alignItems: "center",
    }),
    children: [text(cta, ctaFit.size, 700, 1.2, textFamily, buttonLabel, ctaTextW, "center")],
  });
  const families = [...new Set([...fam.headline, ...fam.text])];
  return {
    node: { type: "container", style: { display: "flex", position: "relative", width: W, height: H }, children },
    result: { layout, boxes, headlineSize: head.size },
    families,
  };
}
