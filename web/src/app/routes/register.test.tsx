import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@web/components/ui/toast";
import { renderWithProviders } from "@web/test/render";
import RegisterPage from "./register";

const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input);
  if (url.includes("/api/auth/register"))
    return Response.json(
      { success: true, sessionId: "session-1", message: "Account created successfully" },
      { status: 201 },
    );
  if (url.includes("/api/subscription-plans")) return Response.json([]);
  return Response.json(
    { error: { code: "UNAUTHORIZED", message: "Authentication required", requestId: "r" } },
    { status: 401 },
  );
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

describe("register page after a signed-out card checkout", () => {
  it("sends the checkout's session id and claim token from the success URL", async () => {
    const claim = "Zx9_claim-token-from-the-success-url-000000";
    const router = createMemoryRouter(
      [
        { path: "/register", element: <RegisterPage /> },
        { path: "*", element: <p>elsewhere</p> },
      ],
      { initialEntries: [`/register?plan=pro&payment=success&txId=cs_sandbox_abc&claim=${claim}`] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    await userEvent.type(screen.getByLabelText("First name"), "Pat");
    await userEvent.type(screen.getByLabelText("Last name"), "Buyer");
    await userEvent.type(screen.getByLabelText("Email"), "pat@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "paid-plan-pass");
    await userEvent.type(screen.getByLabelText("Confirm password"), "paid-plan-pass");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/api/auth/register"))).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes("/api/auth/register"))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: "pat@example.com",
      subscriptionPlan: "pro",
      paymentMethod: "stripe",
      paymentTransactionId: "cs_sandbox_abc",
      claimToken: claim,
    });
  });
});
