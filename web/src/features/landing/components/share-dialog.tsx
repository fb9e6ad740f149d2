import * as Dialog from "@radix-ui/react-dialog";
import { Share2, X } from "lucide-react";
import { SHARE_TEXT, SHARE_TITLE } from "../share";
import { actionClasses } from "./action-classes";
import { SharePanel } from "./share-panel";

/**
 * Share the site from the landing page: a trigger button and a dialog holding the share panel.
 */
export function ShareDialog({ url, triggerClassName }: { url: string; triggerClassName?: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={triggerClassName ?? actionClasses("ghost", "lg")}>
        <Share2 aria-hidden className="h-4 w-4" />
        Share
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto border border-border-strong bg-surface p-5 text-foreground shadow-xl sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="font-mono text-xs font-bold uppercase tracking-[0.25em] text-accent-text">Broadcast</p>
              <Dialog.Title className="mt-1 font-mono text-xl font-bold">Share ReachGen</Dialog.Title>
            </div>
            <Dialog.Close aria-label="Close share dialog" className="grid h-10 w-10 place-items-center border border-transparent hover:border-border hover:bg-surface-2">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-muted-foreground">{SHARE_TEXT}</Dialog.Description>

          <SharePanel url={url} title={SHARE_TITLE} text={SHARE_TEXT} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
