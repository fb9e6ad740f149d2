import { paths } from "@common/paths";
import { PageMeta } from "@web/components/seo/page-meta";
import { CryptoPaymentsPanel } from "@web/features/admin/components/crypto-payments-panel";
import { OutboxPanel } from "@web/features/admin/components/outbox-panel";

export default function AdminPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageMeta title="Admin Terminal" description="ReachGen administration." keywords="admin" path={paths.admin} />
      <p className="font-mono text-xs tracking-[0.3em] text-accent-text">RESTRICTED</p>
      <h1 className="mt-2 mb-8 font-mono text-3xl font-bold sm:text-4xl">ADMIN TERMINAL</h1>
      <div className="grid gap-8">
        <CryptoPaymentsPanel />
        <OutboxPanel />
      </div>
    </div>
  );
}
