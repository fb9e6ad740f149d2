import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { AdminTerminal } from "@web/features/admin/components/admin-terminal";

/** Loaded on demand (see router.tsx): the terminal and its charts (recharts) stay out of the main bundle. */
export default function AdminPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageMeta {...routeMeta.admin} />
      <p className="font-mono text-xs tracking-[0.3em] text-accent-text">RESTRICTED</p>
      <h1 className="mt-2 mb-8 font-mono text-3xl font-bold sm:text-4xl">ADMIN TERMINAL</h1>
      <AdminTerminal />
    </div>
  );
}
