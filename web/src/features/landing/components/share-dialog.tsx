import { Share2 } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogEyebrow, DialogHeader, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { SHARE_TEXT, SHARE_TITLE } from "../share";
import { actionClasses } from "./action-classes";
import { SharePanel } from "./share-panel";

/** Share the site from the landing page: a trigger button and a dialog holding the share panel. */
export function ShareDialog({ url, triggerClassName }: { url: string; triggerClassName?: string }) {
  return (
    <Dialog>
      <DialogTrigger className={triggerClassName ?? actionClasses("ghost", "lg")}>
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
