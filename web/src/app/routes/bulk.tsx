import { BulkPanel } from "@web/features/bulk/components/bulk-panel";

/** What the page shows inside its frame (app/frames.ts, decision 045), once the visitor is signed in. */
export default function BulkPage() {
  return <BulkPanel />;
}
