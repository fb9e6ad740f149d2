import { Fragment, type ReactNode } from "react";
import { clsx } from "clsx";

/** A top-level documentation section: the anchor the side navigation points at and tracks. */
export function DocSection({
  id,
  title,
  eyebrow,
  children,
}: {
  id: string;
  title: string;
  eyebrow: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 border-t border-border pt-12 lg:scroll-mt-8"
    >
      <p className="font-mono text-xs font-bold uppercase tracking-[0.25em] text-accent-text">{eyebrow}</p>
      <h2 id={`${id}-title`} className="mt-2 text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function SubHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h3 id={id} className="mt-10 scroll-mt-24 text-lg font-bold">
      {children}
    </h3>
  );
}

export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={clsx("mt-3 max-w-3xl leading-relaxed text-foreground/90", className)}>{children}</p>;
}

/** Inline code in running text. */
export function C({ children }: { children: ReactNode }) {
  return (
    <code className="break-words border border-border bg-surface-2 px-1 py-px font-mono text-[0.85em]">{children}</code>
  );
}

/** A table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function DocTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable and named (axe scrollable-region-focusable)
    <div role="region" aria-label={label} tabIndex={0} className="mt-4 overflow-x-auto border border-border bg-surface">
      <table className="w-full min-w-[34rem] border-collapse text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-surface-2">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-2.5 font-mono text-xs font-bold uppercase tracking-wider">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((cells, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed table have no identity but their position
            <tr key={i} className="align-top">
              {cells.map((cell, j) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed table have no identity but their position
                  key={j}
                  className={clsx(
                    "px-4 py-3",
                    j === 0 ? "whitespace-nowrap font-mono text-[13px] font-bold" : "text-muted-foreground",
                  )}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Callout({
  title,
  children,
  tone = "accent",
}: {
  title: string;
  children: ReactNode;
  tone?: "accent" | "warning";
}) {
  return (
    <div
      className={clsx(
        "mt-6 border-l-4 p-4 sm:p-5",
        tone === "accent" ? "border-accent bg-accent-soft" : "border-warning bg-warning-soft",
      )}
    >
      <p className="font-mono text-xs font-bold uppercase tracking-widest">{title}</p>
      <div className="mt-1.5 text-sm leading-relaxed">{children}</div>
    </div>
  );
}

/**
 * Text from the OpenAPI document, whose descriptions are CommonMark: `code spans` become inline code; the rest stays
 * plain text (the document uses nothing else, and no markup is ever injected as HTML).
 */
export function DocText({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return (
    <>
      {parts.map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string have no identity but their position
        i % 2 === 1 ? <C key={i}>{part}</C> : <Fragment key={i}>{part}</Fragment>,
      )}
    </>
  );
}
