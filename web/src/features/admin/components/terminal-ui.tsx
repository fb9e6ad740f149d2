import { useId, type ReactNode } from "react";
import { cn } from "@web/lib/cn";
import { formatCount } from "../format";

/** A bordered block of the terminal with a mono heading that names it (a landmark region). */
export function Panel({
  title,
  actions,
  className,
  children,
}: {
  title: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("min-w-0 border border-border bg-surface p-5", className)}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="flex-1 font-mono text-sm font-bold tracking-widest">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A row of headline numbers. */
export function StatGrid({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-4", className)}>{children}</dl>;
}

export function StatCard({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="border border-border bg-surface p-4">
      <dt className="font-mono text-xs font-bold tracking-widest text-muted-foreground">{label}</dt>
      <dd className="mt-2 font-mono text-2xl font-bold break-all">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

/** Name → value rows (payment methods, plans, platform stats, endpoint usage). Names are server text, shown as text. */
export function KeyValueList({
  entries,
  emptyText,
  format = formatCount,
}: {
  entries: readonly (readonly [string, number])[];
  emptyText: string;
  format?: (value: number) => string;
}) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <dl className="divide-y divide-border">
      {entries.map(([name, value]) => (
        <div key={name} className="flex items-baseline justify-between gap-4 py-2 text-sm">
          <dt className="min-w-0 font-mono break-all">{name}</dt>
          <dd className="font-mono font-bold whitespace-nowrap">{format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A date as a <time> element, its ISO value machine-readable. */
export function Time({ iso, children }: { iso: string; children: ReactNode }) {
  return <time dateTime={iso}>{children}</time>;
}
