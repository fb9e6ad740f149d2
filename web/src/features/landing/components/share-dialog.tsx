import { lazy, Suspense, useState } from "react";
import { Share2 } from "lucide-react";
import { buttonClasses } from "@web/components/ui/button";

/** The dialog's code (Radix, the share panel) loads on the first click (decision 016). */
const ShareDialogContent = lazy(() => import("./share-dialog-content"));

/** Share the site from the landing page: a trigger button and a dialog holding the share panel. */
export function ShareDialog({ url, triggerClassName }: { url: string; triggerClassName?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={triggerClassName ?? buttonClasses("ghost", "display-lg")}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Share2 aria-hidden className="h-4 w-4" />
        Share
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ShareDialogContent url={url} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
