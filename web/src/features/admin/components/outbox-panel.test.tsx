import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OutboxList, OutboxMessage } from "@common/mail";
import { renderWithProviders } from "@web/test/render";
import { OutboxPanel } from "./outbox-panel";

const mail = (id: number, overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id,
  to: `person${id}@example.com`,
  from: "ReachGen <no-reply@reachgen.local>",
  subject: `Subject ${id}`,
  text: `Line one of ${id}\nhttp://localhost:8787/reset-password?token=abc${id}`,
  html: `<p>HTML ${id}</p>`,
  headers: null,
  kind: "password_reset",
  provider: "outbox",
  providerId: `outbox_${id}`,
  status: "sent",
  error: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  ...overrides,
});

let pages: Record<string, OutboxList>;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const offset = new URL(String(input), "http://localhost").searchParams.get("offset") ?? "0";
  return Response.json(pages[offset]);
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("outbox panel", () => {
  it("lists recipient, subject, kind, status and date, with the plain text in a <pre> (HTML is never rendered)", async () => {
    pages = {
      "0": {
        data: [
          mail(2, { subject: "<img src=x onerror=alert(1)>", status: "failed", error: "unavailable: 500" }),
          mail(1),
        ],
        pagination: { limit: 20, offset: 0, total: 2, hasMore: false },
      },
    };
    renderWithProviders(<OutboxPanel />);
    const reset = await screen.findByRole("article", { name: "Subject 1" });
    expect(within(reset).getByText(/To person1@example\.com · PASSWORD RESET · OUTBOX/)).toBeInTheDocument();
    expect(within(reset).getByText("SENT")).toBeInTheDocument();
    const region = within(reset).getByRole("region", { name: 'Plain text of "Subject 1" to person1@example.com' });
    const text = region.querySelector("pre");
    expect(text).toHaveTextContent("http://localhost:8787/reset-password?token=abc1");
    expect(within(reset).getByText(/2026/).closest("time")).toHaveAttribute("dateTime", "2026-11-23T10:00:00.000Z");

    const failed = screen.getByRole("article", { name: "<img src=x onerror=alert(1)>" });
    expect(within(failed).getByText("FAILED")).toBeInTheDocument();
    expect(within(failed).getByText("unavailable: 500")).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
    expect(screen.queryByText("HTML 1")).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/admin/outbox?limit=20&offset=0");
  });

  it("pages through older mail and says when there is none", async () => {
    pages = {
      "0": {
        data: Array.from({ length: 20 }, (_, i) => mail(30 - i)),
        pagination: { limit: 20, offset: 0, total: 21, hasMore: true },
      },
      "20": { data: [mail(10)], pagination: { limit: 20, offset: 20, total: 21, hasMore: false } },
    };
    renderWithProviders(<OutboxPanel />);
    expect(await screen.findByText("1–20 of 21")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Older" }));
    expect(await screen.findByRole("article", { name: "Subject 10" })).toBeInTheDocument();
    expect(screen.getByText("21–21 of 21")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Older" })).toBeDisabled();
  });

  it("says so when no mail was sent yet", async () => {
    pages = { "0": { data: [], pagination: { limit: 20, offset: 0, total: 0, hasMore: false } } };
    renderWithProviders(<OutboxPanel />);
    expect(await screen.findByText("No mail sent yet.")).toBeInTheDocument();
  });
});
