import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { headerHiddenPaths, THEME_STORAGE_KEY } from "@common/paths";
import { resetToasts, toast } from "@web/components/ui/toast";
import { renderApp } from "@web/test/render";
import { showsHeader } from "./root-layout";

const plans = [{ id: 1, name: "free", displayName: "Free Trial", price: 0, currency: "usd", interval: "trial", conceptsLimit: 5, featuresJson: ["x"], isActive: true }];

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/subscription-plans") return new Response(JSON.stringify(plans), { status: 200 });
      if (url === "/api/auth/user") return new Response(JSON.stringify({ email: "me@example.com", isAdmin: true }), { status: 200 });
      return new Response("{}", { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

describe("header", () => {
  it("is hidden on the six routes of SPEC §2 and shown elsewhere", () => {
    expect(headerHiddenPaths).toEqual(["/about", "/login", "/register", "/plans", "/payment-success", "/api-docs"]);
    for (const p of headerHiddenPaths) expect(showsHeader(p)).toBe(false);
    for (const p of ["/", "/dashboard", "/ai-generator", "/admin", "/whatever", "/about/"]) expect(showsHeader(p)).toBe(p === "/about/" ? false : true);
  });

  it("shows Examples, Login and Subscribe when signed out", async () => {
    renderApp("/dashboard");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Examples" })).toHaveAttribute("href", "/dashboard");
    expect(within(nav).getByRole("link", { name: "API Docs" })).toHaveAttribute("href", "/api-docs");
    expect(screen.getAllByRole("link", { name: "Login" })[0]).toHaveAttribute("href", "/login");
    expect(screen.getAllByRole("link", { name: "Subscribe" })[0]).toHaveAttribute("href", "/register");
    expect(screen.getByRole("heading", { level: 1, name: "Example Ad Concepts" })).toBeInTheDocument();
  });

  it("shows Dashboard and the account menu when signed in", async () => {
    localStorage.setItem("userSession", "tok");
    renderApp("/dashboard");
    expect(await screen.findByRole("button", { name: "Account menu for me@example.com" })).toBeInTheDocument();
    expect(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Dashboard" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
  });

  it("is absent on /login", async () => {
    renderApp("/login");
    expect(await screen.findByRole("heading", { level: 1, name: "ACCESS SYSTEM" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });
});

describe("theme", () => {
  it("defaults to light and persists the toggle", async () => {
    renderApp("/");
    const toggle = await screen.findByRole("button", { name: "Switch to dark mode" });
    expect(document.documentElement).not.toHaveClass("dark");
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(screen.getByRole("button", { name: "Switch to light mode" })).toBeInTheDocument();
  });
});

describe("toasts", () => {
  it("shows only one at a time: a new toast replaces the old", async () => {
    renderApp("/");
    act(() => void toast({ title: "First toast" }));
    expect(await screen.findByText("First toast")).toBeInTheDocument();
    act(() => void toast({ title: "Second toast", variant: "destructive" }));
    await waitFor(() => expect(screen.queryByText("First toast")).toBeNull());
    expect(screen.getByText("Second toast")).toBeInTheDocument();
  });
});

describe("routes", () => {
  it("renders 'Page Not Found' for an unknown path", async () => {
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
  });
});
