import { platforms } from "@common/platforms";
import { eyebrowClasses } from "@web/components/ui/eyebrow";
import { AspectGlyph } from "./aspect-glyph";

/** Every platform, each drawn by the shapes of the images it gets (from the one platform table). */
export function PlatformRow() {
  return (
    <section aria-labelledby="platforms-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <p className={eyebrowClasses}>{/* Output targets */}</p>
          <h2 id="platforms-title" className="mt-3 text-2xl font-bold sm:text-3xl">
            Sized for the feeds your customers scroll
          </h2>
        </div>
        <p className="max-w-sm text-sm text-muted-foreground">
          Each tile shows the exact frames ReachGen renders for that platform.
        </p>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
        {platforms.map((p) => (
          <li key={p.id} className="flex flex-col items-start border border-border bg-surface p-4">
            <span className="flex h-12 items-end gap-1.5 text-accent-text">
              {p.sizes.map((s) => (
                <AspectGlyph key={s.key} width={s.width} height={s.height} box={44} />
              ))}
            </span>
            <span className="mt-3 font-mono text-sm font-bold">{p.name}</span>
            <span className="mt-1 font-mono text-[11px] leading-snug text-muted-foreground">
              {p.sizes.map((s) => `${s.width}×${s.height}`).join(" · ")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
