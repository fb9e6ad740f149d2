import { Share2 } from "lucide-react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogEyebrow,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { SharePanel } from "@web/components/ui/share-panel";
import { buttonClasses } from "@web/components/ui/button";
import { SHARE_TEXT, SHARE_TITLE } from "../share";

/** Share the site from the landing page: a trigger button and a dialog holding the share panel. */
export function ShareDialog({ url, triggerClassName }: { url: string; triggerClassName?: string }) {
  return (
    <Dialog>
      <DialogTrigger className={triggerClassName ?? buttonClasses("ghost", "display-lg")}>
        <Share2 aria-hidden className="h-4 w-4" />
        Share
      </DialogTrigger>
      <DialogContent closeLabel="Close share dialog">
        <DialogHeader>
          <DialogEyebrow>Broadcast</DialogEyebrow>
          <DialogTitle>Share ReachGen</DialogTitle>
          <DialogDescription>{SHARE_TEXT}</DialogDescription>
        </DialogHeader>
        <SharePanel url={url} title={SHARE_TITLE} text={SHARE_TEXT} />
      </DialogContent>
    </Dialog>
  );
}
