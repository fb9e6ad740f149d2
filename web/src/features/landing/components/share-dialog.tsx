import { useEffect, useId, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Check, Copy, ExternalLink, Share2, Smartphone, X } from "lucide-react";
import { toast } from "@web/components/ui/toast";
import { canNativeShare, isShareAbort, openShareWindow, SHARE_TEXT, SHARE_TITLE, shareTargets } from "../share";
import { actionClasses } from "./action-classes";

/**
 * Share the site: seven networks in a 600x400 window, the device's share sheet where there is one, or a copied link.
 * Failures toast 'Share failed' / 'Copy failed' (SPEC §8); closing the share sheet is not a failure.
 */
export function ShareDialog({ url, triggerClassName }: { url: string; triggerClassName?: string }) {
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const [native, setNative] = useState(false);

  useEffect(() => setNative(canNativeShare()), []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: "Link copied", description: url });
    } catch {
      toast({ title: "Copy failed", description: "Failed to copy link to clipboard", variant: "destructive" });
    }
  };

  const nativeShare = async () => {
    try {
      await navigator.share({ title: SHARE_TITLE, text: SHARE_TEXT, url });
    } catch (error) {
      if (!isShareAbort(error)) {
        toast({ title: "Share failed", description: "Failed to open native share dialog", variant: "destructive" });
      }
    }
  };

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

          <ul className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Share to a network">
            {shareTargets(url).map((target) => (
              <li key={target.id}>
                <button
                  type="button"
                  onClick={() => openShareWindow(target.href)}
                  aria-label={`Share on ${target.name} (opens a new window)`}
                  className="flex min-h-11 w-full items-center justify-between gap-2 border border-border bg-background px-3 py-2 text-left font-mono text-sm font-bold hover:border-accent hover:bg-accent-soft"
                >
                  {target.name}
                  <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0 text-muted-foreground" />
                </button>
              </li>
            ))}
          </ul>

          <div className="mt-5 border-t border-border pt-5">
            <label htmlFor={inputId} className="font-mono text-xs font-bold uppercase tracking-widest">
              Link
            </label>
            <div className="mt-1.5 flex gap-2">
              <input
                id={inputId}
                readOnly
                value={url}
                onFocus={(e) => e.currentTarget.select()}
                className="min-h-11 min-w-0 flex-1 border border-border-strong bg-background px-3 font-mono text-sm"
              />
              <button type="button" onClick={() => void copyLink()} className={actionClasses("outline", "md")}>
                {copied ? <Check aria-hidden className="h-4 w-4 text-accent-text" /> : <Copy aria-hidden className="h-4 w-4" />}
                {copied ? "Copied" : "Copy"}
              </button>
            </div>
          </div>

          {native ? (
            <button type="button" onClick={() => void nativeShare()} className={actionClasses("primary", "md", "mt-4 w-full")}>
              <Smartphone aria-hidden className="h-4 w-4" />
              More share options
            </button>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
