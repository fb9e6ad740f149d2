import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newsletterMessages } from "@common/newsletter";
import { NewsletterLink } from "./components/newsletter-link";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function renderLink(action: "confirm" | "unsubscribe", token: string | null) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <NewsletterLink action={action} token={token} />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe("NewsletterLink (the pages of the newsletter mails' links)", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("confirms once on opening, even under StrictMode, and shows the server's answer", async () => {
    fetchMock.mockResolvedValue(json({ success: true, message: newsletterMessages.confirmed }));
    renderLink("confirm", "t".repeat(43));
    expect(screen.getByRole("status")).toHaveTextContent("Confirming your subscription…");
    expect(await screen.findByText(newsletterMessages.confirmed)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/newsletter/confirm");
    expect(JSON.parse(String(init.body))).toEqual({ token: "t".repeat(43) });
    expect(screen.queryByRole("button", { name: "SUBSCRIBE" })).not.toBeInTheDocument();
  });

  it("an expired link shows the server's message and the signup form to get a new one", async () => {
    fetchMock.mockResolvedValue(
      json({ error: { code: "BAD_REQUEST", message: newsletterMessages.confirmExpired, requestId: "r" } }, 400),
    );
    renderLink("confirm", "t".repeat(43));
    expect(await screen.findByRole("alert")).toHaveTextContent(newsletterMessages.confirmExpired);
    expect(screen.getByRole("heading", { name: "Subscribe again" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "SUBSCRIBE" })).toBeInTheDocument();
  });

  it("without a token it says the link is damaged and calls nothing", async () => {
    renderLink("unsubscribe", null);
    expect(screen.getByRole("alert")).toHaveTextContent(newsletterMessages.linkDamaged);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("unsubscribes and offers to subscribe again", async () => {
    fetchMock.mockResolvedValue(json({ success: true, message: newsletterMessages.unsubscribed }));
    renderLink("unsubscribe", "u".repeat(43));
    expect(await screen.findByText(newsletterMessages.unsubscribed)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/newsletter/unsubscribe");
    expect(screen.getByRole("heading", { name: "Changed your mind? Subscribe again" })).toBeInTheDocument();
  });
});
