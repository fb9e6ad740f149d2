import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router";
import { headerHiddenPaths, paths, SESSION_STORAGE_KEY } from "@common/paths";
import { Providers } from "@web/app/providers";
import { RootLayout, showsHeader } from "@web/app/root-layout";
import { resetToasts } from "@web/components/ui/toast";
import { renderApp } from "@web/test/render";

let user: { email: string; isAdmin: boolean } | null = null;
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (url === "/api/auth/user")
    return user
      ? Response.json({ id: 1, firstName: null, lastName: null, ...user })
      : new Response("Unauthorized", { status: 401 });
  if (url === "/api/auth/logout" && init?.method === "POST") return Response.json({ success: true });
  return new Response("{}", { status: 404 });
});

beforeEach(() => {
  user = null;
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

/** The real root layout around a stand-in page, so the rule is tested apart from each page's own content. */
function renderLayoutAt(path: string) {
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: "*", element: <h1>Stand-in page</h1> }] }],
    { initialEntries: [path] },
  );
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

function signIn(as: { email: string; isAdmin: boolean }) {
  user = as;
  localStorage.setItem(SESSION_STORAGE_KEY, "tok");
}

describe("where the header shows (SPEC §2)", () => {
  it("hides it on exactly /about, /login, /register, /plans, /payment-success and /api-docs, and the password-reset pages", () => {
    expect([...headerHiddenPaths].sort()).toEqual([
      "/about",
      "/api-docs",
      "/forgot-password",
      "/login",
      "/payment-success",
      "/plans",
      "/register",
      "/reset-password",
    ]);
    expect(showsHeader("/login/")).toBe(false);
    expect(showsHeader("/loginx")).toBe(true);
  });

  it("renders the header and footer on /dashboard", async () => {
    renderLayoutAt(paths.dashboard);
    expect(await screen.findByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it.each([...headerHiddenPaths])("leaves it out on %s", async (path) => {
    renderLayoutAt(path);
    expect(await screen.findByRole("heading", { name: "Stand-in page" })).toBeInTheDocument();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  it.each([paths.home, paths.aiGenerator, paths.subscription, paths.changePassword, paths.admin, "/no-such-page"])(
    "renders it on %s",
    async (path) => {
      renderLayoutAt(path);
      expect(await screen.findByRole("navigation", { name: "Main" })).toBeInTheDocument();
    },
  );
});

describe("signed out", () => {
  it("shows Home, Examples, API Docs and About, then Login and Subscribe, and makes no auth lookup", async () => {
    renderApp(paths.dashboard);
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Examples", "/dashboard"],
      ["API Docs", "/api-docs"],
      ["About", "/about"],
    ]);
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(within(banner).getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", "/register");
    expect(within(banner).getByRole("link", { name: "ReachGen home" })).toHaveAttribute("href", "/");
    expect(fetchMock.mock.calls.some(([u]) => u === "/api/auth/user")).toBe(false);
  });

  it("opens a mobile menu with the nav, a Dark Mode item and the account buttons", async () => {
    renderApp(paths.dashboard);
    const trigger = await screen.findByRole("button", { name: "Open menu" });
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    await userEvent.click(trigger);
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(within(menu).getByRole("link", { name: "Examples" })).toHaveAttribute("href", "/dashboard");
    expect(within(menu).getByRole("button", { name: "Dark Mode" })).toBeInTheDocument();
    expect(within(menu).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(within(menu).getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("button", { name: "Close menu" })).toBeInTheDocument();
  });

  it("closes the mobile menu on Escape, giving focus back to its button, and on navigation", async () => {
    const router = createMemoryRouter(
      [{ element: <RootLayout />, children: [{ path: "*", element: <h1>Stand-in page</h1> }] }],
      { initialEntries: [paths.dashboard] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();

    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeInTheDocument();
    await act(() => router.navigate(paths.home));
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
  });

  it("treats a refused lookup as signed out and removes the stored token", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, "stale");
    renderApp(paths.dashboard);
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Examples" })).toBeInTheDocument();
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Login" })).toBeInTheDocument();
  });
});

describe("signed in", () => {
  it("labels the nav item Dashboard and lists the account items, Admin Dashboard for admins", async () => {
    signIn({ email: "admin@example.com", isAdmin: true });
    renderApp(paths.dashboard);
    const trigger = await screen.findByRole("button", { name: /admin@example\.com/ });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(within(nav).queryByRole("link", { name: "Examples" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Subscribe" })).toBeNull();

    await userEvent.click(trigger);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "AI Generator" })).toHaveAttribute("href", "/ai-generator");
    expect(within(menu).getByRole("menuitem", { name: "Change Password" })).toHaveAttribute("href", "/change-password");
    expect(within(menu).getByRole("menuitem", { name: "API Keys" })).toHaveAttribute("href", "/api-keys");
    expect(within(menu).getByRole("menuitem", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin");
    expect(within(menu).getByRole("menuitem", { name: "Logout" })).toBeInTheDocument();
  });

  it("leaves Admin Dashboard out for other users", async () => {
    signIn({ email: "user@example.com", isAdmin: false });
    renderApp(paths.dashboard);
    await userEvent.click(await screen.findByRole("button", { name: /user@example\.com/ }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "AI Generator" })).toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: "Admin Dashboard" })).toBeNull();
  });

  it("shows the word User when the lookup has no email", async () => {
    signIn({ email: "", isAdmin: false });
    renderApp(paths.dashboard);
    expect(await screen.findByRole("button", { name: /User/ })).toHaveTextContent("User");
  });

  it("logs out: POST /api/auth/logout, token removed, back to /", async () => {
    signIn({ email: "user@example.com", isAdmin: false });
    const { router } = renderApp(paths.dashboard);
    await userEvent.click(await screen.findByRole("button", { name: /user@example\.com/ }));
    user = null;
    await userEvent.click(await screen.findByRole("menuitem", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(fetchMock.mock.calls.some(([u, init]) => u === "/api/auth/logout" && init?.method === "POST")).toBe(true);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole("link", { name: "Subscribe" })).toBeInTheDocument();
  });
});
