import { useEffect, useId, useRef } from "react";
import { Check, Copy } from "lucide-react";
import type { ApiKeyCreated } from "@common/api";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { toast } from "@web/components/ui/toast";
import { useClipboard } from "@web/lib/use-clipboard";

const CLIPBOARD_REFUSED = "Your browser did not allow access to the clipboard. Select the text and copy it yourself.";

/** The first call a new key can make: the platform list, which every permission may read. */
export function firstCallSnippet(secretKey: string, origin: string): string {
  return `curl ${origin}/api/v1/platforms \\\n  -H "Authorization: Bearer ${secretKey}"`;
}

/** Copies `text`, toasts "Copied to clipboard" and shows a check for 2 s (a secret, a command). */
function CopyButton({ text, label }: { text: string; label: string }) {
  const { copied, copy } = useClipboard(CLIPBOARD_REFUSED);
  const onClick = async () => {
    if (await copy(text)) toast({ title: "Copied to clipboard" });
  };
  return (
    <Button variant="outline" className="h-auto min-h-10 shrink-0" onClick={() => void onClick()} aria-label={label}>
      {copied ? <Check aria-hidden className="h-4 w-4 text-accent-text" /> : <Copy aria-hidden className="h-4 w-4" />}
      <span aria-hidden>{copied ? "Copied" : "Copy"}</span>
    </Button>
  );
}

/**
 * The new key's secret, shown this once: a copy button, a warning that it cannot be shown again, a first curl call
 * with it, and 'Done', after which the page forgets it. Focus moves here when it appears.
 */
/** A secret shown once: read-only, selected on focus, with its copy button. */
export function SecretField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-sm"
        />
        <CopyButton text={value} label={`Copy ${label.toLowerCase()}`} />
      </div>
    </div>
  );
}

export function NewSecretPanel({ apiKey, onDone }: { apiKey: ApiKeyCreated; onDone: () => void }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const snippet = firstCallSnippet(apiKey.secretKey, window.location.origin);

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-5 border border-accent bg-surface p-5 sm:p-6">
      <div>
        <p className="font-mono text-xs font-bold uppercase tracking-[0.25em] text-accent-text">Key created</p>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="mt-1 font-mono text-lg font-bold">
          Secret key for “{apiKey.name}”
        </h2>
        <p className="mt-1 font-mono text-xs text-muted-foreground">Key ID {apiKey.keyId}</p>
      </div>

      <Alert variant="warning" title="COPY IT NOW">
        This is the only time the secret key is shown. ReachGen keeps only a hash of it: if you lose it, revoke this key
        and create a new one.
      </Alert>

      <SecretField id={`${id}-secret`} label="Secret key" value={apiKey.secretKey} />

      <div className="grid gap-1.5">
        <p className="font-mono text-xs font-bold tracking-widest">Try it: your first call</p>
        <div className="flex items-start gap-2">
          <pre className="min-w-0 flex-1 whitespace-pre-wrap break-all border border-[#2a352f] bg-[#0b0f0d] p-3 font-mono text-[13px] leading-relaxed text-[#e6ede8]">
            <code data-testid="first-call">{snippet}</code>
          </pre>
          <CopyButton text={snippet} label="Copy curl command" />
        </div>
      </div>

      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </section>
  );
}
