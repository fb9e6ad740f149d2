import type { ReactNode } from "react";
import { Brand } from "./brand";
import { ThemeToggle } from "./theme-toggle";

/** The slim bar of the pages that hide the shared header (login, register, plans, payment success, about, API docs). */
export function TopBar({ children }: { children?: ReactNode }) {
  return (
    <div className="border-b border-border">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Brand />
        <div className="ml-auto flex items-center gap-2">
          {children}
          <ThemeToggle />
        </div>
      </div>
    </div>
  );
}
