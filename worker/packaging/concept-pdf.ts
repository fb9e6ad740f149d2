import { PDFDocument, rgb, type PDFPage } from "pdf-lib";
import { ctaApartPlatforms } from "@common/copy";
import { isRtl, languageByCode } from "@common/languages";
import { PLATFORM_FACTS_VERSION, platformById, type PlatformId } from "@common/platforms";
import type { PackagedConcept } from "./types";
import { fontkitForPdfLib, type FontSource } from "./pdf-fonts";
import { drawParagraph, FontSet, measureParagraph, type TextStyle } from "./pdf-text";

export interface SheetImage {
  label: string;
  width: number;
  height: number;
  /** A JPEG small enough for a contact sheet. */
  jpeg: Uint8Array;
}

/**
 * A platform's pictures on the sheet: one per size, the creative (the finished ad) in the concept's first language
 * where it is drawn, else the plain rendition, each labelled with its size name.
 */
export interface SheetPlatform {
  platform: PlatformId;
  images: SheetImage[];
}

export interface SheetConcept {
  concept: PackagedConcept;
  platforms: PlatformId[];
  /** The pictures shown before the platforms: the uploaded photo, when the options include it. */
  images: SheetImage[];
  /** Per platform, its sizes' pictures (none for the photo alone); the platform's copy follows them on the sheet. */
  byPlatform?: SheetPlatform[];
  /** What the sheet says of creatives it could not have yet (their plain renditions stand in), or null. */
  note?: string | null;
}

export interface SheetOptions {
  includeVariants: boolean;
  includeMetadata: boolean;
}

const A4: [number, number] = [595.28, 841.89];
const M = 42;
const INK = rgb(0.08, 0.09, 0.1);
const MUTED = rgb(0.38, 0.4, 0.44);
const ACCENT = rgb(0.05, 0.45, 0.36);
const RULE = rgb(0.85, 0.86, 0.88);

/** A page cursor that starts a continuation page when a block does not fit. */
class Sheet {
  page!: PDFPage;
  y = 0;
  constructor(
    private doc: PDFDocument,
    readonly fonts: FontSet,
    private heading: string,
  ) {}

  get width() {
    return A4[0] - 2 * M;
  }

  async newPage(continued = true) {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - M;
    this.page.drawRectangle({ x: M, y: this.y - 3, width: this.width, height: 3, color: ACCENT });
    this.y -= 6;
    this.y = await drawParagraph(
      this.page,
      this.fonts,
      `${this.heading}${continued ? " (continued)" : ""}`,
      M,
      this.y,
      this.width,
      style(8, "en", { color: MUTED }),
    );
    this.y -= 12;
  }

  async ensure(height: number) {
    if (this.y - height < M + 20) await this.newPage();
  }

  async text(text: string, style: TextStyle, x = M, maxWidth = this.width) {
    const h = await measureParagraph(this.fonts, text, maxWidth, style);
    await this.ensure(Math.min(h, A4[1] / 2));
    this.y = await drawParagraph(this.page, this.fonts, text, x, this.y, maxWidth, style);
  }

  gap(h: number) {
    this.y -= h;
  }

  async rule() {
    await this.ensure(8);
    this.page.drawRectangle({ x: M, y: this.y - 4, width: this.width, height: 0.6, color: RULE });
    this.y -= 10;
  }
}

const style = (size: number, lang = "en", extra: Partial<TextStyle> = {}): TextStyle => ({
  size,
  color: INK,
  lang,
  rtl: isRtl(lang),
  ...extra,
});

/**
 * The image grid: three columns (or `cols`), each image scaled to the column width and capped in height, labelled
 * below (the label wraps in its column).
 */
async function drawImages(doc: PDFDocument, sheet: Sheet, images: SheetImage[], cols = 3, maxH = 170) {
  const gutter = 12;
  const colW = (sheet.width - gutter * (cols - 1)) / cols;
  const label = style(7, "en", { color: MUTED });
  for (let i = 0; i < images.length; i += cols) {
    const row = images.slice(i, i + cols);
    const dims = row.map((im) => {
      const s = Math.min(colW / im.width, maxH / im.height);
      return { w: im.width * s, h: im.height * s };
    });
    const labelH = Math.max(
      ...(await Promise.all(row.map((im) => measureParagraph(sheet.fonts, im.label, colW, label)))),
    );
    const rowH = Math.max(...dims.map((d) => d.h)) + Math.max(16, labelH + 6);
    await sheet.ensure(rowH + 6);
    for (const [j, im] of row.entries()) {
      const d = dims[j]!;
      const x = M + j * (colW + gutter) + (colW - d.w) / 2;
      const embedded = await doc.embedJpg(im.jpeg);
      sheet.page.drawImage(embedded, { x, y: sheet.y - d.h, width: d.w, height: d.h });
      sheet.page.drawRectangle({ x, y: sheet.y - d.h, width: d.w, height: d.h, borderColor: RULE, borderWidth: 0.5 });
      await drawParagraph(sheet.page, sheet.fonts, im.label, M + j * (colW + gutter), sheet.y - d.h - 1, colW, label);
    }
    sheet.y -= rowH + 6;
  }
}

/**
 * The copy of one platform (title, body and hashtags) in each of the concept's languages that has it, each in its own
 * script and direction.
 */
async function drawPlatformCopy(sheet: Sheet, concept: PackagedConcept, platform: PlatformId, languages: string[]) {
  const facts = platformById(platform);
  const copy = concept.aiGeneratedCopy ?? {};
  for (const lang of languages) {
    const c = copy[lang]?.[platform];
    if (!c) continue;
    const body = [c.body, c.hashtags?.length ? c.hashtags.join(" ") : ""].filter(Boolean).join("\n");
    // The call to action where the text does not say it: the name fields' and the ads' that show it as a button.
    const button = c.cta && ctaApartPlatforms.has(platform) ? c.cta : "";
    const block =
      (await measureParagraph(sheet.fonts, c.title, sheet.width, style(10.5, lang))) +
      (await measureParagraph(sheet.fonts, body, sheet.width, style(9.5, lang))) +
      (button ? await measureParagraph(sheet.fonts, button, sheet.width, style(9.5, lang)) : 0) +
      18;
    await sheet.ensure(block);
    const name = languageByCode(lang);
    await sheet.text(
      `${name?.name ?? lang}${name && name.nativeName !== name.name ? ` · ${name.nativeName}` : ""} (${lang}) — ${facts.fieldNames.title} / ${facts.fieldNames.body}${button ? " / Call to action" : ""}`,
      style(7.5, "en", { color: MUTED }),
    );
    await sheet.text(c.title, style(10.5, lang, { bold: true }));
    await sheet.text(body, style(9.5, lang));
    if (button) await sheet.text(button, style(9.5, lang, { bold: true }));
    sheet.gap(4);
  }
}

/**
 * The contact sheet: per concept, a header, the photo, then per platform its sizes (the creative in the concept's first
 * language where drawn, else the rendition) and its copy in every language (each in its own script, right-to-left
 * languages set from the right); then optional A/B variants and the brief.
 */
export async function buildContactSheet(
  items: SheetConcept[],
  options: SheetOptions,
  source: FontSource,
): Promise<{ pdf: Uint8Array; fonts: string[]; missingGlyphs: number; pages: number[] }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkitForPdfLib as unknown as Parameters<PDFDocument["registerFontkit"]>[0]);
  doc.setTitle(
    items.length === 1 ? `ReachGen concept ${number(items[0]!.concept)}` : `ReachGen concepts (${items.length})`,
  );
  doc.setCreator("ReachGen");
  doc.setProducer("ReachGen (pdf-lib)");
  const fonts = new FontSet(doc, source);
  const pages: number[] = [];

  for (const { concept, platforms, images, byPlatform, note } of items) {
    const first = doc.getPageCount();
    const brief = concept.businessContext ?? {};
    const brand = typeof brief.brandName === "string" && brief.brandName ? brief.brandName : "";
    const sheet = new Sheet(
      doc,
      fonts,
      `REACHGEN AD CONCEPT #${number(concept)}${brand ? ` · ${brand}` : ""} · ${concept.createdAt.toISOString().slice(0, 10)}`,
    );
    await sheet.newPage(false);
    await sheet.text(concept.titleEn, style(18, "en", { bold: true, lineHeight: 1.25 }));
    sheet.gap(2);
    await sheet.text(concept.bodyEn, style(10, "en", { color: MUTED }));
    sheet.gap(10);
    if (images.length) await drawImages(doc, sheet, images);

    const copy = concept.aiGeneratedCopy ?? {};
    const languages = (concept.selectedLanguages?.length ? concept.selectedLanguages : Object.keys(copy)).filter(
      (l) => copy[l],
    );
    // Per platform: its sizes (the finished ads where drawn), then its copy in every language.
    for (const p of platforms) {
      const pictures = byPlatform?.find((b) => b.platform === p)?.images ?? [];
      const hasCopy = languages.some((l) => copy[l]?.[p]);
      if (!pictures.length && !hasCopy) continue;
      await sheet.rule();
      // The heading stays with the first row of pictures (or the first block of copy).
      await sheet.ensure(pictures.length ? 230 : 60);
      await sheet.text(platformById(p).name, style(12, "en", { bold: true, color: ACCENT }));
      sheet.gap(4);
      if (pictures.length) await drawImages(doc, sheet, pictures, 4, 170);
      await drawPlatformCopy(sheet, concept, p, languages);
    }
    if (note) {
      await sheet.rule();
      await sheet.text("Creatives still to come", style(11, "en", { bold: true, color: ACCENT }));
      for (const para of note.split("\n\n")) await sheet.text(para, style(8.5, "en", { color: MUTED }));
      await sheet.text(
        "Until then the sheet shows the plain rendition of each size in its place.",
        style(8.5, "en", { color: MUTED }),
      );
      sheet.gap(6);
    }

    if (options.includeVariants) {
      await sheet.rule();
      await sheet.text("A/B variants", style(11, "en", { bold: true, color: ACCENT }));
      const variants: [string, string | null, string][] = [
        ["English title B", concept.titleEnVariant, "en"],
        ["English body B", concept.bodyEnVariant, "en"],
        ["Spanish title B", concept.titleEsVariant, "es"],
        ["Spanish body B", concept.bodyEsVariant, "es"],
      ];
      for (const [label, value, lang] of variants) {
        await sheet.text(label, style(7.5, "en", { color: MUTED }));
        await sheet.text(value ?? "—", style(9.5, lang));
      }
    }

    if (options.includeMetadata) {
      await sheet.rule();
      await sheet.text("Brief and facts", style(11, "en", { bold: true, color: ACCENT }));
      const facts: [string, unknown][] = [
        ["Business type", brief.businessType],
        ["Target audience", brief.targetAudience],
        ["Tone", brief.tone],
        ["Product", brief.productDescription],
        ["Key message", brief.keyMessage],
        ["Call to action", brief.callToAction],
        ["Image analysis", brief.imageAnalysis ?? concept.imageDescription],
        ["Languages", languages.join(", ")],
        ["Platforms", platforms.map((p) => platformById(p).name).join(", ")],
        ["Platform facts", `version ${PLATFORM_FACTS_VERSION}`],
      ];
      for (const [label, value] of facts) {
        if (typeof value !== "string" || !value) continue;
        await sheet.text(`${label}: ${value}`, style(8.5, "en", { color: MUTED }));
      }
    }
    pages.push(doc.getPageCount() - first);
  }

  // Page numbers, once the count is known.
  const total = doc.getPageCount();
  const latin = (await fonts.face("latin")).pdf;
  for (const [i, page] of doc.getPages().entries()) {
    page.drawText(`${i + 1} / ${total}`, { x: A4[0] - M - 30, y: M - 18, size: 7, color: MUTED, font: latin });
  }
  const pdf = await doc.save();
  return { pdf, fonts: [...fonts.used], missingGlyphs: fonts.missing, pages };
}

function number(concept: PackagedConcept) {
  return String(concept.userConceptNumber ?? concept.id).padStart(3, "0");
}
