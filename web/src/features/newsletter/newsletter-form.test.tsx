import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@web/components/ui/toast";
import { NewsletterForm } from "./components/newsletter-form";

vi.mock("@web/components/ui/toast", () => ({ toast: vi.fn() }));

const toastMock = vi.mocked(toast);

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("NewsletterForm", () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    toastMock.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the button disabled while the email is empty", async () => {
    renderForm();
    const button = screen.getByRole("button", { name: "SUBSCRIBE" });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/first name/i), "Ada");
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Email"), "   ");
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Email"), "a");
    expect(button).toBeEnabled();
  });

  it("refuses an invalid email with the VALIDATION ERROR toast and sends nothing", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText("Email"), "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "SUBSCRIBE" }));
    expect(toastMock).toHaveBeenCalledWith({
      title: "VALIDATION ERROR",
      description: "Please enter a valid email address.",
      variant: "destructive",
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts email, first name and source, shows the pending label, then clears both fields", async () => {
    let answer!: (res: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    await userEvent.type(screen.getByLabelText("Email"), "owner@bakery.example");
    await userEvent.type(screen.getByLabelText(/first name/i), " Ada ");
    await userEvent.click(screen.getByRole("button", { name: "SUBSCRIBE" }));

    const pending = await screen.findByRole("button", { name: "INITIALIZING CONNECTION..." });
    expect(pending).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/newsletter/subscribe");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      email: "owner@bakery.example",
      firstName: "Ada",
      source: "landing_page",
    });

    answer(json({ success: true, message: "Welcome aboard, Ada." }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({ title: "CHECK YOUR INBOX", description: "Welcome aboard, Ada." }),
    );
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(screen.getByLabelText(/first name/i)).toHaveValue("");
    expect(screen.getByRole("button", { name: "SUBSCRIBE" })).toBeDisabled();
  });

  it("omits an empty first name", async () => {
    fetchMock.mockResolvedValue(json({ success: true, message: "ok" }));
    renderForm();
    await userEvent.type(screen.getByLabelText("Email"), "a@b.example");
    await userEvent.click(screen.getByRole("button", { name: "SUBSCRIBE" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({
      email: "a@b.example",
      source: "landing_page",
    });
  });

  it("shows the server's message from the error envelope and keeps the fields", async () => {
    fetchMock.mockResolvedValue(
      json({ error: { code: "CONFLICT", message: "This email is already subscribed.", requestId: "r1" } }, 409),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText("Email"), "a@b.example");
    await userEvent.click(screen.getByRole("button", { name: "SUBSCRIBE" }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: "SUBSCRIPTION FAILED",
        description: "This email is already subscribed.",
        variant: "destructive",
      }),
    );
    expect(screen.getByLabelText("Email")).toHaveValue("a@b.example");
  });

  it("says the server refused when the refusal is not the error envelope", async () => {
    fetchMock.mockResolvedValue(json({ success: false, message: "Subscriptions are paused." }, 503));
    renderForm();
    await userEvent.type(screen.getByLabelText("Email"), "a@b.example");
    await userEvent.click(screen.getByRole("button", { name: "SUBSCRIBE" }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: "SUBSCRIPTION FAILED",
        description: "The server refused the request (503).",
        variant: "destructive",
      }),
    );
  });

  it("reports a network failure as SYSTEM ERROR", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderForm();
    await userEvent.type(screen.getByLabelText("Email"), "a@b.example");
    await userEvent.click(screen.getByRole("button", { name: "SUBSCRIBE" }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: "SYSTEM ERROR",
        description: "Failed to process subscription. Please try again.",
        variant: "destructive",
      }),
    );
    expect(screen.getByRole("button", { name: "SUBSCRIBE" })).toBeEnabled();
  });
});
