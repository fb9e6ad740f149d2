import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import * as Collapsible from "@radix-ui/react-collapsible";
import { LogOut, Menu, Moon, Sun, X } from "lucide-react";
import { paths } from "@common/paths";
import { useTheme } from "@web/lib/theme";
import { buttonClasses } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { useAuth } from "@web/lib/session/use-auth";
import { Brand } from "./brand";
import { AccountButton } from "./account-button";
import { ThemeToggle } from "./theme-toggle";

/** The account menu (Radix dropdown) loads for a signed-in visitor only (decision 016). */
const AccountMenu = lazy(() => import("./account-menu"));

function navItems(signedIn: boolean) {
  return [
    { to: paths.home, label: "Home" },
    { to: paths.dashboard, label: signedIn ? "Dashboard" : "Examples" },
    { to: paths.apiDocs, label: "API Docs" },
    { to: paths.about, label: "About" },
  ];
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "whitespace-nowrap px-2 py-2 font-mono text-sm font-medium border-b-2 lg:px-3",
    isActive ? "border-accent text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
  );

/** The shared sticky header (SPEC §2). Hidden on some routes by the root layout. */
export function Header() {
  const { user, isAuthenticated, logout } = useAuth();
  const { theme, toggleTheme } = useTheme();
  const [menuOpen, setMenuOpen] = useState(false);
  const [accountWanted, setAccountWanted] = useState(false);
  const items = navItems(isAuthenticated);
  const close = () => setMenuOpen(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // The phone menu closes on any navigation (a link, the back button) and on Escape, which gives focus back to its button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path changing is the event
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <Collapsible.Root open={menuOpen} onOpenChange={setMenuOpen} asChild>
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          <Brand />
          <nav aria-label="Main" className="ml-2 hidden items-center md:flex lg:ml-6">
            {items.map((i) => (
              <NavLink key={i.to} to={i.to} end className={navLinkClass}>
                {i.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto hidden items-center gap-2 md:flex">
            <ThemeToggle />
            {user ? (
              // A click while the menu's code loads is not lost: the menu opens when it arrives.
              <Suspense fallback={<AccountButton email={user.email} onClick={() => setAccountWanted(true)} />}>
                <AccountMenu
                  email={user.email}
                  isAdmin={user.isAdmin}
                  onLogout={() => void logout()}
                  defaultOpen={accountWanted}
                />
              </Suspense>
            ) : (
              <>
                <Link to={paths.login} className={buttonClasses("outline")}>
                  Login
                </Link>
                <Link to={paths.register} className={buttonClasses("accent")}>
                  Subscribe
                </Link>
              </>
            )}
          </div>
          <Collapsible.Trigger
            ref={trigger}
            className={buttonClasses("ghost", "icon", "ml-auto md:hidden")}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
          >
            {menuOpen ? <X aria-hidden className="h-5 w-5" /> : <Menu aria-hidden className="h-5 w-5" />}
          </Collapsible.Trigger>
        </div>
        <Collapsible.Content className="border-t border-border md:hidden">
          <nav aria-label="Mobile" className="flex flex-col px-4 py-3">
            {items.map((i) => (
              <NavLink
                key={i.to}
                to={i.to}
                end
                onClick={close}
                className={({ isActive }) =>
                  cn("py-2.5 font-mono text-base", isActive ? "text-accent-text font-bold" : "text-foreground")
                }
              >
                {i.label}
              </NavLink>
            ))}
            <button
              type="button"
              onClick={toggleTheme}
              className="flex items-center gap-2 py-2.5 text-left font-mono text-base"
            >
              {theme === "dark" ? <Sun aria-hidden className="h-4 w-4" /> : <Moon aria-hidden className="h-4 w-4" />}
              {theme === "dark" ? "Light Mode" : "Dark Mode"}
            </button>
            <div className="mt-2 border-t border-border pt-3">
              {user ? (
                <>
                  <p className="pb-2 font-mono text-xs text-muted-foreground">{user.email || "User"}</p>
                  <Link onClick={close} to={paths.aiGenerator} className="block py-2.5 font-mono">
                    AI Generator
                  </Link>
                  <Link onClick={close} to={paths.bulk} className="block py-2.5 font-mono">
                    Bulk Generate
                  </Link>
                  <Link onClick={close} to={paths.brand} className="block py-2.5 font-mono">
                    Brand Kits
                  </Link>
                  <Link onClick={close} to={paths.subscription} className="block py-2.5 font-mono">
                    Subscription
                  </Link>
                  <Link onClick={close} to={paths.changePassword} className="block py-2.5 font-mono">
                    Change Password
                  </Link>
                  <Link onClick={close} to={paths.apiKeys} className="block py-2.5 font-mono">
                    API Keys
                  </Link>
                  {user.isAdmin ? (
                    <Link onClick={close} to={paths.admin} className="block py-2.5 font-mono">
                      Admin Dashboard
                    </Link>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      void logout();
                    }}
                    className="flex items-center gap-2 py-2.5 font-mono text-destructive"
                  >
                    <LogOut aria-hidden className="h-4 w-4" /> Logout
                  </button>
                </>
              ) : (
                <div className="grid grid-cols-2 gap-2">
                  <Link onClick={close} to={paths.login} className={buttonClasses("outline")}>
                    Login
                  </Link>
                  <Link onClick={close} to={paths.register} className={buttonClasses("accent")}>
                    Subscribe
                  </Link>
                </div>
              )}
            </div>
          </nav>
        </Collapsible.Content>
      </header>
    </Collapsible.Root>
  );
}
