import { ImageUp, MessageSquareText, PackageCheck } from "lucide-react";
import { businessTypes, tones } from "@common/business";
import { allImageSizes } from "@common/platforms";
import { eyebrowClasses } from "@web/components/ui/eyebrow";

const steps = [
  {
    icon: ImageUp,
    title: "Upload image",
    text: "One product or storefront photo. Your browser shrinks it before upload, so even a 12-megapixel phone shot goes up fast.",
    spec: "JPEG · PNG · WEBP",
  },
  {
    icon: MessageSquareText,
    title: "Describe business",
    text: "Business type, audience, tone and the one message you want to land. Add a brand name and a call to action if you have them.",
    spec: `${businessTypes.length} business types · ${tones.length} tones`,
  },
  {
    icon: PackageCheck,
    title: "Get ads",
    text: "Titles, body copy and hashtags per platform and language, each within that platform's limits — plus the photo framed for every size.",
    spec: `${allImageSizes.length} sizes · ZIP · PDF`,
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
      <p className={eyebrowClasses}>{/* How it works */}</p>
      <h2 id="how-title" className="mt-3 max-w-2xl text-3xl font-bold leading-tight sm:text-4xl">
        Three steps. No design tools.
      </h2>
      <ol className="mt-10 grid gap-px overflow-hidden border border-border bg-border md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex flex-col bg-surface p-6 sm:p-8">
            <div className="flex items-center justify-between">
              <span aria-hidden className="font-mono text-5xl font-bold leading-none text-accent-text">
                {String(index + 1).padStart(2, "0")}
              </span>
              <step.icon aria-hidden className="h-7 w-7 text-muted-foreground" />
            </div>
            <h3 className="mt-6 text-xl font-bold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">{step.text}</p>
            <p className="mt-6 border-t border-dashed border-border pt-3 font-mono text-xs font-bold uppercase tracking-widest text-foreground">
              {step.spec}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
