import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Providers } from "./providers";
import { RootErrorPage, RootLayout } from "./root-layout";

function Broken(): never {
  throw new Error("boom");
}

function renderRoutes(children: { path: string; element: React.ReactNode }[], path: string, layout = <RootLayout />) {
  const router = createMemoryRouter([{ element: layout, errorElement: <RootErrorPage />, children }], {
    initialEntries: [path],
  });
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 404 })),
  );
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("error boundaries", () => {
  it("a crashing page shows SYSTEM FAULT inside the layout; header and footer stay", async () => {
    renderRoutes([{ path: "/dashboard", element: <Broken /> }], "/dashboard");
    expect(await screen.findByRole("heading", { name: "SYSTEM FAULT" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });

  it("a crash outside the page panel falls back to the router's error page", async () => {
    renderRoutes([{ path: "/", element: <p>never shown</p> }], "/", <Broken />);
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });
});
