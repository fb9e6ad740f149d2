import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogEyebrow,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { SharePanel } from "@web/components/ui/share-panel";
import { SHARE_TEXT, SHARE_TITLE } from "../share";

/** The landing page's share dialog: the seven networks, the link and the device's share sheet. */
export default function ShareDialogContent({
  url,
  open,
  onOpenChange,
}: {
  url: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
