import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@web/components/ui/toast";
import { renderWithProviders } from "@web/test/render";
import {
  callsTo,
  envelope,
  makeApi,
  makeCampaign,
  makePayments,
  makeStats,
  makeSubscriber,
  stubAdminFetch,
  terminalAnswers,
  terminalPaths,
} from "../test-utils";
import { AdminTerminal } from "./admin-terminal";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

const user = () => userEvent.setup();

/** Renders the terminal and waits for its tabs (all seven reads answered). */
async function openTerminal(overrides: Parameters<typeof terminalAnswers>[0] = {}) {
  const fetchMock = stubAdminFetch(terminalAnswers(overrides));
  renderWithProviders(<AdminTerminal />);
  await screen.findByRole("tablist", { name: "Admin terminal sections" });
  return fetchMock;
}

async function openTab(name: string) {
  await user().click(screen.getByRole("tab", { name }));
  return screen.getByRole("tabpanel", { name });
}

/** The value shown under a stat card's label. */
const stat = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: "dt" }).parentElement!.querySelector("dd")!.textContent;

describe("admin terminal: loading and errors", () => {
  it("shows the loading screen until all seven reads have answered, then the tabs with PAYMENTS open", async () => {
    const release = new Map<string, () => void>();
    const answers = terminalAnswers();
    const deferred = Object.fromEntries(
      terminalPaths.map((path) => [
        path,
        () =>
          new Promise<Response>((resolve) => {
            release.set(path, () => resolve(Response.json(answers[path])));
          }),
      ]),
    );
    stubAdminFetch({ ...answers, ...deferred });
    renderWithProviders(<AdminTerminal />);

    await waitFor(() => expect(release.size).toBe(7));
    const paths = [...terminalPaths];
    for (const path of paths.slice(0, 6)) await act(async () => release.get(path)!());
    expect(await screen.findByRole("status")).toHaveTextContent("LOADING TERMINAL DATA 6/7");
    expect(screen.queryByRole("tablist")).toBeNull();

    await act(async () => release.get(paths[6]!)!());
    expect(await screen.findByRole("tablist", { name: "Admin terminal sections" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "PAYMENTS",
      "API SYSTEM",
      "ANALYTICS",
      "SUBSCRIBERS",
      "CAMPAIGNS",
      "COMPOSE",
    ]);
    expect(screen.getByRole("tab", { name: "PAYMENTS" })).toHaveAttribute("aria-selected", "true");
    // The outbox stays reachable below the tabs.
    expect(screen.getByRole("region", { name: "OUTBOX" })).toBeInTheDocument();
  });

  it("names the read that failed with the server's message, and RETRY loads the terminal", async () => {
    let fail = true;
    const fetchMock = stubAdminFetch(
      terminalAnswers({
        "/api/admin/api-analytics": () =>
          fail ? envelope(403, "Administrator access required", "FORBIDDEN") : Response.json(makeApi()),
      }),
    );
    renderWithProviders(<AdminTerminal />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("TERMINAL OFFLINE");
    expect(alert).toHaveTextContent("API analytics: Administrator access required");
    expect(screen.queryByRole("tablist")).toBeNull();

    fail = false;
    await user().click(screen.getByRole("button", { name: "RETRY" }));
    expect(await screen.findByRole("tablist")).toBeInTheDocument();
    expect(callsTo(fetchMock, "/api/admin/api-analytics")).toHaveLength(2);
    // Only the failed read is asked again.
    expect(callsTo(fetchMock, "/api/admin/stats")).toHaveLength(1);
  });
});

describe("admin terminal: tabs show the server's numbers", () => {
  it("PAYMENTS: revenue in dollars, count, conversion, methods, plans, transactions and the revenue chart", async () => {
    await openTerminal();
    const panel = screen.getByRole("tabpanel", { name: "PAYMENTS" });
    expect(stat(panel, "TOTAL REVENUE")).toBe("$12,345.60");
    expect(stat(panel, "MONTHLY REVENUE")).toBe("$789.12");
    expect(stat(panel, "TRANSACTIONS")).toBe("97");
    expect(stat(panel, "CONVERSION RATE")).toBe("33.3%");

    const methods = within(screen.getByRole("region", { name: "PAYMENT METHODS" }));
    expect(methods.getByText("stripe").nextSibling).toHaveTextContent("81");
    expect(methods.getByText("crypto").nextSibling).toHaveTextContent("16");
    const plans = within(screen.getByRole("region", { name: "SUBSCRIPTION PLANS" }));
    expect(plans.getByText("pro").nextSibling).toHaveTextContent("44");

    const recent = within(screen.getByRole("region", { name: "Transaction list" }));
    const items = recent.getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("$29.00");
    expect(items[0]).toHaveTextContent("STRIPE");
    expect(within(items[0]!).getByText("COMPLETED")).toHaveClass("text-accent-text");
    expect(within(items[1]!).getByText("PENDING")).toHaveClass("bg-destructive");
    expect(items[1]!.querySelector("time")).toHaveAttribute("dateTime", "2026-11-22T12:00:00.000Z");

    const chart = screen.getByRole("figure", { name: "REVENUE PER MONTH" });
    const rows = within(chart).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Oct 2026$4,321.50");
    expect(rows[2]).toHaveTextContent("Nov 2026$789.12");

    expect(screen.getByRole("region", { name: "CRYPTO PAYMENTS" })).toBeInTheDocument();
  });

  it("API SYSTEM: totals, endpoint usage, response times, the error-rate badges and the per-day chart", async () => {
    await openTerminal();
    const panel = await openTab("API SYSTEM");
    expect(stat(panel, "TOTAL API CALLS")).toBe("45,678");
    expect(stat(panel, "UNIQUE USERS")).toBe("123");
    expect(stat(panel, "AVG RESPONSE TIME")).toBe("187 ms");
    expect(stat(panel, "ERROR RATE")).toBe("3.21%");

    const usage = within(screen.getByRole("region", { name: "ENDPOINT USAGE" }));
    expect(usage.getByText("/api/v1/concepts").nextSibling).toHaveTextContent("40,001");
    const times = within(screen.getByRole("region", { name: "RESPONSE TIMES" }));
    expect(times.getByText("/api/v1/concepts").nextSibling).toHaveTextContent("212 ms40,001 calls");

    const rates = within(screen.getByRole("region", { name: "ERROR RATES" }));
    const tone = (endpoint: string) =>
      rates.getByText(endpoint).closest("li")!.querySelector("[data-tone]")!.getAttribute("data-tone");
    expect(tone("/api/v1/a")).toBe("success"); // 1.9
    expect(tone("/api/v1/b")).toBe("warning"); // 2
    expect(tone("/api/v1/c")).toBe("warning"); // 4.99
    expect(tone("/api/v1/d")).toBe("destructive"); // 5
    expect(rates.getByText("4.99%")).toHaveClass("bg-warning-soft");
    expect(rates.getByText("1.90%")).toHaveClass("bg-accent-soft");
    expect(rates.getByText("5.00%")).toHaveClass("bg-destructive");

    const chart = screen.getByRole("figure", { name: "API CALLS AND ERROR RATE PER DAY" });
    expect(within(chart).getAllByRole("row")[2]).toHaveTextContent("Nov 221,4116.25%");
  });

  it("ANALYTICS: totals, user statistics, plan counts, platform stats, recent activity and sign-ups per day", async () => {
    await openTerminal();
    const panel = await openTab("ANALYTICS");
    expect(stat(panel, "CONCEPTS")).toBe("731");
    expect(stat(panel, "REGISTERED USERS")).toBe("6,021");
    expect(stat(panel, "NEWSLETTER SUBSCRIBERS")).toBe("417");
    expect(stat(panel, "DOWNLOADS")).toBe("2,093");
    expect(stat(panel, "GENERATIONS")).toBe("8,817");

    const users = within(screen.getByRole("region", { name: "USER STATISTICS" }));
    expect(users.getByText("Active subscriptions").nextSibling).toHaveTextContent("388");
    expect(users.getByText("New this month").nextSibling).toHaveTextContent("59");
    expect(users.getByText("FREE").nextSibling).toHaveTextContent("5,101");
    expect(users.getByText("BASIC").nextSibling).toHaveTextContent("512");
    expect(users.getByText("PRO").nextSibling).toHaveTextContent("371");
    expect(users.getByText("ENTERPRISE").nextSibling).toHaveTextContent("37");

    const platforms = within(screen.getByRole("region", { name: "PLATFORM STATS" }));
    expect(platforms.getByText("facebook").nextSibling).toHaveTextContent("611");
    expect(platforms.getByText("quora").nextSibling).toHaveTextContent("23");

    const activity = within(screen.getByRole("region", { name: "Activity list" }));
    expect(activity.getByText("New user registered: ada@example.com")).toBeInTheDocument();
    expect(activity.getByRole("listitem").querySelector("time")).toHaveAttribute(
      "dateTime",
      "2026-11-20T09:30:00.000Z",
    );

    const chart = screen.getByRole("figure", { name: "SIGN-UPS PER DAY" });
    expect(within(chart).getAllByRole("row")[2]).toHaveTextContent("Nov 2014");
  });

  it("SUBSCRIBERS: the active count and each subscriber with source, joined date and status badge", async () => {
    await openTerminal();
    const panel = await openTab("SUBSCRIBERS");
    expect(stat(panel, "ACTIVE SUBSCRIBERS")).toBe("2");
    const list = within(screen.getByRole("region", { name: "Subscriber list" }));
    const items = list.getAllByRole("listitem");
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent("Reader1");
    expect(items[0]).toHaveTextContent("reader1@example.com");
    expect(items[0]).toHaveTextContent("landing_page");
    expect(items[0]!.querySelector("time")).toHaveAttribute("dateTime", "2026-11-01T00:00:00.000Z");
    expect(within(items[0]!).getByText("ACTIVE")).toHaveClass("bg-accent-soft");
    expect(within(items[2]!).getByText("PENDING")).toHaveClass("bg-surface-2");
    expect(within(items[3]!).getByText("UNSUBSCRIBED")).toHaveClass("bg-surface-2");
  });

  it("SUBSCRIBERS: the counts come from the stats (every row), and a list shorter than them says it shows the newest", async () => {
    await openTerminal({
      "/api/admin/stats": makeStats({ subscribersByStatus: { pending: 40, active: 2_961, unsubscribed: 12 } }),
    });
    const panel = await openTab("SUBSCRIBERS");
    expect(stat(panel, "ACTIVE SUBSCRIBERS")).toBe("2,961");
    expect(stat(panel, "AWAITING CONFIRMATION")).toBe("40");
    expect(stat(panel, "ALL SIGN-UPS")).toBe("3,013");
    expect(within(panel).getByText("Newest 4 of 3,013")).toBeInTheDocument();
  });

  it("SUBSCRIBERS: a name or source carrying markup is shown as text and adds nothing to the page", async () => {
    const name = `<img src=x onerror="document.title='pwned'">`;
    await openTerminal({
      "/api/newsletter/subscribers": [makeSubscriber(1, { firstName: name, source: "<script>alert(1)</script>" })],
    });
    const panel = await openTab("SUBSCRIBERS");
    const item = within(panel).getAllByRole("listitem")[0]!;
    expect(item).toHaveTextContent(name);
    expect(item).toHaveTextContent("<script>alert(1)</script>");
    expect(document.querySelector("img[src='x']")).toBeNull();
    expect(document.querySelector("script")).toBeNull();
    expect(document.title).not.toBe("pwned");
  });

  it("CAMPAIGNS: subject, status, counts, date and a text preview with the markup stripped; HTML in a subject is text", async () => {
    const long = `<style>p{color:red}</style><h1>Hello</h1><p>${"word ".repeat(40)}</p><script>alert(1)</script>`;
    await openTerminal({
      "/api/newsletter/campaigns": [
        makeCampaign(2, { subject: "<img src=x onerror=alert(1)>", content: long, status: "sent", failedSends: 0 }),
        makeCampaign(1),
        makeCampaign(3, { status: "failed", successfulSends: 0, failedSends: 12 }),
      ],
    });
    await openTab("CAMPAIGNS");
    const xss = screen.getByRole("article", { name: "<img src=x onerror=alert(1)>" });
    expect(document.querySelector("img")).toBeNull();
    expect(within(xss).getByText("SENT")).toHaveClass("bg-accent-soft");
    const preview = within(xss).getByTestId("campaign-preview").textContent!;
    expect(preview.startsWith("Hello word word")).toBe(true);
    expect(preview).not.toMatch(/[<>]|color|alert/);
    expect(preview).toHaveLength(101); // 100 characters and the ellipsis

    const partial = screen.getByRole("article", { name: "Campaign 1" });
    expect(within(partial).getByText("PARTIAL")).toHaveClass("bg-warning-soft");
    expect(within(partial).getByText("Recipients").nextSibling).toHaveTextContent("12");
    expect(within(partial).getByText("Successful").nextSibling).toHaveTextContent("11");
    expect(within(partial).getByText("Failed").nextSibling).toHaveTextContent("1");
    expect(partial.querySelector("time")).toHaveAttribute("dateTime", "2026-11-20T10:00:00.000Z");
    expect(within(partial).getByTestId("campaign-preview")).toHaveTextContent("Big news 1 Body of campaign 1.");
    expect(within(partial).getByRole("img")).toHaveAccessibleName("Delivery: 11 delivered, 1 failed, 0 pending of 12");
    const failed = screen.getByRole("article", { name: "Campaign 3" });
    expect(within(failed).getByText("FAILED")).toHaveClass("bg-destructive");
  });

  it("CAMPAIGNS: says 'No campaigns sent yet' when there are none", async () => {
    await openTerminal({ "/api/newsletter/campaigns": [] });
    const panel = await openTab("CAMPAIGNS");
    expect(within(panel).getByText("No campaigns sent yet")).toBeInTheDocument();
  });

  it("CAMPAIGNS: reads the list again every 2 s while one is sending, and stops once it is sent", async () => {
    let reads = 0;
    const fetchMock = await openTerminal({
      "/api/newsletter/campaigns": () => {
        reads += 1;
        return Response.json([
          reads === 1
            ? makeCampaign(5, { status: "sending", successfulSends: 4, failedSends: 0, pendingSends: 8 })
            : makeCampaign(5, { status: "sent", successfulSends: 12, failedSends: 0 }),
        ]);
      },
    });
    await openTab("CAMPAIGNS");
    const campaign = screen.getByRole("article", { name: "Campaign 5" });
    expect(within(campaign).getByText("SENDING")).toBeInTheDocument();
    expect(screen.getByText(/Delivering · updates every 2 s/)).toBeInTheDocument();
    expect(await within(campaign).findByText("SENT", {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText(/Delivering/)).toBeNull();
    await new Promise((r) => setTimeout(r, 2500));
    expect(callsTo(fetchMock, "/api/newsletter/campaigns")).toHaveLength(2);
  }, 10_000);
});

describe("admin terminal: COMPOSE", () => {
  it("asks for a prompt ('INPUT REQUIRED') and for subject and content ('CONTENT REQUIRED') before calling anyone", async () => {
    const fetchMock = await openTerminal();
    await openTab("COMPOSE");
    await user().type(screen.getByLabelText("PROMPT"), "   ");
    await user().click(screen.getByRole("button", { name: "GENERATE WITH AI" }));
    expect(await screen.findByText("INPUT REQUIRED")).toBeInTheDocument();
    expect(screen.getByText("Please enter a prompt for the newsletter content.")).toBeInTheDocument();

    await user().type(screen.getByLabelText("SUBJECT"), "Only a subject");
    await user().click(screen.getByRole("button", { name: "DEPLOY NEWSLETTER" }));
    expect(await screen.findByText("CONTENT REQUIRED")).toBeInTheDocument();
    expect(screen.getByText("Please provide both subject and content for the newsletter.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });

  it("GENERATE WITH AI fills subject, preheader and content; the toast names the engine that wrote it; a failure says why", async () => {
    let answer: "template" | "openai" | "fallback" | "down" = "template";
    const draft = {
      success: true,
      subject: "Winter launch",
      preheader: "Three new layouts for your winter posts",
      content: "<h1>Snow</h1>",
    };
    const fetchMock = await openTerminal({
      "POST /api/admin/generate-newsletter": () =>
        answer === "down"
          ? envelope(503, "The copy engine is unavailable.", "SERVICE_UNAVAILABLE")
          : Response.json({
              ...draft,
              provider: answer === "openai" ? "openai" : "template",
              ...(answer === "fallback"
                ? { notice: "The AI model could not write this newsletter, so the ReachGen phrase library did." }
                : {}),
            }),
      "POST /api/admin/preview-newsletter": { content: "<h1>Snow</h1>", changed: false },
    });
    await openTab("COMPOSE");
    await user().type(screen.getByLabelText("PROMPT"), "  Winter launch  ");
    await user().click(screen.getByRole("button", { name: "GENERATE WITH AI" }));
    expect(await screen.findByText("EMAIL GENERATED")).toBeInTheDocument();
    // The phrase library wrote it: the toast says so, not the SPEC's "AI-powered" line.
    expect(
      screen.getByText("Draft written by the ReachGen phrase library. Review it before sending."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/AI-powered/)).toBeNull();
    expect(screen.getByLabelText("SUBJECT")).toHaveValue("Winter launch");
    expect(screen.getByLabelText("PREHEADER")).toHaveValue("Three new layouts for your winter posts");
    expect(screen.getByLabelText("HTML CONTENT")).toHaveValue("<h1>Snow</h1>");
    expect(screen.getByText("Last draft written by the ReachGen phrase library.")).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, "/api/admin/generate-newsletter", "POST")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ prompt: "Winter launch" });

    // The preview shows the inbox line (subject and preheader) and asks the server with the preheader.
    await user().click(screen.getByRole("button", { name: "PREVIEW" }));
    expect(await screen.findByLabelText("In the inbox")).toHaveTextContent(
      "Winter launch — Three new layouts for your winter posts",
    );
    await waitFor(() => expect(callsTo(fetchMock, "/api/admin/preview-newsletter", "POST")).toHaveLength(1));
    const [, previewInit] = callsTo(fetchMock, "/api/admin/preview-newsletter", "POST")[0]!;
    expect(JSON.parse(String(previewInit?.body))).toEqual({
      content: "<h1>Snow</h1>",
      preheader: "Three new layouts for your winter posts",
    });
    await user().click(screen.getByRole("button", { name: "EDIT" }));

    answer = "openai";
    await user().click(screen.getByRole("button", { name: "GENERATE WITH AI" }));
    expect(await screen.findByText("AI-powered newsletter content is ready for review.")).toBeInTheDocument();
    expect(screen.getByText("Last draft written by the AI model (OpenAI-compatible).")).toBeInTheDocument();

    answer = "fallback";
    await user().click(screen.getByRole("button", { name: "GENERATE WITH AI" }));
    expect(
      await screen.findByText(
        "Draft written by the ReachGen phrase library. Review it before sending. The AI model could not write this newsletter, so the ReachGen phrase library did.",
      ),
    ).toBeInTheDocument();

    answer = "down";
    await user().click(screen.getByRole("button", { name: "GENERATE WITH AI" }));
    expect(await screen.findByText("GENERATION FAILED")).toBeInTheDocument();
    expect(
      screen.getByText("Failed to generate newsletter content. The copy engine is unavailable."),
    ).toBeInTheDocument();
  });

  it("PREVIEW shows the server's sanitised draft in a frame with no permissions and a CSP; nothing enters the page", async () => {
    const fetchMock = await openTerminal({
      "POST /api/admin/preview-newsletter": { content: "<h1>Hi</h1>", changed: true },
    });
    await openTab("COMPOSE");
    const html = `<h1>Hi</h1><img src=x onerror="parent.document.title='pwned'"><script>parent.document.title='pwned'</script>`;
    // user-event would read the braces and brackets as key descriptors.
    await user().click(screen.getByLabelText("HTML CONTENT"));
    await user().paste(html);
    await user().click(screen.getByRole("button", { name: "PREVIEW" }));
    expect(screen.getByRole("button", { name: "PREVIEW" })).toHaveAttribute("aria-pressed", "true");
    const frame = await screen.findByTitle("Newsletter preview");
    expect(frame.tagName).toBe("IFRAME");
    const [, init] = callsTo(fetchMock, "/api/admin/preview-newsletter", "POST")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ content: html });
    expect(screen.getByRole("note")).toHaveTextContent(/were\s+removed\. This is what subscribers will receive\./);
    expect(frame.getAttribute("sandbox")).toBe("");
    const srcdoc = frame.getAttribute("srcdoc")!;
    expect(srcdoc).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https: data:; style-src 'unsafe-inline'">`,
    );
    expect(srcdoc).toContain("<h1>Hi</h1>");
    expect(srcdoc).not.toContain("script");
    expect(srcdoc).not.toContain("onerror");
    expect(document.querySelector("img")).toBeNull();
    expect(document.querySelector("script")).toBeNull();
    expect(document.title).not.toBe("pwned");

    await user().click(screen.getByRole("button", { name: "EDIT" }));
    expect(screen.getByLabelText("HTML CONTENT")).toHaveValue(html);
  });

  it("DEPLOY NEWSLETTER asks first with the active count, then sends, clears the draft and reads the lists again", async () => {
    const fetchMock = await openTerminal({
      "/api/admin/stats": makeStats({ subscribersByStatus: { pending: 1, active: 3, unsubscribed: 0 } }),
      "/api/newsletter/subscribers": [
        makeSubscriber(1),
        makeSubscriber(2),
        makeSubscriber(3),
        makeSubscriber(9, { status: "pending" }),
      ],
      "POST /api/admin/send-newsletter": () => Response.json({ success: true, sentCount: 3, campaignId: 7 }),
    });
    await openTab("COMPOSE");
    await user().type(screen.getByLabelText("PROMPT"), "a prompt");
    await user().type(screen.getByLabelText("SUBJECT"), "November news");
    await user().type(screen.getByLabelText("PREHEADER"), "What changed in November");
    await user().click(screen.getByLabelText("HTML CONTENT"));
    await user().paste("<p>Hello</p>");
    await user().click(screen.getByRole("button", { name: "DEPLOY NEWSLETTER" }));

    const dialog = await screen.findByRole("dialog", { name: "Send to 3 active subscribers?" });
    await user().click(within(dialog).getByRole("button", { name: "Send now" }));
    expect(await screen.findByText("NEWSLETTER DEPLOYED")).toBeInTheDocument();
    expect(screen.getByText("Successfully sent to 3 subscribers.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();

    const [, init] = callsTo(fetchMock, "/api/admin/send-newsletter", "POST")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      subject: "November news",
      content: "<p>Hello</p>",
      preheader: "What changed in November",
    });
    // One key per composition: a second click or a retry of the same newsletter is the same campaign on the server.
    expect(new Headers(init?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByLabelText("PROMPT")).toHaveValue("");
    expect(screen.getByLabelText("SUBJECT")).toHaveValue("");
    expect(screen.getByLabelText("PREHEADER")).toHaveValue("");
    expect(screen.getByLabelText("HTML CONTENT")).toHaveValue("");
    await waitFor(() => expect(callsTo(fetchMock, "/api/newsletter/campaigns")).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, "/api/newsletter/subscribers")).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, "/api/admin/stats")).toHaveLength(2));
  });

  it("a refused send keeps the draft and says 'DEPLOYMENT FAILED' with the server's message; Cancel sends nothing", async () => {
    const fetchMock = await openTerminal({
      "POST /api/admin/send-newsletter": () => envelope(409, "A campaign is already being sent.", "CONFLICT"),
    });
    await openTab("COMPOSE");
    await user().type(screen.getByLabelText("SUBJECT"), "Draft");
    await user().click(screen.getByLabelText("HTML CONTENT"));
    await user().paste("<p>Body</p>");

    await user().click(screen.getByRole("button", { name: "DEPLOY NEWSLETTER" }));
    await user().click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(callsTo(fetchMock, "/api/admin/send-newsletter", "POST")).toHaveLength(0);

    await user().click(screen.getByRole("button", { name: "DEPLOY NEWSLETTER" }));
    const dialog = await screen.findByRole("dialog", { name: "Send to 2 active subscribers?" });
    await user().click(within(dialog).getByRole("button", { name: "Send now" }));
    expect(await screen.findByText("DEPLOYMENT FAILED")).toBeInTheDocument();
    expect(screen.getByText("Failed to send newsletter. A campaign is already being sent.")).toBeInTheDocument();
    expect(screen.getByLabelText("SUBJECT")).toHaveValue("Draft");
    expect(screen.getByLabelText("HTML CONTENT")).toHaveValue("<p>Body</p>");
  });

  it("keeps the draft when the admin looks at another tab", async () => {
    await openTerminal();
    await openTab("COMPOSE");
    await user().type(screen.getByLabelText("SUBJECT"), "Keep me");
    await openTab("CAMPAIGNS");
    await openTab("COMPOSE");
    expect(screen.getByLabelText("SUBJECT")).toHaveValue("Keep me");
  });
});

describe("admin terminal: fixtures are not constants", () => {
  it("other numbers give other text", async () => {
    await openTerminal({
      "/api/admin/payment-analytics": makePayments({ totalRevenue: 1, conversionRate: 99.96 }),
      "/api/admin/stats": makeStats({ totalConcepts: 5 }),
    });
    const panel = screen.getByRole("tabpanel", { name: "PAYMENTS" });
    expect(stat(panel, "TOTAL REVENUE")).toBe("$1.00");
    expect(stat(panel, "CONVERSION RATE")).toBe("100.0%");
    expect(stat(await openTab("ANALYTICS"), "CONCEPTS")).toBe("5");
  });
});
