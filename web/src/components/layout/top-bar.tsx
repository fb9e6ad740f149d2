import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@web/lib/cn";
import { Brand } from "./brand";
import { ThemeToggle } from "./theme-toggle";

/**
 * The slim bar of the pages that hide the shared header (login, register, plans, payment success, about, API docs):
 * the brand linking home, then `children` (e.g. a Login link) beside the theme toggle. The about and API docs pages
 * add a section tag and their own `links` (a 'Page' navigation), with the brand's mark in the text colour.
 */
export function TopBar({ section, links, children }: { section?: string; links?: ReactNode; children?: ReactNode }) {
  const site = section !== undefined || links !== undefined;
  return (
    <div className={cn("border-b border-border", site && "bg-background")}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Brand mark={site ? "mono" : "accent"} className={site ? "shrink-0" : undefined} />
        {section ? (
          <span className="hidden border-l border-border pl-3 font-mono text-xs font-bold uppercase tracking-widest text-muted-foreground sm:inline">
            {section}
          </span>
        ) : null}
        {links ? (
          <nav aria-label="Page" className="ml-auto flex items-center gap-1">
            {links}
          </nav>
        ) : null}
        <div className={cn("flex items-center gap-2", !links && "ml-auto")}>
          {children}
          <ThemeToggle />
        </div>
      </div>
    </div>
  );
}

/** A link in the top bar's page navigation; `hideOnPhone` drops secondary links below 640 px so the bar stays one line at 360 px. */
export function TopBarLink({
  to,
  children,
  hideOnPhone = false,
}: {
  to: string;
  children: ReactNode;
  hideOnPhone?: boolean;
}) {
  return (
    <Link
      to={to}
      className={`${hideOnPhone ? "hidden sm:inline-flex" : "inline-flex"} min-h-10 items-center px-2.5 font-mono text-sm font-medium text-muted-foreground hover:text-foreground sm:px-3`}
    >
      {children}
    </Link>
  );
}
