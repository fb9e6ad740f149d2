import type { ReactNode } from "react";
import { Moon, Sun } from "lucide-react";
import { useTheme } from "@web/app/theme";
import { buttonClasses } from "@web/components/ui/button";
import { Brand } from "./brand";

/** The slim bar of the pages that hide the shared header (login, register, plans, payment success, about, API docs). */
export function TopBar({ children }: { children?: ReactNode }) {
  const { theme, toggleTheme } = useTheme();
  return (
    <div className="border-b border-border">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Brand />
        <div className="ml-auto flex items-center gap-2">
          {children}
          <button
            type="button"
            onClick={toggleTheme}
            aria-label={theme === "dark" ? "Switch to light mode" : "Switch to dark mode"}
            className={buttonClasses("ghost", "icon")}
          >
            {theme === "dark" ? <Sun aria-hidden className="h-5 w-5" /> : <Moon aria-hidden className="h-5 w-5" />}
          </button>
        </div>
      </div>
    </div>
  );
}
