/**
 * The spike's two layouts as one renderer-neutral tree: (a) `band`, a headline band over the photo, and (b) `card`, the
 * photo as a card on the brand colour. Each renderer converts the tree to its own input (Satori's React-shaped
 * elements, Takumi's nodes), so every candidate draws the same boxes with the same fonts and sizes.
 */

export type Style = Record<string, string | number>;
export interface El {
  tag: "div" | "img";
  style: Style;
  /** A string child makes the element a text box. */
  children?: (El | string)[];
  src?: "photo" | "logo";
  width?: number;
  height?: number;
}

export interface CreativeInput {
  layout: "band" | "card";
  width: number;
  height: number;
  language: string;
  headline: string;
  cta: string;
  /** Font family names, in fallback order. */
  fonts: string[];
  photo: { width: number; height: number };
  logo: { width: number; height: number };
}

export const rtlLanguages = new Set(["ar", "he"]);

const brand = { primary: "#0E3B43", accent: "#FF7A45", text: "#FFFFFF", ink: "#10151A" };

/**
 * Meta's Stories/Reels safe zone on a 9:16 canvas (14 % top, 35 % bottom, 6 % sides, as common/safe-zones.ts has it)
 * and Meta's 64 px feed margin on 4:5.
 */
function safeArea(width: number, height: number) {
  const story = height / width > 1.7;
  return {
    top: story ? Math.round(height * 0.14) : 64,
    bottom: story ? Math.round(height * 0.35) : 64,
    side: story ? Math.round(width * 0.06) : 64,
  };
}

/** Em-widths of a grapheme by script: a deliberately rough estimate, identical for every renderer. */
function ems(text: string): number {
  let sum = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c >= 0x3000 && c <= 0xd7ff) sum += 1;
    else if (c >= 0x0900 && c <= 0x097f) sum += 0.55;
    else if (c >= 0x0590 && c <= 0x06ff) sum += 0.5;
    else if (c === 0x20) sum += 0.28;
    else sum += 0.58;
  }
  return sum;
}

/** The largest size from `max` down to `min` at which the text fits in `lines` lines of `box` px (with slack). */
export function fitSize(text: string, box: number, lines: number, max: number, min: number): number {
  for (let size = max; size > min; size -= 4) if (ems(text) * size <= box * lines * 0.8) return size;
  return min;
}

export function layout(input: CreativeInput): El {
  const { width, height, language } = input;
  const rtl = rtlLanguages.has(language);
  const safe = safeArea(width, height);
  const inner = width - 2 * safe.side;
  // Boxes are placed physically (the root stays left-to-right); only the text boxes take the language's direction, which
  // sets each paragraph's base direction for the bidi algorithm.
  const align = rtl ? "flex-end" : "flex-start";
  const fontFamily = input.fonts.join(", ");
  const logoHeight = 72;
  const logoWidth = Math.round((input.logo.width / input.logo.height) * logoHeight);
  const logo: El = {
    tag: "img",
    src: "logo",
    width: logoWidth,
    height: logoHeight,
    style: { width: logoWidth, height: logoHeight },
  };
  const button = (size: number): El => ({
    tag: "div",
    style: {
      display: "flex",
      backgroundColor: brand.accent,
      color: brand.ink,
      borderRadius: 999,
      paddingTop: Math.round(size * 0.5),
      paddingBottom: Math.round(size * 0.5),
      paddingLeft: size,
      paddingRight: size,
      fontSize: size,
      fontWeight: 700,
      lineHeight: 1.2,
      direction: rtl ? "rtl" : "ltr",
    },
    children: [input.cta],
  });
  const headline = (size: number, color: string): El => ({
    tag: "div",
    style: {
      display: "flex",
      width: inner,
      fontSize: size,
      fontWeight: 700,
      lineHeight: 1.25,
      color,
      textAlign: rtl ? "right" : "left",
      direction: rtl ? "rtl" : "ltr",
    },
    children: [input.headline],
  });
  const root = (children: El[], style: Style): El => ({
    tag: "div",
    style: {
      display: "flex",
      position: "relative",
      width,
      height,
      fontFamily,
      ...style,
    },
    children,
  });

  if (input.layout === "band") {
    const size = fitSize(input.headline, inner, 2, 92, 52);
    return root(
      [
        {
          tag: "img",
          src: "photo",
          width,
          height,
          style: { position: "absolute", left: 0, top: 0, width, height, objectFit: "cover" },
        },
        {
          tag: "div",
          style: {
            display: "flex",
            position: "absolute",
            top: safe.top,
            left: safe.side,
            right: safe.side,
            justifyContent: align,
          },
          children: [logo],
        },
        {
          tag: "div",
          style: {
            display: "flex",
            flexDirection: "column",
            position: "absolute",
            left: 0,
            right: 0,
            bottom: safe.bottom,
            paddingTop: 48,
            paddingBottom: 56,
            paddingLeft: safe.side,
            paddingRight: safe.side,
            backgroundColor: "rgba(8, 20, 26, 0.82)",
            alignItems: align,
          },
          children: [headline(size, brand.text), { tag: "div", style: { display: "flex", height: 36 } }, button(44)],
        },
      ],
      { backgroundColor: brand.ink },
    );
  }

  const size = fitSize(input.headline, inner, 2, 84, 48);
  return root(
    [
      {
        tag: "div",
        style: { display: "flex", flexDirection: "column", width: inner, height: "100%", alignItems: align },
        children: [
          logo,
          { tag: "div", style: { display: "flex", height: 40 } },
          {
            tag: "div",
            // The photo takes what the text leaves. `overflow: hidden` alone makes its minimum height 0 in CSS
            // (a scroll container's automatic minimum is zero); the explicit minHeight is for renderers that miss that.
            style: { display: "flex", flexGrow: 1, minHeight: 0, width: inner, borderRadius: 36, overflow: "hidden" },
            children: [
              {
                tag: "img",
                src: "photo",
                width: inner,
                height: Math.round((inner * input.photo.height) / input.photo.width),
                style: { width: "100%", height: "100%", objectFit: "cover" },
              },
            ],
          },
          { tag: "div", style: { display: "flex", height: 44 } },
          headline(size, brand.text),
          { tag: "div", style: { display: "flex", height: 36 } },
          button(44),
        ],
      },
    ],
    {
      backgroundColor: brand.primary,
      paddingTop: safe.top,
      paddingBottom: safe.bottom,
      paddingLeft: safe.side,
      paddingRight: safe.side,
    },
  );
}
