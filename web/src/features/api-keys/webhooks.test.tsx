import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Subscription } from "@common/auth";
import { paths, SESSION_STORAGE_KEY } from "@common/paths";
import {
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  webhookEventTypes,
} from "@common/webhooks";
import { resetToasts } from "@web/components/ui/toast";
import { renderApp } from "@web/test/render";
import { WEBHOOK_URL_FORMAT } from "./hooks/use-webhook-form";

// jsdom has no ResizeObserver; the Radix checkboxes of the form measure themselves with one.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const id24 = (c: string) => c.repeat(24);
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const ROTATED = "whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD";

const makeEndpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: `we_${id24("a")}`,
  url: "https://shop.example.com/hooks",
  description: "Order system",
  events: ["concept.created", "job.completed"],
  enabled: true,
  disabledReason: null,
  previousSecretExpiresAt: null,
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:00:00.000Z",
  ...over,
});

const makeDelivery = (over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: `wd_${id24("1")}`,
  eventId: `msg_${id24("m")}`,
  eventType: "concept.created",
  status: "succeeded",
  attempts: 1,
  lastResponseCode: 200,
  lastError: null,
  lastAttemptAt: "2026-12-15T11:00:00.000Z",
  nextAttemptAt: null,
  createdAt: "2026-12-15T11:00:00.000Z",
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

let subscription: Subscription;
let endpoints: WebhookEndpoint[];
let deliveries: Record<string, WebhookDelivery[]>;
let createAnswer: (body: WebhookEndpointCreate) => Response;

const envelope = (status: number, code: string, message: string, issues?: { path: string; message: string }[]) =>
  Response.json({ error: { code, message, requestId: "req-1", ...(issues ? { issues } : {}) } }, { status });

/** A small stand-in for the Worker's /api/v1/webhooks routes, holding its endpoints and deliveries in memory. */
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input).split("?")[0]!;
  const method = init.method ?? "GET";
  const body = init.body ? JSON.parse(String(init.body)) : undefined;
  if (url === "/api/auth/user")
    return Response.json({ id: 1, email: "pro@example.com", firstName: null, lastName: null, isAdmin: false });
  if (url === "/api/user/subscription") return Response.json(subscription);
  if (url === "/api/v1/keys") return Response.json({ data: [], count: 0 });
  if (url === "/api/v1/usage/summary") return envelope(503, "SERVICE_UNAVAILABLE", "Not in this test");
  if (url === "/api/v1/webhooks" && method === "GET") return Response.json({ data: endpoints });
  if (url === "/api/v1/webhooks" && method === "POST") return createAnswer(body);
  const m = /^\/api\/v1\/webhooks\/(we_[a-z0-9]+)(\/.*)?$/.exec(url);
  const endpoint = m ? endpoints.find((e) => e.id === m[1]) : undefined;
  if (!m || !endpoint) return envelope(404, "NOT_FOUND", "Webhook endpoint not found");
  const rest = m[2] ?? "";
  if (rest === "" && method === "PATCH") {
    Object.assign(endpoint, body, {
      disabledReason: body.enabled === false ? "Turned off by its owner" : null,
    });
    return Response.json(endpoint);
  }
  if (rest === "" && method === "DELETE") {
    endpoints = endpoints.filter((e) => e !== endpoint);
    return Response.json({ id: endpoint.id, deleted: true });
  }
  if (rest === "/rotate-secret" && method === "POST") {
    endpoint.previousSecretExpiresAt = "2026-12-16T12:00:00.000Z";
    return Response.json({ ...endpoint, secret: ROTATED });
  }
  if (rest === "/test" && method === "POST") {
    const d = makeDelivery({
      id: `wd_${id24("t")}`,
      eventId: `msg_${id24("t")}`,
      eventType: "webhook.test",
      status: "succeeded",
      lastResponseCode: 204,
    });
    deliveries[endpoint.id] = [d, ...(deliveries[endpoint.id] ?? [])];
    return Response.json(d, { status: 202 });
  }
  if (rest === "/deliveries" && method === "GET")
    return Response.json({ data: deliveries[endpoint.id] ?? [], nextCursor: null });
  const replay = /^\/deliveries\/(wd_[a-z0-9]+)\/replay$/.exec(rest);
  if (replay && method === "POST") {
    const list = deliveries[endpoint.id] ?? [];
    const d = list.find((x) => x.id === replay[1])!;
    Object.assign(d, { status: "succeeded", attempts: d.attempts + 1, lastResponseCode: 200, lastError: null });
    return Response.json(d, { status: 202 });
  }
  return envelope(404, "NOT_FOUND", "Not found");
});

/** The Worker's answer to a valid POST /webhooks: the endpoint, listed from now on, and its secret this once. */
function defaultCreate(body: WebhookEndpointCreate): Response {
  const created = makeEndpoint({
    id: `we_${id24("c")}`,
    url: body.url,
    description: body.description ?? null,
    events: body.events,
    createdAt: new Date().toISOString(),
  });
  endpoints = [...endpoints, created];
  return Response.json({ ...created, secret: SECRET }, { status: 201 });
}

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u).split("?")[0] === path && (init?.method ?? "GET") === method);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-15T12:00:00Z"));
  subscription = activeSub("pro");
  endpoints = [
    makeEndpoint(),
    makeEndpoint({
      id: `we_${id24("b")}`,
      url: "https://crm.example.com/reachgen",
      description: null,
      events: ["usage.threshold"],
      enabled: false,
      disabledReason: "Disabled after a delivery failed 8 times (last answer: 500)",
    }),
  ];
  deliveries = {
    [`we_${id24("a")}`]: [
      makeDelivery({
        id: `wd_${id24("2")}`,
        eventId: `msg_${id24("n")}`,
        status: "pending",
        attempts: 2,
        lastResponseCode: 500,
        lastError: "The endpoint answered 500",
        nextAttemptAt: "2026-12-15T12:05:00.000Z",
      }),
      makeDelivery({
        id: `wd_${id24("3")}`,
        eventId: `msg_${id24("f")}`,
        eventType: "job.completed",
        status: "failed",
        attempts: 8,
        lastResponseCode: 502,
        lastError: "The endpoint answered 502",
      }),
      makeDelivery(),
    ],
  };
  createAnswer = defaultCreate;
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.setItem(SESSION_STORAGE_KEY, "tok");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

const section = () => screen.getByRole("region", { name: "Webhooks" });
const card = (url: string) => screen.getByRole("article", { name: url });

describe("Webhooks on /api-keys", () => {
  it("lists the endpoints with their events and state; a disabled one says why", async () => {
    renderApp(paths.apiKeys);
    expect(await screen.findByRole("heading", { level: 2, name: "Webhooks" })).toBeInTheDocument();
    const shop = await screen.findByRole("article", { name: "https://shop.example.com/hooks" });
    expect(within(shop).getByText("Order system")).toBeInTheDocument();
    expect(within(shop).getByText("ENABLED")).toBeInTheDocument();
    expect(within(shop).getByRole("list", { name: "Events sent to https://shop.example.com/hooks" })).toHaveTextContent(
      "concept.createdjob.completed",
    );
    expect(within(shop).getByRole("button", { name: "Disable" })).toBeEnabled();

    const crm = card("https://crm.example.com/reachgen");
    expect(within(crm).getByText("DISABLED")).toBeInTheDocument();
    expect(within(crm).getByTestId("webhook-disabled-reason")).toHaveTextContent(
      "Disabled after a delivery failed 8 times (last answer: 500). No events are sent to it, tests included, until you enable it.",
    );
    expect(within(crm).getByRole("button", { name: "Enable" })).toBeEnabled();
    expect(within(crm).getByRole("button", { name: "Send test event" })).toBeDisabled();
    expect(within(section()).getByRole("link", { name: "webhook docs" })).toHaveAttribute("href", "/api-docs#webhooks");
  });

  it("checks the new endpoint before sending, then shows its secret once with a copy button", async () => {
    const user = userEvent.setup();
    renderApp(paths.apiKeys);
    await user.click(await screen.findByRole("button", { name: "Add endpoint" }));
    expect(screen.getByLabelText("Endpoint URL")).toHaveFocus();
    const form = screen.getByRole("region", { name: "New webhook endpoint" });
    expect(within(form).getAllByRole("checkbox")).toHaveLength(webhookEventTypes.length);
    for (const box of within(form).getAllByRole("checkbox")) expect(box).not.toBeChecked();
    expect(within(form).getByRole("checkbox", { name: "concept.created" })).toHaveAccessibleDescription(
      "A concept was made (in the app, through the API, a job or a bulk row)",
    );

    await user.click(within(form).getByRole("button", { name: "Add endpoint" }));
    expect(within(form).getByText("Enter the URL that receives the events")).toBeInTheDocument();
    expect(within(form).getByText("Choose at least one event")).toBeInTheDocument();
    expect(screen.getByLabelText("Endpoint URL")).toHaveAttribute("aria-invalid", "true");

    await user.type(screen.getByLabelText("Endpoint URL"), "example.com/hooks");
    await user.click(within(form).getByRole("checkbox", { name: "concept.created" }));
    await user.click(within(form).getByRole("button", { name: "Add endpoint" }));
    expect(within(form).getByText(WEBHOOK_URL_FORMAT)).toBeInTheDocument();
    expect(within(form).queryByText("Choose at least one event")).toBeNull();
    expect(calls("POST", "/api/v1/webhooks")).toHaveLength(0);

    // The server's URL rule, beside the field.
    createAnswer = () =>
      envelope(400, "VALIDATION_FAILED", "This webhook URL is not allowed", [
        { path: "url", message: "A webhook URL must not point to a private or loopback address" },
      ]);
    await user.clear(screen.getByLabelText("Endpoint URL"));
    await user.type(screen.getByLabelText("Endpoint URL"), "https://10.0.0.1/hooks");
    await user.click(within(form).getByRole("button", { name: "Add endpoint" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "ENDPOINT NOT ADDEDThis webhook URL is not allowed",
    );
    expect(within(form).getByText("A webhook URL must not point to a private or loopback address")).toBeInTheDocument();

    createAnswer = defaultCreate;
    await user.clear(screen.getByLabelText("Endpoint URL"));
    await user.type(screen.getByLabelText("Endpoint URL"), " https://hooks.example.com/rg ");
    await user.type(screen.getByLabelText("Description (optional)"), "Zapier");
    await user.click(within(form).getByRole("checkbox", { name: "webhook.test" }));
    await user.click(within(form).getByRole("button", { name: "Add endpoint" }));

    const panel = await screen.findByTestId("webhook-secret-panel");
    expect(JSON.parse(String(calls("POST", "/api/v1/webhooks").at(-1)![1]!.body))).toEqual({
      url: "https://hooks.example.com/rg",
      description: "Zapier",
      events: ["concept.created", "webhook.test"],
    });
    expect(within(panel).getByRole("heading", { name: "Signing secret" })).toHaveFocus();
    expect(within(panel).getByLabelText("Signing secret")).toHaveValue(SECRET);
    expect(panel).toHaveTextContent("This is the only time this signing secret is shown");
    expect(within(panel).queryByTestId("webhook-rotation-note")).toBeNull();
    // The list is refetched and shows the new endpoint, without its secret.
    expect(await screen.findByRole("article", { name: "https://hooks.example.com/rg" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Your webhook endpoints" })).not.toHaveTextContent(SECRET);

    await user.click(within(panel).getByRole("button", { name: "Copy signing secret" }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText("Copied to clipboard")).toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Done" }));
    expect(screen.queryByTestId("webhook-secret-panel")).toBeNull();
    expect(document.body).not.toHaveTextContent(SECRET);
    await waitFor(() => expect(screen.getByRole("button", { name: "Add endpoint" })).toHaveFocus());
  }, 20_000);

  it("sends a test event, shows the delivery log with attempts, codes, times and errors, and replays a delivery", async () => {
    const user = userEvent.setup();
    renderApp(paths.apiKeys);
    const shop = await screen.findByRole("article", { name: "https://shop.example.com/hooks" });
    const toggle = within(shop).getByRole("button", { name: "DELIVERY LOG" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(within(shop).getByRole("button", { name: "Send test event" }));
    expect(await screen.findByText("Test event sent")).toBeInTheDocument();
    expect(calls("POST", `/api/v1/webhooks/we_${id24("a")}/test`)).toHaveLength(1);
    expect(toggle).toHaveAttribute("aria-expanded", "true");

    const log = await within(shop).findByRole("region", { name: "Deliveries to https://shop.example.com/hooks" });
    await waitFor(() => expect(within(log).getAllByTestId("webhook-delivery-row")).toHaveLength(4));
    const [test, retrying, failed, done] = within(log).getAllByTestId("webhook-delivery-row");
    expect(test).toHaveTextContent(/^webhook\.test/);
    expect(within(test!).getByText("SUCCEEDED")).toBeInTheDocument();
    expect(within(test!).getByText("204")).toBeInTheDocument();

    // Still being tried: attempts, the last answer and error, when the next attempt is; no replay yet.
    expect(within(retrying!).getByText("PENDING")).toBeInTheDocument();
    expect(retrying).toHaveTextContent("concept.created");
    expect(within(retrying!).getByRole("cell", { name: "2" })).toBeInTheDocument();
    expect(within(retrying!).getByRole("cell", { name: "500" })).toBeInTheDocument();
    expect(within(retrying!).getByText("The endpoint answered 500")).toBeInTheDocument();
    expect(retrying!.querySelector('time[datetime="2026-12-15T12:05:00.000Z"]')).not.toBeNull();
    expect(within(retrying!).getByRole("button", { name: /^Replay/ })).toBeDisabled();
    expect(within(shop).getByText("Retries are running; this log refreshes itself.")).toBeInTheDocument();
    expect(within(shop).getByText("Events and their deliveries are kept 35 days.")).toBeInTheDocument();
    expect(within(done!).getByText("SUCCEEDED")).toBeInTheDocument();

    expect(within(failed!).getByText("FAILED")).toBeInTheDocument();
    expect(within(failed!).getByRole("cell", { name: "8" })).toBeInTheDocument();
    await user.click(within(failed!).getByRole("button", { name: `Replay job.completed msg_${id24("f")}` }));
    expect(await screen.findByText("Delivery replayed")).toBeInTheDocument();
    expect(calls("POST", `/api/v1/webhooks/we_${id24("a")}/deliveries/wd_${id24("3")}/replay`)).toHaveLength(1);
    // The log is refetched after the replay.
    await waitFor(() => expect(within(failed!).getByText("SUCCEEDED")).toBeInTheDocument());
    expect(within(failed!).getByRole("cell", { name: "9" })).toBeInTheDocument();
  }, 20_000);

  it("rotates the secret (the old one still signs 24 h), disables and enables, and deletes after a confirmation", async () => {
    const user = userEvent.setup();
    renderApp(paths.apiKeys);
    let shop = await screen.findByRole("article", { name: "https://shop.example.com/hooks" });

    await user.click(within(shop).getByRole("button", { name: "Rotate secret" }));
    const panel = await screen.findByTestId("webhook-secret-panel");
    expect(within(panel).getByLabelText("Signing secret")).toHaveValue(ROTATED);
    expect(within(panel).getByText("Secret rotated")).toBeInTheDocument();
    expect(within(panel).getByTestId("webhook-rotation-note")).toHaveTextContent(
      /^The old secret keeps working for 24 hours \(until .+\): each delivery is signed with both until then/,
    );
    await user.click(within(panel).getByRole("button", { name: "Done" }));
    shop = card("https://shop.example.com/hooks");
    await waitFor(() => expect(shop).toHaveTextContent("The previous secret also signs until"));

    await user.click(within(shop).getByRole("button", { name: "Disable" }));
    expect(await screen.findByText("Endpoint disabled")).toBeInTheDocument();
    expect(JSON.parse(String(calls("PATCH", `/api/v1/webhooks/we_${id24("a")}`)[0]![1]!.body))).toEqual({
      enabled: false,
    });
    await waitFor(() => expect(within(shop).getByText("DISABLED")).toBeInTheDocument());
    expect(within(shop).getByTestId("webhook-disabled-reason")).toHaveTextContent(
      /^Turned off by its owner\. No events/,
    );
    expect(within(shop).getByRole("button", { name: "Send test event" })).toBeDisabled();
    await user.click(within(shop).getByRole("button", { name: "Enable" }));
    await waitFor(() => expect(within(shop).getByText("ENABLED")).toBeInTheDocument());

    await user.click(within(shop).getByRole("button", { name: "Delete" }));
    let dialog = await screen.findByRole("dialog", { name: "Delete the endpoint https://shop.example.com/hooks?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls("DELETE", `/api/v1/webhooks/we_${id24("a")}`)).toHaveLength(0);
    await user.click(within(shop).getByRole("button", { name: "Delete" }));
    dialog = await screen.findByRole("dialog", { name: "Delete the endpoint https://shop.example.com/hooks?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete endpoint" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Endpoint deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("article", { name: "https://shop.example.com/hooks" })).toBeNull());
    expect(card("https://crm.example.com/reachgen")).toBeInTheDocument();
  }, 20_000);

  it("a plan without the API sees the upsell and no webhook request is made", async () => {
    subscription = activeSub("basic");
    renderApp(paths.apiKeys);
    expect(await screen.findByText("Your Basic plan does not include API access.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Webhooks" })).toBeNull();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith("/api/v1/webhooks"))).toEqual([]);
  });
});
