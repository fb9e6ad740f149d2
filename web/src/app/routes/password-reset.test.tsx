import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authMessages } from "@common/auth";
import { SESSION_STORAGE_KEY } from "@common/paths";
import { resetToasts } from "@web/components/ui/toast";
import { renderApp } from "@web/test/render";

const envelope = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message, requestId: "req-1" } }, { status });

let answers: Record<string, () => Response>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const path = new URL(String(input), "http://localhost").pathname;
  const answer = answers[path];
  return answer ? answer() : envelope(401, "UNAUTHORIZED", "Authentication required");
});

const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);
const bodyOf = (path: string) => JSON.parse(String(callsTo(path)[0]?.[1]?.body));

beforeEach(() => {
  answers = {};
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

describe("Forgot password?", () => {
  it("is linked from the sign-in form", async () => {
    const { router } = renderApp("/login");
    await userEvent.click(await screen.findByRole("link", { name: "Forgot password?" }));
    expect(router.state.location.pathname).toBe("/forgot-password");
    expect(await screen.findByRole("heading", { level: 1, name: "RESET ACCESS" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  it("checks the address before asking, then shows the server's answer and nothing more", async () => {
    answers["/api/auth/forgot-password"] = () => Response.json({ success: true, message: authMessages.resetRequested });
    renderApp("/forgot-password");
    const email = await screen.findByLabelText("Email");
    await userEvent.type(email, "not-an-address");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(callsTo("/api/auth/forgot-password")).toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, "Ada@Example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    const status = await screen.findByRole("status");
    expect(within(status).getByText("CHECK YOUR INBOX")).toBeInTheDocument();
    expect(within(status).getByText(authMessages.resetRequested)).toBeInTheDocument();
    expect(bodyOf("/api/auth/forgot-password")).toEqual({ email: "ada@example.com" });
    expect(screen.queryByLabelText("Email")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/login");
  });

  it("shows the throttle's message", async () => {
    const message = "Too many password reset requests. Try again in 42 minutes.";
    answers["/api/auth/forgot-password"] = () => envelope(429, "RATE_LIMITED", message);
    renderApp("/forgot-password");
    await userEvent.type(await screen.findByLabelText("Email"), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("REQUEST FAILED");
    expect(alert).toHaveTextContent(message);
  });
});

describe("/reset-password", () => {
  const TOKEN = "Zk3_reset-token-from-the-mail-0000000000000";

  async function fill(newPassword: string, confirm = newPassword) {
    await userEvent.type(await screen.findByLabelText("New password"), newPassword);
    await userEvent.type(screen.getByLabelText("Confirm new password"), confirm);
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
  }

  it("checks the rule and the confirmation before asking", async () => {
    renderApp(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole("heading", { level: 1, name: "NEW PASSWORD" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    await fill("short");
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("New password"));
    await userEvent.clear(screen.getByLabelText("Confirm new password"));
    await fill("a-long-new-password", "a-different-password");
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(callsTo("/api/auth/reset-password")).toHaveLength(0);
  });

  it("sends the token from the link; on success a toast, the stored session is dropped and /login opens", async () => {
    // Signed in here before: the reset ends that session on the server, so the browser drops it too.
    localStorage.setItem(SESSION_STORAGE_KEY, "an-old-session");
    answers["/api/auth/user"] = () =>
      Response.json({ id: 1, email: "ada@example.com", firstName: "Ada", lastName: null, isAdmin: false });
    answers["/api/auth/reset-password"] = () => Response.json({ success: true, message: authMessages.passwordReset });
    const { router } = renderApp(`/reset-password?token=${TOKEN}`);
    await fill("a-long-new-password");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    // Revoking the account's API keys is on unless the user unticks it.
    expect(bodyOf("/api/auth/reset-password")).toEqual({
      token: TOKEN,
      newPassword: "a-long-new-password",
      revokeApiKeys: true,
    });
    expect(await screen.findByText("Password Reset")).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordReset)).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "ACCESS SYSTEM" })).toBeInTheDocument();
  });

  it("keeps the API keys when the box is unticked", async () => {
    answers["/api/auth/reset-password"] = () => Response.json({ success: true, message: authMessages.passwordReset });
    renderApp(`/reset-password?token=${TOKEN}`);
    const box = await screen.findByRole("checkbox", { name: "Also revoke my API keys" });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await fill("a-long-new-password");
    await waitFor(() => expect(callsTo("/api/auth/reset-password")).toHaveLength(1));
    expect(bodyOf("/api/auth/reset-password")).toMatchObject({ revokeApiKeys: false });
  });

  it("shows the server's refusal of a spent or expired link with a way to ask again", async () => {
    answers["/api/auth/reset-password"] = () => envelope(400, "BAD_REQUEST", authMessages.resetLinkInvalid);
    const { router } = renderApp(`/reset-password?token=${TOKEN}`);
    await fill("a-long-new-password");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("RESET FAILED");
    expect(alert).toHaveTextContent(authMessages.resetLinkInvalid);
    await userEvent.click(within(alert).getByRole("link", { name: "Ask for a new reset link" }));
    expect(router.state.location.pathname).toBe("/forgot-password");
  });

  it("without a token says the link is invalid and offers a new one", async () => {
    renderApp("/reset-password");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(authMessages.resetLinkInvalid);
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(screen.getByRole("link", { name: "Ask for a new reset link" })).toHaveAttribute("href", "/forgot-password");
  });
});
