import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { ApiKeysPanel } from "@web/features/api-keys/components/api-keys-panel";

export default function ApiKeysPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageMeta {...routeMeta.apiKeys} />
      <p className="font-mono text-xs tracking-[0.3em] text-accent-text">DEVELOPER</p>
      <h1 className="mt-2 mb-8 font-mono text-3xl font-bold sm:text-4xl">API Keys</h1>
      <ApiKeysPanel />
    </div>
  );
}
