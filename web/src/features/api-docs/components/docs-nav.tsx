import { useEffect, useRef } from "react";
import { clsx } from "clsx";
import { docSections } from "../content";

/**
 * The section navigation: a sticky sidebar on wide screens, a sticky horizontal strip on phones and tablets.
 * One <nav> serves both layouts, so assistive tech meets it once.
 */
export function DocsNav({ active, baseUrl }: { active: string; baseUrl: string }) {
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
      className="sticky top-0 z-30 -mx-4 border-b border-border bg-background/95 backdrop-blur sm:-mx-6 lg:top-6 lg:mx-0 lg:self-start lg:border-b-0 lg:bg-transparent lg:backdrop-blur-none"
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
            </li>
          );
        })}
      </ul>
      <div className="mt-8 hidden border border-border bg-surface p-4 lg:block">
        <p className="font-mono text-[11px] font-bold uppercase tracking-widest text-muted-foreground">Base URL</p>
        <p className="mt-1 break-all font-mono text-xs">{baseUrl}</p>
        <p className="mt-3 font-mono text-[11px] font-bold uppercase tracking-widest text-muted-foreground">Version</p>
        <p className="mt-1 font-mono text-xs">v1 · JSON over HTTPS</p>
      </div>
    </nav>
  );
}
