import { BrandKitsPanel } from "@web/features/brand/components/brand-kits-panel";

/** What the page shows inside its frame (app/frames.ts, decision 045), once the visitor is signed in. */
export default function BrandPage() {
  return <BrandKitsPanel />;
}
