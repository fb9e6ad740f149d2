import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths, SESSION_STORAGE_KEY } from "@common/paths";
import { resetToasts } from "@web/components/ui/toast";
import { terminalAnswers } from "@web/features/admin/test-utils";
import { renderApp } from "@web/test/render";

const plans = [
  {
    id: 1,
    name: "free",
    displayName: "Free Trial",
    price: 0,
    currency: "usd",
    interval: "trial",
    conceptsLimit: 5,
    featuresJson: ["5 concepts"],
    isActive: true,
  },
  {
    id: 2,
    name: "basic",
    displayName: "Basic",
    price: 900,
    currency: "usd",
    interval: "month",
    conceptsLimit: 25,
    featuresJson: ["25 concepts"],
    isActive: true,
  },
  {
    id: 3,
    name: "pro",
    displayName: "Pro",
    price: 2900,
    currency: "usd",
    interval: "month",
    conceptsLimit: 100,
    featuresJson: ["100 concepts"],
    isActive: true,
  },
  {
    id: 4,
    name: "enterprise",
    displayName: "Enterprise",
    price: 9900,
    currency: "usd",
    interval: "month",
    conceptsLimit: -1,
    featuresJson: ["Unlimited"],
    isActive: true,
  },
];

type Account = { email: string; isAdmin: boolean; plan: string; status: string };
let account: Account | null = null;

beforeEach(() => {
  account = null;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = String(input).split("?")[0];
      if (url === "/api/subscription-plans") return Response.json(plans);
      // The payment success page asks the server about its session (issue 29): cs_test_1 is a completed payment.
      if (url === "/api/subscription/checkout/cs_test_1")
        return Response.json({ sessionId: "cs_test_1", state: "done", plan: "pro" });
      if (!account) return new Response("Unauthorized", { status: 401 });
      if (url === "/api/auth/user")
        return Response.json({
          id: 1,
          email: account.email,
          firstName: null,
          lastName: null,
          isAdmin: account.isAdmin,
        });
      if (url === "/api/user/subscription")
        return Response.json({
          plan: account.plan,
          status: account.status,
          conceptsGenerated: 0,
          conceptsLimit: 100,
          subscriptionEndDate: null,
          access:
            account.plan !== "free" && account.status === "active"
              ? { state: "active" }
              : {
                  state: "inactive",
                  message: "Complete your subscription payment to start creating AI-powered ad concepts.",
                },
        });
      if (url === "/api/concepts" || url === "/api/admin/crypto-payments") return Response.json([]);
      if (url === "/api/stats") return Response.json({ total: 0, platforms: 0, assets: 0, languages: 0 });
      const admin = account.isAdmin && url ? terminalAnswers()[url] : undefined;
      if (admin !== undefined) return Response.json(admin);
      return new Response("{}", { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

function signIn(a: Partial<Account> = {}) {
  account = { email: "me@example.com", isAdmin: false, plan: "pro", status: "active", ...a };
  localStorage.setItem(SESSION_STORAGE_KEY, "tok");
}

const h1 = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name }, { timeout: 3000 });

describe("every route of the SPEC §2 table", () => {
  it.each([
    [paths.login, "ACCESS SYSTEM", /^Log in \| ReachGen$/],
    [`${paths.register}?plan=free`, "Create your account", /ReachGen/],
    [paths.plans, "Choose your plan", /^Plans and pricing \| ReachGen$/],
    [paths.dashboard, "Example Ad Concepts", /^Examples \| ReachGen$/],
    [`${paths.paymentSuccess}?session_id=cs_test_1`, "SUBSCRIPTION ACTIVATED SUCCESSFULLY", /ReachGen/],
    ["/no/such/page", "Page Not Found", /^Page Not Found \| ReachGen$/],
  ])("signed out, %s shows '%s' and its own title", async (path, heading, title) => {
    renderApp(path);
    expect(await h1(heading)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(title));
  });

  it.each([paths.home, paths.about, paths.apiDocs])(
    "signed out, %s renders a page heading and a title",
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole("heading", { level: 1 }, { timeout: 3000 })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toMatch(/ReachGen/));
    },
  );

  it("the 404 page links home", async () => {
    renderApp("/missing");
    await h1("Page Not Found");
    expect(screen.getByRole("link", { name: "Return home" })).toHaveAttribute("href", "/");
  });

  it("/register without a plan goes to /plans", async () => {
    const { router } = renderApp(paths.register);
    expect(await h1("Choose your plan")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.plans);
  });

  it("/payment-success toasts 'Payment Successful!' when session_id is present", async () => {
    renderApp(`${paths.paymentSuccess}?session_id=cs_test_1`);
    expect(await screen.findByText("Payment Successful!")).toBeInTheDocument();
    expect(screen.getByText("cs_test_1")).toBeInTheDocument();
  });

  it("/payment-success without session_id goes to /subscription after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const { router } = renderApp(paths.paymentSuccess);
    expect(await h1(/.+/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe(paths.paymentSuccess);
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.subscription));
  });

  it.each([
    [paths.dashboard, "Ad Concepts Dashboard", /^Dashboard \| ReachGen$/],
    [paths.aiGenerator, "AI Ad Copy Generator", /^AI Ad Copy Generator \| ReachGen$/],
    [paths.subscription, "Subscription", /^Subscription \| ReachGen$/],
    [paths.changePassword, "Change Password", /^Change Password \| ReachGen$/],
  ])("signed in on a paid active plan, %s shows '%s'", async (path, heading, title) => {
    signIn();
    renderApp(path);
    expect(await h1(heading)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(title));
  });

  it("the change-password page has three password fields with show/hide toggles", async () => {
    signIn();
    renderApp(paths.changePassword);
    await h1("Change Password");
    for (const label of ["Current password", "New password", "Confirm new password"]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("type", "password");
      expect(screen.getByRole("button", { name: `Show ${label.toLowerCase()}` })).toBeInTheDocument();
    }
  });

  it("/admin shows 'ADMIN TERMINAL' to an administrator, its page loaded on demand, then the terminal's tabs", async () => {
    signIn({ isAdmin: true });
    renderApp(paths.admin);
    expect(await h1("ADMIN TERMINAL")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Admin Terminal \| ReachGen$/));
    expect(await screen.findByRole("tab", { name: "PAYMENTS", selected: true }, { timeout: 3000 })).toBeInTheDocument();
  });
});
