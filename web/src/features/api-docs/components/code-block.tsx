import { useState } from "react";
import { Check, ChevronDown, ChevronUp, Copy } from "lucide-react";
import { clsx } from "clsx";
import { toast } from "@web/components/ui/toast";
import { useClipboard } from "@web/lib/use-clipboard";
import { useHydrated } from "@web/lib/use-hydrated";

export type CodeLanguage = "bash" | "json" | "javascript" | "python" | "http";

const commentPrefix: Partial<Record<CodeLanguage, string[]>> = {
  bash: ["#"],
  python: ["#"],
  javascript: ["//"],
};

/**
 * A code sample on a terminal-dark panel in both themes, with a copy button: on click the code goes to the clipboard,
 * a toast says 'Copied to clipboard' and the button shows a check mark for 2 s (SPEC §2, §9).
 */
export function CodeBlock({
  code,
  language,
  title,
  className,
  maxLines,
}: {
  code: string;
  language: CodeLanguage;
  title?: string;
  className?: string;
  /** Longer samples start folded to this many lines, with a toggle to show the rest. Copy always takes all of it. */
  maxLines?: number;
}) {
  const [expanded, setExpanded] = useState(false);
  // On a prerendered page the buttons are there before the app is: until it has taken the block over they are
  // disabled (a click would do nothing), though they look as usual (decision 017).
  const hydrated = useHydrated();
  const clipboard = useClipboard("Your browser did not allow access to the clipboard.");
  const copied = clipboard.copied;
  const copy = async () => {
    if (await clipboard.copy(code)) toast({ title: "Copied to clipboard" });
  };

  const prefixes = commentPrefix[language] ?? [];
  const lines = code.split("\n");
  const foldable = maxLines !== undefined && lines.length > maxLines + 3;
  const folded = foldable && !expanded;

  return (
    <div className={clsx("my-4 min-w-0 border border-[#2a352f] bg-[#0b0f0d] text-[#e6ede8]", className)}>
      <div className="flex min-h-10 items-center justify-between gap-3 border-b border-[#2a352f] pl-4 pr-1.5">
        <span className="truncate font-mono text-xs text-[#9aa8a0]">
          {title ? <span className="text-[#e6ede8]">{title}</span> : null}
          {title ? <span aria-hidden> · </span> : null}
          {language}
        </span>
        <button
          type="button"
          onClick={() => void copy()}
          disabled={!hydrated}
          aria-label={copied ? "Copied" : "Copy code"}
          className="inline-flex min-h-8 shrink-0 items-center gap-1.5 border border-[#2a352f] bg-[#111714] px-2.5 font-mono text-xs font-bold text-[#e6ede8] hover:border-[#5ee59b] focus-visible:outline-[#5ee59b]"
        >
          {copied ? (
            <Check aria-hidden className="h-3.5 w-3.5 text-[#5ee59b]" />
          ) : (
            <Copy aria-hidden className="h-3.5 w-3.5" />
          )}
          <span aria-hidden>{copied ? "Copied" : "Copy"}</span>
        </button>
      </div>
      <div className="relative">
        {/* biome-ignore lint/a11y/useSemanticElements: a named scrollable region, not a page section */}
        <div
          role="region"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (axe scrollable-region-focusable)
          tabIndex={0}
          aria-label={title ? `${title} (${language})` : `${language} code`}
          className="overflow-x-auto focus-visible:outline-offset-[-2px]"
        >
          <pre className="p-4 font-mono text-[13px] leading-relaxed">
            <code>
              {(folded ? lines.slice(0, maxLines) : lines).map((line, i, shown) => {
                const trimmed = line.trimStart();
                const isComment = prefixes.some((p) => trimmed.startsWith(p));
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a fixed code sample have no identity but their position
                  <span key={i} className={isComment ? "text-[#9aa8a0]" : undefined}>
                    {line}
                    {i < shown.length - 1 ? "\n" : null}
                  </span>
                );
              })}
            </code>
          </pre>
        </div>
        {folded ? (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-[#0b0f0d] to-transparent"
          />
        ) : null}
      </div>
      {foldable ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
          disabled={!hydrated}
          className="flex min-h-10 w-full items-center justify-center gap-2 border-t border-[#2a352f] font-mono text-xs font-bold text-[#9aa8a0] hover:bg-[#111714] hover:text-[#e6ede8] focus-visible:outline-[#5ee59b]"
        >
          {expanded ? (
            <ChevronUp aria-hidden className="h-3.5 w-3.5" />
          ) : (
            <ChevronDown aria-hidden className="h-3.5 w-3.5" />
          )}
          {expanded ? "Show less" : `Show all ${lines.length} lines`}
        </button>
      ) : null}
    </div>
  );
}
