import { platforms } from "@common/platforms";
import { AspectGlyph } from "./aspect-glyph";

const renditions = platforms.flatMap((p) => p.sizes.map((s) => ({ ...s, platform: p.name })));

/**
 * The hero's illustration: what one run produces, drawn as a terminal session. It is a sample (labelled as such), not
 * live output; the sizes come from the platform table, so the drawing cannot drift from what the engine renders.
 */
export function TerminalPreview() {
  return (
    <figure className="min-w-0 border border-border-strong bg-surface shadow-[6px_6px_0_0_var(--accent)]">
      <figcaption className="flex items-center gap-2 border-b border-border px-4 py-2.5">
        <span aria-hidden className="h-2.5 w-2.5 bg-destructive" />
        <span aria-hidden className="h-2.5 w-2.5 bg-warning" />
        <span aria-hidden className="h-2.5 w-2.5 bg-accent" />
        <span className="ml-2 truncate font-mono text-xs text-muted-foreground">concept.run — sample output</span>
      </figcaption>
      <div className="space-y-1 px-4 py-4 font-mono text-[13px] leading-relaxed sm:px-5">
        <p className="break-words text-muted-foreground">
          <span className="text-accent-text">$</span> reachgen generate --photo sourdough.jpg --lang en,es,ja
          --platforms all
        </p>
        <ol className="space-y-0.5 pt-2" aria-label="Pipeline steps">
          <li>
            <span className="font-bold text-accent-text">[ OK ]</span> photo analysed · subject centred · warm palette
          </li>
          <li>
            <span className="font-bold text-accent-text">[ OK ]</span> framed {renditions.length} renditions · subject
            kept whole
          </li>
          <li>
            <span className="font-bold text-accent-text">[ OK ]</span> copy written · {platforms.length} platforms × 3
            languages
          </li>
        </ol>
      </div>

      <div className="border-t border-border px-4 py-4 sm:px-5">
        <p className="font-mono text-[11px] font-bold uppercase tracking-widest text-muted-foreground">Renditions</p>
        <ul
          className="mt-3 grid grid-cols-4 items-end gap-x-2 gap-y-3 sm:grid-cols-8"
          aria-label="Rendered image sizes"
        >
          {renditions.map((r) => (
            <li
              key={r.key}
              className="flex flex-col items-center gap-1.5 text-accent-text"
              title={`${r.platform} ${r.label}`}
            >
              <AspectGlyph width={r.width} height={r.height} box={34} className="bg-accent-soft" />
              <span className="sr-only">
                {r.platform} {r.label}:
              </span>
              <span className="font-mono text-[10px] leading-none text-muted-foreground">
                {r.width}×{r.height}
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div className="grid gap-4 border-t border-border px-4 py-4 sm:grid-cols-2 sm:px-5">
        <div>
          <p className="font-mono text-[11px] font-bold uppercase tracking-widest text-muted-foreground">
            Facebook · Feed · EN
          </p>
          <p className="mt-1 font-semibold leading-snug">Sourdough, baked before sunrise.</p>
          <p className="mt-1 text-sm text-muted-foreground">
            48-hour ferment, crackling crust. Reserve your loaf by 9 am.
          </p>
          <p className="mt-1 font-mono text-xs text-accent-text">#sourdough #localbakery</p>
        </div>
        <div lang="es">
          <p className="font-mono text-[11px] font-bold uppercase tracking-widest text-muted-foreground" lang="en">
            Pinterest · Pin · ES
          </p>
          <p className="mt-1 font-semibold leading-snug">Masa madre, horneada al amanecer.</p>
          <p className="mt-1 text-sm text-muted-foreground">
            48 horas de fermentación y corteza crujiente. Reserva tu pan antes de las 9.
          </p>
          <p className="mt-1 font-mono text-xs text-accent-text">#masamadre #panaderia</p>
        </div>
      </div>
    </figure>
  );
}
