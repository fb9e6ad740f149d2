import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths, THEME_STORAGE_KEY } from "@common/paths";
import { resetToasts } from "@web/components/ui/toast";
import { renderApp } from "@web/test/render";
import { ThemeProvider, useTheme } from "./theme";

beforeEach(() =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 404 })),
  ),
);
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

function Probe() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      theme:{theme}
    </button>
  );
}

describe("ThemeProvider", () => {
  it("defaults to light with no class on <html> and nothing stored", () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole("button")).toHaveTextContent("theme:light");
    expect(document.documentElement).not.toHaveClass("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("toggles, persists under THEME_STORAGE_KEY and sets or clears the dark class", async () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole("button"));
    expect(screen.getByRole("button")).toHaveTextContent("theme:dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(document.documentElement).toHaveClass("dark");
    await userEvent.click(screen.getByRole("button"));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("starts from a stored dark choice; an unknown stored value means light", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    const first = render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole("button")).toHaveTextContent("theme:dark");
    expect(document.documentElement).toHaveClass("dark");
    first.unmount();
    localStorage.setItem(THEME_STORAGE_KEY, "sepia");
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole("button")).toHaveTextContent("theme:light");
    expect(document.documentElement).not.toHaveClass("dark");
  });
});

describe("theme controls in the header", () => {
  it("the toggle button is named for what it does and the mobile item reads Dark Mode / Light Mode", async () => {
    renderApp(paths.dashboard);
    await userEvent.click(await screen.findByRole("button", { name: "Switch to dark mode" }));
    expect(document.documentElement).toHaveClass("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    await userEvent.click(within(menu).getByRole("button", { name: "Light Mode" }));
    expect(document.documentElement).not.toHaveClass("dark");
    expect(within(menu).getByRole("button", { name: "Dark Mode" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Switch to dark mode" })).toBeInTheDocument();
  });
});

describe("the theme script in index.html (runs before first paint)", () => {
  const html = readFileSync(resolve(process.cwd(), "web/index.html"), "utf8");
  const source = /<script>([^<]*)<\/script>/.exec(html)![1]!;
  const run = () => new Function(source)();

  it("is index.html's one inline script, and the CSP allows it by its SHA-256", () => {
    const headers = readFileSync(resolve(process.cwd(), "web/public/_headers"), "utf8");
    const hash = createHash("sha256").update(source).digest("base64");
    expect(headers).toMatch(new RegExp(`script-src 'self'[^;]* 'sha256-${hash.replace(/[+/]/g, "\\$&")}'[ ;]`));
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it("reads the same storage key as the app and adds the dark class only for a stored dark choice", () => {
    run();
    expect(document.documentElement).not.toHaveClass("dark");
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    run();
    expect(document.documentElement).not.toHaveClass("dark");
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    run();
    expect(document.documentElement).toHaveClass("dark");
  });
});
