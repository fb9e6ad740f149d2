import { Check, Copy } from "lucide-react";
import { toast } from "@web/components/ui/toast";
import { useTransientFlag } from "@web/lib/use-transient-flag";

/** A code sample with a copy button: toast 'Copied to clipboard', check mark for 2 s (SPEC §2, §9). */
export function CodeBlock({ code, label }: { code: string; label?: string }) {
  const [copied, markCopied] = useTransientFlag(2000);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      markCopied();
      toast({ title: "Copied to clipboard" });
    } catch {
      toast({ title: "Copy failed", description: "Failed to copy to clipboard", variant: "destructive" });
    }
  };
  return (
    <div className="relative my-4 border border-border bg-[#0b0f0d] text-[#e6ede8]">
      {label ? <p className="border-b border-[#2a352f] px-4 py-1.5 font-mono text-xs text-[#9aa8a0]">{label}</p> : null}
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={copied ? "Copied" : "Copy code"}
        className="absolute right-2 top-2 border border-[#2a352f] bg-[#111714] p-1.5 text-[#e6ede8] hover:border-[#3ddc84]"
      >
        {copied ? <Check aria-hidden className="h-4 w-4 text-[#3ddc84]" /> : <Copy aria-hidden className="h-4 w-4" />}
      </button>
      <pre tabIndex={0} aria-label={label ?? "Code sample"} className="overflow-x-auto p-4 pr-12 font-mono text-sm leading-relaxed"><code>{code}</code></pre>
    </div>
  );
}
