import type { ReactNode } from "react";

const th = "px-3 py-2 text-left font-mono text-xs font-bold tracking-widest text-muted-foreground whitespace-nowrap";

/** The head of the page's tables (keys, webhook deliveries): one column heading per label, the last may be hidden. */
export function TableHead({ labels }: { labels: ReactNode[] }) {
  return (
    <thead className="border-b border-border bg-surface-2">
      <tr>
        {labels.map((label, n) => (
          // The labels are fixed per table: their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of headings
          <th key={n} scope="col" className={th}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export const actionsHeading = <span className="sr-only">Actions</span>;
