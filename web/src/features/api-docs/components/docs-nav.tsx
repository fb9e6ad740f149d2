import { useEffect, useRef } from "react";
import { clsx } from "clsx";
import { Skeleton } from "@web/components/ui/skeleton";
import type { ApiModel } from "../api-model";
import { docSections, SCHEMAS_ANCHOR } from "../sections";

/**
 * The section navigation: a sticky sidebar on wide screens, a sticky horizontal strip on phones and tablets.
 * One <nav> serves both layouts, so assistive tech meets it once. On wide screens API Endpoints lists the document's
 * tag groups and its schemas.
 */
export function DocsNav({ active, model, pending }: { active: string; model?: ApiModel; pending: boolean }) {
  const listRef = useRef<HTMLUListElement>(null);

  // On the horizontal strip, keep the highlighted item in view without moving the page.
  useEffect(() => {
    const list = listRef.current;
    if (!list || list.scrollWidth <= list.clientWidth) return;
    const link = list.querySelector<HTMLElement>(`[data-section="${active}"]`);
    if (!link) return;
    const left = link.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + link.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, left - 16), behavior: "smooth" });
    }
  }, [active]);

  return (
    <nav
      aria-label="API documentation sections"
      className="sticky top-0 z-30 -mx-4 border-b border-border bg-background/95 backdrop-blur sm:-mx-6 lg:top-6 lg:mx-0 lg:max-h-[calc(100vh-3rem)] lg:self-start lg:overflow-y-auto lg:border-b-0 lg:bg-transparent lg:backdrop-blur-none"
    >
      <p className="hidden px-3 font-mono text-[11px] font-bold uppercase tracking-[0.25em] text-muted-foreground lg:block">
        On this page
      </p>
      <ul
        ref={listRef}
        className="flex gap-1 overflow-x-auto px-4 py-2 [scrollbar-width:none] sm:px-6 lg:mt-3 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:border-l lg:border-border lg:p-0"
      >
        {docSections.map((section) => {
          const isActive = section.id === active;
          return (
            <li key={section.id} className="shrink-0">
              <a
                href={`#${section.id}`}
                data-section={section.id}
                aria-current={isActive ? "location" : undefined}
                className={clsx(
                  "flex min-h-10 items-center whitespace-nowrap px-3 font-mono text-sm transition-colors",
                  "border-b-2 lg:-ml-px lg:border-b-0 lg:border-l-2",
                  isActive
                    ? "border-accent bg-accent-soft font-bold text-foreground"
                    : "border-transparent text-muted-foreground hover:bg-surface-2 hover:text-foreground",
                )}
              >
                {section.label}
              </a>
              {section.id === "endpoints" && model ? (
                <ul className="hidden lg:block">
                  {[
                    ...model.groups.map((g) => ({ id: g.id, label: g.tag })),
                    ...(Object.keys(model.schemas).length ? [{ id: SCHEMAS_ANCHOR, label: "Schemas" }] : []),
                  ].map((sub) => (
                    <li key={sub.id}>
                      <a
                        href={`#${sub.id}`}
                        className="-ml-px flex min-h-8 items-center border-l-2 border-transparent pl-6 pr-3 font-mono text-xs text-muted-foreground hover:bg-surface-2 hover:text-foreground"
                      >
                        {sub.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      {model || pending ? (
        <div className="mt-8 hidden border border-border bg-surface p-4 lg:block">
          <p className="font-mono text-[11px] font-bold uppercase tracking-widest text-muted-foreground">Base URL</p>
          {model ? (
            <p className="mt-1 break-all font-mono text-xs">{model.baseUrl}</p>
          ) : (
            <Skeleton className="mt-1 h-8 w-full" />
          )}
          <p className="mt-3 font-mono text-[11px] font-bold uppercase tracking-widest text-muted-foreground">
            Version
          </p>
          {model ? <p className="mt-1 font-mono text-xs">{model.version}</p> : <Skeleton className="mt-1 h-4 w-16" />}
        </div>
      ) : null}
    </nav>
  );
}
