import { Moon, Sun } from "lucide-react";
import { useTheme } from "@web/lib/theme";
import { buttonClasses } from "@web/components/ui/button";

/** The icon button that flips light and dark. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={theme === "dark" ? "Switch to light mode" : "Switch to dark mode"}
      className={buttonClasses("ghost", "icon")}
    >
      {theme === "dark" ? <Sun aria-hidden className="h-5 w-5" /> : <Moon aria-hidden className="h-5 w-5" />}
    </button>
  );
}
