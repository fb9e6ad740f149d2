import { paths } from "@common/paths";
import { PageMeta } from "@web/components/seo/page-meta";

export const generatorMeta = {
  title: "AI Ad Copy Generator",
  description: "Generate ad titles, body copy and hashtags in 20 languages, with your photo framed for 7 social platforms.",
  keywords: "AI ad copy generator, multilingual ads, social media image resize",
  path: paths.aiGenerator,
};

const steps = [
  { n: 1, title: "Upload image", text: "Drop in one product or business photo (JPEG, PNG or WebP)." },
  { n: 2, title: "Business information", text: "Business type, audience, tone and what you sell — plus brand, key message and call to action." },
  { n: 3, title: "Platforms and languages", text: "Pick any of the 7 platforms and up to 20 languages." },
];

export default function AiGeneratorPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <PageMeta {...generatorMeta} />
      <p className="font-mono text-xs tracking-[0.3em] text-accent-text">GENERATOR</p>
      <h1 className="mt-2 font-mono text-3xl font-bold sm:text-4xl">AI Ad Copy Generator</h1>
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {steps.map((s) => (
          <li key={s.n} className="border border-border bg-surface p-5">
            <h2 className="font-mono text-base font-bold">
              <span className="mr-2 text-accent-text">{s.n}.</span>
              {s.title}
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">{s.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
