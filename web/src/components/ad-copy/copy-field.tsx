import type { ReactNode } from "react";
import { graphemeCount } from "@common/copy";
import { cn } from "@web/lib/cn";
import { CopyButton } from "./copy-button";

/**
 * One field of an ad (headline, primary text, hashtags) as the platform's ad manager names it, with its length against
 * the platform's limit (graphemes, as the platform counts them) and a button that copies it.
 */
export function CopyField({
  label,
  value,
  limit,
  lang,
  dir,
  emphasis,
  children,
}: {
  label: string;
  value: string;
  /** How the value is shown, when not as plain text (hashtags, each isolated for right-to-left text). */
  children?: ReactNode;
  limit?: number;
  lang: string;
  dir: "ltr" | "rtl";
  emphasis?: boolean;
}) {
  const count = graphemeCount(value);
  const over = limit !== undefined && count > limit;
  return (
    <div className="min-w-0">
      <div className="flex items-center justify-between gap-2">
        <p className="font-mono text-[11px] text-muted-foreground">{label}</p>
        <div className="flex items-center gap-1">
          {limit !== undefined ? (
            <span
              className={cn("font-mono text-[11px] tabular-nums", over ? "text-destructive" : "text-muted-foreground")}
              title={`${count} of ${limit} characters`}
            >
              <span className="sr-only">{`${label}: ${count} of ${limit} characters`}</span>
              <span aria-hidden>
                {count}/{limit}
              </span>
            </span>
          ) : null}
          <CopyButton text={value} label={`Copy ${label.toLowerCase()}`} />
        </div>
      </div>
      <p lang={lang} dir={dir} className={cn("break-words", emphasis ? "font-bold" : "whitespace-pre-line text-sm")}>
        {children ?? value}
      </p>
    </div>
  );
}
