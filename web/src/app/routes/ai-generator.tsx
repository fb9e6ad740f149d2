import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { Generator } from "@web/features/generator/components/generator";

export default function AiGeneratorPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <PageMeta {...routeMeta.aiGenerator} />
      <p className="font-mono text-xs tracking-[0.3em] text-accent-text">GENERATOR</p>
      <h1 className="mt-2 font-mono text-3xl font-bold sm:text-4xl">AI Ad Copy Generator</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        One photo and a short brief become titles, body copy and hashtags per platform and language, with the photo
        framed for every size.
      </p>
      <Generator />
    </div>
  );
}
