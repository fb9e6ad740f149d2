import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@web/components/ui/toast";
import { renderWithProviders } from "@web/test/render";
import ChangePasswordPage from "./change-password";

let answer: Response;
const fetchMock = vi.fn(async () => answer.clone());

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

async function submit(current: string, next: string) {
  const router = createMemoryRouter([{ path: "/", element: <ChangePasswordPage /> }]);
  renderWithProviders(<RouterProvider router={router} />);
  await userEvent.type(screen.getByLabelText("Current password"), current);
  await userEvent.type(screen.getByLabelText("New password"), next);
  await userEvent.type(screen.getByLabelText("Confirm new password"), next);
  await userEvent.click(screen.getByRole("button", { name: "Change password" }));
}

describe("change-password form", () => {
  it("refuses a new password under 8 characters with the shared rule's message, before any request", async () => {
    await submit("old-password", "abcdef");
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's throttle message", async () => {
    const message = "Too many password change attempts. Try again in 15 minutes.";
    answer = Response.json(
      { error: { code: "RATE_LIMITED", message, requestId: "req-1" } },
      { status: 429, headers: { "Retry-After": "900" } },
    );
    await submit("old-password", "a-new-password");
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText("Password Change Failed")).toBeInTheDocument();
  });
});
