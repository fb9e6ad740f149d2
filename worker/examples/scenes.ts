import { createRaster, type Raster } from "../imaging/raster";

/**
 * Product photographs the project draws itself, so the examples owe nothing to stock libraries: a studio backdrop, a
 * table with its grain, a soft contact shadow and a lit product (cylinders, bottles, pots) with highlight and rim.
 * Shapes are signed-distance fields with one pixel of anti-aliasing; shading is per pixel from a fixed key light.
 */

type Rgb = readonly [number, number, number];

const clamp = (v: number, lo = 0, hi = 1) => (v < lo ? lo : Math.min(v, hi));
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const shade = (c: Rgb, k: number): Rgb => [c[0] * k, c[1] * k, c[2] * k];
const hex = (h: string): Rgb => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];

/** Deterministic value noise, so every run draws the same picture. */
function noise(x: number, y: number): number {
  const n = Math.sin(x * 12.9898 + y * 78.233) * 43758.5453;
  return n - Math.floor(n);
}

class Canvas {
  readonly r: Raster;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.r = createRaster(w, h);
    this.r.data.fill(255);
  }

  blend(x: number, y: number, c: Rgb, a: number) {
    if (a <= 0 || x < 0 || y < 0 || x >= this.w || y >= this.h) return;
    const i = (y * this.w + x) * 4;
    const d = this.r.data;
    d[i] = clamp(d[i]! + (c[0] - d[i]!) * a, 0, 255);
    d[i + 1] = clamp(d[i + 1]! + (c[1] - d[i + 1]!) * a, 0, 255);
    d[i + 2] = clamp(d[i + 2]! + (c[2] - d[i + 2]!) * a, 0, 255);
  }

  /** Paints where the signed distance is negative, anti-aliased over one pixel; colour may vary per pixel. */
  shape(
    box: [number, number, number, number],
    sdf: (x: number, y: number) => number,
    color: (x: number, y: number) => Rgb,
    opacity = 1,
  ) {
    const [x0, y0, x1, y1] = box.map(Math.round) as [number, number, number, number];
    for (let y = Math.max(0, y0 - 1); y <= Math.min(this.h - 1, y1 + 1); y++) {
      for (let x = Math.max(0, x0 - 1); x <= Math.min(this.w - 1, x1 + 1); x++) {
        const d = sdf(x + 0.5, y + 0.5);
        if (d > 1) continue;
        this.blend(x, y, color(x + 0.5, y + 0.5), clamp(0.5 - d) * opacity);
      }
    }
  }

  /** Backdrop: a wall with a soft gradient and a table top in perspective with grain. */
  studio(wallTop: Rgb, wallBottom: Rgb, table: Rgb, horizon: number, grain = 0.06) {
    const d = this.r.data;
    for (let y = 0; y < this.h; y++) {
      for (let x = 0; x < this.w; x++) {
        let c: Rgb;
        if (y < horizon) {
          const t = y / horizon;
          const spot = 1 - 0.18 * Math.hypot((x - this.w * 0.42) / this.w, (y - horizon * 0.35) / this.h);
          c = shade(mix(wallTop, wallBottom, t), spot);
        } else {
          const t = (y - horizon) / (this.h - horizon);
          const g = Math.sin((x / this.w) * 40 + Math.sin(y * 0.02) * 3 + noise(Math.floor(x / 9), 0) * 2) * grain;
          c = shade(table, 0.92 + 0.12 * t + g + (noise(x, y) - 0.5) * 0.03);
        }
        const vignette = 1 - 0.22 * (Math.hypot(x / this.w - 0.5, y / this.h - 0.5) * 1.4) ** 2;
        const i = (y * this.w + x) * 4;
        d[i] = clamp(c[0] * vignette, 0, 255);
        d[i + 1] = clamp(c[1] * vignette, 0, 255);
        d[i + 2] = clamp(c[2] * vignette, 0, 255);
        d[i + 3] = 255;
      }
    }
    // A soft edge where the table meets the wall.
    this.shape(
      [0, horizon - 2, this.w, horizon + 3],
      (_x, y) => Math.abs(y - horizon) - 1.2,
      () => shade(table, 0.7),
      0.5,
    );
  }

  /** A contact shadow: darkest under the object, fading out across the table. */
  shadow(cx: number, cy: number, rx: number, ry: number, strength = 0.45) {
    for (let y = Math.floor(cy - ry * 2); y < cy + ry * 2; y++) {
      for (let x = Math.floor(cx - rx * 1.6); x < cx + rx * 1.8; x++) {
        const q = Math.hypot((x - cx - rx * 0.15) / rx, (y - cy) / ry);
        if (q < 1.6) this.blend(x, y, [20, 16, 12], strength * clamp(1 - q / 1.6) ** 1.8);
      }
    }
  }

  /** A lit cylinder (mug, jar, can, cake): body from topY to bottomY, elliptical rims, shading across its width. */
  cylinder(
    cx: number,
    topY: number,
    bottomY: number,
    radius: number,
    base: Rgb,
    opts: { top?: Rgb; gloss?: number; rimTop?: Rgb } = {},
  ) {
    const ry = radius * 0.24;
    const gloss = opts.gloss ?? 0.35;
    const bodySdf = (x: number, y: number) => {
      const dx = Math.abs(x - cx) - radius;
      if (y < topY) return Math.max(dx, Math.hypot((x - cx) / radius, (y - topY) / ry) * ry - ry);
      if (y > bottomY) return Math.hypot((x - cx) / radius, (y - bottomY) / ry) * ry - ry;
      return dx;
    };
    this.shape([cx - radius, topY - ry, cx + radius, bottomY + ry], bodySdf, (x) => {
      const n = clamp((x - cx) / radius, -1, 1);
      const lambert = 0.5 + 0.55 * Math.cos((n + 0.35) * 1.45);
      const spec = Math.exp(-(((n + 0.5) / 0.09) ** 2)) * gloss;
      const rim = Math.exp(-(((n - 0.93) / 0.05) ** 2)) * 0.15;
      return mix(shade(base, lambert), [255, 255, 255], clamp(spec + rim));
    });
    if (opts.top) {
      const top = opts.top;
      this.shape(
        [cx - radius, topY - ry, cx + radius, topY + ry],
        (x, y) => Math.hypot((x - cx) / radius, (y - topY) / ry) * ry - ry,
        (x, y) => shade(top, 0.85 + 0.25 * clamp(1 - Math.hypot((x - cx + radius * 0.3) / radius, (y - topY) / ry))),
      );
      const rimColor = opts.rimTop ?? mix(base, [255, 255, 255], 0.35);
      this.shape(
        [cx - radius, topY - ry, cx + radius, topY + ry],
        (x, y) => Math.abs(Math.hypot((x - cx) / radius, (y - topY) / ry) * ry - ry) - radius * 0.018,
        () => rimColor,
      );
    }
  }

  /** A mug handle: a thick ring on the right side, shaded like the body. */
  handle(cx: number, cy: number, r: number, thickness: number, base: Rgb) {
    this.shape(
      [cx, cy - r - thickness, cx + r + thickness, cy + r + thickness],
      (x, y) => {
        if (x < cx) return 1e3;
        return Math.abs(Math.hypot((x - cx) / 0.8, y - cy) - r) - thickness;
      },
      (x, y) => shade(base, 0.65 + 0.35 * clamp(1 - Math.abs(y - cy) / (r + thickness)) - 0.15 * clamp((x - cx) / r)),
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: (x: number, y: number) => Rgb, opacity = 1) {
    this.shape(
      [cx - rx, cy - ry, cx + rx, cy + ry],
      (x, y) => (Math.hypot((x - cx) / rx, (y - cy) / ry) - 1) * Math.min(rx, ry),
      color,
      opacity,
    );
  }

  /** A rounded rectangle, shaded like a cylinder across its width (bottles, boxes seen from the front). */
  bottle(cx: number, y0: number, y1: number, halfW: number, radius: number, base: Rgb, gloss = 0.5) {
    this.shape(
      [cx - halfW, y0, cx + halfW, y1],
      (x, y) => {
        const qx = Math.abs(x - cx) - (halfW - radius);
        const qy = Math.abs(y - (y0 + y1) / 2) - ((y1 - y0) / 2 - radius);
        return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
      },
      (x) => {
        const n = clamp((x - cx) / halfW, -1, 1);
        const lambert = 0.55 + 0.5 * Math.cos((n + 0.3) * 1.4);
        const spec = Math.exp(-(((n + 0.55) / 0.08) ** 2)) * gloss;
        return mix(shade(base, lambert), [255, 255, 255], clamp(spec));
      },
    );
  }

  /** A leaf: an ellipse rotated by angle with a lighter midrib. */
  leaf(cx: number, cy: number, len: number, width: number, angle: number, base: Rgb) {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const box: [number, number, number, number] = [cx - len, cy - len, cx + len, cy + len];
    this.shape(
      box,
      (x, y) => {
        const u = (x - cx) * cos + (y - cy) * sin;
        const v = -(x - cx) * sin + (y - cy) * cos;
        return (Math.hypot(u / len, v / width) - 1) * width;
      },
      (x, y) => {
        const u = (x - cx) * cos + (y - cy) * sin;
        const v = -(x - cx) * sin + (y - cy) * cos;
        const vein = Math.exp(-((v / (width * 0.06)) ** 2)) * 0.35;
        return mix(shade(base, 0.75 + 0.3 * clamp(0.5 - v / width) + 0.1 * (u / len)), [220, 240, 200], vein);
      },
    );
  }
}

export interface Scene {
  key: string;
  width: number;
  height: number;
  draw(c: Canvas): void;
}

const W = 1600;
const H = 1200;

export const scenes: Scene[] = [
  {
    key: "coffee-mug",
    width: W,
    height: H,
    draw(c) {
      c.studio(hex("#efe3d3"), hex("#d9c3a5"), hex("#8a5a3b"), 760, 0.08);
      c.shadow(820, 985, 300, 46);
      c.handle(1020, 790, 105, 32, hex("#c4643f"));
      c.cylinder(790, 560, 960, 240, hex("#c4643f"), { top: hex("#3b2116"), rimTop: hex("#f2d9c4"), gloss: 0.4 });
      c.ellipse(760, 562, 120, 20, () => hex("#6e4431"), 0.6); // crema
      for (const [x, y, s] of [
        [380, 1010, 1],
        [430, 1060, 0.9],
        [1210, 1040, 1.1],
        [1265, 995, 0.85],
        [330, 1080, 0.95],
      ] as const) {
        c.ellipse(x, y, 26 * s, 18 * s, (px, py) =>
          shade(hex("#4a2a17"), 0.8 + 0.3 * clamp(1 - Math.hypot(px - x + 8, py - y + 6) / 26)),
        );
        c.shape(
          [x - 20, y - 2, x + 20, y + 2],
          (px, py) => Math.abs(py - y - Math.sin((px - x) / 10) * 3) - 1.3,
          () => hex("#2a160b"),
        );
      }
    },
  },
  {
    key: "candle-jar",
    width: W,
    height: H,
    draw(c) {
      c.studio(hex("#2b2f3a"), hex("#3d4150"), hex("#c9b8a3"), 700, 0.04);
      // Warm glow on the wall behind the flame.
      c.ellipse(
        800,
        430,
        420,
        330,
        (x, y) => mix(hex("#3d4150"), hex("#ffcf8a"), 0.5 * clamp(1 - Math.hypot((x - 800) / 420, (y - 430) / 330))),
        0.8,
      );
      c.shadow(820, 1000, 270, 40, 0.5);
      c.cylinder(800, 560, 970, 230, hex("#b8741f"), { top: hex("#f3e6cf"), gloss: 0.7, rimTop: hex("#e9c58e") });
      c.bottle(800, 700, 860, 190, 10, hex("#f6efe4"), 0.2); // label
      c.shape(
        [650, 770, 950, 790],
        (_x, y) => Math.abs(y - 780) - 4,
        () => hex("#3a3328"),
      );
      c.shape(
        [796, 470, 804, 560],
        (x) => Math.abs(x - 800) - 2.5,
        () => hex("#222222"),
      ); // wick
      c.ellipse(800, 455, 22, 58, (x, y) =>
        mix(hex("#ff9b2f"), hex("#fff6d8"), clamp(1 - Math.hypot((x - 800) / 22, (y - 475) / 40))),
      );
    },
  },
  {
    key: "potted-plant",
    width: W,
    height: H,
    draw(c) {
      c.studio(hex("#e6ede4"), hex("#cfdccb"), hex("#e9e2d6"), 800, 0.03);
      c.shadow(820, 1010, 260, 40);
      const green = hex("#3f7d4a");
      const leaves: [number, number, number, number, number][] = [
        [700, 430, 170, 62, -0.9],
        [905, 420, 175, 60, 0.85],
        [800, 330, 160, 58, -1.55],
        [620, 560, 170, 60, -0.35],
        [990, 560, 170, 58, 0.35],
        [760, 520, 150, 55, -1.2],
        [860, 520, 150, 55, 1.2],
        [560, 470, 120, 44, -0.6],
        [1050, 460, 120, 44, 0.6],
      ];
      for (const [x, y, l, w, a] of leaves) c.leaf(x, y, l, w, a, mix(green, hex("#7fb069"), noise(x, y) * 0.6));
      c.shape(
        [560, 600, 1040, 640],
        (x, y) => Math.max(Math.abs(x - 800) - 240, Math.abs(y - 620) - 22),
        (x) => shade(hex("#c0623b"), 0.8 + 0.25 * Math.cos(((x - 800) / 240 + 0.3) * 1.4)),
      );
      c.shape(
        [590, 640, 1010, 1000],
        (x, y) => {
          const t = (y - 640) / 360;
          return Math.max(Math.abs(x - 800) - (210 - 50 * t), Math.abs(y - 820) - 180);
        },
        (x, y) => {
          const t = (y - 640) / 360;
          const n = clamp((x - 800) / (210 - 50 * t), -1, 1);
          return shade(hex("#c8704a"), 0.55 + 0.5 * Math.cos((n + 0.3) * 1.4));
        },
      );
    },
  },
  {
    key: "serum-bottle",
    width: W,
    height: H,
    draw(c) {
      c.studio(hex("#f3e9ec"), hex("#e8d6dc"), hex("#f7f2ef"), 820, 0.0);
      c.ellipse(520, 900, 230, 70, () => hex("#d9c7b8"), 0.9); // a stone plinth
      c.cylinder(520, 860, 960, 230, hex("#cbb8a9"), { top: hex("#e3d5c9"), gloss: 0.15 });
      c.shadow(900, 1030, 180, 34);
      c.bottle(880, 470, 1010, 150, 36, hex("#d7a08a"), 0.6);
      c.bottle(880, 560, 820, 120, 6, hex("#fbf6f2"), 0.15); // label
      c.shape(
        [790, 640, 970, 660],
        (_x, y) => Math.abs(y - 650) - 5,
        () => hex("#5a4038"),
      );
      c.shape(
        [810, 700, 950, 712],
        (_x, y) => Math.abs(y - 706) - 2.5,
        () => hex("#a98e80"),
      );
      c.bottle(880, 360, 470, 52, 8, hex("#2d2a2a"), 0.35); // collar
      c.ellipse(880, 300, 46, 78, (x) => shade(hex("#1f1c1c"), 0.7 + 0.5 * clamp(1 - Math.abs(x - 860) / 46))); // dropper bulb
      c.shadow(1240, 1010, 90, 20, 0.35);
      c.ellipse(1240, 960, 80, 60, (x, y) =>
        shade(hex("#e9b7a6"), 0.75 + 0.3 * clamp(1 - Math.hypot(x - 1215, y - 940) / 80)),
      ); // a peach
      c.leaf(1275, 892, 55, 20, -0.5, hex("#5e8c4e"));
    },
  },
  {
    key: "layer-cake",
    width: W,
    height: H,
    draw(c) {
      c.studio(hex("#fbefe3"), hex("#f3dcc8"), hex("#b98d6a"), 780, 0.07);
      c.shadow(820, 1000, 360, 50);
      c.cylinder(800, 900, 960, 380, hex("#f4f1ec"), { top: hex("#ffffff"), gloss: 0.2 }); // plate
      c.cylinder(800, 560, 900, 300, hex("#f2c9d0"), { top: hex("#fbe7ea"), gloss: 0.25, rimTop: hex("#fff5f7") });
      for (let i = 0; i < 9; i++) {
        const x = 560 + i * 60;
        c.ellipse(x, 580 + Math.sin(i) * 6, 26, 30, (px, py) =>
          shade(hex("#fff8f8"), 0.85 + 0.2 * clamp(1 - Math.hypot(px - x + 8, py - 570) / 28)),
        );
      }
      for (const [x, y] of [
        [650, 545],
        [760, 530],
        [860, 540],
        [950, 552],
        [705, 575],
        [905, 578],
      ] as const) {
        c.ellipse(x, y, 24, 22, (px, py) =>
          mix(hex("#b3122e"), hex("#ff9aa8"), clamp(1 - Math.hypot(px - x + 8, py - y + 8) / 24) * 0.6),
        );
      }
      c.shape(
        [500, 720, 1100, 740],
        (x, y) => Math.max(Math.abs(y - 730 - Math.sin(x / 30) * 4) - 6, Math.abs(x - 800) - 296),
        () => hex("#e8a3b0"),
      );
    },
  },
  {
    key: "sport-bottle",
    width: W,
    height: H,
    draw(c) {
      c.studio(hex("#dfe9f2"), hex("#c4d4e3"), hex("#5d6b78"), 840, 0.02);
      c.shadow(800, 1045, 200, 36, 0.5);
      c.cylinder(800, 420, 1030, 165, hex("#1f6fb2"), { gloss: 0.6 });
      c.bottle(800, 640, 860, 166, 4, hex("#0f3f66"), 0.3); // grip band
      c.shape(
        [640, 730, 960, 760],
        (_x, y) => Math.abs(y - 745) - 8,
        () => hex("#ffcc33"),
      );
      c.cylinder(800, 330, 420, 120, hex("#222a31"), { top: hex("#3b4651"), gloss: 0.3 }); // cap
      c.handle(900, 330, 48, 14, hex("#222a31"));
      c.ellipse(800, 300, 40, 12, () => hex("#11161b"));
      // A towel folded beside it.
      c.bottle(1190, 930, 1040, 190, 30, hex("#f0f0ec"), 0.1);
      c.shape(
        [1000, 975, 1380, 985],
        (_x, y) => Math.abs(y - 980) - 3,
        () => hex("#d0d0c8"),
      );
    },
  },
];

export function drawScene(scene: Scene): Raster {
  const canvas = new Canvas(scene.width, scene.height);
  scene.draw(canvas);
  return canvas.r;
}
