import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { BrandKitsPanel } from "@web/features/brand/components/brand-kits-panel";

export default function BrandPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageMeta {...routeMeta.brand} />
      <p className="font-mono text-xs tracking-[0.3em] text-accent-text">BRAND</p>
      <h1 className="mt-2 mb-8 font-mono text-3xl font-bold sm:text-4xl">Brand Kits</h1>
      <BrandKitsPanel />
    </div>
  );
}
