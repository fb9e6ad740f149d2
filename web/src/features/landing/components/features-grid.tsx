import { BrainCircuit, Crop, FileArchive, Languages, LayoutGrid, Palette } from "lucide-react";
import { languages } from "@common/languages";
import { platforms } from "@common/platforms";
import { eyebrowClasses } from "@web/components/ui/eyebrow";
import { platformNames } from "@web/lib/platforms";

const features = [
  {
    icon: BrainCircuit,
    tag: "Model",
    title: "Copy from a language model or a native phrase library",
    text: "Deployed on Cloudflare, a large language model (Workers AI, or an OpenAI-compatible model you connect) drafts titles, body copy and hashtags in the tone you pick; without one, a phrase library written natively for each language does. The phrase library states only what your brief says and the model is told to do the same; every line is checked against the platform's limits, and each concept names the engine that wrote it.",
  },
  {
    icon: Crop,
    tag: "Framing",
    title: "Smart resizing that keeps the product whole",
    text: "Crops follow the subject of your photo. Where a size would cut it, the product stays whole and the frame is filled from the photo's own edges, blended in without a seam — no black bars, no stretched pixels.",
  },
  {
    icon: Languages,
    tag: "i18n",
    title: `${languages.length} languages`,
    text: "Native phrasing from Spanish and German to Japanese, Hindi and Korean, with right-to-left layout for Arabic and Hebrew.",
  },
  {
    icon: LayoutGrid,
    tag: "Reach",
    title: `${platforms.length} platforms`,
    text: `${platformNames} — each with its own sizes, field names and copy limits.`,
  },
  {
    icon: Palette,
    tag: "Creatives",
    title: "Designed creatives in your brand kit",
    text: `The headline, the button and your logo set on every size in your colours and fonts, inside each placement's safe zone, in all ${languages.length} languages: right to left in Arabic and Hebrew, Arabic letters joined, Devanagari conjuncts whole. Four layouts to switch between.`,
  },
  {
    icon: FileArchive,
    tag: "Export",
    title: "ZIP and PDF packages",
    text: "One ZIP with a folder per platform — images and copy files side by side — or a PDF to send to a client or your team.",
  },
];

export function FeaturesGrid() {
  return (
    <section aria-labelledby="features-title" className="border-y border-border bg-surface-2">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <p className={eyebrowClasses}>{/* AI features */}</p>
        <div className="mt-3 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <h2 id="features-title" className="max-w-2xl text-3xl font-bold leading-tight sm:text-4xl">
            Everything a campaign needs, from one upload.
          </h2>
          <p className="max-w-md text-muted-foreground">
            The copy engine and the image pipeline run together, so the words and the pictures arrive as one package.
          </p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => (
            <li
              key={f.title}
              className="group flex flex-col border border-border bg-surface p-6 transition-colors hover:border-border-strong"
            >
              <div className="flex items-start justify-between gap-4">
                <span className="grid h-11 w-11 place-items-center border border-border bg-accent-soft text-accent-text">
                  <f.icon aria-hidden className="h-5 w-5" />
                </span>
                <span className="font-mono text-[11px] font-bold uppercase tracking-widest text-muted-foreground">
                  {f.tag}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-bold leading-snug">{f.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{f.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
