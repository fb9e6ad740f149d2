import { Check, Copy } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { useClipboard } from "@web/lib/use-clipboard";

const COPY_TEXT_FAILED = "Failed to copy text to clipboard";

/**
 * Copies `text` and shows a check mark for 2 s. With `children` it is an outline button with that text; without, a
 * small icon button whose `label` names what it copies.
 */
export function CopyButton({ text, label, children }: { text: string; label: string; children?: string }) {
  const { copied, copy } = useClipboard(COPY_TEXT_FAILED);
  const icon = copied ? (
    <Check aria-hidden className="h-4 w-4 shrink-0 text-accent-text" />
  ) : (
    <Copy aria-hidden className="h-4 w-4 shrink-0" />
  );
  if (children)
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => void copy(text)}>
        {icon}
        {copied ? "Copied" : children}
      </Button>
    );
  return (
    <button
      type="button"
      aria-label={copied ? "Copied" : label}
      title={label}
      onClick={() => void copy(text)}
      className="inline-flex h-7 w-7 items-center justify-center border border-transparent text-muted-foreground hover:border-border hover:text-foreground"
    >
      {icon}
    </button>
  );
}
