import { type BrandColors, type FontPairing, fontPairings, labelColorOn } from "@common/brand-kits";

/**
 * A stand-in for one creative in the kit's colours and headline font: the headline on a band of the primary colour
 * over a placeholder photo, the logo in the corner and the call to action as a button in the accent colour, and a
 * caption line in the text colour on the background colour. The real rendered creative will replace it here.
 */
export function BrandPreview({
  colors,
  fontPairing,
  logoUrl,
  headline,
  callToAction,
  caption,
}: {
  colors: BrandColors;
  fontPairing: FontPairing;
  logoUrl: string | null;
  headline: string;
  callToAction: string;
  caption: string | null;
}) {
  const faces = fontPairings[fontPairing];
  return (
    <figure
      aria-label="Preview of a creative in this kit"
      className="overflow-hidden border border-border-strong"
      style={{ background: colors.background, fontFamily: `'${faces.text}', system-ui, sans-serif` }}
    >
      <div
        className="relative aspect-[4/5] w-full"
        style={{
          background: "repeating-linear-gradient(135deg, #cbd5e1 0 14px, #e2e8f0 14px 28px)",
        }}
      >
        <span className="absolute inset-0 flex items-center justify-center font-mono text-xs text-slate-500">
          YOUR PHOTO
        </span>
        {logoUrl ? (
          <img src={logoUrl} alt="Logo" className="absolute top-3 left-3 max-h-12 max-w-[40%] object-contain" />
        ) : null}
        <div className="absolute inset-x-0 bottom-0 p-4" style={{ background: colors.primary }}>
          <p
            data-testid="preview-headline"
            className="text-xl leading-tight font-bold"
            style={{ color: labelColorOn(colors.primary), fontFamily: `'${faces.headline}', Georgia, serif` }}
          >
            {headline}
          </p>
          <span
            data-testid="preview-cta"
            className="mt-3 inline-block rounded-full px-4 py-1.5 text-sm font-semibold"
            style={{ background: colors.accent, color: labelColorOn(colors.accent) }}
          >
            {callToAction}
          </span>
        </div>
      </div>
      {caption ? (
        <figcaption className="px-4 py-2 text-sm" style={{ color: colors.text }}>
          {caption}
        </figcaption>
      ) : null}
    </figure>
  );
}
