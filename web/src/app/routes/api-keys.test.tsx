import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type ApiKey, type ApiKeyCreated, apiPermissions, type UsageSummary } from "@common/api";
import type { Subscription } from "@common/auth";
import { paths, SESSION_STORAGE_KEY } from "@common/paths";
import { resetToasts } from "@web/components/ui/toast";
import { renderApp } from "@web/test/render";

// jsdom has no ResizeObserver; the Radix checkboxes of the form measure themselves with one.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const SECRET = "rgs_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef";

const makeKey = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: 1,
  keyId: "rg_shop1",
  name: "Shop backend",
  description: null,
  isActive: true,
  status: "active",
  lastUsed: null,
  permissions: ["concept:create", "concept:read"],
  rateLimit: 1000,
  effectiveRateLimit: 1000,
  allowedOrigins: [],
  createdAt: "2026-12-01T10:00:00.000Z",
  expiresAt: null,
  ...over,
});

const activeSub = (plan: Subscription["plan"]): Subscription => ({
  plan,
  status: "active",
  conceptsGenerated: 0,
  conceptsLimit: 100,
  subscriptionEndDate: null,
  access: { state: "active" },
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  billing: "sandbox",
});

const summary: UsageSummary = {
  period: { start: "2026-12-01T00:00:00.000Z", end: "2026-12-31T23:59:59.999Z" },
  plan: "pro",
  totalCalls: 1234,
  billableCalls: 1200,
  refusedCalls: 56,
  totalCost: 12.345,
  includedCredit: 0,
  creditUsed: 0,
  overage: 12.35,
  byEndpoint: [{ endpoint: "/api/v1/concepts", method: "GET", calls: 1234, cost: 12.34 }],
  byDay: [
    { date: "2026-12-01", calls: 34, cost: 0.34 },
    { date: "2026-12-03", calls: 1200, cost: 12 },
  ],
};

let subscription: Subscription;
let keys: ApiKey[];
let createAnswer: (body: unknown) => Response;

const envelope = (status: number, code: string, message: string, issues?: { path: string; message: string }[]) =>
  Response.json({ error: { code, message, requestId: "req-1", ...(issues ? { issues } : {}) } }, { status });

const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input).split("?")[0]!;
  const method = init.method ?? "GET";
  if (url === "/api/auth/user")
    return Response.json({ id: 1, email: "pro@example.com", firstName: null, lastName: null, isAdmin: false });
  if (url === "/api/user/subscription") return Response.json(subscription);
  if (url === "/api/v1/keys" && method === "GET") return Response.json({ data: keys, count: keys.length });
  if (url === "/api/v1/keys" && method === "POST") return createAnswer(JSON.parse(String(init.body)));
  const revoke = /^\/api\/v1\/keys\/(\d+)$/.exec(url);
  if (revoke && method === "DELETE") {
    const id = Number(revoke[1]);
    keys = keys.map((k) => (k.id === id ? { ...k, status: "revoked", isActive: false } : k));
    return Response.json({ success: true, id, keyId: keys.find((k) => k.id === id)!.keyId });
  }
  if (url === "/api/v1/usage/summary") return Response.json(summary);
  return envelope(404, "NOT_FOUND", "Not found");
});

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u).split("?")[0] === path && (init?.method ?? "GET") === method);
const keyCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).startsWith("/api/v1/"));

beforeEach(() => {
  // Mid-December 2026 (UTC), the month the usage summary covers; only the clock is fake, timers stay real.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-15T12:00:00Z"));
  subscription = activeSub("pro");
  keys = [
    makeKey(),
    makeKey({
      id: 2,
      keyId: "rg_old2",
      name: "Old script",
      status: "revoked",
      isActive: false,
      lastUsed: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    }),
    makeKey({
      id: 3,
      keyId: "rg_exp3",
      name: "Trial run",
      status: "expired",
      permissions: ["analytics:read"],
      rateLimit: 5000,
      effectiveRateLimit: 1000,
      allowedOrigins: ["https://shop.example.com", "http://localhost:3000"],
      expiresAt: "2026-12-02T23:59:59.999Z",
    }),
  ];
  createAnswer = (body) => {
    const input = body as {
      name: string;
      permissions: ApiKey["permissions"];
      rateLimit: number;
      expiresAt?: string;
      allowedOrigins?: string[];
    };
    const created: ApiKeyCreated = {
      ...makeKey({
        id: 4,
        keyId: "rg_new4",
        name: input.name,
        permissions: input.permissions,
        rateLimit: input.rateLimit,
        effectiveRateLimit: Math.min(input.rateLimit, 1000),
        allowedOrigins: input.allowedOrigins ?? [],
        expiresAt: input.expiresAt ?? null,
        createdAt: new Date().toISOString(),
      }),
      secretKey: SECRET,
    };
    const { secretKey: _secret, ...listed } = created;
    keys = [listed, ...keys];
    return Response.json(created, { status: 201 });
  };
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.setItem(SESSION_STORAGE_KEY, "tok");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

const rows = () => screen.getAllByTestId("api-key-row");
const row = (name: string) => rows().find((r) => within(r).queryByRole("rowheader", { name: new RegExp(name) }))!;

describe("/api-keys for a Pro user", () => {
  it("lists the keys with their permissions, limits, dates and status, and this month's usage", async () => {
    renderApp(paths.apiKeys);
    expect(await screen.findByRole("heading", { level: 1, name: "API Keys" })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3));

    const shop = row("Shop backend");
    expect(within(shop).getByText("rg_shop1")).toBeInTheDocument();
    expect(within(shop).getByRole("list", { name: "Permissions of Shop backend" })).toHaveTextContent(
      "concept:createconcept:read",
    );
    expect(within(shop).getByText("1,000/h")).toBeInTheDocument();
    expect(within(shop).getByText("None (servers only)")).toBeInTheDocument();
    expect(
      screen.getByText(/Your Pro plan gives your account 1,000 requests per hour, shared by all its keys\./),
    ).toBeInTheDocument();
    expect(within(shop).getByText("Dec 1, 2026")).toBeInTheDocument();
    expect(within(shop).getAllByText("Never")).toHaveLength(2); // never used, never expires
    expect(within(shop).getByText("ACTIVE")).toBeInTheDocument();
    expect(within(shop).getByRole("button", { name: "Revoke Shop backend" })).toBeEnabled();

    const old = row("Old script");
    expect(within(old).getByText("3 hours ago")).toBeInTheDocument();
    expect(within(old).getByText("REVOKED")).toBeInTheDocument();
    expect(within(old).queryByRole("button", { name: /Revoke/ })).toBeNull();

    const trial = row("Trial run");
    expect(within(trial).getByText("EXPIRED")).toBeInTheDocument();
    // A key set above the plan shows what it may really use.
    expect(within(trial).getByText("1,000/h")).toBeInTheDocument();
    expect(within(trial).getByText("Set to 5,000; held to your plan's 1,000")).toBeInTheDocument();
    expect(within(trial).getByRole("list", { name: "Allowed origins of Trial run" })).toHaveTextContent(
      "https://shop.example.comhttp://localhost:3000",
    );
    expect(within(trial).getByText("Dec 2, 2026")).toBeInTheDocument();

    const usage = screen.getByRole("region", { name: "USAGE THIS MONTH" });
    expect((await within(usage).findByText("API calls")).nextSibling).toHaveTextContent("1,234");
    expect(
      within(usage).getByText("1,200 billable; 56 more refused (hourly budget spent), not billed"),
    ).toBeInTheDocument();
    expect(within(usage).getByText("Cost", { selector: "dt" }).nextSibling).toHaveTextContent("$12.35");
    expect(within(usage).getByText("December 2026 (UTC)")).toBeInTheDocument();
    const chart = within(usage).getByRole("img", { name: /^API calls per day:/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining("highest 1,200 (Dec 3)"));
    // Days without calls are drawn as empty bars, not skipped.
    const table = within(usage).getByRole("table", { name: "API calls per day" });
    expect(within(table).getByRole("rowheader", { name: "Dec 2" }).nextSibling).toHaveTextContent("0");
  });

  it("checks the form with the shared rules before sending anything", async () => {
    const user = userEvent.setup();
    renderApp(paths.apiKeys);
    await user.click(await screen.findByRole("button", { name: "Create API key" }));
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(screen.getByRole("checkbox", { name: "concept:create" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "concept:read" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "batch:create" })).not.toBeChecked();
    expect(screen.getAllByRole("checkbox")).toHaveLength(apiPermissions.length);
    expect(screen.getByLabelText("Rate limit (requests per hour)")).toHaveValue(1000);
    expect(screen.getByLabelText("Rate limit (requests per hour)")).toHaveAccessibleDescription(
      /gives your account 1,000 requests per hour, shared by all its keys; this key's limit lies within that/,
    );

    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(screen.getByText("API key name is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");

    await user.type(screen.getByLabelText("Name"), "x".repeat(101));
    await user.clear(screen.getByLabelText("Rate limit (requests per hour)"));
    await user.type(screen.getByLabelText("Rate limit (requests per hour)"), "50");
    await user.click(screen.getByRole("checkbox", { name: "concept:create" }));
    await user.click(screen.getByRole("checkbox", { name: "concept:read" }));
    await user.type(screen.getByLabelText("Expires (optional)"), "2020-01-01");
    await user.type(
      screen.getByLabelText("Allowed browser origins (optional)"),
      "https://shop.example.com\nshop.example.com/cart",
    );
    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(
      screen.getByText(
        "“shop.example.com/cart”: Each allowed origin must be an origin such as https://shop.example.com (scheme, host and optional port)",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Allowed browser origins (optional)")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Name must be less than 100 characters")).toBeInTheDocument();
    expect(screen.getByText("Rate limit must be a whole number from 100 to 10000")).toBeInTheDocument();
    expect(screen.getByText("Choose at least one permission")).toBeInTheDocument();
    expect(screen.getByText("The expiry date must be in the future")).toBeInTheDocument();
    expect(calls("POST", "/api/v1/keys")).toHaveLength(0);
  });

  it("creates a key and shows its secret once, with copy and a first call, until Done", async () => {
    const user = userEvent.setup();
    renderApp(paths.apiKeys);
    await user.click(await screen.findByRole("button", { name: "Create API key" }));
    await user.type(screen.getByLabelText("Name"), "  Newsletter bot ");
    await user.click(screen.getByRole("checkbox", { name: "concept:read" }));
    await user.click(screen.getByRole("checkbox", { name: "analytics:read" }));
    await user.clear(screen.getByLabelText("Rate limit (requests per hour)"));
    await user.type(screen.getByLabelText("Rate limit (requests per hour)"), "500");
    await user.type(screen.getByLabelText("Expires (optional)"), "2099-01-31");
    await user.type(
      screen.getByLabelText("Allowed browser origins (optional)"),
      "HTTPS://Shop.Example.com, http://localhost:3000",
    );
    await user.click(screen.getByRole("button", { name: "Create key" }));

    const panel = await screen.findByRole("region", { name: "Secret key for “Newsletter bot”" });
    const [post] = calls("POST", "/api/v1/keys");
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      name: "Newsletter bot",
      permissions: ["concept:create", "analytics:read"],
      rateLimit: 500,
      expiresAt: "2099-01-31T23:59:59.999Z",
      allowedOrigins: ["https://shop.example.com", "http://localhost:3000"],
    });
    expect(within(panel).getByRole("heading", { name: "Secret key for “Newsletter bot”" })).toHaveFocus();
    expect(within(panel).getByLabelText("Secret key")).toHaveValue(SECRET);
    expect(within(panel).getByText(/only time the secret key is shown/)).toBeInTheDocument();
    expect(within(panel).getByTestId("first-call")).toHaveTextContent(
      `curl ${window.location.origin}/api/v1/platforms \\ -H "Authorization: Bearer ${SECRET}"`,
    );
    // The list is refetched and shows the new key, without its secret.
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(calls("GET", "/api/v1/keys")).toHaveLength(2);
    expect(screen.getByRole("region", { name: "Your API keys" })).not.toHaveTextContent(SECRET);

    await user.click(within(panel).getByRole("button", { name: "Copy secret key" }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText("Copied to clipboard")).toBeInTheDocument();
    expect(within(panel).getByText("Copied")).toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("region", { name: /Secret key for/ })).toBeNull();
    expect(document.body).not.toHaveTextContent(SECRET);
    await waitFor(() => expect(screen.getByRole("button", { name: "Create API key" })).toHaveFocus());
  });

  it("shows the server's refusal in the form, beside its field", async () => {
    createAnswer = () =>
      envelope(400, "VALIDATION_FAILED", "Invalid request", [{ path: "name", message: "That name is taken" }]);
    const user = userEvent.setup();
    renderApp(paths.apiKeys);
    await user.click(await screen.findByRole("button", { name: "Create API key" }));
    await user.type(screen.getByLabelText("Name"), "Shop backend");
    await user.click(screen.getByRole("button", { name: "Create key" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("KEY NOT CREATED");
    expect(alert).toHaveTextContent("Invalid request");
    expect(screen.getByText("That name is taken")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /Secret key for/ })).toBeNull();
  });

  it("revokes a key only after a confirmation naming it, then refreshes the list", async () => {
    const user = userEvent.setup();
    renderApp(paths.apiKeys);
    await waitFor(() => expect(rows()).toHaveLength(3));

    await user.click(within(row("Shop backend")).getByRole("button", { name: "Revoke Shop backend" }));
    let dialog = await screen.findByRole("dialog", { name: "Revoke “Shop backend”?" });
    expect(dialog).toHaveTextContent("rg_shop1");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls("DELETE", "/api/v1/keys/1")).toHaveLength(0);

    await user.click(within(row("Shop backend")).getByRole("button", { name: "Revoke Shop backend" }));
    dialog = await screen.findByRole("dialog", { name: "Revoke “Shop backend”?" });
    await user.click(within(dialog).getByRole("button", { name: "Revoke key" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls("DELETE", "/api/v1/keys/1")).toHaveLength(1);
    expect(await screen.findByText("API key revoked")).toBeInTheDocument();
    await waitFor(() => expect(within(row("Shop backend")).getByText("REVOKED")).toBeInTheDocument());
    expect(calls("GET", "/api/v1/keys")).toHaveLength(2);
  });

  it("falls back to the upgrade panel when the server refuses the keys with 403", async () => {
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === "/api/v1/keys"
        ? envelope(403, "FORBIDDEN", "API access requires an active Pro or Enterprise plan")
        : original(input, init),
    );
    renderApp(paths.apiKeys);
    expect(await screen.findByRole("heading", { name: "The API comes with Pro and Enterprise" })).toBeInTheDocument();
    expect(screen.getByTestId("api-access-reason")).toHaveTextContent(
      "API access requires an active Pro or Enterprise plan",
    );
    fetchMock.mockImplementation(original);
  });
});

describe("/api-keys without an API plan", () => {
  it("a free user sees what Pro and Enterprise give, links to upgrade and to the docs, and no key request is made", async () => {
    subscription = {
      plan: "free",
      status: "inactive",
      conceptsGenerated: 0,
      conceptsLimit: 5,
      subscriptionEndDate: null,
      access: { state: "trial-ended", message: "Your 7-day free trial has ended." },
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      billing: "none",
    };
    renderApp(paths.apiKeys);
    const panel = (await screen.findByRole("heading", { name: "The API comes with Pro and Enterprise" })).closest(
      "section",
    )!;
    expect(panel).toHaveTextContent("Your Free Trial plan does not include API access.");
    expect(within(panel).getByRole("heading", { name: "Pro" }).parentElement).toHaveTextContent(
      "1,000 requests per hour per account, shared by all its keys",
    );
    const enterprise = within(panel).getByRole("heading", { name: "Enterprise" }).parentElement!;
    expect(enterprise).toHaveTextContent("10,000 requests per hour per account, shared by all its keys");
    expect(enterprise).toHaveTextContent("$100 of API credit included every month");
    expect(within(panel).getByRole("link", { name: "Upgrade your plan" })).toHaveAttribute("href", "/subscription");
    expect(within(panel).getByRole("link", { name: "Read the API docs" })).toHaveAttribute("href", "/api-docs");
    expect(screen.queryByRole("button", { name: "Create API key" })).toBeNull();
    expect(keyCalls()).toEqual([]);
  });

  it("an active Basic plan and a lapsed Pro plan get the same panel; the lapsed one is told why and to renew", async () => {
    subscription = activeSub("basic");
    const { unmount } = renderApp(paths.apiKeys);
    expect(await screen.findByText("Your Basic plan does not include API access.")).toBeInTheDocument();
    unmount();

    subscription = {
      ...activeSub("pro"),
      access: {
        state: "expired",
        message: "Your Pro plan ended on 2026-11-30. Renew it to keep creating ad concepts.",
      },
    };
    renderApp(paths.apiKeys);
    expect(await screen.findByText(/Your Pro plan ended on 2026-11-30/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Renew your plan" })).toHaveAttribute("href", "/subscription");
    expect(keyCalls()).toEqual([]);
  });

  it("sends a signed-out visitor to /login", async () => {
    localStorage.clear();
    const { router } = renderApp(paths.apiKeys);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(keyCalls()).toEqual([]);
  });
});
