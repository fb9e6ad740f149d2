import * as Dialog from "@radix-ui/react-dialog";
import { Share2, X } from "lucide-react";
import { Button, buttonClasses } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";

const TITLE = "ReachGen — AI ad concepts for every platform";
const TEXT = "One product photo in, ready-to-post ads for 7 platforms in 20 languages out.";

function networks(url: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(TITLE);
  const d = encodeURIComponent(TEXT);
  return [
    { name: "X", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: "Reddit", href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
    { name: "Pinterest", href: `https://pinterest.com/pin/create/button/?url=${u}&description=${d}` },
    { name: "WhatsApp", href: `https://wa.me/?text=${t}%20${u}` },
    { name: "Telegram", href: `https://t.me/share/url?url=${u}&text=${t}` },
  ];
}

/** Share to the 7 networks in a 600x400 window, or the device's own share sheet (SPEC §2, §9). */
export function ShareDialog({ url }: { url: string }) {
  const nativeShare = async () => {
    try {
      await navigator.share({ title: TITLE, text: TEXT, url });
    } catch (err) {
      if ((err as Error).name !== "AbortError") toast({ title: "Share failed", description: "Failed to open native share dialog", variant: "destructive" });
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: url });
    } catch {
      toast({ title: "Copy failed", description: "Failed to copy link to clipboard", variant: "destructive" });
    }
  };
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClasses("ghost")}>
        <Share2 aria-hidden className="h-4 w-4" /> Share
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 border border-border-strong bg-surface p-6">
          <div className="flex items-start justify-between">
            <Dialog.Title className="font-mono text-lg font-bold">Share ReachGen</Dialog.Title>
            <Dialog.Close aria-label="Close" className="p-1 hover:bg-surface-2"><X aria-hidden className="h-5 w-5" /></Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">{TEXT}</Dialog.Description>
          <div className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {networks(url).map((n) => (
              <Button key={n.name} variant="outline" size="sm" onClick={() => window.open(n.href, "_blank", "width=600,height=400,noopener,noreferrer")}>
                {n.name}
              </Button>
            ))}
          </div>
          <div className="mt-4 flex gap-2">
            <Button variant="outline" size="sm" className="flex-1" onClick={() => void copy()}>Copy link</Button>
            {typeof navigator !== "undefined" && "share" in navigator ? (
              <Button size="sm" className="flex-1" onClick={() => void nativeShare()}>More options…</Button>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
