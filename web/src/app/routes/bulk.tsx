import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { BulkPanel } from "@web/features/bulk/components/bulk-panel";

export default function BulkPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageMeta {...routeMeta.bulk} />
      <p className="font-mono text-xs tracking-[0.3em] text-accent-text">GENERATE</p>
      <h1 className="mt-2 mb-8 font-mono text-3xl font-bold sm:text-4xl">Bulk Generate</h1>
      <BulkPanel />
    </div>
  );
}
