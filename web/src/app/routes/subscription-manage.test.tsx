import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Subscription } from "@common/auth";
import type { CheckoutStatus } from "@common/payments";
import { SESSION_STORAGE_KEY } from "@common/paths";
import type { SubscriptionPlan } from "@common/plans";
import { resetToasts } from "@web/components/ui/toast";
import { renderApp } from "@web/test/render";

// Issue 29: the payment success page says only what the server knows, and the subscription page manages a card plan.

const END = "2027-01-15T12:00:00.000Z";
const plan = (id: number, name: SubscriptionPlan["name"], price: number, conceptsLimit: number): SubscriptionPlan =>
  ({
    id,
    name,
    displayName: name === "free" ? "Free Trial" : name.charAt(0).toUpperCase() + name.slice(1),
    price,
    currency: "usd",
    interval: name === "free" ? "trial" : "month",
    conceptsLimit,
    featuresJson: [`${conceptsLimit} concepts`],
    isActive: true,
  }) as SubscriptionPlan;
const plans = [
  plan(1, "free", 0, 5),
  plan(2, "basic", 900, 25),
  plan(3, "pro", 2900, 100),
  plan(4, "enterprise", 9900, -1),
];

let subscription: Subscription;
let checkout: Record<string, CheckoutStatus["state"]>;

const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input).split("?")[0]!;
  const method = init.method ?? "GET";
  if (url === "/api/auth/user")
    return Response.json({ id: 1, email: "pat@example.com", firstName: null, lastName: null, isAdmin: false });
  if (url === "/api/user/subscription") return Response.json(subscription);
  if (url === "/api/subscription-plans") return Response.json(plans);
  const session = /^\/api\/subscription\/checkout\/(.+)$/.exec(url);
  if (session) {
    const id = decodeURIComponent(session[1]!);
    return Response.json({ sessionId: id, state: checkout[id] ?? "unknown", plan: checkout[id] ? "pro" : null });
  }
  if (method === "POST" && url === "/api/subscription/cancel") {
    subscription = { ...subscription, cancelAtPeriodEnd: true };
    return Response.json(subscription);
  }
  if (method === "POST" && url === "/api/subscription/change") {
    const to = (JSON.parse(String(init.body)) as { plan: string }).plan;
    const next = plans.find((p) => p.name === to)!;
    subscription = { ...subscription, plan: next.name, conceptsLimit: next.conceptsLimit };
    return Response.json(subscription);
  }
  if (url === "/api/create-stripe-checkout")
    return Response.json({ error: { code: "X", message: "no", requestId: "r" } }, { status: 500 });
  return Response.json({ error: { code: "NOT_FOUND", message: "Not found", requestId: "r" } }, { status: 404 });
});
const posts = (path: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u) === path && init?.method === "POST");

beforeEach(() => {
  subscription = {
    plan: "pro",
    status: "active",
    conceptsGenerated: 3,
    conceptsLimit: 100,
    subscriptionEndDate: END,
    access: { state: "active" },
    cancelAtPeriodEnd: false,
    currentPeriodEnd: END,
    billing: "stripe",
  };
  checkout = { cs_test_paid: "done", cs_test_waiting: "pending" };
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.setItem(SESSION_STORAGE_KEY, "tok");
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  act(() => resetToasts());
});

describe("the payment success page", () => {
  it("says a made-up session id is unknown, never that a subscription was activated", async () => {
    renderApp("/payment-success?session_id=cs_made_up_123");
    expect(await screen.findByRole("heading", { name: "PAYMENT NOT FOUND" })).toBeInTheDocument();
    expect(screen.getByText(/We do not know a payment with this transaction ID/)).toBeInTheDocument();
    expect(screen.queryByText(/ACTIVATED/)).not.toBeInTheDocument();
    expect(screen.queryByText("Payment Successful!")).not.toBeInTheDocument();
  });

  it("says pending while the confirmation has not arrived, and the SPEC's texts once it is done", async () => {
    const { unmount } = renderApp("/payment-success?session_id=cs_test_waiting");
    expect(await screen.findByRole("heading", { name: "PAYMENT PENDING" })).toBeInTheDocument();
    unmount();
    renderApp("/payment-success?session_id=cs_test_paid");
    expect(await screen.findByRole("heading", { name: "SUBSCRIPTION ACTIVATED SUCCESSFULLY" })).toBeInTheDocument();
    expect(screen.getByTestId("transaction-id")).toHaveTextContent("cs_test_paid");
    expect(await screen.findByText("Payment Successful!")).toBeInTheDocument();
  });
});

describe("the subscription page of a card plan", () => {
  it("cancels after a confirm that says until when the plan stays", async () => {
    const user = userEvent.setup();
    renderApp("/subscription");
    const note = await screen.findByTestId("renewal-note");
    expect(note).toHaveTextContent(/renews on January 15, 2027/);
    await user.click(screen.getByRole("button", { name: "Cancel plan" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(/stays until January 15, 2027/);
    await user.click(within(dialog).getByRole("button", { name: "Cancel at January 15, 2027" }));
    await waitFor(() => expect(posts("/api/subscription/cancel")).toHaveLength(1));
    expect(await screen.findByText(/Cancelled: your Pro plan stays until January 15, 2027/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resume plan" })).toBeInTheDocument();
  });

  it("downgrades in place with a note on Stripe's proration, never starting a new card payment", async () => {
    const user = userEvent.setup();
    renderApp("/subscription");
    await user.click(await screen.findByRole("button", { name: "Downgrade to Basic" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(/Stripe credits the unused part of this period/);
    await user.click(within(dialog).getByRole("button", { name: "Downgrade to Basic" }));
    await waitFor(() => expect(posts("/api/subscription/change")).toHaveLength(1));
    expect(JSON.parse(String(posts("/api/subscription/change")[0]![1]!.body))).toEqual({ plan: "basic" });
    expect(posts("/api/create-stripe-checkout")).toHaveLength(0);
    expect(await screen.findByTestId("current-plan")).toHaveTextContent("Basic");
    expect(screen.getByRole("button", { name: "Upgrade to Enterprise" })).toBeInTheDocument();
  });

  it("a crypto plan says when it ends and that it does not renew, with no cancel button", async () => {
    subscription = { ...subscription, billing: "crypto" };
    renderApp("/subscription");
    expect(await screen.findByTestId("renewal-note")).toHaveTextContent(
      /ends on January 15, 2027 and does not renew by itself/,
    );
    expect(screen.queryByRole("button", { name: "Cancel plan" })).not.toBeInTheDocument();
  });
});
