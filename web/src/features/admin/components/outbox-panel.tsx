import { useState } from "react";
import { Loader2, RefreshCw } from "lucide-react";
import type { OutboxMessage } from "@common/mail";
import { Button } from "@web/components/ui/button";
import { OUTBOX_PAGE_SIZE, useOutbox } from "../api/get-outbox";

const statusClass: Record<OutboxMessage["status"], string> = {
  sent: "border-accent text-accent-text",
  sending: "border-warning text-warning",
  failed: "border-destructive text-destructive",
};

const kindLabel: Record<OutboxMessage["kind"], string> = {
  password_reset: "PASSWORD RESET",
  security: "SECURITY",
  newsletter_confirm: "NEWSLETTER CONFIRM",
  newsletter: "NEWSLETTER",
  billing: "BILLING",
};

function OutboxItem({ mail }: { mail: OutboxMessage }) {
  const titleId = `outbox-mail-${mail.id}`;
  return (
    <li className="py-4 text-sm">
      <article aria-labelledby={titleId}>
        <div className="flex flex-wrap items-center gap-3">
          <div className="min-w-0 flex-1">
            <p id={titleId} className="font-mono font-bold break-words">
              {mail.subject}
            </p>
            <p className="font-mono text-xs text-muted-foreground break-all">
              To {mail.to} · {kindLabel[mail.kind]} · {mail.provider.toUpperCase()} ·{" "}
              <time dateTime={mail.createdAt}>{new Date(mail.createdAt).toLocaleString()}</time>
            </p>
          </div>
          <span className={`border px-2 py-0.5 font-mono text-xs font-bold ${statusClass[mail.status]}`}>
            {mail.status.toUpperCase()}
          </span>
        </div>
        {mail.error ? <p className="mt-2 font-mono text-xs text-destructive break-all">{mail.error}</p> : null}
        {/* biome-ignore lint/a11y/useSemanticElements: a named scrollable region around a long mail, not a page section */}
        <div
          role="region"
          aria-label={`Plain text of "${mail.subject}" to ${mail.to}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (axe scrollable-region-focusable)
          tabIndex={0}
          className="mt-3 max-h-64 overflow-auto border border-border bg-background p-3"
        >
          <pre className="font-mono text-xs whitespace-pre-wrap break-all">{mail.text}</pre>
        </div>
      </article>
    </li>
  );
}

/**
 * Every mail the product sent (the outbox in D1), newest first. Without a mail provider this is where the mail goes:
 * a local user reads a password-reset link here.
 */
export function OutboxPanel() {
  const [offset, setOffset] = useState(0);
  const outbox = useOutbox(offset);
  const page = outbox.data;
  const total = page?.pagination.total ?? 0;

  return (
    <section aria-labelledby="outbox" className="border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="outbox" className="flex-1 font-mono text-sm font-bold tracking-widest">
          OUTBOX
        </h2>
        {page ? (
          <span className="font-mono text-xs text-muted-foreground">
            {total === 0 ? "0" : `${offset + 1}–${offset + page.data.length}`} of {total}
          </span>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          {outbox.isFetching ? (
            <Loader2 aria-hidden className="h-3 w-3 animate-spin" />
          ) : (
            <RefreshCw aria-hidden className="h-3 w-3" />
          )}
          Refresh
        </Button>
      </div>
      {outbox.isLoading ? (
        <p className="mt-4 text-sm text-muted-foreground">Loading…</p>
      ) : outbox.isError ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          Failed to load the outbox.
        </p>
      ) : page && page.data.length > 0 ? (
        <>
          <ul className="mt-2 max-h-[40rem] divide-y divide-border overflow-y-auto">
            {page.data.map((mail) => (
              <OutboxItem key={mail.id} mail={mail} />
            ))}
          </ul>
          {total > OUTBOX_PAGE_SIZE ? (
            <div className="mt-4 flex justify-end gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - OUTBOX_PAGE_SIZE))}
              >
                Newer
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={!page.pagination.hasMore}
                onClick={() => setOffset(offset + OUTBOX_PAGE_SIZE)}
              >
                Older
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">No mail sent yet.</p>
      )}
    </section>
  );
}
