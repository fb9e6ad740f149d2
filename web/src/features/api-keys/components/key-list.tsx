import { useState } from "react";
import { Ban } from "lucide-react";
import type { ApiKey } from "@common/api";
import { Badge, type BadgeVariant } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatCount, formatDate, relativeTime } from "../format";
import { RevokeKeyDialog } from "./revoke-key-dialog";
import { actionsHeading, TableHead } from "./table-head";

const statusBadge: Record<ApiKey["status"], { variant: BadgeVariant; label: string }> = {
  active: { variant: "success", label: "ACTIVE" },
  revoked: { variant: "muted", label: "REVOKED" },
  expired: { variant: "warning", label: "EXPIRED" },
};

export function KeyStatusBadge({ status }: { status: ApiKey["status"] }) {
  const { variant, label } = statusBadge[status];
  return <Badge variant={variant}>{label}</Badge>;
}

const td = "px-3 py-3 align-top";

/**
 * The user's keys, newest first as the server sends them, each with its effective hourly budget (the smaller of its
 * own limit and the account's) and its allowed browser origins; revoking asks first (RevokeKeyDialog).
 */
export function KeyList({ keys }: { keys: readonly ApiKey[] }) {
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a named scrollable region around a wide table, not a page section */}
      <div
        role="region"
        aria-label="Your API keys"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (axe scrollable-region-focusable)
        tabIndex={0}
        className="overflow-x-auto border border-border bg-surface"
      >
        <table className="w-full min-w-[64rem] border-collapse text-sm">
          <TableHead
            labels={[
              "Name",
              "Key ID",
              "Permissions",
              "Hourly budget",
              "Browser origins",
              "Created",
              "Last used",
              "Expires",
              "Status",
              actionsHeading,
            ]}
          />
          <tbody>
            {keys.map((key) => (
              <tr key={key.id} className="border-b border-border last:border-b-0" data-testid="api-key-row">
                <th scope="row" className={`${td} max-w-56 text-left font-normal`}>
                  <span className="block break-words font-mono font-bold">{key.name}</span>
                  {key.description ? (
                    <span className="mt-0.5 block break-words text-xs text-muted-foreground">{key.description}</span>
                  ) : null}
                </th>
                <td className={`${td} whitespace-nowrap font-mono text-xs`}>{key.keyId}</td>
                <td className={td}>
                  <ul className="flex max-w-64 flex-wrap gap-1" aria-label={`Permissions of ${key.name}`}>
                    {key.permissions.map((p) => (
                      <li key={p}>
                        <Badge variant="outline" className="font-normal">
                          {p}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </td>
                <td className={td}>
                  <span className="block whitespace-nowrap font-mono">{formatCount(key.effectiveRateLimit)}/h</span>
                  {key.rateLimit > key.effectiveRateLimit ? (
                    <span className="mt-0.5 block max-w-40 text-xs text-muted-foreground">
                      Set to {formatCount(key.rateLimit)}; held to your plan's {formatCount(key.effectiveRateLimit)}
                    </span>
                  ) : null}
                </td>
                <td className={td}>
                  {key.allowedOrigins.length > 0 ? (
                    <ul className="grid gap-0.5" aria-label={`Allowed origins of ${key.name}`}>
                      {key.allowedOrigins.map((o) => (
                        <li key={o} className="whitespace-nowrap font-mono text-xs">
                          {o}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-xs text-muted-foreground">None (servers only)</span>
                  )}
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  <time dateTime={key.createdAt}>{formatDate(key.createdAt)}</time>
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  {key.lastUsed ? (
                    <time dateTime={key.lastUsed} title={new Date(key.lastUsed).toLocaleString()}>
                      {relativeTime(key.lastUsed)}
                    </time>
                  ) : (
                    <span className="text-muted-foreground">Never</span>
                  )}
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  {key.expiresAt ? (
                    <time dateTime={key.expiresAt}>{formatDate(key.expiresAt, true)}</time>
                  ) : (
                    <span className="text-muted-foreground">Never</span>
                  )}
                </td>
                <td className={td}>
                  <KeyStatusBadge status={key.status} />
                </td>
                <td className={`${td} text-right`}>
                  {key.status === "revoked" ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setRevoking(key)}
                      aria-label={`Revoke ${key.name}`}
                      className="hover:border-destructive hover:text-destructive"
                    >
                      <Ban aria-hidden className="h-3.5 w-3.5" />
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
