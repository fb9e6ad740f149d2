import { useEffect, useState } from "react";

/**
 * Which section the reader is in: the last section (in page order) that crosses a reading band just below the top of
 * the viewport, tracked with an IntersectionObserver. At the very bottom of the page the last section wins, since a
 * short final section may never reach the band.
 */
export function useActiveSection(ids: readonly string[]): string {
  const [active, setActive] = useState(ids[0] ?? "");

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const visible = new Set<string>();
    const atBottom = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
    const pick = () => {
      if (atBottom() && ids.length > 0) {
        setActive(ids[ids.length - 1]!);
        return;
      }
      const current = ids.filter((id) => visible.has(id)).at(-1);
      if (current) setActive(current);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        pick();
      },
      // The band runs from 96 px below the top to 45% down the viewport.
      { rootMargin: "-96px 0px -55% 0px", threshold: 0 },
    );
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    const onScroll = () => {
      if (atBottom()) pick();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
    };
  }, [ids]);

  return active;
}
