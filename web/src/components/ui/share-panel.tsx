import { useEffect, useId, useState } from "react";
import { Check, Copy, ExternalLink, Smartphone } from "lucide-react";
import { canNativeShare, isShareAbort, openShareWindow, shareTargets } from "@web/lib/share";
import { useClipboard } from "@web/lib/use-clipboard";
import { Button } from "./button";
import { Input } from "./input";
import { Label } from "./label";
import { toast } from "./toast";

/**
 * The body of every share dialog: the seven networks, each in a 600x400 window with the given title and text; the
 * link with a copy button that shows 'Copied' for 2 s; the device's share sheet where there is one. Failures toast
 * 'Share failed' / 'Copy failed' (SPEC §8); closing the share sheet is not a failure.
 */
export function SharePanel({ url, title, text }: { url: string; title: string; text: string }) {
  const inputId = useId();
  const { copied, copy } = useClipboard();
  const [native, setNative] = useState(false);
  useEffect(() => setNative(canNativeShare()), []);

  const copyLink = async () => {
    if (await copy(url)) toast({ title: "Link copied", description: url });
  };

  const nativeShare = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      if (!isShareAbort(error))
        toast({ title: "Share failed", description: "Failed to open native share dialog", variant: "destructive" });
    }
  };

  return (
    <>
      <ul className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Share to a network">
        {shareTargets(url, title, text).map((target) => (
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

      <div className="mt-5 grid gap-1.5 border-t border-border pt-5">
        <Label htmlFor={inputId}>Link</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 font-mono text-sm"
          />
          <Button variant="outline" className="h-auto" onClick={() => void copyLink()}>
            {copied ? (
              <Check aria-hidden className="h-4 w-4 text-accent-text" />
            ) : (
              <Copy aria-hidden className="h-4 w-4" />
            )}
            {copied ? "Copied" : "Copy"}
          </Button>
        </div>
      </div>

      {native ? (
        <Button variant="accent" className="mt-4 w-full" onClick={() => void nativeShare()}>
          <Smartphone aria-hidden className="h-4 w-4" />
          More share options
        </Button>
      ) : null}
    </>
  );
}
