import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@common/paths";
import { ThemeToggle } from "@web/components/layout/theme-toggle";

/**
 * The bar of the pages that hide the shared header (about, API docs): the brand linking home, a section tag, the
 * page's own links and the theme toggle.
 */
export function SiteTopBar({ section, children }: { section?: string; children?: ReactNode }) {
  return (
    <div className="border-b border-border bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to={paths.home} className="flex shrink-0 items-center gap-2 font-mono text-lg font-bold tracking-tight" aria-label="ReachGen home">
          <span aria-hidden className="grid h-7 w-7 place-items-center bg-foreground font-mono text-sm text-background">
            R
          </span>
          <span aria-hidden>
            Reach<span className="text-accent-text">Gen</span>
          </span>
        </Link>
        {section ? (
          <span className="hidden border-l border-border pl-3 font-mono text-xs font-bold uppercase tracking-widest text-muted-foreground sm:inline">
            {section}
          </span>
        ) : null}
        <nav aria-label="Page" className="ml-auto flex items-center gap-1">
          {children}
        </nav>
        <ThemeToggle />
      </div>
    </div>
  );
}

/** A link in the top bar; `hideOnPhone` drops secondary links below 640 px so the bar stays one line at 360 px. */
export function TopBarLink({ to, children, hideOnPhone = false }: { to: string; children: ReactNode; hideOnPhone?: boolean }) {
  return (
    <Link
      to={to}
      className={`${hideOnPhone ? "hidden sm:inline-flex" : "inline-flex"} min-h-10 items-center px-2.5 font-mono text-sm font-medium text-muted-foreground hover:text-foreground sm:px-3`}
    >
      {children}
    </Link>
  );
}
